import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#core/money/money.ts";
import type { CatalogueMatch } from "#server/admin/admin-pages.server.ts";
import { adminApi } from "./admin-api.ts";

// Choosing a product, then one of its variants or all of them, for a custom price: the catalogue
// searched on the server by title, handle or SKU.

export type PickedProduct = CatalogueMatch;

export function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string | undefined;
}) {
  const [q, setQ] = useState("");
  // The matches remember the text they answer, so a stale answer is never shown.
  const [found, setFound] = useState<{ q: string; rows: CatalogueMatch[] } | null>(null);
  const isSearching = !value && q.trim().length >= 2;
  const matches = isSearching && found?.q === q ? found.rows : null;

  useEffect(() => {
    if (!isSearching) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const result = await adminApi<CatalogueMatch[]>(`/catalogue?${new URLSearchParams({ q })}`);
      if (isCurrent) setFound({ q, rows: result.ok ? result.data : [] });
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [q, isSearching]);

  if (value)
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2">
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-slate-900">{value.title}</p>
          <p className="truncate text-slate-600">
            {value.variants.length} variant{value.variants.length === 1 ? "" : "s"}
          </p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );

  return (
    <div>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Type a product name or SKU"
          aria-label="Find a product"
          aria-invalid={error ? true : undefined}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive"
        />
      </div>
      {matches && (
        <ul
          aria-label="Matching products"
          className="mt-1 max-h-56 overflow-y-auto rounded-md border border-border bg-white shadow-sm"
        >
          {matches.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">No products found.</li>
          )}
          {matches.map((product) => {
            const prices = product.variants.map((variant) => variant.pricePence);
            const from = prices.length > 0 ? Math.min(...prices) : null;
            return (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => onChange(product)}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50"
                >
                  <span className="min-w-0 truncate font-medium text-slate-900">
                    {product.title}
                  </span>
                  {from !== null && (
                    <span className="shrink-0 text-xs text-slate-500">
                      from {formatPence(from)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
