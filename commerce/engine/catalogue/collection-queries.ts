import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { collectionProducts, collections, products } from "#server/db/schema/index.ts";
import type { ProductCollectionSortKey } from "#core/catalogue/storefront-sort-keys.ts";
import type { KeysetPage } from "../connection.ts";
import {
  bestSelling,
  keysetRows,
  orderingBy,
  productRowColumns,
  productSortKeys,
  type KeysetRows,
  type ProductRow,
  type SortColumn,
} from "./catalogue-queries.ts";
import { keysetClauses, sortValueOf } from "./keyset.ts";
import { facetsOf, filterCondition, type AppliedFilters, type Filter } from "./product-filters.ts";
import { escapeLike, parseQueryTerms } from "./product-search.ts";

// The engine's reads of collections (Drizzle only): the list of collections (offset pages, it is
// small), one collection, and a collection's products as keyset pages in any of Shopify's
// collection sort keys, with their facets. Products' own reads are in catalogue-queries.ts.

export type CollectionRow = typeof collections.$inferSelect;

export type CollectionSortKey = "TITLE" | "UPDATED_AT" | "ID" | "RELEVANCE";

const collectionFields = new Set(["title", "handle"] as const);

/**
 * `collections(query:)` in Shopify's syntax, as `products(query:)` reads it: `title:safety`,
 * `handle:polo-shirts`, or free words matching either; every term must match.
 */
function collectionConditions(query: string): SQL[] {
  return parseQueryTerms(query, collectionFields).map(({ field, value }) => {
    const contains = `%${escapeLike(value)}%`;
    const title = sql`${collections.title} ilike ${contains}`;
    const handle = sql`${collections.handle} ilike ${contains}`;
    if (field === "title") return title;
    if (field === "handle") return handle;
    return sql`(${title} or ${handle})`;
  });
}

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
  return db
    .select()
    .from(collections)
    .where(and(...collectionConditions(options.query ?? "")))
    .orderBy(order, direction(collections.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countCollections(db: Db, query: string | null | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(collections)
    .where(and(...collectionConditions(query ?? "")));
  return row?.count ?? 0;
}

export async function getCollectionByHandle(db: Db, handle: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.handle, handle));
  return row ?? null;
}

export function getCollectionsByIds(db: Db, ids: number[]): Promise<CollectionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(collections).where(inArray(collections.id, ids));
}

/** The owner's order (position in the collection); also what relevance means without a search. */
const collectionPosition: SortColumn = {
  key: sql`${collectionProducts.position}`,
  keyType: "integer",
};
const collectionSortKeys: Record<ProductCollectionSortKey, SortColumn> = {
  TITLE: productSortKeys.TITLE,
  PRICE: productSortKeys.PRICE,
  BEST_SELLING: bestSelling,
  CREATED: productSortKeys.CREATED_AT,
  ID: productSortKeys.ID,
  MANUAL: collectionPosition,
  COLLECTION_DEFAULT: collectionPosition,
  RELEVANCE: collectionPosition,
};

/**
 * A collection's products in the asked order (Shopify's ProductCollectionSortKeys; by default the
 * owner's), then by id, narrowed by filters.
 */
export async function listCollectionProducts(
  db: Db,
  collectionId: number,
  options: {
    page: KeysetPage;
    filters?: AppliedFilters;
    sortKey?: ProductCollectionSortKey;
    reverse?: boolean;
  },
): Promise<KeysetRows<ProductRow>> {
  const sortKey = options.sortKey ?? "COLLECTION_DEFAULT";
  // The owner's order keeps its old cursor name, so links made before sorting existed still work.
  const name = collectionSortKeys[sortKey] === collectionPosition ? "COLLECTION_DEFAULT" : sortKey;
  const ordering = orderingBy(
    name,
    collectionSortKeys[sortKey],
    sql`${collectionProducts.productId}`,
    options.reverse ?? false,
  );
  const { where, orderBy } = keysetClauses(ordering, options.page);
  const rows = await db
    .select({
      node: productRowColumns,
      sortValue: sortValueOf(ordering),
      id: collectionProducts.productId,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        eq(collectionProducts.collectionId, collectionId),
        eq(products.isPublished, true),
        options.filters && filterCondition(options.filters),
        where,
      ),
    )
    .orderBy(...orderBy)
    .limit(options.page.size + 1);
  return keysetRows(rows, ordering.name);
}

/**
 * Decision 042: the collections whose facets are counted before anyone asks, the biggest (the
 * slowest to count) first: at most `limit`.
 */
export async function listCollectionIdsBySize(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
    .groupBy(collections.id)
    .orderBy(desc(sql`count(${collectionProducts.productId})`), asc(collections.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The facets of a collection's products (issue 12.7), counted under the other filters. */
export function listCollectionFacets(
  db: Db,
  collectionId: number,
  filters: AppliedFilters,
): Promise<Filter[]> {
  return facetsOf(
    db,
    sql`from ${collectionProducts} inner join ${products} on ${products.id} = ${collectionProducts.productId}
      where ${collectionProducts.collectionId} = ${collectionId} and ${products.isPublished}`,
    filters,
  );
}
