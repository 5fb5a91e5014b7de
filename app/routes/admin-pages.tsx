import { FileTextIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { formatDateTime } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { pagePath } from "#core/pages/page-paths.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { listPages } from "#server/pages/pages.server.ts";
import type { Route } from "./+types/admin-pages";

// Issue 13.5: the shop's information pages (delivery, returns, size guide, FAQ, privacy and any the
// owner adds), each opening its editor. Admins only, checked on the server (DESIGN §4).

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  const rows = await listPages(context.services.database.db);
  return {
    pages: rows.map((row) => ({
      id: row.id,
      title: row.title,
      path: pagePath(row.handle),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Pages", "The shop's information pages in the {shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 pt-6 pb-4 sm:px-6">
          <div>
            <Link
              to="/admin"
              className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              ← Back office
            </Link>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Pages</h1>
          </div>
          <Button asChild size="sm">
            <Link to="/admin/pages/new">
              <PlusIcon aria-hidden />
              New page
            </Link>
          </Button>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <p className="mb-4 max-w-3xl text-sm text-slate-600">
          The shop&apos;s information pages. What you write here is what buyers read, and what
          storefronts using the Storefront API show.
        </p>
        {pages.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-white p-8 text-center text-slate-600">
            No pages yet. Add your delivery, returns and other information pages with New page.
          </p>
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-white">
            {pages.map((page) => (
              <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="flex min-w-0 items-center gap-3">
                  <FileTextIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
                  <div className="min-w-0">
                    <Link
                      to={`/admin/pages/${page.id}`}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {page.title}
                    </Link>
                    <p className="truncate text-sm text-slate-500">{page.path}</p>
                  </div>
                </div>
                <p className="text-sm text-slate-500">Updated {formatDateTime(page.updatedAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
