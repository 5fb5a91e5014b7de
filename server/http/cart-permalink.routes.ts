import { Hono } from "hono";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";

// DESIGN §1/§4, spec/storefront.md §7 "Storefront checkout": the cart permalink
// `/cart/{variantId:quantity,...}` (numeric variant ids, e.g. /cart/123:2,456:1) makes a cart of
// plain lines through the Cart API and sends the browser on to its hosted checkout.

export const maxPermalinkPairs = 100;
export const maxPermalinkQuantity = 100_000;

export type PermalinkLine = { variantId: string; quantity: number };

const positiveInteger = /^[1-9]\d{0,15}$/;

/** The permalink's pairs, or the problem with the first bad pair, in plain words. */
export function parsePermalink(
  items: string,
): { ok: true; lines: PermalinkLine[] } | { ok: false; error: string } {
  const pairs = items.split(",");
  if (items === "") return { ok: false, error: "The cart link lists no items" };
  if (pairs.length > maxPermalinkPairs) {
    return { ok: false, error: `A cart link lists at most ${maxPermalinkPairs} items` };
  }
  const lines: PermalinkLine[] = [];
  for (const pair of pairs) {
    const parts = pair.split(":");
    const [id, quantity] = parts;
    const shown = JSON.stringify(pair.slice(0, 60));
    if (parts.length !== 2 || id === undefined || quantity === undefined) {
      return { ok: false, error: `Item ${shown} must be a variant id and a quantity, as 123:2` };
    }
    if (!positiveInteger.test(id) || !Number.isSafeInteger(Number(id))) {
      return { ok: false, error: `Item ${shown}: the variant id must be a positive whole number` };
    }
    if (!positiveInteger.test(quantity) || Number(quantity) > maxPermalinkQuantity) {
      return {
        ok: false,
        error: `Item ${shown}: the quantity must be a whole number from 1 to ${maxPermalinkQuantity}`,
      };
    }
    lines.push({ variantId: `gid://shopify/ProductVariant/${id}`, quantity: Number(quantity) });
  }
  return { ok: true, lines };
}

export function cartPermalinkRoutes(commerce: CommerceClient) {
  return new Hono().get("/:items", async (c) => {
    c.header("Cache-Control", "no-store");
    const parsed = parsePermalink(c.req.param("items"));
    if (!parsed.ok) return c.text(parsed.error, 400);
    const result = await commerce.createCart({ lines: parsed.lines });
    if (!result.ok) {
      // Logged by the client; an unknown variant is the link's fault, anything else is ours.
      const [first] = result.errors;
      const ours = !first || first.code === "UNKNOWN" || first.code === "GRAPHQL_ERROR";
      return c.text(
        first?.message ?? "The checkout is unavailable just now. Please try again.",
        ours ? 503 : 400,
      );
    }
    return c.redirect(result.data.webUrl, 303);
  });
}
