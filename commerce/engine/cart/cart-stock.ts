import type { Db } from "#server/db/client.ts";
import { toGid } from "../global-id.ts";
import { deleteCartLines, getCartVariants, listCartLines, updateCartLine } from "./cart-queries.ts";
import type { CartWarning } from "./cart-view.ts";

// Issue 11.4, as Shopify's cart has done since API 2024-10: stock is not a user error but a
// warning about what the mutation changed. A cart holds at most what is left of a tracked `deny`
// variant: asked for more, it keeps what there is (MERCHANDISE_NOT_ENOUGH_STOCK); a line of one
// with none left stays for the buyer to remove (MERCHANDISE_OUT_OF_STOCK), and the order refuses
// it. Lines of one variant share its stock, earlier lines first. Our client maps both warnings to
// NOT_ENOUGH_IN_STOCK (commerce/client/cart/cart-errors.ts).

/** The variant is sold out: its target (issue 13.4, Shopify's `target`) is the variant. */
export function outOfStock(merchandiseId: string): CartWarning {
  return {
    code: "MERCHANDISE_OUT_OF_STOCK",
    message: `The merchandise with id ${merchandiseId} is out of stock.`,
    target: merchandiseId,
  };
}

/** A line was lowered to the stock left: its target is that line. */
export function notEnoughStock(name: string, available: number, lineId: string): CartWarning {
  return {
    code: "MERCHANDISE_NOT_ENOUGH_STOCK",
    message: `Only ${available} of ${name} ${available === 1 ? "is" : "are"} in stock.`,
    target: lineId,
  };
}

/**
 * Lowers the cart's lines of these variants (those the mutation added or changed) to the stock of
 * the tracked `deny` ones, in the mutation's transaction; answers a warning per variant it lowered
 * or found out of stock. Reads nothing more for a cart of untracked goods.
 */
export async function fitLinesToStock(
  tx: Db,
  cartId: string,
  variantIds: readonly number[],
): Promise<CartWarning[]> {
  const limited = (await getCartVariants(tx, [...new Set(variantIds)])).filter(
    (variant) => variant.inventoryTracked && variant.inventoryPolicy === "deny",
  );
  if (limited.length === 0) return [];
  const lines = await listCartLines(tx, cartId);
  const warnings: CartWarning[] = [];
  for (const variant of limited.sort((a, b) => a.id - b.id)) {
    const own = lines.filter((line) => line.variantId === variant.id);
    const wanted = own.reduce((sum, line) => sum + line.quantity, 0);
    if (own.length === 0 || wanted <= variant.inventoryQuantity) continue;
    if (variant.inventoryQuantity <= 0) {
      warnings.push({
        ...outOfStock(toGid("ProductVariant", variant.id)),
        target: toGid("CartLine", own[0]!.id),
      });
      continue;
    }
    let left = variant.inventoryQuantity;
    for (const line of own) {
      const kept = Math.min(line.quantity, left);
      left -= kept;
      if (kept === 0) await deleteCartLines(tx, cartId, [line.id]);
      else if (kept < line.quantity) await updateCartLine(tx, line.id, { quantity: kept });
    }
    warnings.push(
      notEnoughStock(
        `${variant.productTitle} (${variant.title})`,
        variant.inventoryQuantity,
        toGid("CartLine", own[0]!.id),
      ),
    );
  }
  return warnings;
}
