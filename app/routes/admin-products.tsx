import { DownloadIcon, FileUpIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import {
  CatalogueHeader,
  ShopifyCatalogueNotice,
} from "#app/components/admin/catalogue/catalogue-header.tsx";
import { Pager } from "#app/components/admin/admin-ui.tsx";
import { ProductBulkBar } from "#app/components/admin/product-bulk-bar.tsx";
import { ProductListFilters } from "#app/components/admin/product-list-filters.tsx";
import { QuickFilters } from "#app/components/admin/product-quick-filters.tsx";
import { ProductListTable, type Selection } from "#app/components/admin/product-list-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { isFilteredProductList, productListParams } from "#core/catalogue/product-list-query.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadProductsPage } from "#server/catalogue/catalogue-admin.server.ts";
import type { Route } from "./+types/admin-products";

// Issue 11.1, the back office's Catalogue area: /admin/products lists the catalogue 50 at a time
// with search, filters (status, collection, vendor, type, stock), sortable columns, a CSV export of
// the view and bulk actions on the chosen rows; each row opens the product's editor. Admins only,
// checked on the server (DESIGN §4). With SHOPIFY_* set the catalogue is Shopify's (DESIGN §9a):
// the page says so and offers nothing that writes (and the API refuses writes anyway).

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  const page = await loadProductsPage(context.services, new URL(request.url));
  return data(page, { status: page.owner === "shop" && page.invalid ? 400 : 200 });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Products", "The catalogue in the {shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

/** What a URL parameter the list refused is called on the page. */
const fieldLabels: Record<string, string> = {
  q: "search",
  status: "status filter",
  collection: "collection filter",
  vendor: "vendor filter",
  type: "type filter",
  stock: "stock filter",
};

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const rows = page.owner === "shop" ? page.list.rows : [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Only rows on show can be chosen: a new page, search or filter leaves out the others.
  const selected = new Set(rows.filter((row) => chosen.has(row.id)).map((row) => row.id));
  if (page.owner === "shopify")
    return <ShopifyCatalogueNotice title="Products" storeDomain={page.storeDomain} />;

  const { list, facets, stockCounts, lowStockThreshold, invalid } = page;
  const { query } = list;
  const selection: Selection = {
    selected,
    toggle: (id) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (select) => setChosen(select ? new Set(rows.map((row) => row.id)) : new Set()),
  };
  const exportParams = productListParams(query, { withPage: false }).toString();

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <CatalogueHeader
        title="Products"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <a
                href={`/api/admin/products/export${exportParams ? `?${exportParams}` : ""}`}
                download
              >
                <DownloadIcon aria-hidden />
                Export CSV
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/products/import">
                <FileUpIcon aria-hidden />
                Import / export
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/admin/products/new">
                <PlusIcon aria-hidden />
                Add product
              </Link>
            </Button>
          </>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <QuickFilters query={query} counts={stockCounts} lowStockThreshold={lowStockThreshold} />
        <ProductListFilters query={query} facets={facets} />
        {invalid ? (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            This link&apos;s {fieldLabels[invalid.field] ?? "address"} is not valid:{" "}
            {invalid.message.charAt(0).toLowerCase() + invalid.message.slice(1)}.{" "}
            <Link to="/admin/products" className="font-semibold underline">
              Show all products
            </Link>
          </p>
        ) : (
          <>
            <ProductBulkBar
              selectedIds={[...selected]}
              collections={facets.collections}
              onClear={() => setChosen(new Set())}
            />
            <ProductListTable
              rows={rows}
              query={query}
              selection={selection}
              isFiltered={isFilteredProductList(query)}
            />
            <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
