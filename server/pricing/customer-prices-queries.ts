import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customerPricing, productVariants } from "../db/schema/index.ts";

// customer_pricing reads (Drizzle only). Callers pass a transaction where they need one.

export type ActiveCustomPriceRow = {
  productId: number;
  /** null = every variant of the product. */
  variantId: number | null;
  customPricePence: number;
};

/** spec/storefront.md §7: the user's records with is_active true, for these products only. */
export function listActiveCustomPrices(
  db: Db,
  userId: string,
  productIds: readonly number[],
): Promise<ActiveCustomPriceRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: customerPricing.productId,
      variantId: customerPricing.variantId,
      customPricePence: customerPricing.customPricePence,
    })
    .from(customerPricing)
    .where(
      and(
        eq(customerPricing.userId, userId),
        eq(customerPricing.isActive, true),
        inArray(customerPricing.productId, [...productIds]),
      ),
    );
}

/** Every variant of these products: its id, product and list price (pence ex VAT). */
export function listVariantsOfProducts(
  db: Db,
  productIds: readonly number[],
): Promise<{ id: number; productId: number; pricePence: number }[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      pricePence: productVariants.pricePence,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.id));
}
