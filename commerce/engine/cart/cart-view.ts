import type { DiscountedBasket, DiscountedLine } from "#core/pricing/order-discount.ts";
import type { Db } from "#server/db/client.ts";
import type { CartAttribute } from "#server/db/schema/index.ts";
import { logosOnFileOf, noLogosOnFile } from "#server/logos/logos.server.ts";
import { getCustomPrices } from "#server/pricing/customer-prices.server.ts";
import type { CustomerAccounts } from "../customer/customer-accounts.ts";
import { parseGid } from "../global-id.ts";
import { discountCart, type CartDiscountCode } from "./cart-discounts.ts";
import { loadDecorationPricing, priceCart } from "./cart-pricing.ts";
import {
  getCartVariants,
  listCartLines,
  type CartLineRow,
  type CartRow,
  type CartVariant,
} from "./cart-queries.ts";

// What the Cart resolvers read: the stored cart, its lines in order and the whole cart priced once,
// its discount code applied (DESIGN §3, §5). Never cached: each request builds its own.

/**
 * Whom a cart is priced for (DESIGN §5): the customer signed in on this site whose session cookie
 * came with the request (the engine's context), so their special prices apply as they do at the
 * checkout (server/orders/checkout-pricing.server.ts); else the customer a headless storefront
 * linked the cart to with their access token (cartBuyerIdentityUpdate); else list price.
 * `customers` looks up such a token (absent where the engine serves no customers).
 */
export type CartScope = { db: Db; buyerId: string | null; customers?: CustomerAccounts };

export type CartUserError = { field: string[] | null; message: string; code: string };
/** Shopify's cart warning; `target` is the id of the line (or merchandise) it is about. */
export type CartWarning = { code: string; message: string; target: string };

export type CartLineView = { row: CartLineRow; variant: CartVariant; priced: DiscountedLine };

export type CartView = {
  __typename: "Cart";
  row: CartRow;
  lines: CartLineView[];
  /** After the discount: subtotalExVatPence before it, every other total after. */
  priced: DiscountedBasket;
  discountCodes: CartDiscountCode[];
};

/** The outcome every cart mutation answers with. */
export type CartPayload = {
  cart: CartView | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
};

/** Thrown inside a mutation's transaction to roll it back and answer with these user errors. */
export class CartUserErrors extends Error {
  constructor(readonly userErrors: CartUserError[]) {
    super(userErrors.map((error) => error.message).join("; "));
  }
}

export const maxLineQuantity = 100_000;
export const maxNoteLength = 5_000;
export const maxAttributes = 250;

/** The token of a cart global id (gid://shopify/Cart/{token}, any ?key= ignored), or null. */
export function cartTokenOf(cartId: string): string | null {
  const parsed = parseGid(cartId);
  return parsed?.type === "Cart" && /^[\w-]{16,64}$/.test(parsed.id) ? parsed.id : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored id of a cart line global id, or null. */
export function lineIdOf(lineId: string): string | null {
  const parsed = parseGid(lineId);
  return parsed?.type === "CartLine" && uuidPattern.test(parsed.id) ? parsed.id : null;
}

/** Attributes compared regardless of order: lines merge only when they are the same. */
export function attributesKey(attributes: CartAttribute[]): string {
  return JSON.stringify(
    [...attributes]
      .map((attribute) => [attribute.key, attribute.value])
      .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0)),
  );
}

export function unknownCart(field: string[] = ["cartId"]): CartPayload {
  return {
    cart: null,
    userErrors: [{ field, message: "The specified cart does not exist.", code: "INVALID" }],
    warnings: [],
  };
}

/**
 * The cart priced for `caller` (the customer signed in on this site), or else for the customer it
 * is linked to; list price for neither.
 */
export async function loadCartView(db: Db, row: CartRow, caller: string | null): Promise<CartView> {
  const buyerId = caller ?? row.userId;
  const lineRows = await listCartLines(db, row.id);
  // One query at a time: db may be a transaction, a single connection.
  const variants = await getCartVariants(db, [...new Set(lineRows.map((line) => line.variantId))]);
  const decorationPricing = await loadDecorationPricing(db);
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  const pricedRows = lineRows.filter((line) => byId.has(line.variantId));
  const customPrices = buyerId
    ? await getCustomPrices(
        db,
        buyerId,
        variants.map((variant) => variant.productId),
      )
    : [];
  const logosOnFile = buyerId ? await logosOnFileOf(db, buyerId) : noLogosOnFile;
  const { discounted: priced, discountCodes } = await discountCart(
    db,
    row.discountCodes,
    priceCart(pricedRows, byId, decorationPricing, customPrices, logosOnFile),
  );
  return {
    __typename: "Cart",
    row,
    lines: pricedRows.map((line, index) => ({
      row: line,
      variant: byId.get(line.variantId)!,
      priced: priced.lines[index]!,
    })),
    priced,
    discountCodes,
  };
}
