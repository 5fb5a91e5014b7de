import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { ShopSettingsForm } from "#app/components/admin/settings/shop-settings-form.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadSettingsPage } from "#server/settings/shop-settings.server.ts";
import type { Route } from "./+types/admin-settings";

// Issue 18.9: /admin/settings, the shop's own details that every page, e-mail and document shows.
// Admins only, checked on the server (DESIGN §4); the save goes through /api/admin/settings,
// checked again, with the version the page was loaded at.

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return loadSettingsPage(context.services.database);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Shop settings", "The shop's details in the back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, etag, bankStatus } = loaderData;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto max-w-4xl px-4 pt-5 pb-5 sm:px-6">
          <Link
            to="/admin"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden /> Back office
          </Link>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Shop settings
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Your business details, where buyers pay, and what every page says about the shop.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
        {/* A fresh form for each version loaded (after a save the page reloads with it). */}
        <ShopSettingsForm key={etag} settings={settings} etag={etag} bankStatus={bankStatus} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
