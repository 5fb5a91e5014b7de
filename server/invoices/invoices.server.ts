import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  issuedDocument,
  proFormaDocument,
  type InvoiceDocument,
  type InvoiceParty,
  type InvoiceSeller,
} from "#core/invoices/invoice-document.ts";
import { addressLines as postalLines } from "#core/address/address-lines.ts";
import { bankTransferOf, paymentReference } from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { Config } from "#server/config/env.ts";
import type { Db } from "#server/db/client.ts";
import {
  customerAddresses,
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  profiles,
  type PostalAddress,
} from "#server/db/schema/index.ts";

// Issue 14.5: issuing VAT invoices and credit notes, and finding an order's documents.
// - A credit-account order is invoiced as it is placed (the account secures payment and work
//   starts at once); a bank-transfer order when an admin records its payment (pending →
//   processing). Until then a bank-transfer order has a pro-forma, made when asked for.
// - Cancelling an invoiced order issues a credit note for the whole invoice.
// - An order whose decoration is priced on application is not invoiced here: its price is not
//   known until it is quoted.
// Each is issued in the transaction of the change that causes it, so an order is never charged
// without its invoice, nor cancelled without its credit note, and a rolled-back change uses no
// number.

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The seller as issued: the owner's settings, else SHOP_VAT_NUMBER and SHOP_ADDRESS. */
export function sellerOf(
  settings: ShopSettings,
  fallback: Config["invoiceSeller"] = {},
): InvoiceSeller {
  const lines = (text: string) => (text === "" ? [] : text.split("\n"));
  const trading = lines(settings.tradingAddress);
  const registered = lines(settings.registeredAddress);
  const address = trading.length > 0 ? trading : registered;
  return {
    legalName: settings.legalName || settings.tradingName,
    tradingName: settings.tradingName,
    address: address.length > 0 ? address : (fallback.address ?? []),
    vatNumber: settings.vatNumber || fallback.vatNumber || "",
    companyLine: settings.companyNumber
      ? `Registered in England & Wales no. ${settings.companyNumber}`
      : "",
    registeredAddress: registered,
    email: settings.email,
    phone: settings.phone,
  };
}

/** A postal address's lines without the name and company, which the document shows apart. */
function addressLines(address: PostalAddress): string[] {
  return postalLines({ ...address, name: "", company: "" });
}

/** Free-text address lines (the original basket's one box): split at line ends and commas. */
function typedLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The buyer as the invoice names them: the order's name and e-mail; the billing address, else the
 * delivery address, else an address typed with the order, else the buyer's default saved address,
 * else where their latest order went.
 */
export async function buyerOf(
  tx: Db,
  order: Pick<
    OrderRow,
    "userId" | "customerName" | "customerEmail" | "billingAddress" | "shippingAddress"
  >,
  typed: { billing?: string; shipping?: string } = {},
): Promise<InvoiceParty> {
  const structured = order.billingAddress ?? order.shippingAddress;
  let address = structured ? addressLines(structured) : [];
  let company = structured?.company ?? "";
  if (address.length === 0) address = typedLines(typed.billing || typed.shipping || "");
  if (order.userId && (address.length === 0 || company === "")) {
    const [profile] = await tx
      .select({ companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, order.userId));
    company ||= profile?.companyName ?? "";
    if (address.length === 0) {
      const [saved] = await tx
        .select({ address: customerAddresses.address })
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, order.userId))
        .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt))
        .limit(1);
      if (saved) {
        address = addressLines(saved.address);
        company ||= saved.address.company ?? "";
      }
    }
    if (address.length === 0) {
      // Where their latest earlier order went (the credit panel offers the same).
      const [earlier] = await tx
        .select({ address: orders.shippingAddress })
        .from(orders)
        .where(and(eq(orders.userId, order.userId), isNotNull(orders.shippingAddress)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (earlier?.address) {
        address = addressLines(earlier.address);
        company ||= earlier.address.company ?? "";
      }
    }
  }
  return { name: order.customerName, company, address, email: order.customerEmail };
}

/** The next number of a series, taken under the counter row's lock: no gaps, no repeats. */
async function nextNumber(tx: Db, series: "invoice" | "credit_note"): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const prefix = series === "invoice" ? "INV" : "CN";
  return `${prefix}-${String(row!.lastNumber).padStart(6, "0")}`;
}

/** The order's invoice or credit note, if issued. */
export async function findIssued(
  tx: Db,
  orderId: string,
  kind: "invoice" | "credit_note",
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row ?? null;
}

/**
 * Issues the order's VAT invoice in the caller's transaction (which holds the order), or answers
 * the one it has. Null for an order priced on application.
 */
export async function issueInvoice(
  tx: Db,
  order: OrderRow,
  seller: InvoiceSeller,
  buyer: InvoiceParty,
  /** When it is issued (and its tax point): now, unless the demo seed dates its history. */
  at?: Date,
): Promise<InvoiceRow | null> {
  if (order.needsQuote) return null;
  const existing = await findIssued(tx, order.id, "invoice");
  if (existing) return existing;
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await nextNumber(tx, "invoice"),
      kind: "invoice",
      orderId: order.id,
      ...(at ? { issuedAt: at, taxPoint: at } : {}),
      seller,
      buyer,
      subtotalPence: order.subtotalPence,
      discountPence: order.discountPence,
      deliveryPence: order.deliveryPence,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
    })
    .returning();
  return row!;
}

/** A credit note for the order's whole invoice, or null when it has no invoice (or one already). */
export async function issueCreditNote(
  tx: Db,
  orderId: string,
  seller: InvoiceSeller,
  at?: Date,
): Promise<InvoiceRow | null> {
  const invoice = await findIssued(tx, orderId, "invoice");
  if (!invoice || (await findIssued(tx, orderId, "credit_note"))) return null;
  const [row] = await tx
    .insert(invoices)
    .values({
      number: await nextNumber(tx, "credit_note"),
      kind: "credit_note",
      orderId,
      creditsInvoiceId: invoice.id,
      ...(at ? { issuedAt: at, taxPoint: at } : {}),
      seller,
      buyer: invoice.buyer,
      subtotalPence: invoice.subtotalPence,
      discountPence: invoice.discountPence,
      deliveryPence: invoice.deliveryPence,
      vatPence: invoice.vatPence,
      totalPence: invoice.totalPence,
    })
    .returning();
  return row!;
}

/** Which of an order's documents is asked for: its invoice (or pro-forma) or its credit note. */
export type DocumentWanted = "invoice" | "credit_note";

export type DocumentAnswer =
  { ok: true; document: InvoiceDocument } | { ok: false; reason: string };

/**
 * The document an order has: for "invoice", the VAT invoice once issued, else the pro-forma of a
 * bank-transfer order still waiting for payment; for "credit_note", the credit note.
 */
export async function orderDocument(
  db: Db,
  order: OrderRow,
  wanted: DocumentWanted,
  settings: ShopSettings,
  fallback: Config["invoiceSeller"] = {},
): Promise<DocumentAnswer> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const issued = await findIssued(db, order.id, wanted);
  if (issued) {
    const credited = issued.creditsInvoiceId
      ? ((await db.select().from(invoices).where(eq(invoices.id, issued.creditsInvoiceId)))[0] ??
        null)
      : null;
    return {
      ok: true,
      document: issuedDocument(
        { ...issued, kind: wanted },
        order,
        items,
        credited && { number: credited.number, issuedAt: credited.issuedAt },
      ),
    };
  }
  if (wanted === "credit_note") return { ok: false, reason: "This order has no credit note." };
  if (order.paymentMethod === "checkout")
    return {
      ok: false,
      reason: "This order was paid at the store's own checkout, which issues its invoice.",
    };
  if (order.needsQuote)
    return {
      ok: false,
      reason:
        "This order's decoration is priced on application: its invoice follows once we have agreed the price.",
    };
  if (order.paymentMethod === "bank_transfer" && order.status === "pending") {
    const bank = bankTransferOf(settings);
    if (!bank)
      return {
        ok: false,
        reason: "We cannot take payment by bank transfer just now: please contact us.",
      };
    const reference = paymentReference(settings.orderReference, "order", order.orderNumber);
    return {
      ok: true,
      document: proFormaDocument(
        order,
        items,
        sellerOf(settings, fallback),
        await buyerOf(db, order),
        { ...bank, reference },
      ),
    };
  }
  return { ok: false, reason: "This order has no invoice." };
}

/** An order's document by the order's id (an e-mail's attachment), or why there is none. */
export async function orderDocumentById(
  db: Db,
  orderId: string,
  wanted: DocumentWanted,
  settings: ShopSettings,
  fallback: Config["invoiceSeller"] = {},
): Promise<DocumentAnswer> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "The order no longer exists." };
  return orderDocument(db, order, wanted, settings, fallback);
}

/** The documents issued for these orders, for their download links. */
export async function listIssuedOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { kind: string; number: string; vatRegistered: boolean }[]>> {
  const byOrder = new Map<string, { kind: string; number: string; vatRegistered: boolean }[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: invoices.orderId,
      kind: invoices.kind,
      number: invoices.number,
      vatNumber: sql<string>`${invoices.seller}->>'vatNumber'`,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  for (const row of rows)
    byOrder.set(row.orderId, [
      ...(byOrder.get(row.orderId) ?? []),
      { kind: row.kind, number: row.number, vatRegistered: Boolean(row.vatNumber) },
    ]);
  return byOrder;
}
