import type { Db } from "#server/db/client.ts";
import { getCartByToken, updateCart, type CartRow } from "./cart-queries.ts";
import {
  cartTokenOf,
  CartUserErrors,
  loadCartView,
  unknownCart,
  type CartPayload,
  type CartScope,
  type CartUserError,
  type CartWarning,
} from "./cart-view.ts";

// Each cart mutation runs in one transaction with the cart row locked; any user error rolls it
// back and answers cart: null with the errors (Shopify's "no cart, userErrors" outcome).

export type Change = (tx: Db, cart: CartRow) => Promise<CartWarning[] | void>;

export function fail(userErrors: CartUserError[]): void {
  if (userErrors.length > 0) throw new CartUserErrors(userErrors);
}

export async function inTransaction(
  db: Db,
  run: (tx: Db) => Promise<CartPayload>,
): Promise<CartPayload> {
  try {
    return await db.transaction((tx) => run(tx));
  } catch (error) {
    if (error instanceof CartUserErrors)
      return { cart: null, userErrors: error.userErrors, warnings: [] };
    throw error;
  }
}

/**
 * Runs a change on the cart named by `cartId`, then answers with the cart as it now is, priced for
 * the scope's buyer.
 */
export function mutateCart(
  { db, buyerId }: CartScope,
  cartId: string,
  change: Change,
): Promise<CartPayload> {
  const token = cartTokenOf(cartId);
  if (!token) return Promise.resolve(unknownCart());
  return inTransaction(db, async (tx) => {
    const cart = await getCartByToken(tx, token, { lock: true });
    if (!cart) return unknownCart();
    const warnings = (await change(tx, cart)) ?? [];
    await updateCart(tx, cart.id, {});
    const updated = (await getCartByToken(tx, token))!;
    return { cart: await loadCartView(tx, updated, buyerId), userErrors: [], warnings };
  });
}

export function getCart(db: Db, cartId: string) {
  const token = cartTokenOf(cartId);
  return token ? getCartByToken(db, token) : Promise.resolve(null);
}
