import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { CartLineInput } from "#commerce/client/cart/cart-inputs.ts";
import { cartTokenOf } from "#commerce/engine/cart/cart-view.ts";
import { getCartCheckoutState } from "#server/orders/orders-queries.ts";
import { BasketPricingLineSchema, maxBasketLines } from "./basket.server.ts";

// spec/storefront.md §2 and §8, DESIGN §4 "Checkout carries the decoration": the basket's lines
// become a cart through the Cart API, each line's decoration in its line attributes, and the
// browser opens the cart's checkout URL. Only ids, quantities, decoration and the design id are
// read (the basket line schema of basket.server.ts); prices are never sent or trusted.

export const emptyBasketMessage = "Your basket is empty";
const unavailableMessage = "The checkout is unavailable just now. Please try again.";

export type BasketCheckoutResult =
  /**
   * `cartId` is the cart's id, which the basket keeps until it changes (issue 18.2), so that
   * Checkout again reopens the same cart; null for the store's cart permalink, which has none.
   */
  | { intent: "checkout"; ok: true; webUrl: string; cartId: string | null }
  /** 400: malformed lines or an empty basket; 422: the cart refused them; 503: no answer. */
  | { intent: "checkout"; ok: false; status: 400 | 422 | 503; error: string };

/** A cart's global id as the Cart API gives it (Shopify's may carry `?key=`). */
const CartIdSchema = z
  .string({ error: "cartId must be a cart id" })
  .max(300, { error: "cartId must be at most 300 characters" })
  .regex(/^gid:\/\/shopify\/Cart\/[\w-]+(\?key=[\w-]+)?$/, { error: "cartId must be a cart id" });

const CheckoutLinesSchema = z
  .array(BasketPricingLineSchema, { error: "lines must be a list of basket lines" })
  .max(maxBasketLines, { error: `A basket holds at most ${maxBasketLines} lines` });

/**
 * spec/storefront.md §8, issue 17: the store's cart permalink, `/cart/{id:qty,...}` on its own
 * host, numeric variant ids. Only for plain lines: a decoration cannot ride in its path. Null when
 * an id is not of the numeric form.
 */
export function cartPermalink(
  storeOrigin: string,
  lines: readonly { variantId: string; quantity: number }[],
): string | null {
  const items: string[] = [];
  for (const line of lines) {
    const id = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(line.variantId)?.[1];
    if (!id) return null;
    items.push(`${id}:${line.quantity}`);
  }
  return `${storeOrigin}/cart/${items.join(",")}`;
}

/**
 * Creates the cart for the browser's basket lines and answers its checkout URL (`_fd=0`). In
 * Shopify mode (`storeOrigin`), when the store's Cart API gives no answer, a basket of plain lines
 * goes to the store's cart permalink instead (issue 17); a decorated one waits for the Cart API,
 * which alone carries the decoration.
 *
 * Issue 18.2: `reuseCartId` is the cart the browser made for this same basket before (it keeps
 * the id only while the basket is unchanged); while the Cart API still has that cart, its checkout
 * URL is answered again instead of a new cart's. A cart that became an order still answers: its
 * checkout URL leads to the order's confirmation, which empties the basket.
 */
export async function checkoutBasket(
  context: Pick<AppLoadContext, "commerce">,
  lines: unknown,
  storeOrigin: string | null = null,
  reuseCartId: unknown = undefined,
): Promise<BasketCheckoutResult> {
  if (lines === undefined || (Array.isArray(lines) && lines.length === 0)) {
    return { intent: "checkout", ok: false, status: 400, error: emptyBasketMessage };
  }
  const parsed = CheckoutLinesSchema.safeParse(lines);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ["lines", ...issue.path].join(".");
    return { intent: "checkout", ok: false, status: 400, error: `${field}: ${issue.message}` };
  }
  if (reuseCartId !== undefined && reuseCartId !== null) {
    const cartId = CartIdSchema.safeParse(reuseCartId);
    if (!cartId.success) {
      return { intent: "checkout", ok: false, status: 400, error: cartId.error.issues[0]!.message };
    }
    // No answer (logged by the client) or no such cart any more: a new cart below.
    const earlier = await context.commerce.fetchCart(cartId.data);
    if (earlier.ok && earlier.data) {
      return { intent: "checkout", ok: true, webUrl: earlier.data.webUrl, cartId: earlier.data.id };
    }
  }
  const cartLines = parsed.data.map((line): CartLineInput => ({
    variantId: line.variantId,
    quantity: line.quantity,
    decoration:
      line.customizationType === "plain"
        ? { type: "plain" }
        : {
            type: line.customizationType,
            position: line.customizationPosition,
            ...(line.designId ? { designId: line.designId } : {}),
            ...(line.designId && line.designToken ? { designToken: line.designToken } : {}),
          },
  }));
  const result = await context.commerce.createCart({ lines: cartLines });
  if (result.ok) {
    return { intent: "checkout", ok: true, webUrl: result.data.webUrl, cartId: result.data.id };
  }
  // Failures are logged by the client; the customer sees the first mapped error's message.
  const [first] = result.errors;
  const userFacing = first && first.code !== "UNKNOWN" && first.code !== "GRAPHQL_ERROR";
  const plain = parsed.data.every((line) => line.customizationType === "plain");
  const permalink = !userFacing && plain && storeOrigin && cartPermalink(storeOrigin, parsed.data);
  if (permalink) return { intent: "checkout", ok: true, webUrl: permalink, cartId: null };
  return {
    intent: "checkout",
    ok: false,
    status: userFacing ? 422 : 503,
    error: first?.message || unavailableMessage,
  };
}

export type CheckoutStatusResult =
  /**
   * "completed": the cart became an order; "open": not yet; "unknown": no such cart here, or a
   * Shopify-mode shop, whose store's orders this server never sees.
   */
  | { intent: "checkout-status"; ok: true; status: "open" | "completed" | "unknown" }
  | { intent: "checkout-status"; ok: false; status: 400; field: "cartId"; error: string };

/**
 * Issue 18.2: whether the cart the basket opened at checkout became an order, so that the basket
 * page can empty itself once it has. A cart id is a capability (only the browser that made the
 * cart knows it), and the answer says no more than "completed": no order number, total or buyer.
 */
export async function checkoutStatus(
  context: Pick<AppLoadContext, "services">,
  cartId: unknown,
): Promise<CheckoutStatusResult> {
  const parsed = CartIdSchema.safeParse(cartId);
  const token = parsed.success ? cartTokenOf(parsed.data) : null;
  if (!token) {
    const message = parsed.success ? "cartId must be a cart id" : parsed.error.issues[0]!.message;
    return { intent: "checkout-status", ok: false, status: 400, field: "cartId", error: message };
  }
  if (context.services.config.shopify)
    return { intent: "checkout-status", ok: true, status: "unknown" };
  const state = await getCartCheckoutState(context.services.database.db, token);
  return { intent: "checkout-status", ok: true, status: state ?? "unknown" };
}
