import { TZDate } from "@date-fns/tz";
import { addDays, endOfDay, format } from "date-fns";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { maxLineQuantity } from "#core/pricing/quantity-breaks.ts";
import { quoteTotals, type QuoteTotals } from "#core/quotes/quote-totals.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { orders, quoteLines, quotes } from "#server/db/schema/index.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import {
  firstFieldError,
  maxEditablePricePence,
  poundsField,
  rowIdField,
} from "#server/admin/admin-input.ts";
import { listAuditTrail, recordAudit, type AuditEntry } from "#server/admin/audit.ts";
import { isUuid } from "#server/admin/credit-admin.ts";
import { etagOf, isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { getOrderVariants } from "#server/orders/order-records-queries.ts";
import { variantRecord } from "#server/orders/order-records.server.ts";
import { getShopSettings, type ShopSettings } from "#server/settings/shop-settings.server.ts";
import { quoteLineView, statusNow, type BuyerQuoteLine } from "./quote-views.server.ts";

// Issue 14.6: the admin's quote page (/admin/quotes/:id). The admin sets each line's garment,
// decoration and set-up price, the delivery, a message and until when the quote stands, then sends
// it (quote-send.server.ts): the buyer is e-mailed a link to their quotes and the quote as a PDF. A save lists the quote's
// lines as they should be: a line left out is removed, and a line named by a variant and a
// quantity instead of an id is added (plain, at the price typed). Each change names the
// version it was made from (If-Match; DESIGN §7), is made under the quote's row lock and audited.
// A quote accepted or declined is final; one that is sent may be changed and sent again.

/** A quote stands this many days unless the admin says otherwise. */
export const defaultQuoteDays = 30;
/** And at most this many. */
export const maxQuoteDays = 365;

export const shopZone = "Europe/London";
export const notFound: Failure = { ok: false, status: 404, error: "This quote no longer exists" };
export const staleQuoteMessage = "This quote changed while you had it open";

export type QuoteRow = typeof quotes.$inferSelect;

export function quoteEtag(quote: Pick<QuoteRow, "id" | "version">): string {
  return etagOf("quote", quote.id, [quote.version]);
}

export type AdminQuoteLine = BuyerQuoteLine;

export type AdminQuote = {
  id: string;
  quoteNumber: string;
  status: string;
  customerName: string;
  customerEmail: string;
  buyerNotes: string;
  message: string;
  deliveryPence: number;
  /** The last day it stands (YYYY-MM-DD, the shop's calendar), or null. */
  expiresOn: string | null;
  sentAt: string | null;
  createdAt: string;
  orderNumber: string | null;
  lines: AdminQuoteLine[];
  totals: QuoteTotals;
  etag: string;
  audit: AuditEntry[];
};

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export function shopDay(date: Date): string {
  return format(new TZDate(date, shopZone), "yyyy-MM-dd");
}

export type QuoteDayRange = {
  /** The shop's today: the earliest last day a quote may be given (YYYY-MM-DD). */
  today: string;
  /** The latest, a year ahead. */
  latest: string;
  /** What the quote page offers when none is set yet: what sending would choose. */
  standard: string;
};

/** The days a quote's last day may be chosen from, in the shop's calendar (see updateQuote). */
export function quoteDayRange(now = new Date()): QuoteDayRange {
  return {
    today: shopDay(now),
    latest: shopDay(addDays(now, maxQuoteDays)),
    standard: shopDay(addDays(now, defaultQuoteDays)),
  };
}

/** The last moment of a shop calendar day. */
export function endOfShopDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(endOfDay(new TZDate(year, month - 1, date, shopZone)).getTime());
}

export async function readQuote(db: Db, quote: QuoteRow): Promise<AdminQuote> {
  // One query at a time: inside a save, db is the transaction's single connection.
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quote.id))
    .orderBy(asc(quoteLines.position));
  const audit = await listAuditTrail(db, "quote", quote.id);
  const order = quote.orderId
    ? await db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, quote.orderId))
    : [];
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    status: statusNow(quote.status, quote.expiresAt, new Date()),
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    buyerNotes: quote.buyerNotes,
    message: quote.message,
    deliveryPence: quote.deliveryPence,
    expiresOn: quote.expiresAt ? shopDay(quote.expiresAt) : null,
    sentAt: quote.sentAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    orderNumber: order[0]?.orderNumber ?? null,
    lines: lines.map(quoteLineView),
    totals: quoteTotals(lines, quote.deliveryPence),
    etag: quoteEtag(quote),
    audit,
  };
}

export async function getAdminQuote(db: Db, id: string): Promise<AdminQuote | null> {
  if (!isUuid(id)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  return quote ? readQuote(db, quote) : null;
}

const money = poundsField(maxEditablePricePence);

/** The most lines a quote holds, as a basket. */
const maxQuoteLines = 500;

const quantityMessage = `Enter a whole number of items from 1 to ${maxLineQuantity.toLocaleString("en-GB")}`;

/** A line as the save lists it: a stored line by its id, or a new one by variant and quantity. */
const QuoteLineEditSchema = z
  .object(
    {
      id: z.string({ error: "Name the line" }).optional(),
      variantId: rowIdField("Choose the product variant to add").optional(),
      quantity: z
        .int({ error: quantityMessage })
        .min(1, { error: quantityMessage })
        .max(maxLineQuantity, { error: quantityMessage })
        .optional(),
      unitPrice: money,
      decorationPrice: money,
      setUp: money,
    },
    { error: "Each line must be an object" },
  )
  .superRefine((line, context) => {
    if (line.id !== undefined) return;
    if (line.variantId === undefined)
      context.addIssue({
        code: "custom",
        path: ["variantId"],
        message: "Choose the product variant to add",
      });
    else if (line.quantity === undefined)
      context.addIssue({ code: "custom", path: ["quantity"], message: quantityMessage });
  });

const QuoteEditSchema = z.object({
  lines: z
    .array(QuoteLineEditSchema, { error: "lines must be a list" })
    .min(1, { error: "A quote needs at least one line" })
    .max(maxQuoteLines, { error: `A quote holds at most ${maxQuoteLines} lines` }),
  delivery: money,
  message: z
    .string({ error: "The message must be text" })
    .trim()
    .max(2000, { error: "Keep the message under 2,000 characters" }),
  expiresOn: z
    .string({ error: "Choose the last day the quote stands" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Choose the last day the quote stands" }),
});

export type Done<T> = { ok: true; value: T } | Failure;

/** Locks the quote and checks the version the change was made from. */
export async function lockCurrent(
  tx: Db,
  id: string,
  etags: string[],
): Promise<{ ok: true; quote: QuoteRow } | Failure> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!quote) return notFound;
  const etag = quoteEtag(quote);
  if (!isCurrent({ etags }, etag))
    return staleRecord(staleQuoteMessage, { status: quote.status, version: quote.version }, etag);
  if (quote.status === "accepted" || quote.status === "declined")
    return {
      ok: false,
      status: 409,
      error: `This quote was ${quote.status}: it cannot change any more.`,
    };
  return { ok: true, quote };
}

/** The admin's save of the prices, delivery, message and expiry. */
export async function updateQuote(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
  now = new Date(),
): Promise<Done<AdminQuote>> {
  const precondition = readIfMatch(ifMatch, "quote");
  if (!precondition.ok) return precondition;
  const parsed = QuoteEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const edit = parsed.data;
  const today = shopDay(now);
  const latest = shopDay(addDays(now, maxQuoteDays));
  if (
    edit.expiresOn < today ||
    edit.expiresOn > latest ||
    Number.isNaN(endOfShopDay(edit.expiresOn).getTime())
  )
    return {
      ok: false,
      status: 400,
      error: `Choose a day from today to ${maxQuoteDays} days ahead`,
      field: "expiresOn",
    };
  if (!isUuid(id)) return notFound;
  return db.transaction(async (tx): Promise<Done<AdminQuote>> => {
    const locked = await lockCurrent(tx, id, precondition.etags);
    if (!locked.ok) return locked;
    const { quote } = locked;
    const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
    const written = await writeLines(tx, id, lines, edit.lines);
    if (!written.ok) return written;
    const before = {
      ...quoteTotals(lines, quote.deliveryPence),
      lines: lines.length,
      message: quote.message,
    };
    const [updated] = await tx
      .update(quotes)
      .set({
        deliveryPence: edit.delivery,
        message: edit.message,
        expiresAt: endOfShopDay(edit.expiresOn),
        version: sql`${quotes.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id))
      .returning();
    const after = await readQuote(tx, updated!);
    await recordAudit(tx, admin, {
      action: "update_quote",
      entityType: "quote",
      entityId: id,
      before,
      after: {
        ...after.totals,
        lines: after.lines.length,
        message: after.message,
        expiresOn: after.expiresOn,
      },
    });
    return { ok: true, value: { ...after, audit: await listAuditTrail(tx, "quote", id) } };
  });
}

type LineEdit = z.infer<typeof QuoteLineEditSchema>;

/**
 * Makes the quote's lines those of the save, in its order: stored lines repriced, new ones added
 * (their variant as the catalogue has it now, which must be for sale), the rest removed.
 */
async function writeLines(
  tx: Db,
  quoteId: string,
  stored: (typeof quoteLines.$inferSelect)[],
  edits: LineEdit[],
): Promise<{ ok: true } | Failure> {
  const byId = new Map(stored.map((line) => [line.id, line]));
  const seen = new Set<string>();
  for (const [index, line] of edits.entries()) {
    if (line.id === undefined) continue;
    if (!byId.has(line.id) || seen.has(line.id))
      return {
        ok: false,
        status: 400,
        error: byId.has(line.id) ? "This line is listed twice" : "This line is not on the quote",
        field: `lines.${index}.id`,
      };
    seen.add(line.id);
  }
  const added = edits.flatMap((line) => (line.id === undefined ? [line.variantId!] : []));
  const variants = new Map(
    (await getOrderVariants(tx, [...new Set(added)])).map((variant) => [
      variant.variantId,
      variant,
    ]),
  );
  for (const [index, line] of edits.entries()) {
    if (line.id !== undefined) continue;
    const variant = variants.get(line.variantId!);
    const problem = !variant
      ? "This product variant no longer exists"
      : !variant.isPublished || !variant.isAvailable
        ? `${variant.productTitle} (${variant.variantTitle}) is not for sale: make it available first`
        : null;
    if (problem)
      return { ok: false, status: 400, error: problem, field: `lines.${index}.variantId` };
  }
  await tx
    .delete(quoteLines)
    .where(
      seen.size > 0
        ? and(eq(quoteLines.quoteId, quoteId), notInArray(quoteLines.id, [...seen]))
        : eq(quoteLines.quoteId, quoteId),
    );
  for (const [position, line] of edits.entries()) {
    const prices = {
      position,
      unitPricePence: line.unitPrice,
      customizationPricePence: line.decorationPrice,
      setupFeePence: line.setUp,
      // A set-up the admin charges is no longer waived; one they leave at nothing keeps its reason.
      ...(line.setUp > 0 ? { setupWaiver: null } : {}),
      // The admin has priced it: a decoration priced on application is priced now.
      needsPrice: false,
    };
    if (line.id !== undefined) {
      await tx.update(quoteLines).set(prices).where(eq(quoteLines.id, line.id));
      continue;
    }
    const variant = variants.get(line.variantId!)!;
    await tx.insert(quoteLines).values({
      quoteId,
      ...prices,
      ...variantRecord(variant),
      quantity: line.quantity!,
    });
  }
  return { ok: true };
}

type QuoteServices = Pick<AppServices, "config" | "database" | "logger">;

/**
 * A change the shop makes to a quote and e-mails the buyer about (sending it, declining it): in one
 * transaction the quote is locked and checked against the version the change names (`etags`),
 * then `change` runs with the shop's settings, writing the quote, its mail and its audit entry;
 * after the commit the mail is sent (a failure is logged: the outbox keeps it for the next try).
 */
export async function mailedQuoteChange(
  services: QuoteServices,
  id: string,
  etags: string[],
  mailFailure: string,
  change: (tx: Db, quote: QuoteRow, shop: ShopSettings) => Promise<Done<AdminQuote>>,
): Promise<Done<AdminQuote>> {
  if (!isUuid(id)) return notFound;
  const shop = await getShopSettings(services.database);
  const result = await services.database.db.transaction(async (tx): Promise<Done<AdminQuote>> => {
    const locked = await lockCurrent(tx, id, etags);
    return locked.ok ? change(tx, locked.quote, shop) : locked;
  });
  if (result.ok) {
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error, quoteId: id }, mailFailure);
    }
  }
  return result;
}
