import { asc, eq } from "drizzle-orm";
import { quoteDocument } from "#core/invoices/invoice-document.ts";
import { quoteLineExVatPence } from "#core/quotes/quote-totals.ts";
import { vatPence } from "#core/pricing/vat.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { Config } from "#server/config/env.ts";
import type { Db } from "#server/db/client.ts";
import { quoteLines, quotes } from "#server/db/schema/index.ts";
import { buyerOf, sellerOf, type DocumentAnswer } from "#server/invoices/invoices.server.ts";

// Issue 14.6: a sent quote as a document (server/invoices/invoice-pdf.ts draws it), for its
// e-mail and the buyer's download. The buyer is named as on an invoice: their latest order's
// address, or their saved one, when the quote has none of its own.

export async function quoteDocumentById(
  db: Db,
  quoteId: string,
  settings: ShopSettings,
  fallback: Config["invoiceSeller"] = {},
): Promise<DocumentAnswer> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return { ok: false, reason: "The quote no longer exists." };
  if (!quote.sentAt || !quote.expiresAt)
    return { ok: false, reason: "This quote has not been sent yet." };
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
  const items = lines.map((line) => {
    const net = quoteLineExVatPence(line);
    return { ...line, lineExVatPence: net, lineVatPence: vatPence(net) };
  });
  // The buyer as an order of theirs would name them (no order yet: no address of the order's own).
  const buyer = await buyerOf(db, {
    userId: quote.userId,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    billingAddress: null,
    shippingAddress: null,
  });
  return {
    ok: true,
    document: quoteDocument(
      {
        quoteNumber: quote.quoteNumber,
        sentAt: quote.sentAt,
        expiresAt: quote.expiresAt,
        message: quote.message,
        deliveryPence: quote.deliveryPence,
      },
      items,
      sellerOf(settings, fallback),
      buyer,
    ),
  };
}
