import {
  CalendarClockIcon,
  CircleCheckIcon,
  CircleXIcon,
  ClockIcon,
  RotateCcwIcon,
  TriangleAlertIcon,
  TruckIcon,
} from "lucide-react";
import { stockLevelOfStorefront, stockMessage, type StockLevel } from "#core/catalogue/stock.ts";
import type { PageVariant } from "#server/catalogue/product-page.server.ts";

export function ProductBadges({ sku, vendor }: { sku: string; vendor: string }) {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold">
      {vendor && (
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
          <span className="sr-only">Brand: </span>
          {vendor}
        </span>
      )}
      {sku && (
        <span className="rounded-full border border-border bg-white px-2.5 py-1 text-slate-700">
          SKU: {sku}
        </span>
      )}
    </div>
  );
}

const stockLooks: Record<StockLevel, { icon: typeof CircleCheckIcon; className: string }> = {
  untracked: { icon: CircleCheckIcon, className: "text-green-800" },
  in: { icon: CircleCheckIcon, className: "text-green-800" },
  low: { icon: TriangleAlertIcon, className: "text-amber-800" },
  out: { icon: CircleXIcon, className: "text-destructive" },
  backorder: { icon: CalendarClockIcon, className: "text-brand-800" },
};

/**
 * Issue 11.4: the chosen variant's stock as a buyer expects to read it (in stock with same-day
 * dispatch, only a few left, out of stock, back order); nothing until every option is chosen.
 */
export function StockStatus({
  variant,
  lowStockThreshold,
}: {
  variant: PageVariant | null;
  lowStockThreshold: number;
}) {
  if (!variant) return null;
  const level = stockLevelOfStorefront(variant, lowStockThreshold);
  const { icon: Icon, className } = stockLooks[level];
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold ${className}`}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {level === "out"
        ? `Out of stock: ${variant.title}. Please choose another size or colour.`
        : stockMessage(level, variant.quantityAvailable)}
    </p>
  );
}

/** spec §9: free delivery over £75, same-day dispatch before 2pm; DESIGN §4 returns wording. */
export function TrustLine() {
  const items = [
    { icon: TruckIcon, text: "Free UK delivery on orders over £75" },
    { icon: ClockIcon, text: "Same-day dispatch when you order before 2pm, Mon–Fri" },
    { icon: RotateCcwIcon, text: "30-day returns on unworn, unpersonalised items" },
  ];
  return (
    <ul className="space-y-2 border-t border-border pt-4 text-sm text-slate-700">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
