import { asc, desc, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { quoteLineExVatPence, quoteTotals, type QuoteTotals } from "#core/quotes/quote-totals.ts";
import { bankTransferOf } from "#core/settings/shop-details.ts";
import { getCreditAccount } from "#server/credit/credit-queries.ts";
import { deliveryChoicesOf, type DeliveryChoices } from "#server/credit/credit-views.server.ts";
import type { Db } from "#server/db/client.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { orders, quoteLines, quotes, type QuoteStatus } from "#server/db/schema/index.ts";

// Issue 14.6: the buyer's quotes (/account/quotes), newest first. A quote being priced shows what
// was asked for; a sent one its prices, totals, the shop's message and until when it stands. A
// sent quote past its expiry reads as expired, whether or not anything has marked it so yet.

/** The buyer sees at most this many, newest first. */
export const buyerQuoteLimit = 50;

export type BuyerQuoteLine = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  /** "Embroidery, Chest Left", or "" for a plain garment. */
  decoration: string;
  unitPricePence: number;
  customizationPricePence: number;
  setupFeePence: number;
  lineExVatPence: number;
  needsPrice: boolean;
};

export type BuyerQuote = {
  quoteNumber: string;
  status: QuoteStatus;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string | null;
  buyerNotes: string;
  message: string;
  /** The order it became, once accepted. */
  orderNumber: string | null;
  lines: BuyerQuoteLine[];
  /** The quoted figures; null while the shop is pricing the request. */
  totals: QuoteTotals | null;
};

/** How the buyer may pay for a quote they accept. */
export type QuotePayment = {
  /** Their active credit account's available credit, or null without one. */
  creditAvailablePence: number | null;
  /** Whether the shop takes bank transfers (its bank details are set). */
  bankTransfer: boolean;
};

export type BuyerQuotesPage =
  | { signedIn: false }
  | {
      signedIn: true;
      quotes: BuyerQuote[];
      payment: QuotePayment;
      /** Where an accepted quote's order may be delivered. */
      delivery: DeliveryChoices;
    };

/** A stored quote line as the buyer's and the admin's pages show it. */
export function quoteLineView(line: typeof quoteLines.$inferSelect): BuyerQuoteLine {
  return {
    id: line.id,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    sku: line.sku,
    quantity: line.quantity,
    decoration:
      line.customizationType === "plain"
        ? ""
        : `${line.customizationType === "embroidery" ? "Embroidery" : "Print"}, ${line.customizationPosition ?? ""}`,
    unitPricePence: line.unitPricePence,
    customizationPricePence: line.customizationPricePence,
    setupFeePence: line.setupFeePence,
    lineExVatPence: quoteLineExVatPence(line),
    needsPrice: line.needsPrice,
  };
}

/** The status as the buyer should read it now: a sent quote past its expiry has expired. */
export function statusNow(status: string, expiresAt: Date | null, now: Date): QuoteStatus {
  if (status === "sent" && expiresAt && expiresAt <= now) return "expired";
  return status as QuoteStatus;
}

export async function listBuyerQuotes(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<BuyerQuote[]> {
  const found = await db
    .select({ quote: quotes, orderNumber: orders.orderNumber })
    .from(quotes)
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt))
    .limit(buyerQuoteLimit);
  const rows = found.map((row) => row.quote);
  const orderNumbers = new Map(found.map((row) => [row.quote.id, row.orderNumber]));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(quoteLines.position));
  return rows.map((quote) => {
    const own = lines.filter((line) => line.quoteId === quote.id);
    const status = statusNow(quote.status, quote.expiresAt, now);
    return {
      quoteNumber: quote.quoteNumber,
      status,
      createdAt: quote.createdAt.toISOString(),
      expiresAt: quote.expiresAt?.toISOString() ?? null,
      buyerNotes: quote.buyerNotes,
      message: quote.message,
      orderNumber: orderNumbers.get(quote.id) ?? null,
      lines: own.map(quoteLineView),
      totals: status === "requested" ? null : quoteTotals(own, quote.deliveryPence),
    };
  });
}

/** The /account/quotes loader: a visitor is asked to sign in (the page says so). */
export async function loadBuyerQuotes(
  context: Pick<AppLoadContext, "services" | "viewer">,
): Promise<BuyerQuotesPage> {
  if (!context.viewer) return { signedIn: false };
  const { db } = context.services.database;
  const [list, account, shop, delivery] = await Promise.all([
    listBuyerQuotes(db, context.viewer.userId),
    getCreditAccount(db, context.viewer.userId),
    getShopSettings(context.services.database),
    deliveryChoicesOf(db, context.viewer),
  ]);
  return {
    signedIn: true,
    quotes: list,
    payment: {
      creditAvailablePence: account?.isActive
        ? account.creditLimitPence - account.currentBalancePence
        : null,
      bankTransfer: bankTransferOf(shop) !== null,
    },
    delivery,
  };
}
