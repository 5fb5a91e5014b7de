import { useId } from "react";
import { stockLevelOfStorefront, type StockLevel } from "#core/catalogue/stock.ts";
import type { RunQuantities, SizeCell, SizeRun } from "#core/basket/size-run.ts";
import { isSizeOption } from "#core/catalogue/variant-selection.ts";
import { formatPence } from "#core/money/money.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import type { PageProduct, PageVariant } from "#server/catalogue/product-page.server.ts";

// Issue 14.1: one box per size for the chosen colour. A row of boxes from a small tablet up, a
// stacked list on a phone; native number-pad fields, so it works by keyboard and screen reader.

const stockWord: Record<StockLevel, string> = {
  untracked: "In stock",
  in: "In stock",
  low: "left",
  out: "Out of stock",
  backorder: "Back order",
};

function stockText(variant: PageVariant | null, lowStockThreshold: number): string {
  if (!variant) return "Not made";
  const level = stockLevelOfStorefront(variant, lowStockThreshold);
  return level === "low" ? `${variant.quantityAvailable ?? 0} left` : stockWord[level];
}

export function SizeGrid({
  cells,
  caption,
  quantities,
  problems,
  lowStockThreshold,
  onChange,
}: {
  cells: readonly SizeCell<PageVariant>[];
  /** What the boxes are for, e.g. "Navy": shown in the legend. */
  caption: string;
  quantities: RunQuantities;
  problems: Readonly<Record<string, string>>;
  lowStockThreshold: number;
  onChange: (variantId: string, text: string) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        Quantity per size
        {caption && <span className="font-normal text-slate-700"> — {caption}</span>}
      </legend>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))]">
        {cells.map(({ size, variant }, index) => {
          const fieldId = `${id}-${index}`;
          const isOut = !variant || stockLevelOfStorefront(variant, lowStockThreshold) === "out";
          const problem = variant ? problems[variant.id] : undefined;
          return (
            <li
              key={size}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 sm:flex-col sm:flex-nowrap sm:items-stretch sm:gap-1 sm:px-2 sm:text-center ${
                problem ? "border-destructive bg-red-50" : "border-border bg-white"
              } ${isOut ? "opacity-70" : ""}`}
            >
              <label htmlFor={fieldId} className="w-14 text-sm font-bold text-slate-900 sm:w-auto">
                <span className="sr-only">Size </span>
                {size}
              </label>
              <span
                id={`${fieldId}-stock`}
                className="flex-1 text-xs text-slate-600 sm:order-last sm:flex-none"
              >
                {stockText(variant, lowStockThreshold)}
              </span>
              <input
                id={fieldId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                disabled={isOut}
                value={variant ? (quantities[variant.id] ?? "") : ""}
                onChange={(event) => variant && onChange(variant.id, event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${fieldId}-stock${problem ? ` ${fieldId}-problem` : ""}`}
                className="h-10 w-20 rounded-md border border-slate-300 bg-white text-center text-base font-semibold text-slate-900 placeholder:font-normal placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 sm:w-full"
              />
              {problem && (
                <span
                  id={`${fieldId}-problem`}
                  className="basis-full text-xs font-semibold text-destructive sm:order-last"
                >
                  {problem}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The grid's run in words, by colour (or other options) with its items, so sizes typed for another
 * colour stay in sight; and its total, beside the button that adds it.
 */
export function RunSummary({
  product,
  run,
  total,
  onClear,
}: {
  product: PageProduct;
  run: SizeRun<PageVariant>;
  total: { ex: number; inc: number } | null;
  onClear: () => void;
}) {
  const shown = useVatShown();
  if (run.quantity === 0) return null;
  const sizeName = product.options.find((option) => isSizeOption(option.name))?.name;
  const groups = new Map<string, string[]>();
  for (const { variant, quantity } of run.lines) {
    const rest = variant.selectedOptions.filter((option) => option.name !== sizeName);
    const key = rest.map((option) => option.value).join(", ") || product.title;
    const size = variant.selectedOptions.find((option) => option.name === sizeName)?.value ?? "";
    groups.set(key, [...(groups.get(key) ?? []), `${quantity} ${size}`.trim()]);
  }
  const items = run.quantity === 1 ? "1 item" : `${run.quantity.toLocaleString("en-GB")} items`;
  return (
    <section
      aria-label="Your sizes"
      className="rounded-md border border-border bg-slate-50 px-3 py-2 text-sm text-slate-700"
    >
      <p aria-live="polite" className="font-semibold text-slate-900">
        {items}
        {total && (
          <>
            : {formatPence(total[shown])} {shown} VAT
          </>
        )}
      </p>
      <ul className="mt-1 space-y-0.5">
        {[...groups].map(([key, sizes]) => (
          <li key={key}>
            <span className="font-medium text-slate-900">{key}:</span> {sizes.join(", ")}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Clear all sizes
      </button>
    </section>
  );
}
