import {
  FileTextIcon,
  LayersIcon,
  Loader2Icon,
  PackageIcon,
  SettingsIcon,
  StampIcon,
  TagsIcon,
} from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { CreditAccountsPanel } from "#app/components/admin/credit-accounts-panel.tsx";
import { CustomersPanel } from "#app/components/admin/customers-panel.tsx";
import { CustomPricingPanel } from "#app/components/admin/custom-pricing-panel.tsx";
import { InboxPanel } from "#app/components/admin/inbox-panel.tsx";
import { OrdersPanel } from "#app/components/admin/orders-panel.tsx";
import { QuotesPanel } from "#app/components/admin/quotes-panel.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import {
  loadAdminDashboard,
  requireAdminPage,
  type AdminDashboard,
  type AdminTabName,
} from "#server/admin/admin-pages.server.ts";
import type { Route } from "./+types/admin";
import { useShopDetails } from "#app/lib/shop-details.ts";

// spec/back-office.md §2 /admin: Customers (default), Credit Accounts, Custom Pricing, Orders, the
// quote requests (issue 14.6), and an Inbox (contact messages, design requests, subscribers, the
// e-mails the shop wrote).
// DESIGN §4: admins only, checked on the server (a visitor goes to /auth, a customer gets the 403
// page below). The tab, search, sort and page live in the URL, so the loader reads only the list
// on show and Refresh reloads it.

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return loadAdminDashboard(context.services, new URL(request.url), context.commerce);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Back office", "{shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

const tabs: { value: AdminTabName; label: string }[] = [
  { value: "customers", label: "Customers" },
  { value: "credit-accounts", label: "Credit Accounts" },
  { value: "custom-pricing", label: "Custom Pricing" },
  { value: "orders", label: "Orders" },
  { value: "quotes", label: "Quotes" },
  { value: "inbox", label: "Inbox" },
];

function Panel({ dashboard }: { dashboard: AdminDashboard }) {
  const { list, query, error } = dashboard;
  if (!list)
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        {error}. Please press Refresh to try again.
      </p>
    );
  const view = { view: { q: query.q, sort: query.sort, dir: query.dir } };
  switch (list.list) {
    case "customers":
      return <CustomersPanel {...view} {...list.data} />;
    case "credit-accounts":
      return <CreditAccountsPanel {...view} {...list.data} />;
    case "custom-pricing":
      return <CustomPricingPanel {...view} {...list.data} />;
    case "orders":
      return <OrdersPanel {...view} {...list.data} />;
    case "quotes":
      return <QuotesPanel {...view} {...list.data} />;
    default:
      return <InboxPanel {...view} list={list} />;
  }
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const shop = useShopDetails();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { tab, error } = loaderData;
  // The tab being opened shows as chosen at once; its list follows when loaded.
  const nextTab =
    navigation.location?.pathname === "/admin"
      ? (new URLSearchParams(navigation.location.search).get("tab") ?? "customers")
      : tab;
  const isSwitching = nextTab !== tab;
  const shownTab = isSwitching ? nextTab : tab;

  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 pt-6 pb-4 sm:px-6">
          <div>
            <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
              {shop.name} staff
            </p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Back office
            </h1>
          </div>
          <nav aria-label="More of the back office" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link
              to="/admin/proofs"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <StampIcon className="size-4" aria-hidden />
              Proofs
            </Link>
            <Link
              to="/admin/products"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <PackageIcon className="size-4" aria-hidden />
              Products
            </Link>
            <Link
              to="/admin/collections"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <LayersIcon className="size-4" aria-hidden />
              Collections
            </Link>
            <Link
              to="/pricing"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <TagsIcon className="size-4" aria-hidden />
              Edit embroidery &amp; print prices
            </Link>
            <Link
              to="/admin/pages"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <FileTextIcon className="size-4" aria-hidden />
              Pages
            </Link>
            <Link
              to="/admin/settings"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <SettingsIcon className="size-4" aria-hidden />
              Shop settings
            </Link>
          </nav>
        </div>
      </div>
      <Tabs.Root
        value={shownTab}
        onValueChange={(value) => navigate(`/admin?tab=${value}`, { preventScrollReset: true })}
        className="mx-auto max-w-7xl px-4 py-6 sm:px-6"
      >
        <Tabs.List
          aria-label="Back office sections"
          className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 sm:flex"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="h-9 shrink-0 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-1"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} className="focus-visible:outline-none">
            {item.value === tab && !isSwitching ? (
              <Panel dashboard={loaderData} />
            ) : (
              <p className="flex items-center gap-2 py-12 text-sm text-slate-600" role="status">
                <Loader2Icon className="size-4 animate-spin" aria-hidden /> Loading…
              </p>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
