import { sql } from "drizzle-orm";
import { collections, products } from "#server/db/schema/index.ts";
import {
  EngineInputError,
  keysetPage,
  offsetWindow,
  toConnection,
  toKeysetConnection,
  type Connection,
  type PageArgs,
} from "../connection.ts";
import type { EngineContext } from "./catalogue-resolvers.ts";
import {
  countProductsIn,
  listFacetsIn,
  listProductsIn,
  type ProductRow,
  type ProductScope,
} from "./catalogue-queries.ts";
import { listCollections } from "./collection-queries.ts";
import { parseProductFilters, type ProductFilterInput } from "./product-filters.ts";
import { escapeLike, parseQueryTerms, searchPlan } from "./product-search.ts";
import { searchPages } from "../pages/page-resolvers.ts";

// Issue 13.1: `search` and `predictiveSearch` as today's storefronts call them, on the shop's own
// search (product-search.ts: full text, typo correction, SKUs). A search that may find products
// finds products; one for PAGE (without PRODUCT) finds the information pages (issue 13.5), as the
// storefronts ask for each kind in its own search; the shop has no blog, so ARTICLE finds nothing.

type SearchArgs = PageArgs & {
  query: string;
  sortKey?: "RELEVANCE" | "PRICE" | null;
  reverse?: boolean | null;
  types?: ("ARTICLE" | "PAGE" | "PRODUCT")[] | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: "SHOW" | "HIDE" | "LAST" | null;
};

type PredictiveArgs = {
  query: string;
  limit?: number | null;
  limitScope?: "ALL" | "EACH" | null;
  types?: ("ARTICLE" | "COLLECTION" | "PAGE" | "PRODUCT" | "QUERY")[] | null;
  unavailableProducts?: "SHOW" | "HIDE" | "LAST" | null;
};

const tagged = (row: ProductRow) => ({ __typename: "Product", ...row });

/** The most pages a search lists (the shop has a handful). */
const maxPagesFound = 250;

/** A search's page of results, and (read only when asked for) its count and facets. */
export type SearchConnection = Connection<
  ReturnType<typeof tagged> | Awaited<ReturnType<typeof searchPages>>[number]
> & {
  totalCount: () => Promise<number>;
  productFilters: () => ReturnType<typeof listFacetsIn> | [];
};

export async function search(args: SearchArgs, { db }: EngineContext): Promise<SearchConnection> {
  const page = keysetPage(args);
  const filters = parseProductFilters(args.productFilters);
  const isProductSearch = !args.types || args.types.includes("PRODUCT");
  if (!isProductSearch) {
    const found = args.types?.includes("PAGE")
      ? await searchPages(db, args.query, maxPagesFound)
      : [];
    // The handful of pages are read at once and paged by offset, either way.
    const { offset, limit } = await offsetWindow(args, async () => found.length);
    return {
      ...toConnection(found.slice(offset, offset + limit + 1), offset, limit),
      totalCount: async () => found.length,
      productFilters: () => [],
    };
  }
  const scope: ProductScope = {
    search: await searchPlan(db, args.query),
    filters,
    // LAST (out of stock at the end) is served as SHOW: every product in its place.
    isAvailableOnly: args.unavailableProducts === "HIDE",
  };
  const rows = await listProductsIn(db, scope, {
    sortKey: args.sortKey === "PRICE" ? "PRICE" : "RELEVANCE",
    reverse: args.reverse ?? false,
    page,
  });
  const connection = toKeysetConnection(
    rows.map((row) => ({ ...row, node: tagged(row.node) })),
    page,
  );
  return {
    ...connection,
    totalCount: () => countProductsIn(db, scope),
    productFilters: () => listFacetsIn(db, { ...scope, filters: undefined }, filters),
  };
}

/** Shopify's bounds on a predictive search's results. */
const maxPredictiveLimit = 10;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

/** The suggestion with the words typed marked, as Shopify's `styledText` marks them. */
function styled(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const marks = words
    .map((word) => ({ at: lower.indexOf(word.toLowerCase()), length: word.length }))
    .filter((mark) => mark.at >= 0)
    .sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const { at, length } of marks) {
    if (at < from) continue;
    out += `${escapeHtml(text.slice(from, at))}<mark>${escapeHtml(text.slice(at, at + length))}</mark>`;
    from = at + length;
  }
  return out + escapeHtml(text.slice(from));
}

/**
 * Searches worth suggesting for what has been typed: the kinds of product and the collections
 * whose names hold every word, shortest first (the nearest completion).
 */
async function querySuggestions(db: EngineContext["db"], words: string[], limit: number) {
  if (words.length === 0 || limit === 0) return [];
  const matchesAll = (column: unknown) =>
    sql.join(
      words.map((word) => sql`${column} ilike ${`%${escapeLike(word)}%`}`),
      sql` and `,
    );
  const result = await db.execute(sql`
    select text from (
      select distinct lower(${products.productType}) as text from ${products}
        where ${products.isPublished} and ${products.productType} <> ''
          and ${matchesAll(products.productType)}
      union
      select lower(${collections.title}) from ${collections} where ${matchesAll(collections.title)}
    ) as suggestions
    order by length(text), text
    limit ${limit}`);
  const rows = (result as unknown as { rows: { text: string }[] }).rows;
  return rows.map(({ text }) => ({
    text,
    styledText: styled(text, words),
    trackingParameters: null,
  }));
}

export async function predictiveSearch(args: PredictiveArgs, context: EngineContext) {
  const limit = args.limit ?? maxPredictiveLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPredictiveLimit)
    throw new EngineInputError(`limit must be between 1 and ${maxPredictiveLimit}`);
  const types = new Set(args.types ?? ["ARTICLE", "COLLECTION", "PAGE", "PRODUCT", "QUERY"]);
  const words = parseQueryTerms(args.query, new Set<never>()).map((term) => term.value);
  // EACH: up to `limit` of every kind; ALL: `limit` in all, products first.
  let left = limit;
  const take = async <T>(isWanted: boolean, load: (count: number) => Promise<T[]>) => {
    const count = args.limitScope === "ALL" ? left : limit;
    if (!isWanted || count === 0) return [];
    const found = await load(count);
    left -= found.length;
    return found;
  };
  const { db } = context;
  const foundProducts = await take(types.has("PRODUCT"), async (count) => {
    if (words.length === 0) return [];
    const scope: ProductScope = {
      search: await searchPlan(db, args.query),
      isAvailableOnly: args.unavailableProducts === "HIDE",
    };
    const rows = await listProductsIn(db, scope, {
      sortKey: "RELEVANCE",
      reverse: false,
      page: { size: count, isBackward: false, cursor: null },
    });
    return rows.slice(0, count).map((row) => row.node);
  });
  const foundCollections = await take(types.has("COLLECTION"), async (count) =>
    words.length === 0
      ? []
      : listCollections(db, {
          query: args.query,
          sortKey: "TITLE",
          reverse: false,
          offset: 0,
          limit: count,
        }),
  );
  const foundPages = await take(types.has("PAGE"), (count) =>
    words.length === 0 ? Promise.resolve([]) : searchPages(db, args.query, count),
  );
  const queries = await take(types.has("QUERY"), (count) => querySuggestions(db, words, count));
  return {
    products: foundProducts,
    collections: foundCollections,
    pages: foundPages,
    articles: [],
    queries,
  };
}
