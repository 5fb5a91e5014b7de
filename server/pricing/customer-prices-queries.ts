import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { customerPricing, productVariants } from "../db/schema/index.ts";

// customer_pricing reads (Drizzle only). Callers pass a transaction where they need one.

export type ActiveCustomPriceRow = {
  productId: number;
  /** null = every variant of the product. */
  variantId: number | null;
  customPricePence: number;
};

/** The user's records with is_active true that `target` picks: our products' or the store's. */
function activeRecords(db: Db, userId: string, target: SQL | undefined) {
  return db
    .select({
      productId: customerPricing.productId,
      variantId: customerPricing.variantId,
      remoteProductId: customerPricing.remoteProductId,
      remoteVariantId: customerPricing.remoteVariantId,
      customPricePence: customerPricing.customPricePence,
    })
    .from(customerPricing)
    .where(and(eq(customerPricing.userId, userId), eq(customerPricing.isActive, true), target));
}

/** spec/storefront.md §7: the user's records with is_active true, for these products only. */
export async function listActiveCustomPrices(
  db: Db,
  userId: string,
  productIds: readonly number[],
): Promise<ActiveCustomPriceRow[]> {
  if (productIds.length === 0) return [];
  const rows = await activeRecords(db, userId, inArray(customerPricing.productId, [...productIds]));
  // inArray never matches a null product (a Shopify store's price).
  return rows.flatMap(({ productId, variantId, customPricePence }) =>
    productId === null ? [] : [{ productId, variantId, customPricePence }],
  );
}

/** Issue 17: a custom price in Shopify mode, naming the store's product and variant. */
export type ActiveRemoteCustomPriceRow = {
  productId: string;
  /** null = every variant of the product. */
  variantId: string | null;
  customPricePence: number;
};

/** The user's active records for these products of the Shopify store (global ids). */
export async function listActiveRemoteCustomPrices(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<ActiveRemoteCustomPriceRow[]> {
  if (productIds.length === 0) return [];
  const target = inArray(customerPricing.remoteProductId, [...new Set(productIds)]);
  const rows = await activeRecords(db, userId, target);
  return rows.flatMap(({ remoteProductId, remoteVariantId, customPricePence }) =>
    remoteProductId === null
      ? []
      : [{ productId: remoteProductId, variantId: remoteVariantId, customPricePence }],
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
