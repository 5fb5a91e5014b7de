import { createHash, randomUUID } from "node:crypto";
import type { BasketVariant } from "#commerce/client/basket-variants.ts";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { formatPence } from "#core/money/money.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { statusAfterProofs } from "#server/proofs/proofs.server.ts";
import { findRefusedDesign } from "#server/files/design-claims.server.ts";
import { designTokensFor } from "#server/files/design-token.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { insertMail, insertOrder, insertOrderItems } from "#server/orders/order-records-queries.ts";
import { orderItemsOf } from "#server/orders/order-records.server.ts";
import { stockRefusal, takeOrderStock } from "#server/orders/order-stock.ts";
import {
  CreditOrderError,
  failureOf,
  type CreditOrderFailure,
  type CreditOrderSuccess,
} from "./credit-errors.ts";
import { parseCreditOrderBody, type CreditOrderBody } from "./credit-order-input.ts";
import { creditOrderMail } from "./credit-order-mail.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import type { InvoiceSeller } from "#core/invoices/invoice-document.ts";
import { buyerOf, issueInvoice, sellerOf } from "#server/invoices/invoices.server.ts";
import { issuedAttachment, issuedCaption, withDocument } from "#server/invoices/invoice-mail.ts";
import { priceCreditBasket } from "./credit-order-pricing.ts";
import {
  claimIdempotencyKey,
  getIdempotencyKey,
  insertCreditTransaction,
  lockCreditAccount,
  raiseCreditBalance,
  recordIdempotentResponse,
  type IdempotencyKeyRow,
} from "./credit-queries.ts";

// DESIGN §6, spec/storefront.md §7 process-credit-order. One transaction: the idempotency key is
// claimed, the credit account row locked, the basket priced on the server, the available credit
// checked against that total, the order, its items, the charge (with balance_after) and the new
// balance written, the confirmation e-mail put in the outbox and the buyer's open pages notified
// (server/events: delivered on commit); the mail is sent after the commit. The viewer is the only
// identity: nothing in the body names the buyer.
//
// Idempotency: the key is claimed first, so a concurrent duplicate waits on the unique key until
// the first request ends, then answers with what it stored. Only a placed order is remembered: a
// refused order rolls back with its key, so the same request may succeed later (after a payment,
// say) — nothing was charged. docs/decisions/007 has the reasons for the status and POA rules.

export const creditOrderScope = "credit-order";
const maxKeyLength = 255;

export type CreditOrderResult = {
  status: number;
  body: CreditOrderSuccess | CreditOrderFailure;
  /** The answer stored for an earlier request with the same key (nothing was charged now). */
  replayed: boolean;
};

/** Issue 17: in Shopify mode, the store whose variants the basket holds. */
export type StoreVariants = Pick<CommerceClient, "getCurrentVariantsByIds">;

type CreditServices = Pick<AppServices, "config" | "database" | "logger"> & {
  /** The Shopify store in Shopify mode; absent or null with our own catalogue. */
  store?: StoreVariants | null;
};

type Outcome =
  | { kind: "created"; orderId: string; orderNumber: string; totalPence: number }
  | { kind: "replayed"; status: number; body: CreditOrderSuccess };

function fail(error: CreditOrderError): CreditOrderResult {
  return { status: error.status, body: failureOf(error), replayed: false };
}

function requestHash(body: CreditOrderBody): string {
  // The parsed body: what the order is made from. Ignored fields (prices) do not change it.
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** Places a credit order for the signed-in viewer, or answers why not (never throws for input). */
export async function placeCreditOrder(
  services: CreditServices,
  viewer: Viewer | null,
  body: unknown,
  idempotencyKey: string | null | undefined,
): Promise<CreditOrderResult> {
  if (!viewer)
    return fail(
      new CreditOrderError("NOT_SIGNED_IN", "Please sign in to order on your credit account"),
    );
  const key = idempotencyKey?.trim() ?? "";
  if (key.length === 0 || key.length > maxKeyLength || !/^[\x21-\x7e]+$/.test(key))
    return fail(
      new CreditOrderError(
        "INVALID_INPUT",
        `Send an Idempotency-Key header: a new random key (at most ${maxKeyLength} characters) for each order attempt`,
        "Idempotency-Key",
      ),
    );

  let outcome: Outcome;
  try {
    const parsed = parseCreditOrderBody(body);
    await requireOwnDesigns(services, viewer.userId, parsed);
    const hash = requestHash(parsed);
    const storeVariants = await readStoreVariants(services, parsed);
    const shop = await getShopSettings(services.database);
    const seller = sellerOf(shop, services.config.invoiceSeller);
    outcome = await services.database.db.transaction((tx) =>
      placeInTransaction(tx, viewer, parsed, key, hash, storeVariants, shop, seller),
    );
  } catch (error) {
    if (error instanceof CreditOrderError) return fail(error);
    throw error;
  }
  if (outcome.kind === "replayed")
    return { status: outcome.status, body: outcome.body, replayed: true };

  services.logger.info(
    { orderNumber: outcome.orderNumber, totalPence: outcome.totalPence, userId: viewer.userId },
    "credit order placed",
  );
  // After the commit and never failing the order: the row stays pending for a later run.
  try {
    await sendPendingMail(services);
  } catch (error) {
    services.logger.error({ err: error, orderId: outcome.orderId }, "sending order mail failed");
  }
  return {
    status: 201,
    body: { success: true, orderNumber: outcome.orderNumber },
    replayed: false,
  };
}

/**
 * Issue 17: in Shopify mode, the lines' variants as the store has them now, asked before the
 * transaction so no lock waits on the network; null with our own catalogue.
 */
async function readStoreVariants(
  services: CreditServices,
  body: CreditOrderBody,
): Promise<BasketVariant[] | null> {
  if (!services.store) return null;
  const found = await services.store.getCurrentVariantsByIds(
    body.basketItems.map((item) => item.variantId),
  );
  if (!found.ok)
    throw new CreditOrderError(
      "CATALOGUE_UNAVAILABLE",
      "We could not check your basket against our catalogue just now, so nothing was charged. Please try again in a moment.",
    );
  return found.data;
}

/** Issue 10.10: each design the lines name is the buyer's, else a 400 naming the line's field. */
async function requireOwnDesigns(services: CreditServices, userId: string, body: CreditOrderBody) {
  const refused = await findRefusedDesign(
    services.database.db,
    designTokensFor(services.config),
    userId,
    body.basketItems.map((item) =>
      item.designId && item.customizationType !== "plain"
        ? { designId: item.designId, designToken: item.designToken }
        : null,
    ),
  );
  if (refused)
    throw new CreditOrderError(
      "INVALID_INPUT",
      refused.message,
      `basketItems.${refused.index}.designId`,
    );
}

function replayOf(row: IdempotencyKeyRow | null, viewer: Viewer, hash: string): Outcome {
  if (!row) throw new Error("an idempotency key was claimed and then vanished");
  if (row.userId !== viewer.userId || row.requestHash !== hash)
    throw new CreditOrderError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was already used for a different order. Send a new key for a new order.",
      "Idempotency-Key",
    );
  if (row.statusCode === null || row.response === null)
    throw new CreditOrderError(
      "IDEMPOTENCY_KEY_IN_USE",
      "This order is still being placed. Please check your order history before trying again.",
    );
  return { kind: "replayed", status: row.statusCode, body: row.response as CreditOrderSuccess };
}

async function placeInTransaction(
  tx: Db,
  viewer: Viewer,
  body: CreditOrderBody,
  key: string,
  hash: string,
  storeVariants: readonly BasketVariant[] | null,
  shop: ShopSettings,
  seller: InvoiceSeller,
): Promise<Outcome> {
  // One query at a time throughout: tx is a single connection.
  const claim = { scope: creditOrderScope, key, userId: viewer.userId, requestHash: hash };
  if (!(await claimIdempotencyKey(tx, claim)))
    return replayOf(await getIdempotencyKey(tx, creditOrderScope, key), viewer, hash);

  const account = await lockCreditAccount(tx, viewer.userId);
  if (!account)
    throw new CreditOrderError(
      "NO_CREDIT_ACCOUNT",
      "You do not have a credit account with us. Please pay through checkout, or ask us about opening a trade credit account.",
    );
  if (!account.isActive)
    throw new CreditOrderError(
      "CREDIT_ACCOUNT_INACTIVE",
      "Your credit account is not active at the moment. Please pay through checkout, or contact us about your account.",
    );

  const { priced, variants, designIds } = await priceCreditBasket(
    tx,
    viewer.userId,
    body.basketItems,
    storeVariants,
  );
  // Issue 15.5: a decoration group below its method's minimum is not made.
  if (priced.belowMinimum)
    throw new CreditOrderError(
      "INVALID_INPUT",
      `${priced.belowMinimum.message}. Add more to that line, or choose another decoration.`,
      `basketItems.${priced.belowMinimum.index}.quantity`,
    );
  if (priced.needsQuote)
    throw new CreditOrderError(
      "PRICE_ON_APPLICATION",
      "Decoration for 500 or more items is priced on application, so this order cannot be charged to your credit account. Please contact us for a quote, or place the order through checkout and we will confirm the decoration price before you pay.",
      "basketItems",
    );
  // DESIGN §3.6: only when the total is within the available credit.
  const availablePence = account.creditLimitPence - account.currentBalancePence;
  if (priced.totalPence > availablePence)
    throw new CreditOrderError(
      "CREDIT_LIMIT_EXCEEDED",
      `Insufficient credit: this order comes to ${formatPence(priced.totalPence)} and your available credit is ${formatPence(availablePence)}, so you need ${formatPence(priced.totalPence - availablePence)} more.`,
    );

  // Issue 11.4: the stock, taken here so that of two buyers of the last one, one is refused. A
  // Shopify store keeps its own stock (issue 17): its variants were checked available above.
  const shortfall = storeVariants
    ? null
    : await takeOrderStock(
        tx,
        priced.lines.map((line, index) => ({
          variantId: variants[index]!.variantId!,
          quantity: line.quantity,
        })),
      );
  if (shortfall) {
    const index = variants.findIndex((variant) => variant.variantId === shortfall.variantId);
    const variant = variants[index]!;
    throw new CreditOrderError(
      "OUT_OF_STOCK",
      stockRefusal(`${variant.productTitle} (${variant.variantTitle})`, shortfall.available),
      `basketItems.${index}.variantId`,
    );
  }

  const details = body.customerDetails;
  const delivery: PostalAddress | null = details.deliveryAddress
    ? { ...details.deliveryAddress, country: "GB" }
    : null;
  // The original basket's free-text addresses have no column of their own: kept in the notes.
  const notes = [
    details.notes,
    details.shippingAddress && `Shipping address: ${details.shippingAddress}`,
    details.billingAddress && `Billing address: ${details.billingAddress}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const orderId = randomUUID();
  const items = orderItemsOf(orderId, priced.lines, variants, designIds);
  const order = await insertOrder(tx, {
    id: orderId,
    userId: viewer.userId,
    // docs/decisions/007: the account secures payment, so work starts at once — once the artwork
    // is approved (issue 15.3).
    status: await statusAfterProofs(tx, viewer.userId, items),
    customerName: details.name || viewer.name,
    customerEmail: viewer.email,
    paymentMethod: "credit_account",
    subtotalPence: priced.subtotalExVatPence,
    vatPence: priced.vatTotalPence,
    deliveryPence: priced.deliveryExVatPence,
    totalPence: priced.totalPence,
    shippingAddress: delivery,
    billingAddress: null,
    notes,
    poNumber: details.poNumber ?? null,
    needsQuote: false,
  });

  await insertOrderItems(tx, items);

  const balancePence = await raiseCreditBalance(tx, account.id, priced.totalPence);
  await insertCreditTransaction(tx, {
    accountId: account.id,
    userId: viewer.userId,
    orderId: order.id,
    transactionType: "charge",
    description: `Order ${order.orderNumber}`,
    reference: order.orderNumber,
    amountPence: priced.totalPence,
    balanceAfterPence: balancePence,
    createdBy: viewer.userId,
  });
  // Issue 14.5: the account secures payment, so the VAT invoice is issued with the order and
  // sent with its confirmation.
  const buyer = await buyerOf(tx, order, {
    billing: details.billingAddress,
    shipping: details.shippingAddress,
  });
  const invoice = await issueInvoice(tx, order, seller, buyer);
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
  const response: CreditOrderSuccess = { success: true, orderNumber: order.orderNumber };
  await recordIdempotentResponse(tx, creditOrderScope, key, 201, response);
  // The buyer's open pages (credit account, order history) hear of it once this commits.
  await notifyAccountEvent(tx, viewer.userId, {
    type: "order.placed",
    orderNumber: order.orderNumber,
  });
  await notifyAccountEvent(tx, viewer.userId, { type: "credit.changed" });
  return {
    kind: "created",
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalPence: priced.totalPence,
  };
}
