import { PlusIcon } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { Pager } from "#app/components/admin/admin-ui.tsx";
import {
  CatalogueHeader,
  ShopifyCatalogueNotice,
} from "#app/components/admin/catalogue/catalogue-header.tsx";
import { CollectionListTable } from "#app/components/admin/catalogue/collection-list-table.tsx";
import { CollectionSearch } from "#app/components/admin/catalogue/collection-search.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadCollectionsPage } from "#server/catalogue/collection-editor.server.ts";
import type { Route } from "./+types/admin-collections";

// Issue 11.3, the Catalogue area's Collections: every collection with its handle, how many
// products it holds and when it last changed, searched by title or handle and sorted by column;
// each row opens its editor. Admins only, checked on the server (DESIGN §4). With SHOPIFY_* set
// the catalogue is Shopify's (DESIGN §9a): the page says so and offers nothing that writes.

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  const page = await loadCollectionsPage(context.services, new URL(request.url));
  return data(page, { status: page.owner === "shop" && page.invalid ? 400 : 200 });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Collections", "The catalogue's collections in the {shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminCollections({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  if (page.owner === "shopify")
    return <ShopifyCatalogueNotice title="Collections" storeDomain={page.storeDomain} />;
  const { list, invalid } = page;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <CatalogueHeader
        title="Collections"
        actions={
          <Button asChild size="sm">
            <Link to="/admin/collections/new">
              <PlusIcon aria-hidden />
              New collection
            </Link>
          </Button>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <p className="mb-4 max-w-3xl text-sm text-slate-600">
          Collections group products in the shop. The menu files each collection under Workwear,
          Safety Wear &amp; PPE, Safety Footwear and the other headings by the words in its title
          and handle.
        </p>
        <CollectionSearch query={list.query} />
        {invalid ? (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            This link&apos;s search is not valid: {invalid.message}.{" "}
            <Link to="/admin/collections" className="font-semibold underline">
              Show all collections
            </Link>
          </p>
        ) : (
          <>
            <CollectionListTable rows={list.rows} query={list.query} />
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
