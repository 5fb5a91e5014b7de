import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { ShopifyCatalogueNotice } from "#app/components/admin/catalogue/catalogue-header.tsx";
import { CollectionEditor } from "#app/components/admin/catalogue/collection-editor.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadCollectionEditor } from "#server/catalogue/collection-editor.server.ts";
import type { Route } from "./+types/admin-collection";

// Issue 11.3: /admin/collections/new and /admin/collections/:id, the collection editor. Admins
// only, checked on the server (DESIGN §4); the saves go through /api/admin/collections, checked
// again. With SHOPIFY_* set the catalogue is Shopify's: the page says so and offers no changes.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return loadCollectionEditor(context.services, params.id);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => [
  ...pageMeta(
    loaderData?.owner === "shop" && loaderData.collection
      ? `Edit ${loaderData.collection.title}`
      : "New collection",
    "{shop} back office.",
  ),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminCollection({ loaderData }: Route.ComponentProps) {
  if (loaderData.owner === "shopify")
    return <ShopifyCatalogueNotice title="Collections" storeDomain={loaderData.storeDomain} />;
  const { collection } = loaderData;
  // A fresh form for each version loaded (after a save the page reloads with the stored one).
  const key = collection ? `${collection.id}:${collection.etag}` : "new";
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <CollectionEditor key={key} collection={collection} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
