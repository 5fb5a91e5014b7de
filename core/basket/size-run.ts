import { findVariant, type OptionSelection } from "../catalogue/variant-selection.ts";
import { type StorefrontStock, stockLevelOfStorefront } from "../catalogue/stock.ts";
import { maxLineQuantity } from "../pricing/quantity-breaks.ts";
import { quantityLimitMessage } from "./basket-quantity.ts";

// Issue 14.1: the product page's size grid. A buyer types a quantity per size for the chosen
// colour (and any other option); quantities are kept per variant, so a second colour's sizes add
// to the same run. These rules read what was typed; the page prices and adds the good sizes.

type RunVariant = StorefrontStock & {
  id: string;
  selectedOptions: readonly { name: string; value: string }[];
};

/** One box of the grid: a size and its variant for the rest of the selection (null: none). */
export type SizeCell<Variant> = { size: string; variant: Variant | null };

/** The grid's boxes for `sizeOptionName` with the other options as `selection` has them. */
export function sizeCells<Variant extends RunVariant>(
  variants: readonly Variant[],
  sizes: readonly string[],
  sizeOptionName: string,
  selection: OptionSelection,
): SizeCell<Variant>[] {
  return sizes.map((size) => ({
    size,
    variant: findVariant(variants, { ...selection, [sizeOptionName]: size }),
  }));
}

/** Typed text per variant id; an empty or "0" box is no items of that size. */
export type RunQuantities = Readonly<Record<string, string>>;

export type SizeRun<Variant> = {
  /** The sizes with items, in the product's variant order. */
  lines: { variant: Variant; quantity: number }[];
  /** A message per variant id whose box cannot be ordered as typed. */
  problems: Record<string, string>;
  /** Items in the good lines. */
  quantity: number;
};

/**
 * What the boxes ask for. A box is a problem when it is not a whole number (0 is fine: none), is
 * over a basket line's limit, or asks more of a tracked size than is left (back order and
 * untracked sizes sell any number); an out-of-stock size cannot be ordered at all.
 */
export function readSizeRun<Variant extends RunVariant>(
  variants: readonly Variant[],
  quantities: RunQuantities,
  lowStockThreshold: number,
): SizeRun<Variant> {
  const run: SizeRun<Variant> = { lines: [], problems: {}, quantity: 0 };
  for (const variant of variants) {
    const text = quantities[variant.id]?.trim() ?? "";
    if (text === "") continue;
    const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const problem = sizeProblem(variant, quantity, lowStockThreshold);
    if (problem) run.problems[variant.id] = problem;
    else if (quantity > 0) {
      run.lines.push({ variant, quantity });
      run.quantity += quantity;
    }
  }
  return run;
}

function sizeProblem(
  variant: RunVariant,
  quantity: number,
  lowStockThreshold: number,
): string | null {
  if (!Number.isInteger(quantity)) return "Enter a whole number of items";
  if (quantity === 0) return null;
  if (quantity > maxLineQuantity) return quantityLimitMessage;
  const level = stockLevelOfStorefront(variant, lowStockThreshold);
  if (level === "out") return "Out of stock";
  const left = variant.quantityAvailable;
  if ((level === "in" || level === "low") && left !== null && quantity > left)
    return `Only ${left.toLocaleString("en-GB")} in stock`;
  return null;
}
