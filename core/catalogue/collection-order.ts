// Issue 11.3: a collection's products are shown in the owner's own order. These presets give the
// owner a starting point (best selling, newest, price, title) to fine-tune by hand; the moves are
// the editor's buttons. Pure functions over the figures the server gives each product.

export const collectionSortPresets = [
  "best-selling",
  "newest",
  "price-asc",
  "price-desc",
  "title",
] as const;

export type CollectionSortPreset = (typeof collectionSortPresets)[number];

export const collectionSortLabels: Record<CollectionSortPreset, string> = {
  "best-selling": "Best selling",
  newest: "Newest",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  title: "Title, A–Z",
};

/** What a preset reads of a product. */
export type SortableProduct = {
  id: number;
  title: string;
  /** Items sold on orders that were not cancelled. */
  unitsSold: number;
  /** ISO 8601: when the product was added to the catalogue. */
  createdAt: string;
  /** The cheapest variant ex VAT, in pence; null without variants. */
  minPricePence: number | null;
};

const byTitle = (a: SortableProduct, b: SortableProduct) =>
  a.title.localeCompare(b.title, "en-GB", { sensitivity: "base", numeric: true }) || a.id - b.id;

/** A price comparison with products without a price last, whichever the direction. */
const byPrice = (direction: 1 | -1) => (a: SortableProduct, b: SortableProduct) => {
  if (a.minPricePence === null || b.minPricePence === null)
    return (a.minPricePence === null ? 1 : 0) - (b.minPricePence === null ? 1 : 0);
  return direction * (a.minPricePence - b.minPricePence);
};

const comparators: Record<
  CollectionSortPreset,
  (a: SortableProduct, b: SortableProduct) => number
> = {
  "best-selling": (a, b) => b.unitsSold - a.unitsSold,
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  "price-asc": byPrice(1),
  "price-desc": byPrice(-1),
  title: () => 0,
};

/** The products in the preset's order; ties fall back to title, then id, so it is repeatable. */
export function sortCollectionProducts<P extends SortableProduct>(
  products: readonly P[],
  preset: CollectionSortPreset,
): P[] {
  const compare = comparators[preset];
  return [...products].sort((a, b) => compare(a, b) || byTitle(a, b));
}

/** The list with the item at `from` moved to `to` (both 0-based; `to` clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
