import { loadDecorationPricing } from "#commerce/engine/cart/cart-pricing.ts";
import { numericIdOf } from "#commerce/engine/global-id.ts";
import { priceBasket, type PricedBasket } from "#core/pricing/price-basket.ts";
import type { CustomPrice, PricingDecorationInput } from "#core/pricing/pricing-input.ts";
import type { BasketVariant } from "#commerce/client/basket-variants.ts";
import type { Db } from "#server/db/client.ts";
import { logosOnFileOf } from "#server/logos/logos.server.ts";
import { getOrderVariants, type OrderVariant } from "#server/orders/order-records-queries.ts";
import { storedDesignIds } from "#server/orders/order-records.server.ts";
import { stockRefusal } from "#server/orders/order-stock.ts";
import {
  getCustomPrices,
  getStorefrontCustomPrices,
} from "#server/pricing/customer-prices.server.ts";
import type { BasketPricingLine } from "../basket/basket.server.ts";
import { CreditOrderError } from "./credit-errors.ts";

// DESIGN §3, §4: a credit order is priced on the server, in its transaction, from the catalogue,
// the pricing tables and the buyer's own custom prices — the same core/pricing the basket shows.
// Only the variant, quantity and decoration of each line come from the request.

export type PricedCreditBasket = {
  priced: PricedBasket;
  /** In line order, the variant each priced line is for. */
  variants: OrderVariant[];
  /** Design ids that are stored design files (others are not linked to the order). */
  designIds: Set<string>;
};

function decorationOf(line: BasketPricingLine): PricingDecorationInput {
  if (line.customizationType === "plain" || line.customizationPosition === "")
    return { type: "plain" };
  return {
    type: line.customizationType,
    position: line.customizationPosition,
    designId: line.designId ?? null,
  };
}

/** Line i's variant, or the buyer's words for why it cannot be ordered. */
function checkedVariant(variant: OrderVariant | undefined, index: number): OrderVariant {
  const field = `basketItems.${index}.variantId`;
  if (!variant || !variant.isPublished)
    throw new CreditOrderError(
      "UNKNOWN_ITEM",
      `Item ${index + 1} in your basket is no longer in our catalogue — please remove it and try again`,
      field,
    );
  if (!variant.isAvailable)
    throw new CreditOrderError(
      "OUT_OF_STOCK",
      stockRefusal(`${variant.productTitle} (${variant.variantTitle})`, 0),
      field,
    );
  return variant;
}

/** Issue 17: a Shopify store's variant as an order line keeps it: the store's ids, titles, SKU. */
function storeOrderVariant(variant: BasketVariant): OrderVariant {
  return {
    variantId: null,
    productId: null,
    remoteVariantId: variant.id,
    remoteProductId: variant.product.id,
    productTitle: variant.product.title,
    variantTitle: variant.title,
    sku: variant.sku,
    pricePence: variant.pricePence,
    isAvailable: variant.available,
    isPublished: true,
    imageUrl: variant.image?.url ?? null,
  };
}

/**
 * Prices the lines for this buyer. Throws CreditOrderError when a line's variant is not sold any
 * more or is out of stock (spec/storefront.md §5 wording), naming the line. In Shopify mode
 * (issue 17) `storeVariants` are the lines' variants as the store has them now, read before the
 * transaction: the prices, titles and availability are the store's, the buyer's special prices
 * those that name the store's products.
 */
export async function priceCreditBasket(
  db: Db,
  userId: string,
  lines: readonly BasketPricingLine[],
  storeVariants: readonly BasketVariant[] | null = null,
): Promise<PricedCreditBasket> {
  let variants: OrderVariant[];
  let customPrices: CustomPrice[];
  // Each line's product and variant as the custom prices name them.
  let keys: { productId: string; variantId: string }[];
  if (storeVariants) {
    const found = new Map(storeVariants.map((variant) => [variant.id, variant]));
    variants = lines.map((line, index) => {
      const variant = found.get(line.variantId);
      return checkedVariant(variant && storeOrderVariant(variant), index);
    });
    keys = variants.map((variant) => ({
      productId: variant.remoteProductId!,
      variantId: variant.remoteVariantId!,
    }));
    customPrices = await getStorefrontCustomPrices(
      db,
      userId,
      keys.map((key) => key.productId),
      true,
    );
  } else {
    // The input schema accepted only variant global ids of our form.
    const ids = lines.map((line) => numericIdOf(line.variantId, "ProductVariant")!);
    // One query at a time: db is a transaction, a single connection.
    const found = new Map(
      (await getOrderVariants(db, [...new Set(ids)])).map((variant) => [
        variant.variantId,
        variant,
      ]),
    );
    variants = ids.map((id, index) => checkedVariant(found.get(id), index));
    keys = variants.map((variant) => ({
      productId: String(variant.productId),
      variantId: String(variant.variantId),
    }));
    customPrices = await getCustomPrices(
      db,
      userId,
      variants.map((variant) => variant.productId!),
    );
  }

  const decorationPricing = await loadDecorationPricing(db);
  // Issue 15.4: no set-up for the buyer's logos on file.
  const logosOnFile = await logosOnFileOf(db, userId);
  const priced = priceBasket({
    lines: lines.map((line, index) => ({
      ...keys[index]!,
      quantity: line.quantity,
      variantPricePence: variants[index]!.pricePence,
      decoration: decorationOf(line),
    })),
    customPrices,
    decorationPricing,
    logosOnFile,
  });
  return { priced, variants, designIds: await storedDesignIds(db, priced.lines) };
}
