import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";
import { productStockLevels } from "./product-stock.ts";

// Issue 11.1: the back office's Products list query — search, filters, sort and page — as the URL
// of /admin/products and of GET /api/admin/products(/export) carries it. One schema for the page,
// the API and the CSV export, so the three always read a URL alike. A search is at most 200
// characters, so a query's cost stays bounded whatever is typed.

export const productStatusValues = ["draft", "active", "archived"] as const;
export type ProductStatusValue = (typeof productStatusValues)[number];

export const productSorts = ["title", "updated", "status", "price", "stock"] as const;
export type ProductSort = (typeof productSorts)[number];

/** Rows per page of the Products list. */
export const productListPageSize = 50;
export const maxProductSearchLength = 200;
/** A vendor or product type named in a filter. */
const maxFilterLength = 200;
const maxPage = 100_000;
/** PostgreSQL's integer ceiling: a larger collection id names no row. */
const maxRowId = 2_147_483_647;

/** An empty field (the "All" of a select, an empty search) counts as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

export const ProductListQuerySchema = z.object({
  q: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
      safeText().max(maxProductSearchLength, {
        error: `Search with at most ${maxProductSearchLength} characters`,
      }),
    )
    .default(""),
  status: optional(z.enum(productStatusValues, { error: "Choose draft, active or archived" })),
  collection: optional(
    z.coerce
      .number({ error: "Choose a collection from the list" })
      .int({ error: "Choose a collection from the list" })
      .positive({ error: "Choose a collection from the list" })
      .max(maxRowId, { error: "Choose a collection from the list" }),
  ),
  vendor: optional(safeText().max(maxFilterLength, { error: "Choose a vendor from the list" })),
  type: optional(safeText().max(maxFilterLength, { error: "Choose a product type from the list" })),
  stock: optional(
    z.enum(productStockLevels, { error: "Choose in stock, low stock or out of stock" }),
  ),
  // An unknown sort or page is forgiven, as on every admin list: a stale link still opens.
  sort: z.enum(productSorts).catch("title"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(maxPage).catch(1),
});

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** A URL's search parameters as the schema's input (the last value of a repeated name wins). */
export function productListInput(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params);
}

/** The query as URL parameters, leaving out what is at its default (for links and the export). */
export function productListParams(
  query: ProductListQuery,
  { withPage = true }: { withPage?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.collection !== undefined) params.set("collection", String(query.collection));
  if (query.vendor) params.set("vendor", query.vendor);
  if (query.type) params.set("type", query.type);
  if (query.stock) params.set("stock", query.stock);
  if (query.sort !== "title" || query.dir !== "asc") {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (withPage && query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Whether the list is narrowed by a search or any filter. */
export function isFilteredProductList(query: ProductListQuery): boolean {
  return Boolean(
    query.q ||
    query.status ||
    query.collection !== undefined ||
    query.vendor ||
    query.type ||
    query.stock,
  );
}
