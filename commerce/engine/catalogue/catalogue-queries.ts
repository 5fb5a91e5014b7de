import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import type { KeysetCursor, KeysetPage } from "../connection.ts";
import { keysetClauses, sortValueOf, type Ordering } from "./keyset.ts";
import { facetsOf, filterCondition, type AppliedFilters } from "./product-filters.ts";
import { rankOf, searchPlan, type SearchPlan } from "./product-search.ts";
import type { ProductSortKey } from "#core/catalogue/storefront-sort-keys.ts";

// The engine's reads of products (Drizzle only). Lists that grow with the catalogue (products,
// search) are keyset pages (keyset.ts, issue 12.6), fetched one row longer than asked to learn
// whether more follow. A collection's products and the collections: collection-queries.ts, with
// the orderings and rows made here.

/**
 * A product as the engine reads it: its columns, and whether some variant is for sale
 * (`is_available`, kept on the row by migration 0011's trigger, like `price_min_pence`). A card
 * (availability and "from" price) is answered from the row, without reading its variants.
 */
export type ProductRow = typeof products.$inferSelect & { isAvailable: boolean };
export const productRowColumns = {
  ...getTableColumns(products),
  isAvailable: sql<boolean>`${products}.is_available`,
};
export type VariantRow = typeof productVariants.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;

/** A page's rows with the cursor each one answers to. */
export type KeysetRows<T> = { node: T; cursor: KeysetCursor }[];

export type SortColumn = Pick<Ordering, "key" | "keyType"> & {
  /** Best selling reads most sold first: its key runs downwards unless reversed. */
  isDescending?: boolean;
};

// Each sort key has an index on (key, id) (migrations 0009, 0015); relevance without a search falls
// back to the id order. Best selling is the units sold in orders not cancelled (issue 18.7).
export const bestSelling: SortColumn = {
  key: sql`${products.unitsSold}`,
  keyType: "integer",
  isDescending: true,
};
export const productSortKeys: Record<ProductSortKey, SortColumn> = {
  TITLE: { key: sql`lower(${products.title})`, keyType: "text" },
  PRODUCT_TYPE: { key: sql`lower(${products.productType})`, keyType: "text" },
  VENDOR: { key: sql`lower(${products.vendor})`, keyType: "text" },
  UPDATED_AT: { key: sql`${products.updatedAt}`, keyType: "timestamptz" },
  CREATED_AT: { key: sql`${products.createdAt}`, keyType: "timestamptz" },
  PRICE: { key: sql`${products.priceMinPence}`, keyType: "integer" },
  BEST_SELLING: bestSelling,
  RELEVANCE: { key: null, keyType: "integer" },
  ID: { key: null, keyType: "integer" },
};

/** An ordering by one column and the id (its tie breaker), reversed as asked. */
export function orderingBy(name: string, column: SortColumn, id: SQL, reverse: boolean): Ordering {
  if (!column.key)
    return {
      name: "ID",
      key: null,
      keyType: "integer",
      id,
      isKeyDescending: reverse,
      isIdDescending: reverse,
    };
  return {
    name,
    key: column.key,
    keyType: column.keyType,
    id,
    isKeyDescending: (column.isDescending ?? false) !== reverse,
    isIdDescending: reverse,
  };
}

function productOrdering(
  sortKey: ProductSortKey,
  reverse: boolean,
  search: SearchPlan | null,
): Ordering {
  const id = sql`${products.id}`;
  // Best match first; equal ranks in id order, so pages never overlap.
  if (sortKey === "RELEVANCE" && search)
    return orderingBy(
      sortKey,
      { key: search.rank, keyType: "real", isDescending: true },
      id,
      reverse,
    );
  return orderingBy(sortKey, productSortKeys[sortKey], id, reverse);
}

export function keysetRows<T>(
  rows: { node: T; sortValue: string | null; id: number }[],
  name: string,
) {
  return rows.map(({ node, sortValue, id }) => ({
    node,
    cursor: { sort: name, value: sortValue, id },
  }));
}

/**
 * Which published products a list holds: those a search matches (all without one), narrowed by
 * filters and, for a search that hides them (issue 13.1), to those for sale.
 */
export type ProductScope = {
  search: SearchPlan | null;
  filters?: AppliedFilters;
  isAvailableOnly?: boolean;
};

function scopeCondition(scope: ProductScope, withFilters: boolean): SQL | undefined {
  return and(
    eq(products.isPublished, true),
    scope.search?.condition,
    withFilters && scope.filters ? filterCondition(scope.filters) : undefined,
    scope.isAvailableOnly ? sql`${products}.is_available` : undefined,
  );
}

/** FROM and WHERE of the scope's products before filters (what facets count over). */
function scopeBase(scope: ProductScope): SQL {
  const from = scope.search?.queryItem
    ? sql`from ${products} cross join ${scope.search.queryItem}`
    : sql`from ${products}`;
  return sql`${from} where ${scopeCondition(scope, false)}`;
}

type ListOptions = { sortKey: ProductSortKey; reverse: boolean; page: KeysetPage };

function hasFilters(filters: AppliedFilters | undefined): boolean {
  return filters !== undefined && filterCondition(filters) !== undefined;
}

/**
 * A search of words by relevance, without filters: ranked over product_search_ranks (migration
 * 0032), a narrow copy of the search vectors, so the ranking of every match reads a third of the
 * pages it would read in `products`; the page's rows are then read from `products` by id. The
 * same rank, cursor and order as the general query: pages of either kind follow each other.
 */
async function listRankedProducts(
  db: Db,
  search: SearchPlan & { queryItem: SQL },
  scope: ProductScope,
  options: ListOptions,
): Promise<KeysetRows<ProductRow>> {
  const ranked = (key: SQL, id: SQL): Ordering => ({
    ...productOrdering("RELEVANCE", options.reverse, search),
    key,
    id,
  });
  const inner = keysetClauses(
    ranked(rankOf(sql`ranks.search_vector`), sql`ranks.product_id`),
    options.page,
  );
  const outer = keysetClauses(ranked(sql`ranked.rank`, sql`ranked.product_id`), {
    ...options.page,
    cursor: null,
  });
  const rows = await db
    .select({ node: productRowColumns, sortValue: sql<string>`ranked.rank::text`, id: products.id })
    .from(
      sql`(select ranks.product_id, ${rankOf(sql`ranks.search_vector`)} as rank
        from product_search_ranks as ranks cross join ${search.queryItem}
        where ${and(
          sql`ranks.is_published`,
          sql`ranks.search_vector @@ search_query.query`,
          scope.isAvailableOnly ? sql`ranks.is_available` : undefined,
          inner.where,
        )}
        order by ${sql.join(inner.orderBy, sql`, `)}
        limit ${options.page.size + 1}) as ranked`,
    )
    .innerJoin(products, sql`${products.id} = ranked.product_id`)
    .orderBy(...outer.orderBy);
  return keysetRows(rows, "RELEVANCE");
}

export async function listProductsIn(
  db: Db,
  scope: ProductScope,
  options: ListOptions,
): Promise<KeysetRows<ProductRow>> {
  const { search } = scope;
  if (
    search?.queryItem &&
    search.isWordsOnly &&
    options.sortKey === "RELEVANCE" &&
    !hasFilters(scope.filters)
  )
    return listRankedProducts(db, { ...search, queryItem: search.queryItem }, scope, options);
  const ordering = productOrdering(options.sortKey, options.reverse, scope.search);
  const { where, orderBy } = keysetClauses(ordering, options.page);
  const select = db
    .select({ node: productRowColumns, sortValue: sortValueOf(ordering), id: products.id })
    .from(products);
  const found = scope.search?.queryItem
    ? select.innerJoin(scope.search.queryItem, sql`true`)
    : select;
  const rows = await found
    .where(and(scopeCondition(scope, true), where))
    .orderBy(...orderBy)
    .limit(options.page.size + 1);
  return keysetRows(rows, ordering.name);
}

export async function listProducts(
  db: Db,
  options: { query?: string | null; sortKey: ProductSortKey; reverse: boolean; page: KeysetPage },
): Promise<KeysetRows<ProductRow>> {
  return listProductsIn(db, { search: await searchPlan(db, options.query) }, options);
}

/** How many products the scope holds, filters applied (a search's `totalCount`). */
export async function countProductsIn(db: Db, scope: ProductScope): Promise<number> {
  const from = scope.search?.queryItem
    ? sql`from ${products} cross join ${scope.search.queryItem}`
    : sql`from ${products}`;
  const result = await db.execute(
    sql`select count(*) as count ${from} where ${scopeCondition(scope, true)}`,
  );
  const [row] = (result as unknown as { rows: { count: number | string }[] }).rows;
  return Number(row?.count ?? 0);
}

/** The facets of the scope's products (a search's `productFilters`), under the other filters. */
export function listFacetsIn(db: Db, scope: ProductScope, filters: AppliedFilters) {
  return facetsOf(db, scopeBase(scope), filters);
}

export async function getProductByHandle(db: Db, handle: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productRowColumns)
    .from(products)
    .where(and(eq(products.handle, handle), eq(products.isPublished, true)));
  return row ?? null;
}

export function getProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(productRowColumns)
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
