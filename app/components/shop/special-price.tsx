import { TagIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { formatPence } from "#core/money/money.ts";

// spec/storefront.md §6: where a signed-in customer's special price applies, a 'Special Price'
// badge and the standard price struck through. Every figure comes from the server (the loaders
// overlay the customer's prices on the catalogue); these only show them.

export function SpecialPriceBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-950",
        className,
      )}
      data-testid="special-price-badge"
    >
      <TagIcon className="size-3" aria-hidden />
      Special Price
    </span>
  );
}

/** The standard price struck through; a screen reader hears "Standard price £9.25". */
export function StandardPrice({
  pence,
  prefix = "",
  className,
}: {
  pence: number;
  /** Shown before the amount, e.g. "From ". */
  prefix?: string;
  className?: string;
}) {
  return (
    <s className={cn("text-slate-600", className)} data-testid="standard-price">
      <span className="sr-only">Standard price </span>
      {prefix}
      {formatPence(pence)}
    </s>
  );
}

/**
 * A line's garment at the customer's special price: the badge, the standard price struck through
 * where it is dearer (as on the product page) and the special price, e.g. "Garment £9.25 £7.50
 * each". Pence ex VAT; `unit` says what the amounts are per.
 */
export function SpecialGarmentPrice({
  unitPence,
  standardUnitPence,
  unit = "each",
  className,
}: {
  unitPence: number;
  standardUnitPence: number;
  unit?: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700", className)}>
      <SpecialPriceBadge />
      <span>
        Garment {standardUnitPence > unitPence && <StandardPrice pence={standardUnitPence} />}{" "}
        <span className="font-semibold text-slate-900">{formatPence(unitPence)}</span> {unit}
      </span>
    </p>
  );
}
