import { CircleCheckIcon, CircleXIcon, ClockIcon, RotateCcwIcon, TruckIcon } from "lucide-react";
import type { ProductVariant } from "#commerce/client/catalogue-types.ts";

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

/** In stock / out of stock for the chosen variant; nothing until every option is chosen. */
export function StockStatus({ variant }: { variant: ProductVariant | null }) {
  if (!variant) return null;
  return variant.available ? (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-green-800">
      <CircleCheckIcon className="size-4" aria-hidden />
      In stock: {variant.title}
    </p>
  ) : (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-destructive">
      <CircleXIcon className="size-4" aria-hidden />
      Out of stock: {variant.title}. Please choose another size or colour.
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
