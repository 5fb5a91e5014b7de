import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { CartLineInput } from "#commerce/client/cart/cart-inputs.ts";
import { BasketPricingLineSchema, maxBasketLines } from "./basket.server.ts";

// spec/storefront.md §2 and §8, DESIGN §4 "Checkout carries the decoration": the basket's lines
// become a cart through the Cart API, each line's decoration in its line attributes, and the
// browser opens the cart's checkout URL. Only ids, quantities, decoration and the design id are
// read (the basket line schema of basket.server.ts); prices are never sent or trusted.

export const emptyBasketMessage = "Your basket is empty";
const unavailableMessage = "The checkout is unavailable just now. Please try again.";

export type BasketCheckoutResult =
  | { intent: "checkout"; ok: true; webUrl: string }
  /** 400: malformed lines or an empty basket; 422: the cart refused them; 503: no answer. */
  | { intent: "checkout"; ok: false; status: 400 | 422 | 503; error: string };

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
 */
export async function checkoutBasket(
  context: Pick<AppLoadContext, "commerce">,
  lines: unknown,
  storeOrigin: string | null = null,
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
  if (result.ok) return { intent: "checkout", ok: true, webUrl: result.data.webUrl };
  // Failures are logged by the client; the customer sees the first mapped error's message.
  const [first] = result.errors;
  const userFacing = first && first.code !== "UNKNOWN" && first.code !== "GRAPHQL_ERROR";
  const plain = parsed.data.every((line) => line.customizationType === "plain");
  const permalink = !userFacing && plain && storeOrigin && cartPermalink(storeOrigin, parsed.data);
  if (permalink) return { intent: "checkout", ok: true, webUrl: permalink };
  return {
    intent: "checkout",
    ok: false,
    status: userFacing ? 422 : 503,
    error: first?.message || unavailableMessage,
  };
}
