import { discountCart, usedUpDiscount } from "#commerce/engine/cart/cart-discounts.ts";
import {
  decorationOf,
  loadDecorationPricing,
  priceCart,
} from "#commerce/engine/cart/cart-pricing.ts";
import {
  getCartByToken,
  getCartVariants,
  listCartLines,
} from "#commerce/engine/cart/cart-queries.ts";
import type { CheckoutAddress } from "#core/checkout/checkout-form.ts";
import { formatPence } from "#core/money/money.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { confirmationMail } from "./order-mail.ts";
import {
  existingDesignIds,
  getOrderByCartToken,
  getOrderById,
  getVariantDetails,
  insertMail,
  insertOrder,
  insertOrderItems,
  listOrderItems,
  redeemDiscountCode,
  setCartOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
} from "./orders-queries.ts";

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
  | "INVALID_LINE"
  | "DISCOUNT_USED_UP"
  | "PRICE_CHANGED";

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
  contact: { name: string; email: string; phone?: string };
  deliveryAddress: CheckoutAddress;
  billingAddress: CheckoutAddress | "same";
  notes: string;
  /** The total the buyer's page showed, pence; the order is refused at any other total. */
  expectedTotalPence?: number;
};

export type PlacedOrder = { order: OrderRow; items: OrderItemRow[] };

type OrderServices = Pick<AppServices, "config" | "database" | "logger">;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Places the order for a cart, or answers with the order the cart already has. */
export async function placeOrder(
  services: OrderServices,
  input: PlaceOrderInput,
): Promise<PlacedOrder & { created: boolean }> {
  const { db } = services.database;
  const outcome = await db.transaction((tx) => placeInTransaction(tx, input));
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
): Promise<{ orderId: string; created: boolean }> {
  // One query at a time throughout: tx is a single connection.
  const cart = await getCartByToken(tx, input.cartToken, { lock: true });
  if (!cart) throw new OrderError("UNKNOWN_CART", "This checkout link is not valid any more");
  if (cart.orderId) return { orderId: cart.orderId, created: false };

  const lines = await listCartLines(tx, cart.id);
  if (lines.length === 0) throw new OrderError("EMPTY_CART", "Your basket is empty");
  const variantIds = [...new Set(lines.map((line) => line.variantId))];
  const variants = new Map((await getCartVariants(tx, variantIds)).map((v) => [v.id, v]));
  const details = new Map((await getVariantDetails(tx, variantIds)).map((d) => [d.variantId, d]));

  for (const line of lines) {
    const variant = variants.get(line.variantId);
    const title = details.get(line.variantId);
    const name = title ? `${title.productTitle} (${title.variantTitle})` : "An item";
    if (!variant || !variant.isAvailable || !variant.isPublished)
      throw new OrderError(
        "UNAVAILABLE",
        `${name} is no longer available — please remove it from your basket`,
      );
    const decoration = decorationOf(line.attributes);
    if ("error" in decoration)
      throw new OrderError(
        "INVALID_LINE",
        `${name} has a decoration we cannot make: ${decoration.error}`,
      );
  }

  // DESIGN §3, §4: the server's prices only; nothing the browser sent (or stored in attributes)
  // beyond variant, quantity and decoration is read. Custom prices arrive with accounts (issue 5).
  const undiscounted = priceCart(lines, variants, await loadDecorationPricing(tx));
  const { discounted: priced, known } = await discountCart(tx, cart.discountCodes, undiscounted);
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
  const applied = priced.appliedCode
    ? known.find(({ code }) => code === priced.appliedCode!.code)!.row!
    : null;
  // The last use of a code may have gone to another order since it was read (DESIGN §6).
  if (applied && !(await redeemDiscountCode(tx, applied.id)))
    throw new OrderError(
      "DISCOUNT_USED_UP",
      `The discount code ${applied.code} has just reached its usage limit. Remove it to place your order without it.`,
    );
  const designIds = await existingDesignIds(
    tx,
    priced.lines.flatMap((line) =>
      line.decoration.type !== "plain" &&
      line.decoration.designId &&
      uuidPattern.test(line.decoration.designId)
        ? [line.decoration.designId]
        : [],
    ),
  );

  const delivery: PostalAddress = { ...input.deliveryAddress, country: "GB" };
  const billing: PostalAddress =
    input.billingAddress === "same" ? delivery : { ...input.billingAddress, country: "GB" };
  const order = await insertOrder(tx, {
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
    needsQuote: priced.needsQuote,
    idempotencyKey: `cart:${cart.id}`,
  });

  const items: NewOrderItem[] = priced.lines.map((line, position) => {
    const detail = details.get(Number(line.variantId))!;
    const designId = line.decoration.type === "plain" ? null : line.decoration.designId;
    return {
      orderId: order.id,
      position,
      productId: detail.productId,
      variantId: detail.variantId,
      productTitle: detail.productTitle,
      variantTitle: detail.variantTitle,
      sku: detail.sku || null,
      imageUrl: detail.imageUrl,
      quantity: line.quantity,
      unitPricePence: line.unitPence,
      customizationType: line.decoration.type,
      customizationPosition: line.decoration.type === "plain" ? null : line.decoration.position,
      customizationPricePence: line.decorationPence + line.surchargePence,
      setupFeePence: line.setUpSharePence,
      // The line before its share of the discount, like the order's subtotal; its VAT is what is
      // charged, on the discounted line, so the items' VAT adds up to the order's lines VAT.
      lineExVatPence: line.lineExVatPence,
      lineVatPence: line.discountedVatPence,
      designFileId: designId && designIds.has(designId) ? designId : null,
      needsQuote: line.needsQuote,
    };
  });
  await insertOrderItems(tx, items);
  await setCartOrder(tx, cart.id, order.id);
  await insertMail(tx, confirmationMail(order, items));
  return { orderId: order.id, created: true };
}
