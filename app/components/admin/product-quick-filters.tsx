import { InfoIcon } from "lucide-react";
import { Link } from "react-router";
import type { ProductListQuery } from "#core/catalogue/product-list-query.ts";
import { stockDefinitionHint, type ProductStockLevel } from "#core/catalogue/product-stock.ts";
import { cn } from "#app/lib/utils.ts";
import { listUrl } from "./product-list-filters.tsx";

// Issue 11.1: the Products list's quick filters — every product, the low-stock list (a tracked size
// at or below the shop's threshold) and the out-of-stock list, each with its count over the whole
// catalogue — and what those words mean here.

export function QuickFilters({
  query,
  counts,
  lowStockThreshold,
}: {
  query: ProductListQuery;
  counts: Record<ProductStockLevel, number>;
  lowStockThreshold: number;
}) {
  const all = counts.in + counts.low + counts.out;
  const items: { label: string; stock: ProductStockLevel | undefined; count: number }[] = [
    { label: "All products", stock: undefined, count: all },
    { label: "Low stock", stock: "low", count: counts.low },
    { label: "Out of stock", stock: "out", count: counts.out },
  ];
  return (
    <div className="mb-4">
      <nav aria-label="Quick filters" className="flex flex-wrap gap-2">
        {items.map((item) => {
          const isCurrent = query.stock === item.stock;
          return (
            <Link
              key={item.label}
              to={listUrl(query, { stock: item.stock })}
              aria-current={isCurrent ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors",
                isCurrent
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "hover:border-brand-300 border-border bg-white text-slate-700 hover:text-brand-800",
              )}
            >
              {item.label}
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs tabular-nums",
                  isCurrent
                    ? "bg-white/20 text-white"
                    : item.stock === "low" && item.count > 0
                      ? "bg-amber-100 text-amber-900"
                      : item.stock === "out" && item.count > 0
                        ? "bg-red-100 text-red-800"
                        : "bg-slate-100 text-slate-700",
                )}
              >
                {item.count.toLocaleString("en-GB")}
              </span>
            </Link>
          );
        })}
      </nav>
      <p className="mt-2 flex items-start gap-1.5 text-xs text-slate-600">
        <InfoIcon className="mt-px size-3.5 shrink-0 text-slate-400" aria-hidden />
        {stockDefinitionHint(lowStockThreshold)}
      </p>
    </div>
  );
}
