import { usedUpDiscount } from "#commerce/engine/cart/cart-discounts.ts";
import { designClaimOf } from "#commerce/engine/cart/cart-designs.ts";
import { decorationOf } from "#commerce/engine/cart/cart-pricing.ts";
import { getCartByToken } from "#commerce/engine/cart/cart-queries.ts";
import type { CheckoutAddress } from "#core/checkout/checkout-form.ts";
import { formatPence } from "#core/money/money.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import { findRefusedDesign } from "#server/files/design-claims.server.ts";
import { designTokensFor, type DesignTokens } from "#server/files/design-token.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { priceCartForBuyer } from "./checkout-pricing.server.ts";
import { withDocument } from "#server/invoices/invoice-mail.ts";
import { confirmationMail } from "./order-mail.ts";
import { bankTransferOf, type BankTransferDetails } from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import {
  getOrderVariants,
  insertMail,
  insertOrder,
  insertOrderItems,
  type OrderItemRow,
  type OrderRow,
} from "./order-records-queries.ts";
import { orderItemsOf, storedDesignIds } from "./order-records.server.ts";
import { stockRefusal, takeOrderStock } from "./order-stock.ts";
import {
  getOrderByCartToken,
  getOrderById,
  listOrderItems,
  redeemDiscountCode,
  setCartOrder,
} from "./orders-queries.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";

// Issue 4 item 5, DESIGN §4-§6: the hosted checkout places an order from a cart in one
// transaction — cart row locked, every line priced again on the server with the cart's discount
// code, the code's use counted, order and items written, cart marked as ordered, confirmation
// e-mail written to the outbox — and sends the mail after the commit. A cart makes at most one
// order: a second call (double click, refresh, retry, a concurrent request) answers with the
// order the first one made. When the buyer's page showed a total, an order at another total is
// refused (a code used up or a price changed meanwhile): the buyer is never charged a total they
// were not shown.

export type OrderErrorCode =
  | "UNKNOWN_CART"
  | "EMPTY_CART"
  | "UNAVAILABLE"
  | "OUT_OF_STOCK"
  | "INVALID_LINE"
  | "DISCOUNT_USED_UP"
  | "PRICE_CHANGED"
  // Issue 18.9: the shop has no bank details buyers may pay into (demo or none).
  | "PAYMENT_UNAVAILABLE";

export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "OrderError";
  }
}

export type PlaceOrderInput = {
  cartToken: string;
  /**
   * The customer signed in on this site who places the order, or null for a visitor: their
   * special prices apply (DESIGN §5) and the order is theirs, so it shows in their order history.
   */
  buyerId: string | null;
  contact: { name: string; email: string; phone?: string };
  deliveryAddress: CheckoutAddress;
  billingAddress: CheckoutAddress | "same";
  notes: string;
  /** Issue 18.8: the buyer's purchase-order number, checked by core/checkout/po-number.ts. */
  poNumber?: string;
  /** The total the buyer's page showed, pence; the order is refused at any other total. */
  expectedTotalPence?: number;
};

export type PlacedOrder = { order: OrderRow; items: OrderItemRow[] };

type OrderServices = Pick<AppServices, "config" | "database" | "logger">;

/** Why the checkout takes no order while bank transfer cannot be offered. */
export function paymentUnavailableMessage(shop: ShopSettings): string {
  const contact = [shop.phone && `call us on ${shop.phone}`, shop.email && `e-mail ${shop.email}`]
    .filter(Boolean)
    .join(" or ");
  return `We cannot take payment online just now, so this order cannot be placed here. Please ${contact || "contact us"} to order.`;
}

/** Places the order for a cart, or answers with the order the cart already has. */
export async function placeOrder(
  services: OrderServices,
  input: PlaceOrderInput,
): Promise<PlacedOrder & { created: boolean }> {
  const { db } = services.database;
  const tokens = designTokensFor(services.config);
  const shop = await getShopSettings(services.database);
  const outcome = await db.transaction((tx) =>
    placeInTransaction(tx, input, tokens, shop, bankTransferOf(shop)),
  );
  const placed = { ...(await readOrder(db, outcome.orderId)), created: outcome.created };
  if (outcome.created) {
    // After the commit and never failing the order: the row stays pending for a later run.
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error, orderId: outcome.orderId }, "sending order mail failed");
    }
  }
  return placed;
}

/** The order placed from this cart with its items, or null. */
export async function findOrderForCart(db: Db, cartToken: string): Promise<PlacedOrder | null> {
  const order = await getOrderByCartToken(db, cartToken);
  return order ? { order, items: await listOrderItems(db, order.id) } : null;
}

async function readOrder(db: Db, orderId: string): Promise<PlacedOrder> {
  const order = await getOrderById(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after it was placed`);
  return { order, items: await listOrderItems(db, order.id) };
}

async function placeInTransaction(
  tx: Db,
  input: PlaceOrderInput,
  tokens: DesignTokens,
  shop: ShopSettings,
  bank: BankTransferDetails | null,
): Promise<{ orderId: string; created: boolean }> {
  // One query at a time throughout: tx is a single connection.
  const cart = await getCartByToken(tx, input.cartToken, { lock: true });
  if (!cart) throw new OrderError("UNKNOWN_CART", "This checkout link is not valid any more");
  if (cart.orderId) return { orderId: cart.orderId, created: false };
  // Issue 18.9: the checkout's one way to pay is bank transfer; without the shop's own bank
  // details (still the demo's, or none) no order is taken, whatever the page sent.
  if (!bank) throw new OrderError("PAYMENT_UNAVAILABLE", paymentUnavailableMessage(shop));

  const pricing = await priceCartForBuyer(tx, cart, input.buyerId);
  const { undiscounted, priced, known } = pricing;
  if (pricing.allLines.length === 0) throw new OrderError("EMPTY_CART", "Your basket is empty");
  const variantIds = [...new Set(pricing.allLines.map((line) => line.variantId))];
  const details = new Map((await getOrderVariants(tx, variantIds)).map((d) => [d.variantId, d]));

  for (const line of pricing.allLines) {
    const variant = pricing.variants.get(line.variantId);
    const title = details.get(line.variantId);
    const name = title ? `${title.productTitle} (${title.variantTitle})` : "An item";
    if (!variant || !variant.isPublished)
      throw new OrderError(
        "UNAVAILABLE",
        `${name} is no longer available — please remove it from your basket`,
      );
    if (!variant.isAvailable) throw new OrderError("OUT_OF_STOCK", stockRefusal(name, 0));
    const decoration = decorationOf(line.attributes);
    if ("error" in decoration)
      throw new OrderError(
        "INVALID_LINE",
        `${name} has a decoration we cannot make: ${decoration.error}`,
      );
  }

  // Issue 10.10: the lines' designs were checked when the cart took them; again here, for this
  // buyer, since the order is what lets its buyer download them.
  const refused = await findRefusedDesign(
    tx,
    tokens,
    input.buyerId,
    pricing.allLines.map((line) => designClaimOf(line.attributes)),
  );
  if (refused)
    throw new OrderError(
      "INVALID_LINE",
      `${refused.message} Remove that line from your basket, or add it again with your own design.`,
    );

  // Issue 15.5: a decoration group below its method's minimum is not made.
  if (priced.belowMinimum) {
    const line = pricing.allLines[priced.belowMinimum.index];
    const title = line && details.get(line.variantId);
    throw new OrderError(
      "INVALID_LINE",
      `${priced.belowMinimum.message}: ${title ? `${title.productTitle} has ${priced.belowMinimum.groupQuantity}` : `a line has ${priced.belowMinimum.groupQuantity}`} with that decoration. Add more, or choose another decoration.`,
    );
  }
  // DESIGN §3, §4: the server's prices only; nothing the browser sent (or stored in attributes)
  // beyond variant, quantity and decoration is read. The signed-in buyer's special prices apply.
  if (input.expectedTotalPence !== undefined && input.expectedTotalPence !== priced.totalPence) {
    const total = formatPence(priced.totalPence);
    const usedUp = usedUpDiscount(undiscounted, known);
    throw usedUp?.totalPence === input.expectedTotalPence
      ? new OrderError(
          "DISCOUNT_USED_UP",
          `The discount code ${usedUp.code} has reached its usage limit, so it no longer applies: your order total is now ${total}. Check your order and place it again.`,
        )
      : new OrderError(
          "PRICE_CHANGED",
          `Your order total has changed to ${total} since this page was loaded. Check your order and place it again.`,
        );
  }
  // Issue 11.4: the stock, taken here so that of two buyers of the last one, one is refused.
  const shortfall = await takeOrderStock(tx, pricing.allLines);
  if (shortfall) {
    const title = details.get(shortfall.variantId);
    const name = title ? `${title.productTitle} (${title.variantTitle})` : "An item";
    throw new OrderError("OUT_OF_STOCK", stockRefusal(name, shortfall.available));
  }
  const applied = priced.appliedCode
    ? known.find(({ code }) => code === priced.appliedCode!.code)!.row!
    : null;
  // The last use of a code may have gone to another order since it was read (DESIGN §6).
  if (applied && !(await redeemDiscountCode(tx, applied.id)))
    throw new OrderError(
      "DISCOUNT_USED_UP",
      `The discount code ${applied.code} has just reached its usage limit. Remove it to place your order without it.`,
    );
  const designIds = await storedDesignIds(tx, priced.lines);

  const delivery: PostalAddress = { ...input.deliveryAddress, country: "GB" };
  const billing: PostalAddress =
    input.billingAddress === "same" ? delivery : { ...input.billingAddress, country: "GB" };
  const order = await insertOrder(tx, {
    userId: input.buyerId,
    status: "pending",
    customerName: input.contact.name,
    customerEmail: input.contact.email,
    customerPhone: input.contact.phone ?? null,
    paymentMethod: "bank_transfer",
    // Goods before the discount; VAT and total after it (the orders_totals_add_up CHECK).
    subtotalPence: priced.subtotalExVatPence,
    discountPence: priced.discountPence,
    discountCodes: applied ? [applied.code] : [],
    vatPence: priced.vatTotalPence,
    deliveryPence: priced.deliveryExVatPence,
    totalPence: priced.totalPence,
    shippingAddress: delivery,
    billingAddress: billing,
    notes: input.notes,
    poNumber: input.poNumber ?? null,
    needsQuote: priced.needsQuote,
    idempotencyKey: `cart:${cart.id}`,
  });

  const items = orderItemsOf(
    order.id,
    priced.lines,
    pricing.lines.map((line) => details.get(line.variantId)!),
    designIds,
  );
  await insertOrderItems(tx, items);
  await setCartOrder(tx, cart.id, order.id);
  // Issue 14.5: the pro-forma goes with the confirmation, unless a price is still to be quoted.
  const confirmation = confirmationMail(order, items, shop, bank);
  await insertMail(
    tx,
    order.needsQuote
      ? confirmation
      : withDocument(
          confirmation,
          { orderId: order.id, document: "invoice" },
          "Your pro-forma invoice is attached (PDF): pay it to release your order.",
        ),
  );
  // A signed-in buyer's open order history hears of it once this commits.
  if (input.buyerId)
    await notifyAccountEvent(tx, input.buyerId, {
      type: "order.placed",
      orderNumber: order.orderNumber,
    });
  return { orderId: order.id, created: true };
}
