import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  collections,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { searchCondition } from "./product-search.ts";

// The engine's catalogue reads (Drizzle only). Pages are offset + limit; callers ask for one row
// more than they show to learn whether a next page exists.

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export type ProductSortKey =
  | "TITLE"
  | "PRODUCT_TYPE"
  | "VENDOR"
  | "UPDATED_AT"
  | "CREATED_AT"
  | "BEST_SELLING"
  | "PRICE"
  | "ID"
  | "RELEVANCE";

const minPrice = sql`(select min(${productVariants.pricePence}) from ${productVariants} where ${productVariants.productId} = ${products.id})`;

function productOrder(sortKey: ProductSortKey, reverse: boolean): SQL[] {
  const direction = reverse ? desc : asc;
  const column: Record<ProductSortKey, SQL | typeof products.id> = {
    TITLE: sql`lower(${products.title})`,
    PRODUCT_TYPE: sql`lower(${products.productType})`,
    VENDOR: sql`lower(${products.vendor})`,
    UPDATED_AT: sql`${products.updatedAt}`,
    CREATED_AT: sql`${products.createdAt}`,
    PRICE: minPrice,
    // No sales history yet: best selling and relevance fall back to the catalogue order.
    BEST_SELLING: sql`${products.id}`,
    RELEVANCE: sql`${products.id}`,
    ID: sql`${products.id}`,
  };
  return [direction(column[sortKey] as SQL), direction(products.id)];
}

export function listProducts(
  db: Db,
  options: {
    query?: string | null;
    sortKey: ProductSortKey;
    reverse: boolean;
    offset: number;
    limit: number;
  },
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.isPublished, true), searchCondition(options.query)))
    .orderBy(...productOrder(options.sortKey, options.reverse))
    .limit(options.limit)
    .offset(options.offset);
}

export async function getProductByHandle(db: Db, handle: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.handle, handle), eq(products.isPublished, true)));
  return row ?? null;
}

export function getProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublished, true)));
}

export function listVariants(db: Db, productIds: number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

export function getVariantsByIds(db: Db, ids: number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(productVariants).where(inArray(productVariants.id, ids));
}

export function listImages(db: Db, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export function listOptions(db: Db, productIds: number[]): Promise<OptionRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, productIds))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
}

export type CollectionSortKey = "TITLE" | "UPDATED_AT" | "ID" | "RELEVANCE";

export function listCollections(
  db: Db,
  options: {
    query?: string | null;
    sortKey: CollectionSortKey;
    reverse: boolean;
    offset: number;
    limit: number;
  },
): Promise<CollectionRow[]> {
  const direction = options.reverse ? desc : asc;
  const order =
    options.sortKey === "TITLE"
      ? direction(sql`lower(${collections.title})`)
      : options.sortKey === "UPDATED_AT"
        ? direction(collections.updatedAt)
        : direction(collections.sortOrder);
  const words = (options.query ?? "").trim();
  return db
    .select()
    .from(collections)
    .where(
      words
        ? sql`(${collections.title} ilike ${`%${words}%`} or ${collections.handle} ilike ${`%${words}%`})`
        : undefined,
    )
    .orderBy(order, direction(collections.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function getCollectionByHandle(db: Db, handle: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.handle, handle));
  return row ?? null;
}

export function getCollectionsByIds(db: Db, ids: number[]): Promise<CollectionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(collections).where(inArray(collections.id, ids));
}

export function listCollectionProducts(
  db: Db,
  collectionId: number,
  offset: number,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select({ product: products })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(eq(collectionProducts.collectionId, collectionId), eq(products.isPublished, true)))
    .orderBy(asc(collectionProducts.position), asc(products.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((row) => row.product));
}

/** Products sharing a collection with this one, most shared collections first. */
export function listRelatedProducts(
  db: Db,
  productId: number,
  limit: number,
): Promise<ProductRow[]> {
  const mine = db
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, productId));
  return db
    .select({ product: products, shared: sql<number>`count(*)::int` })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        inArray(collectionProducts.collectionId, mine),
        sql`${products.id} <> ${productId}`,
        eq(products.isPublished, true),
      ),
    )
    .groupBy(products.id)
    .orderBy(desc(sql`count(*)`), asc(products.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.product));
}
