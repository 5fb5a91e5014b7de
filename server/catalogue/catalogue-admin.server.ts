import type { z } from "zod";
import { maxBulkProducts } from "#core/catalogue/product-bulk-actions.ts";
import {
  productListInput,
  productListPageSize,
  ProductListQuerySchema,
  type ProductListQuery,
} from "#core/catalogue/product-list-query.ts";
import type { ProductStockLevel } from "#core/catalogue/product-stock.ts";
import { defaultLowStockThreshold } from "#core/catalogue/stock.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError, type FieldError } from "#server/admin/admin-input.ts";
import { maxExportRows } from "#server/admin/admin-list.ts";
import type { Config } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import { applyProductBulkAction } from "./product-bulk-actions.ts";
import { productExportTable } from "./product-export.ts";
import {
  countProductsByStock,
  listProductFacets,
  selectProductRows,
  type ProductListFacets,
  type ProductListRow,
} from "./product-list-queries.ts";

// Issue 11: the back office's Catalogue area, for app/ (STYLE: app reaches the server through
// *.server.ts) and for the admin API. The caller has checked the admin role; this decides who owns
// the catalogue. With SHOPIFY_* set the catalogue is Shopify's (DESIGN §9a): the area says so, and
// every write is refused here with 409, whatever the browser offers.

export type { ProductListRow, ProductListFacets } from "./product-list-queries.ts";
export type { ProductListQuery } from "#core/catalogue/product-list-query.ts";
export { maxBulkProducts };

type Services = Pick<AppServices, "config" | "database">;

/** The shop's low-stock threshold: LOW_STOCK_THRESHOLD when the config carries it, else 5. */
export function lowStockThresholdOf(config: Config): number {
  const configured = (config as Config & { lowStockThreshold?: unknown }).lowStockThreshold;
  return typeof configured === "number" && Number.isInteger(configured) && configured >= 0
    ? configured
    : defaultLowStockThreshold;
}

/** The Shopify store that owns the catalogue, or null when the owner runs it here. */
export function shopifyCatalogueOwner(config: Config): { storeDomain: string } | null {
  return config.shopify ? { storeDomain: config.shopify.storeDomain } : null;
}

function refuseWhenShopify(config: Config): Failure | null {
  const owner = shopifyCatalogueOwner(config);
  if (!owner) return null;
  return {
    ok: false,
    status: 409,
    error: `The catalogue is managed in Shopify (${owner.storeDomain}). Make product changes in your Shopify admin.`,
  };
}

export type ProductListPage = {
  query: ProductListQuery;
  rows: ProductListRow[];
  total: number;
  page: number;
  pageSize: number;
};

type Parsed = { ok: true; query: ProductListQuery } | FieldError;

export function parseProductListQuery(params: URLSearchParams): Parsed {
  const parsed = ProductListQuerySchema.safeParse(productListInput(params));
  return parsed.success
    ? { ok: true, query: parsed.data }
    : firstFieldError(parsed.error as z.ZodError, "query");
}

/** One page (50 rows) of the Products list for the query in the URL, or why it is not valid. */
export async function listProducts(
  services: Services,
  params: URLSearchParams,
): Promise<{ ok: true; value: ProductListPage } | FieldError> {
  const parsed = parseProductListQuery(params);
  if (!parsed.ok) return parsed;
  const { query } = parsed;
  const found = await selectProductRows(
    services.database.db,
    query,
    lowStockThresholdOf(services.config),
    productListPageSize,
    (query.page - 1) * productListPageSize,
  );
  return {
    ok: true,
    value: { query, ...found, page: query.page, pageSize: productListPageSize },
  };
}

export type ProductsPage =
  | { owner: "shopify"; storeDomain: string }
  | {
      owner: "shop";
      list: ProductListPage;
      facets: ProductListFacets;
      stockCounts: Record<ProductStockLevel, number>;
      lowStockThreshold: number;
      /** A URL the list could not be read with (400): the field and why; the list is then empty. */
      invalid: { field: string; message: string } | null;
    };

/** /admin/products: the list, its filters' choices and the quick filters' counts. */
export async function loadProductsPage(services: Services, url: URL): Promise<ProductsPage> {
  const owner = shopifyCatalogueOwner(services.config);
  if (owner) return { owner: "shopify", storeDomain: owner.storeDomain };
  const threshold = lowStockThresholdOf(services.config);
  const [listed, facets, stockCounts] = await Promise.all([
    listProducts(services, url.searchParams),
    listProductFacets(services.database.db),
    countProductsByStock(services.database.db, threshold),
  ]);
  const shared = { owner: "shop" as const, facets, stockCounts, lowStockThreshold: threshold };
  if (listed.ok) return { ...shared, list: listed.value, invalid: null };
  const query = ProductListQuerySchema.parse({});
  return {
    ...shared,
    list: { query, rows: [], total: 0, page: 1, pageSize: productListPageSize },
    invalid: { field: listed.field, message: listed.error },
  };
}

/** The list as searched, filtered and sorted (every page, up to 10,000 rows) as a CSV table. */
export async function exportProducts(
  services: Services,
  params: URLSearchParams,
): Promise<{ ok: true; value: ReturnType<typeof productExportTable> } | FieldError> {
  const parsed = parseProductListQuery(params);
  if (!parsed.ok) return parsed;
  const { rows } = await selectProductRows(
    services.database.db,
    parsed.query,
    lowStockThresholdOf(services.config),
    maxExportRows,
    0,
  );
  return { ok: true, value: productExportTable(rows) };
}

/** A bulk action of the list on the chosen products (refused when Shopify owns the catalogue). */
export async function runProductBulkAction(services: Services, admin: Admin, body: unknown) {
  const refusal = refuseWhenShopify(services.config);
  if (refusal) return refusal;
  return applyProductBulkAction(services.database.db, admin, body);
}
