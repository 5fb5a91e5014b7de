import { ArrowLeftIcon, DownloadIcon, StoreIcon } from "lucide-react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { CsvImportForm } from "#app/components/admin/catalogue/csv-import-form.tsx";
import {
  ImportProgress,
  RecentImports,
} from "#app/components/admin/catalogue/csv-import-progress.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadCatalogueImportPage } from "#server/catalogue/catalogue-import.server.ts";
import type { Route } from "./+types/admin-products-import";

// Issue 11.5: /admin/products/import — Shopify's product CSV in and out. "Check file" is the dry
// run (nothing written), "Import" runs in the background with its progress shown here (the page
// can be left: ?import=<id> and the list of recent imports bring it back), and "Export all
// products" downloads the catalogue in the same layout. Admins only, checked on the server
// (DESIGN §4); with SHOPIFY_* set the catalogue is Shopify's and nothing here writes (DESIGN §9a).

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return loadCatalogueImportPage(context.services);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Import and export products", "The catalogue in the {shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

function Header({ canExport }: { canExport: boolean }) {
  return (
    <div className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-end justify-between gap-4 px-4 pt-6 pb-4 sm:px-6">
        <div>
          <Link
            to="/admin/products"
            className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden />
            Products
          </Link>
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">Catalogue</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Import and export products
          </h1>
        </div>
        {canExport && (
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/catalogue/export" download>
              <DownloadIcon aria-hidden />
              Export all products (CSV)
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}

export default function AdminProductsImport({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  if (loaderData.owner === "shopify")
    return (
      <div className="min-h-[70vh] bg-slate-50">
        <Header canExport={false} />
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
          <section className="max-w-2xl rounded-lg border border-border bg-white p-6 shadow-sm">
            <StoreIcon className="size-8 text-brand-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">
              Your catalogue is managed in Shopify
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              This shop reads its products from{" "}
              <strong className="text-slate-900">{loaderData.storeDomain}</strong>: import and
              export product CSV files in your Shopify admin.
            </p>
          </section>
        </div>
      </div>
    );

  const { imports, maxFileBytes } = loaderData;
  // The import on show: the one in the address, else the newest still running.
  const selectedId =
    searchParams.get("import") ??
    imports.find((job) => job.status === "queued" || job.status === "running")?.id ??
    null;
  const selected = imports.find((job) => job.id === selectedId) ?? null;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <Header canExport />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
        {selectedId && (
          <ImportProgress
            id={selectedId}
            initial={selected}
            onEnded={() => void revalidator.revalidate()}
          />
        )}
        <CsvImportForm
          maxFileBytes={maxFileBytes}
          onStarted={(id) => setSearchParams({ import: id }, { preventScrollReset: false })}
        />
        <RecentImports imports={imports} selectedId={selectedId} />
        <section className="rounded-lg border border-border bg-white p-4 text-sm text-slate-600 shadow-sm sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Export</h2>
          <p className="mt-1">
            &ldquo;Export all products (CSV)&rdquo; downloads every product, variant, stock figure
            and picture link in Shopify&apos;s product CSV layout, with prices excluding VAT. Edit
            it in a spreadsheet and import it here, or import it into Shopify.
          </p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
