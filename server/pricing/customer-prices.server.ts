import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { toGid, numericIdOf } from "#commerce/engine/global-id.ts";
import type { CustomPrice } from "#core/pricing/pricing-input.ts";
import { findCustomPrice } from "#core/pricing/unit-price.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { Db } from "../db/client.ts";
import type { AppServices } from "../context.ts";
import {
  listActiveCustomPrices,
  listActiveRemoteCustomPrices,
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
// see them. Issue 17: in Shopify mode the catalogue is the store's, and its prices are the records
// that name the store's global ids (remote_product_id); our own numbers play no part.

/** Shopify mode: the store the catalogue comes from, asked for its variants' list prices. */
export type RemoteCatalogue = Pick<CommerceClient, "getProductVariantPrices" | "searchProducts">;

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

/**
 * The user's active custom prices for these products (global ids), with global ids: our own
 * catalogue's, or with `remote` the Shopify store's (issue 17).
 */
export async function getStorefrontCustomPrices(
  db: Db,
  userId: string,
  productGids: readonly string[],
  remote = false,
): Promise<CustomPrice[]> {
  if (remote) return listActiveRemoteCustomPrices(db, userId, productGids);
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
  context: {
    services: Pick<AppServices, "database" | "logger" | "config">;
    viewer?: Viewer | null;
  },
  productGids: readonly string[],
): Promise<CustomPrice[] | null> {
  if (!context.viewer) return [];
  try {
    return await getStorefrontCustomPrices(
      context.services.database.db,
      context.viewer.userId,
      productGids,
      context.services.config.shopify !== undefined,
    );
  } catch (error) {
    context.services.logger.error({ err: error }, "custom prices could not be read");
    return null;
  }
}

type VariantPrice = { id: string; productId: string; pricePence: number };

/** Every variant of these products (global ids) with its list price, from where they are sold. */
async function variantPricesOf(
  db: Db,
  productIds: readonly string[],
  store: RemoteCatalogue | null,
): Promise<VariantPrice[]> {
  if (store) {
    const found = await store.getProductVariantPrices(productIds);
    if (!found.ok) throw new Error("the store's variant prices could not be read");
    return found.data.flatMap((product) =>
      product.variants.map(({ id, pricePence }) => ({
        id,
        pricePence,
        productId: product.productId,
      })),
    );
  }
  const variants = await listVariantsOfProducts(db, productNumbers(productIds));
  return variants.map((variant) => ({
    id: toGid("ProductVariant", variant.id),
    productId: toGid("Product", variant.productId),
    pricePence: variant.pricePence,
  }));
}

/** The user's special prices of these products' variants, with every variant's list price. */
async function specialVariantPrices(
  db: Db,
  userId: string,
  productIds: readonly string[],
  store: RemoteCatalogue | null,
) {
  const customPrices = await getStorefrontCustomPrices(db, userId, productIds, store !== null);
  if (customPrices.length === 0) return [];
  const priced = [...new Set(customPrices.map((price) => price.productId))];
  const variants = await variantPricesOf(db, priced, store);
  return variants.map((variant) => ({
    ...variant,
    specialPence:
      findCustomPrice(customPrices, variant.productId, variant.id)?.customPricePence ?? null,
  }));
}

/**
 * For the 'Special Price' badges (spec/storefront.md §6): per variant global id of these products
 * (global ids), the user's custom price in pence ex VAT. Variants without one are left out. With
 * `store`, the products are that Shopify store's (issue 17).
 */
export async function specialPricesFor(
  db: Db,
  userId: string,
  productIds: readonly string[],
  store: RemoteCatalogue | null = null,
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const variant of await specialVariantPrices(db, userId, productIds, store)) {
    if (variant.specialPence !== null) result[variant.id] = variant.specialPence;
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
  store: RemoteCatalogue | null = null,
): Promise<Record<string, SpecialFromPrice>> {
  const byProduct = new Map<string, SpecialFromPrice>();
  for (const variant of await specialVariantPrices(db, userId, productIds, store)) {
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
    if (price.fromPence !== price.standardFromPence) result[productId] = price;
  }
  return result;
}

type ViewerContext = {
  services: Pick<AppServices, "database" | "logger" | "config">;
  viewer?: Viewer | null;
  /** The catalogue's client: in Shopify mode, the store the variants' list prices come from. */
  commerce: RemoteCatalogue;
};

/**
 * The loaders' overlay of the viewer's special prices on catalogue data (read through the
 * Storefront API, cached per query, never per customer, so the overlay comes after): a visitor
 * gets none without a query. A failed read is logged and shows list prices — the basket and the
 * checkout still price every order on the server.
 */
async function overlayFor<T extends object>(
  context: ViewerContext,
  read: (db: Db, userId: string, store: RemoteCatalogue | null) => Promise<T>,
  none: T,
): Promise<T> {
  if (!context.viewer) return none;
  const store = context.services.config.shopify ? context.commerce : null;
  try {
    return await read(context.services.database.db, context.viewer.userId, store);
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
  return overlayFor(
    context,
    (db, userId, store) => specialPricesFor(db, userId, productIds, store),
    {},
  );
}

/** The viewer's "From" price per product global id where special prices change it (cards). */
export function getViewerSpecialFromPrices(
  context: ViewerContext,
  productIds: readonly string[],
): Promise<Record<string, SpecialFromPrice>> {
  return overlayFor(
    context,
    (db, userId, store) => specialFromPricesFor(db, userId, productIds, store),
    {},
  );
}
