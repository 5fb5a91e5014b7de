import { ArrowLeftIcon, RefreshCwIcon, StoreIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Link, NavLink } from "react-router";
import { cn } from "#app/lib/utils.ts";

// Issue 11: the Catalogue area's header, shared by the Products and Collections lists: the way
// back to the back office, the area's two lists, the page's title and its actions. With a Shopify
// store configured the area only says where the catalogue is run (DESIGN §9a).

const areas = [
  { to: "/admin/products", label: "Products" },
  { to: "/admin/collections", label: "Collections" },
] as const;

export function CatalogueHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 pt-6 pb-4 sm:px-6">
        <div>
          <Link
            to="/admin"
            className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden />
            Back office
          </Link>
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">Catalogue</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <nav aria-label="Catalogue" className="mt-3 flex gap-1">
            {areas.map((area) => (
              <NavLink
                key={area.to}
                to={area.to}
                end
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-1.5 text-sm font-semibold",
                    isActive
                      ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset"
                      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  )
                }
              >
                {area.label}
              </NavLink>
            ))}
          </nav>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}

export function ShopifyCatalogueNotice({
  title,
  storeDomain,
}: {
  title: string;
  storeDomain: string;
}) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <CatalogueHeader title={title} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <section className="max-w-2xl rounded-lg border border-border bg-white p-6 shadow-sm">
          <StoreIcon className="size-8 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">
            Your catalogue is managed in Shopify
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            This shop reads its products from the Shopify store{" "}
            <strong className="text-slate-900">{storeDomain}</strong>, so products, collections and
            stock are added and changed in your Shopify admin. Changes made there appear in the shop
            within a minute, or at once when you refresh the catalogue.
          </p>
          <RefreshCatalogue />
        </section>
      </div>
    </div>
  );
}

type Refresh = { state: "idle" | "working" } | { state: "done" | "failed"; message: string };

/** Issue 17.3: drops the minute's worth of the store's answers this shop keeps. */
function RefreshCatalogue() {
  const [refresh, setRefresh] = useState<Refresh>({ state: "idle" });
  async function run() {
    setRefresh({ state: "working" });
    try {
      const response = await fetch("/api/admin/catalogue/refresh", {
        method: "POST",
        credentials: "same-origin",
      });
      const answer = (await response.json().catch(() => null)) as { error?: string } | null;
      setRefresh(
        response.ok
          ? {
              state: "done",
              message: "Refreshed: the shop now shows the store's catalogue as it is.",
            }
          : {
              state: "failed",
              message: answer?.error ?? `The refresh failed (${response.status})`,
            },
      );
    } catch {
      setRefresh({
        state: "failed",
        message: "The refresh failed: check your connection and try again",
      });
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={run} disabled={refresh.state === "working"}>
        <RefreshCwIcon
          aria-hidden
          className={cn("size-4", refresh.state === "working" && "animate-spin")}
        />
        Refresh catalogue
      </Button>
      <p
        role="status"
        className={cn("text-sm", refresh.state === "failed" ? "text-red-700" : "text-slate-600")}
      >
        {"message" in refresh ? refresh.message : ""}
      </p>
    </div>
  );
}
