import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { numericIdOf } from "#commerce/engine/global-id.ts";
import { formatPence } from "#core/money/money.ts";
import { quoteTotals } from "#core/quotes/quote-totals.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { mailOutbox, quoteLines, quotes } from "#server/db/schema/index.ts";
import { BasketPricingLineSchema, maxBasketLines } from "#server/basket/basket.server.ts";
import { CreditOrderError } from "#server/credit/credit-errors.ts";
import { priceCreditBasket } from "#server/credit/credit-order-pricing.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { mailSignature } from "#server/orders/order-mail.ts";
import { pricedLineRecord } from "#server/orders/order-records.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";

// Issue 14.6: a signed-in buyer sends their basket as a quote request (POST
// /api/functions/request-quote, { basketItems, notes } → 201 { quoteNumber }). The lines are
// priced on the server as the basket shows them, as the shop's starting point; a decoration priced
// on application (500+ items) is marked for the shop to price. The shop is told, and the buyer
// gets a note of what they asked for. Nothing in the body but the lines' variant, quantity and
// decoration and the notes is read: prices, names and user ids are the server's.

/** Quote requests a buyer may have waiting for the shop's reply at once. */
export const maxOpenRequests = 10;

const RequestQuoteSchema = z.object(
  {
    basketItems: z
      .array(BasketPricingLineSchema, { error: "basketItems must be a list of basket lines" })
      .min(1, { error: "Your basket is empty" })
      .max(maxBasketLines, { error: `A basket holds at most ${maxBasketLines} lines` })
      .superRefine((items, context) => {
        items.forEach((item, index) => {
          if (numericIdOf(item.variantId, "ProductVariant") === null)
            context.addIssue({
              code: "custom",
              path: [index, "variantId"],
              message: "Not a product variant id (gid://shopify/ProductVariant/…)",
            });
        });
      }),
    notes: z
      .string({ error: "notes must be text" })
      .trim()
      .max(2000, { error: "Notes can be at most 2,000 characters" })
      .default(""),
  },
  { error: "Send the request as a JSON object" },
);

export type QuoteRequestResult =
  | { status: 201; body: { success: true; quoteNumber: string } }
  | { status: 400 | 401 | 409 | 429; body: { success: false; error: string; field?: string } };

const refused = (
  status: 400 | 401 | 409 | 429,
  error: string,
  field?: string,
): QuoteRequestResult => ({
  status,
  body: { success: false, error, ...(field ? { field } : {}) },
});

type QuoteServices = Pick<AppServices, "config" | "database" | "logger">;

export async function requestQuote(
  services: QuoteServices,
  viewer: Viewer | null,
  body: unknown,
): Promise<QuoteRequestResult> {
  if (!viewer) return refused(401, "Please sign in to ask for a quote");
  if (services.config.shopify)
    return refused(
      409,
      "Quotes are not available here: this shop's catalogue comes from its Shopify store.",
    );
  const parsed = RequestQuoteSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refused(400, issue.message, issue.path.length > 0 ? issue.path.join(".") : "body");
  }
  const shop = await getShopSettings(services.database);
  let quoteNumber: string;
  try {
    quoteNumber = await services.database.db.transaction(async (tx) => {
      const open = await openRequestCount(tx, viewer.userId);
      if (open >= maxOpenRequests)
        throw new QuoteLimitError(
          `You have ${open} quote requests waiting for our reply. We will answer those first: please wait for them, or call us.`,
        );
      const { priced, variants, designIds } = await priceCreditBasket(
        tx,
        viewer.userId,
        parsed.data.basketItems,
      );
      // Issue 15.5: the shop quotes only what it makes: no group below its method's minimum.
      if (priced.belowMinimum)
        throw new CreditOrderError(
          "INVALID_INPUT",
          `${priced.belowMinimum.message}. Add more to that line, or choose another decoration.`,
          `basketItems.${priced.belowMinimum.index}.quantity`,
        );
      const [quote] = await tx
        .insert(quotes)
        .values({
          userId: viewer.userId,
          customerName: viewer.name,
          customerEmail: viewer.email,
          buyerNotes: parsed.data.notes,
          deliveryPence: priced.deliveryExVatPence,
        })
        .returning();
      const lines = priced.lines.map((line, position) => ({
        quoteId: quote!.id,
        position,
        ...pricedLineRecord(line, variants[position]!, designIds),
        needsPrice: line.needsQuote,
      }));
      await tx.insert(quoteLines).values(lines);
      const number = quote!.quoteNumber;
      const summary = lines.map(
        (line) =>
          `${line.quantity} × ${line.productTitle}${line.variantTitle ? ` (${line.variantTitle})` : ""}${
            line.customizationType === "plain"
              ? ""
              : ` — ${line.customizationType === "embroidery" ? "Embroidery" : "Print"}, ${line.customizationPosition}${line.needsPrice ? " (to be priced)" : ""}`
          }`,
      );
      const totals = quoteTotals(lines, priced.deliveryExVatPence);
      const notes = parsed.data.notes ? ["", "Notes:", parsed.data.notes] : [];
      await tx.insert(mailOutbox).values([
        {
          toAddress: services.config.shopInbox,
          subject: `Quote request ${number} from ${viewer.name || viewer.email}`,
          textBody: [
            `${viewer.name || "A customer"} (${viewer.email}) asks for a quote, ${number}:`,
            "",
            ...summary,
            "",
            `At today's prices: ${formatPence(totals.goodsExVatPence)} ex VAT before delivery${lines.some((line) => line.needsPrice) ? ", with decoration still to be priced" : ""}.`,
            ...notes,
            "",
            "Price it and send it from the back office's Quotes tab.",
          ].join("\n"),
          template: "quote_request_shop",
        },
        {
          toAddress: viewer.email,
          subject: `Your ${shop.tradingName} quote request ${number}`,
          textBody: [
            `Dear ${viewer.name || "customer"},`,
            "",
            `Thank you for your quote request ${number}. We will price it and e-mail you the quote, usually within one working day. You will find it in your account under Quotes.`,
            "",
            ...summary,
            ...notes,
            "",
            ...mailSignature(shop),
          ].join("\n"),
          template: "quote_request_buyer",
        },
      ]);
      return number;
    });
  } catch (error) {
    if (error instanceof QuoteLimitError) return refused(429, error.message);
    if (error instanceof CreditOrderError)
      return refused(error.status === 400 ? 400 : 409, error.message, error.field);
    throw error;
  }
  try {
    await sendPendingMail(services);
  } catch (error) {
    services.logger.error({ err: error, quoteNumber }, "sending quote request mail failed");
  }
  return { status: 201, body: { success: true, quoteNumber } };
}

class QuoteLimitError extends Error {}

async function openRequestCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), eq(quotes.status, "requested")));
  return row?.open ?? 0;
}
