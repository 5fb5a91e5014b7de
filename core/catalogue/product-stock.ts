// Issue 11.1: a product's stock as the back office's Products list shows and filters it, from its
// variants' stock (stock.ts gives one variant's level). The product takes its worst variant's level,
// so the three filters split the catalogue with no product in two of them:
// - out: a tracked variant that stops selling at 0 (`deny`) is at 0 or below — a size run with a
//   size missing is what a buyer sees first and a supplier must reorder first — or the product has
//   no variant at all, so nothing of it is for sale;
// - low: none out, and a tracked variant has 1 to the threshold left (LOW_STOCK_THRESHOLD);
// - in: everything else. Untracked variants and back-ordered ones (`continue` at 0 or below) are
//   for sale, so they count as in stock.
// server/catalogue/product-list-queries.ts computes the same in SQL, for filtering and sorting.

export const productStockLevels = ["in", "low", "out"] as const;
export type ProductStockLevel = (typeof productStockLevels)[number];

/** What a product's variants add up to, as the list reads it from the database. */
export type ProductStockCounts = {
  variantCount: number;
  /** Variants whose stock is tracked. */
  trackedCount: number;
  /** Units on hand across the tracked variants (a negative quantity counts as none). */
  trackedUnits: number;
  /** Tracked `deny` variants at 0 or below: not for sale. */
  outCount: number;
  /** Tracked variants with 1 to the threshold left. */
  lowCount: number;
};

export function productStockLevelOf(counts: ProductStockCounts): ProductStockLevel {
  if (counts.variantCount === 0 || counts.outCount > 0) return "out";
  return counts.lowCount > 0 ? "low" : "in";
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/**
 * The list's stock line: "12 in stock across 48 variants", "Not tracked (6 variants)"; and the
 * warnings beside it: "3 sizes out of stock", "2 sizes low".
 */
export function productStockSummary(counts: ProductStockCounts): {
  line: string;
  warnings: string[];
} {
  const variants = plural(counts.variantCount, "variant", "variants");
  const line =
    counts.variantCount === 0
      ? "No variants"
      : counts.trackedCount === 0
        ? `Not tracked (${variants})`
        : `${counts.trackedUnits.toLocaleString("en-GB")} in stock across ${variants}`;
  const warnings: string[] = [];
  if (counts.outCount > 0)
    warnings.push(`${plural(counts.outCount, "size", "sizes")} out of stock`);
  if (counts.lowCount > 0) warnings.push(`${plural(counts.lowCount, "size", "sizes")} low`);
  return { line, warnings };
}

/** The page's hint: what "low" and "out" mean, with the shop's threshold. */
export function stockDefinitionHint(lowStockThreshold: number): string {
  return (
    `Low stock: a tracked size with 1 to ${lowStockThreshold} left. ` +
    "Out of stock: a tracked size at 0 that cannot be back-ordered. " +
    "A product shows its worst size."
  );
}
