import { data } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { PageEditor } from "#app/components/admin/page-editor.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { editorPageOf, getPageById } from "#server/pages/pages.server.ts";
import type { Route } from "./+types/admin-page";

// Issue 13.5: /admin/pages/new and /admin/pages/:id, the page editor. Admins only, checked on the
// server (DESIGN §4); the saves go through /api/admin/pages, checked again.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  if (params.id === undefined) return { page: null };
  const id = Number(params.id);
  const row =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647
      ? await getPageById(context.services.database.db, id)
      : null;
  if (!row) throw data({ error: "This page no longer exists" }, { status: 404 });
  return { page: editorPageOf(row) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => [
  ...pageMeta(
    loaderData?.page ? `Edit ${loaderData.page.title}` : "New page",
    "{shop} back office.",
  ),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // A fresh form for each version loaded (after a save the page reloads with the stored one).
  const key = page ? `${page.id}:${page.etag}` : "new";
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageEditor key={key} page={page} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
