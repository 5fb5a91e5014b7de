import { asc, desc, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { quoteLineExVatPence, quoteTotals, type QuoteTotals } from "#core/quotes/quote-totals.ts";
import type { Db } from "#server/db/client.ts";
import { quoteLines, quotes, type QuoteStatus } from "#server/db/schema/index.ts";

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
  lines: BuyerQuoteLine[];
  /** The quoted figures; null while the shop is pricing the request. */
  totals: QuoteTotals | null;
};

export type BuyerQuotesPage = { signedIn: false } | { signedIn: true; quotes: BuyerQuote[] };

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
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt))
    .limit(buyerQuoteLimit);
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
      lines: own.map((line) => ({
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
      })),
      totals: status === "requested" ? null : quoteTotals(own, quote.deliveryPence),
    };
  });
}

/** The /account/quotes loader: a visitor is asked to sign in (the page says so). */
export async function loadBuyerQuotes(
  context: Pick<AppLoadContext, "services" | "viewer">,
): Promise<BuyerQuotesPage> {
  if (!context.viewer) return { signedIn: false };
  return {
    signedIn: true,
    quotes: await listBuyerQuotes(context.services.database.db, context.viewer.userId),
  };
}
