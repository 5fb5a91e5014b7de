import { statusAfterProofs } from "#server/proofs/proofs.server.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { UkAddressSchema } from "#core/address/uk-address.ts";
import { PoNumberSchema } from "#core/checkout/po-number.ts";
import { formatPence } from "#core/money/money.ts";
import { quoteLineExVatPence, quoteTotals } from "#core/quotes/quote-totals.ts";
import { vatPence } from "#core/pricing/vat.ts";
import { bankTransferOf } from "#core/settings/shop-details.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  orders,
  quoteLines,
  quotes,
  type PostalAddress,
} from "#server/db/schema/index.ts";
import { creditOrderMail } from "#server/credit/credit-order-mail.ts";
import {
  insertCreditTransaction,
  lockCreditAccount,
  raiseCreditBalance,
} from "#server/credit/credit-queries.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { issuedAttachment, issuedCaption, withDocument } from "#server/invoices/invoice-mail.ts";
import { buyerOf, issueInvoice, sellerOf } from "#server/invoices/invoices.server.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { confirmationMail } from "#server/orders/order-mail.ts";
import {
  insertMail,
  insertOrder,
  insertOrderItems,
  type NewOrderItem,
} from "#server/orders/order-records-queries.ts";
import { takeOrderStock } from "#server/orders/order-stock.ts";
import { paymentUnavailableMessage } from "#server/orders/orders.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { statusNow } from "./quote-views.server.ts";

// Issue 14.6: the buyer accepts a sent quote before its last day and it becomes an order at the
// quoted prices, once: charged to their credit account (invoiced at once, as a credit order is) or
// by bank transfer (pending, with its pro-forma). POST /api/functions/accept-quote
// { quoteNumber, paymentMethod, poNumber?, deliveryAddress? } → 201 { orderNumber }. One
// transaction holds the quote's row lock throughout, so two accepts of one quote make one order;
// the credit account and the stock are taken as a credit order takes them.

const AcceptQuoteSchema = z.object(
  {
    quoteNumber: z
      .string({ error: "Name the quote" })
      .trim()
      .regex(/^Q-\d{1,12}$/, { error: "Name the quote by its number, e.g. Q-100001" }),
    paymentMethod: z.enum(["credit_account", "bank_transfer"], {
      error: "Choose to pay on your credit account or by bank transfer",
    }),
    poNumber: PoNumberSchema,
    deliveryAddress: UkAddressSchema.optional(),
  },
  { error: "Send the acceptance as a JSON object" },
);

export type AcceptQuoteResult =
  | { status: 201; body: { success: true; orderNumber: string } }
  | {
      status: 400 | 401 | 404 | 409;
      body: { success: false; error: string; field?: string };
    };

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

type AcceptServices = Pick<AppServices, "config" | "database" | "logger">;

export async function acceptQuote(
  services: AcceptServices,
  viewer: Viewer | null,
  body: unknown,
  now = new Date(),
): Promise<AcceptQuoteResult> {
  try {
    if (!viewer) throw new Refusal(401, "Please sign in to accept your quote");
    const parsed = AcceptQuoteSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Refusal(400, issue.message, issue.path.join(".") || "body");
    }
    const input = parsed.data;
    const shop = await getShopSettings(services.database);
    const bank = bankTransferOf(shop);
    if (input.paymentMethod === "bank_transfer" && !bank)
      throw new Refusal(409, paymentUnavailableMessage(shop), "paymentMethod");
    const seller = sellerOf(shop, services.config.invoiceSeller);
    const orderNumber = await services.database.db.transaction(async (tx) => {
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.quoteNumber, input.quoteNumber), eq(quotes.userId, viewer.userId)))
        .for("update");
      if (!quote) throw new Refusal(404, "We could not find that quote on your account.");
      await refuseUnlessOpen(tx, quote, now);
      const lines = await tx
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quote.id))
        .orderBy(asc(quoteLines.position));
      const totals = quoteTotals(lines, quote.deliveryPence);

      const account =
        input.paymentMethod === "credit_account"
          ? await lockCreditAccount(tx, viewer.userId)
          : null;
      if (input.paymentMethod === "credit_account") {
        if (!account?.isActive)
          throw new Refusal(
            409,
            "You have no active credit account with us: choose bank transfer, or ask us about an account.",
            "paymentMethod",
          );
        const available = account.creditLimitPence - account.currentBalancePence;
        if (totals.totalPence > available)
          throw new Refusal(
            409,
            `Insufficient credit: this order comes to ${formatPence(totals.totalPence)} and your available credit is ${formatPence(available)}. Choose bank transfer, or call us.`,
            "paymentMethod",
          );
      }
      // After the account, as a credit order takes them (account, then variants): no deadlock.
      const shortfall = await takeOrderStock(
        tx,
        lines.flatMap((line) =>
          line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
        ),
      );
      if (shortfall) {
        const line = lines.find((each) => each.variantId === shortfall.variantId)!;
        const name = `${line.productTitle}${line.variantTitle ? ` (${line.variantTitle})` : ""}`;
        throw new Refusal(
          409,
          shortfall.available > 0
            ? `${name}: only ${shortfall.available} left in stock. Call us and we will sort it out.`
            : `${name} is out of stock just now. Call us and we will sort it out.`,
        );
      }

      const delivery: PostalAddress | null = input.deliveryAddress
        ? { ...input.deliveryAddress, country: "GB" }
        : null;
      const order = await insertOrder(tx, {
        userId: viewer.userId,
        // Issue 15.3: on account, work starts once the artwork is approved.
        status:
          input.paymentMethod === "credit_account"
            ? await statusAfterProofs(tx, viewer.userId, lines)
            : "pending",
        customerName: quote.customerName || viewer.name,
        customerEmail: viewer.email,
        paymentMethod: input.paymentMethod,
        subtotalPence: totals.goodsExVatPence,
        vatPence: totals.vatPence,
        deliveryPence: totals.deliveryExVatPence,
        totalPence: totals.totalPence,
        shippingAddress: delivery,
        billingAddress: null,
        notes: `Accepted quote ${quote.quoteNumber}`,
        poNumber: input.poNumber ?? null,
        needsQuote: false,
      });
      const items: NewOrderItem[] = lines.map((line) => {
        const net = quoteLineExVatPence(line);
        return {
          orderId: order.id,
          position: line.position,
          productId: line.productId,
          variantId: line.variantId,
          productTitle: line.productTitle,
          variantTitle: line.variantTitle,
          sku: line.sku,
          imageUrl: line.imageUrl,
          quantity: line.quantity,
          unitPricePence: line.unitPricePence,
          customizationType: line.customizationType,
          customizationPosition: line.customizationPosition,
          customizationPricePence: line.customizationPricePence,
          setupFeePence: line.setupFeePence,
          lineExVatPence: net,
          lineVatPence: vatPence(net),
          designFileId: line.designFileId,
          needsQuote: false,
        };
      });
      await insertOrderItems(tx, items);

      if (account) {
        const balancePence = await raiseCreditBalance(tx, account.id, totals.totalPence);
        await insertCreditTransaction(tx, {
          accountId: account.id,
          userId: viewer.userId,
          orderId: order.id,
          transactionType: "charge",
          description: `Order ${order.orderNumber} (quote ${quote.quoteNumber})`,
          reference: order.orderNumber,
          amountPence: totals.totalPence,
          balanceAfterPence: balancePence,
          createdBy: viewer.userId,
        });
        const invoice = await issueInvoice(tx, order, seller, await buyerOf(tx, order));
        const mail = creditOrderMail(
          order,
          items,
          { balancePence, limitPence: account.creditLimitPence },
          shop,
        );
        await insertMail(
          tx,
          invoice ? withDocument(mail, issuedAttachment(invoice), issuedCaption(invoice)) : mail,
        );
        await notifyAccountEvent(tx, viewer.userId, { type: "credit.changed" });
      } else {
        await insertMail(
          tx,
          withDocument(
            confirmationMail(order, items, shop, bank!),
            { orderId: order.id, document: "invoice" },
            "Your pro-forma invoice is attached (PDF): pay it to release your order.",
          ),
        );
      }
      await tx
        .update(quotes)
        .set({
          status: "accepted",
          orderId: order.id,
          version: sql`${quotes.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(quotes.id, quote.id));
      // The buyer's acceptance in the quote's history, beside the shop's own changes.
      await tx.insert(auditLog).values({
        actorUserId: viewer.userId,
        action: "accept_quote",
        entityType: "quote",
        entityId: quote.id,
        before: { status: "sent" },
        after: {
          status: "accepted",
          orderNumber: order.orderNumber,
          paymentMethod: input.paymentMethod,
          totalPence: totals.totalPence,
        },
      });
      await notifyAccountEvent(tx, viewer.userId, {
        type: "order.placed",
        orderNumber: order.orderNumber,
      });
      return order.orderNumber;
    });
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error(
        { err: error, orderNumber },
        "sending the accepted quote's mail failed",
      );
    }
    return { status: 201, body: { success: true, orderNumber } };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return {
      status: error.status,
      body: {
        success: false,
        error: error.message,
        ...(error.field ? { field: error.field } : {}),
      },
    };
  }
}

/** Throws the buyer's reason when the quote cannot be accepted now. */
async function refuseUnlessOpen(tx: Db, quote: typeof quotes.$inferSelect, now: Date) {
  const status = statusNow(quote.status, quote.expiresAt, now);
  if (status === "sent") return;
  if (status === "accepted") {
    const [order] = quote.orderId
      ? await tx
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, quote.orderId))
      : [];
    throw new Refusal(
      409,
      `You have already accepted this quote${order ? `: it is order ${order.orderNumber}` : ""}.`,
    );
  }
  if (status === "expired")
    throw new Refusal(
      409,
      `This quote expired on ${day.format(quote.expiresAt!)}. Ask us for a new one: send your basket as a quote request again.`,
    );
  if (status === "requested")
    throw new Refusal(409, "We have not priced this quote yet: we will e-mail you when we have.");
  throw new Refusal(409, "This quote was declined: ask us for a new one.");
}
