import { StoreIcon } from "lucide-react";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { ProductEditor } from "#app/components/admin/catalogue/product-editor.tsx";
import { MockupEditor } from "#app/components/admin/catalogue/mockup-editor.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { shopifyCatalogueMessage } from "#core/catalogue/product-input.ts";
import { loadProductEditor } from "#server/catalogue/product-editor.server.ts";
import type { Route } from "./+types/admin-product";

// Issue 11.2: /admin/products/new and /admin/products/:id, the product editor. Admins only,
// checked on the server (DESIGN §4); the saves go through /api/admin/products, checked again.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return loadProductEditor(context.services, params.id);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => [
  ...pageMeta(
    loaderData?.product ? `Edit ${loaderData.product.title}` : "Add product",
    "{shop} back office.",
  ),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  if (loaderData.isShopifyCatalogue)
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <StoreIcon className="mx-auto size-12 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Products are managed in Shopify</h1>
        <p className="mt-2 text-slate-600">{shopifyCatalogueMessage}</p>
      </section>
    );
  // A fresh form for each product loaded (after a save the page reloads with the stored one).
  const key = loaderData.product ? `${loaderData.product.id}:${loaderData.product.etag}` : "new";
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <ProductEditor key={key} page={loaderData} />
      {loaderData.product && loaderData.mockup && (
        <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
          <MockupEditor
            key={loaderData.mockup.etag}
            productId={loaderData.product.id}
            editor={loaderData.mockup}
          />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
