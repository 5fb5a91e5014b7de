import { toGid, numericIdOf } from "#commerce/engine/global-id.ts";
import type { CustomPrice } from "#core/pricing/pricing-input.ts";
import { findCustomPrice } from "#core/pricing/unit-price.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { Db } from "../db/client.ts";
import type { AppServices } from "../context.ts";
import {
  listActiveCustomPrices,
  listVariantsOfProducts,
  type ActiveCustomPriceRow,
} from "./customer-prices-queries.ts";

// DESIGN §3.1, spec/storefront.md §6: a signed-in customer pays their active custom price for a
// product (the variant's own record beats an all-variants one), and no quantity break applies on
// top of it. core/pricing applies that rule (findCustomPrice, unitPrice); this module only reads
// the records and hands them over with the ids the caller prices by. A visitor has none.
//
// Two id forms: the database's numbers as text ("12"), as the engine's carts and credit orders
// price lines, and Storefront global ids ("gid://shopify/Product/12"), as the pages and the basket
// see them. Global ids that are not our own numbers (a real Shopify store's) match no record.

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function toCustomPrices(
  rows: readonly ActiveCustomPriceRow[],
  productId: (id: number) => string,
  variantId: (id: number) => string,
): CustomPrice[] {
  return rows.map((row) => ({
    productId: productId(row.productId),
    variantId: row.variantId === null ? null : variantId(row.variantId),
    customPricePence: row.customPricePence,
  }));
}

function productNumbers(productGids: readonly string[]): number[] {
  return unique(
    productGids.flatMap((gid) => {
      const id = numericIdOf(gid, "Product");
      return id === null ? [] : [id];
    }),
  );
}

/** The user's active custom prices for these products, ids as the database's numbers in text. */
export async function getCustomPrices(
  db: Db,
  userId: string,
  productIds: readonly number[],
): Promise<CustomPrice[]> {
  const rows = await listActiveCustomPrices(db, userId, unique(productIds));
  return toCustomPrices(rows, String, String);
}

/** The user's active custom prices for these products (global ids), with global ids. */
export async function getStorefrontCustomPrices(
  db: Db,
  userId: string,
  productGids: readonly string[],
): Promise<CustomPrice[]> {
  const rows = await listActiveCustomPrices(db, userId, productNumbers(productGids));
  return toCustomPrices(
    rows,
    (id) => toGid("Product", id),
    (id) => toGid("ProductVariant", id),
  );
}

/**
 * The viewer's custom prices for a basket's products (global ids): [] for a visitor, null (logged)
 * when the records cannot be read, so the basket is never priced from a guess.
 */
export async function getViewerCustomPrices(
  context: { services: Pick<AppServices, "database" | "logger">; viewer?: Viewer | null },
  productGids: readonly string[],
): Promise<CustomPrice[] | null> {
  if (!context.viewer) return [];
  try {
    return await getStorefrontCustomPrices(
      context.services.database.db,
      context.viewer.userId,
      productGids,
    );
  } catch (error) {
    context.services.logger.error({ err: error }, "custom prices could not be read");
    return null;
  }
}

/** The user's special prices of these products' variants, with every variant's list price. */
async function specialVariantPrices(db: Db, userId: string, productIds: readonly string[]) {
  const products = productNumbers(productIds);
  const customPrices = await getCustomPrices(db, userId, products);
  if (customPrices.length === 0) return [];
  const priced = new Set(customPrices.map((price) => Number(price.productId)));
  const variants = await listVariantsOfProducts(
    db,
    products.filter((id) => priced.has(id)),
  );
  return variants.map((variant) => ({
    ...variant,
    specialPence:
      findCustomPrice(customPrices, String(variant.productId), String(variant.id))
        ?.customPricePence ?? null,
  }));
}

/**
 * For the 'Special Price' badges (spec/storefront.md §6): per variant global id of these products
 * (global ids), the user's custom price in pence ex VAT. Variants without one are left out.
 */
export async function specialPricesFor(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const variant of await specialVariantPrices(db, userId, productIds)) {
    if (variant.specialPence !== null)
      result[toGid("ProductVariant", variant.id)] = variant.specialPence;
  }
  return result;
}

/**
 * A product card's "From" price for a customer with special prices on the product: the lowest
 * they pay for any of its variants, beside the lowest list price. Pence ex VAT.
 */
export type SpecialFromPrice = { fromPence: number; standardFromPence: number };

/**
 * Per product global id, the user's "From" price where their special prices change it (a special
 * price on a variant dearer than the cheapest does not). Products without one are left out.
 */
export async function specialFromPricesFor(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<Record<string, SpecialFromPrice>> {
  const byProduct = new Map<number, SpecialFromPrice>();
  for (const variant of await specialVariantPrices(db, userId, productIds)) {
    const paid = variant.specialPence ?? variant.pricePence;
    const current = byProduct.get(variant.productId);
    byProduct.set(variant.productId, {
      fromPence: Math.min(current?.fromPence ?? paid, paid),
      standardFromPence: Math.min(
        current?.standardFromPence ?? variant.pricePence,
        variant.pricePence,
      ),
    });
  }
  const result: Record<string, SpecialFromPrice> = {};
  for (const [productId, price] of byProduct) {
    if (price.fromPence !== price.standardFromPence) result[toGid("Product", productId)] = price;
  }
  return result;
}

type ViewerContext = {
  services: Pick<AppServices, "database" | "logger">;
  viewer?: Viewer | null;
};

/**
 * The loaders' overlay of the viewer's special prices on catalogue data (read through the
 * Storefront API, cached per query, never per customer, so the overlay comes after): a visitor
 * gets none without a query. A failed read is logged and shows list prices — the basket and the
 * checkout still price every order on the server.
 */
async function overlayFor<T extends object>(
  context: ViewerContext,
  read: (db: Db, userId: string) => Promise<T>,
  none: T,
): Promise<T> {
  if (!context.viewer) return none;
  try {
    return await read(context.services.database.db, context.viewer.userId);
  } catch (error) {
    context.services.logger.error({ err: error }, "special prices could not be read");
    return none;
  }
}

/** The viewer's special price per variant global id of these products (product page). */
export function getViewerSpecialPrices(
  context: ViewerContext,
  productIds: readonly string[],
): Promise<Record<string, number>> {
  return overlayFor(context, (db, userId) => specialPricesFor(db, userId, productIds), {});
}

/** The viewer's "From" price per product global id where special prices change it (cards). */
export function getViewerSpecialFromPrices(
  context: ViewerContext,
  productIds: readonly string[],
): Promise<Record<string, SpecialFromPrice>> {
  return overlayFor(context, (db, userId) => specialFromPricesFor(db, userId, productIds), {});
}
