import { discountCart, type CartDiscountCode } from "#commerce/engine/cart/cart-discounts.ts";
import { loadDecorationPricing, priceCart } from "#commerce/engine/cart/cart-pricing.ts";
import {
  getCartVariants,
  listCartLines,
  type CartLineRow,
  type CartRow,
  type CartVariant,
  type DiscountCodeRow,
} from "#commerce/engine/cart/cart-queries.ts";
import type { DiscountedBasket } from "#core/pricing/order-discount.ts";
import type { PricedBasket } from "#core/pricing/price-basket.ts";
import { logosOnFileOf, noLogosOnFile } from "#server/logos/logos.server.ts";
import type { Db } from "#server/db/client.ts";
import { getCustomPrices } from "#server/pricing/customer-prices.server.ts";

// DESIGN §5: the hosted checkout prices a cart on the server for the buyer signed in on this site,
// so a customer's special prices apply (DESIGN §3.1), and a visitor pays list price. The checkout
// page and placing the order both price through here, so the total the page shows is the total
// the order charges.

export type BuyerCartPricing = {
  /** Every line of the cart, in cart order, including any whose variant has gone. */
  allLines: CartLineRow[];
  /** The lines that are priced (their variant exists): `priced.lines[i]` is `lines[i]`. */
  lines: CartLineRow[];
  variants: Map<number, CartVariant>;
  /** Before the discount code. */
  undiscounted: PricedBasket;
  /** After the discount code: what the order charges. */
  priced: DiscountedBasket;
  /** At list price, for the standard price shown struck through beside a special one. */
  standard: PricedBasket;
  discountCodes: CartDiscountCode[];
  known: { code: string; row: DiscountCodeRow | null }[];
};

/** Prices the cart for `buyerId` (null: a visitor). One query at a time: db may be a transaction. */
export async function priceCartForBuyer(
  db: Db,
  cart: CartRow,
  buyerId: string | null,
): Promise<BuyerCartPricing> {
  const allLines = await listCartLines(db, cart.id);
  const variantIds = [...new Set(allLines.map((line) => line.variantId))];
  const variants = new Map((await getCartVariants(db, variantIds)).map((v) => [v.id, v]));
  const lines = allLines.filter((line) => variants.has(line.variantId));
  const decorationPricing = await loadDecorationPricing(db);
  const customPrices = buyerId
    ? await getCustomPrices(
        db,
        buyerId,
        [...variants.values()].map((v) => v.productId),
      )
    : [];
  // Issue 15.4: no set-up for the buyer's logos on file.
  const logosOnFile = buyerId ? await logosOnFileOf(db, buyerId) : noLogosOnFile;
  const undiscounted = priceCart(lines, variants, decorationPricing, customPrices, logosOnFile);
  const isListPrice =
    customPrices.length === 0 && logosOnFile.embroidery.length + logosOnFile.print.length === 0;
  const standard = isListPrice ? undiscounted : priceCart(lines, variants, decorationPricing);
  const { discounted, discountCodes, known } = await discountCart(
    db,
    cart.discountCodes,
    undiscounted,
  );
  return {
    allLines,
    lines,
    variants,
    undiscounted,
    priced: discounted,
    standard,
    discountCodes,
    known,
  };
}
