// DESIGN §3.2: the quantity break of the product page table, by the basket's total quantity of a
// product across all its variants.

/** Upper bound for one line's quantity (items); keeps every sum of pence a safe integer. */
export const maxLineQuantity = 100_000;

export type QuantityBreak = {
  minQuantity: number;
  /** Inclusive; null for the open-ended top band. */
  maxQuantity: number | null;
  /** Whole per cent off the unit base price. */
  discountPercent: number;
};

export const quantityBreaks: readonly QuantityBreak[] = [
  { minQuantity: 1, maxQuantity: 9, discountPercent: 0 },
  { minQuantity: 10, maxQuantity: 24, discountPercent: 5 },
  { minQuantity: 25, maxQuantity: 49, discountPercent: 10 },
  { minQuantity: 50, maxQuantity: 99, discountPercent: 12 },
  { minQuantity: 100, maxQuantity: null, discountPercent: 15 },
];

/** "1-9", "100+": the band as the product page and bulk pricing table print it. */
export function quantityBandLabel(
  band: Pick<QuantityBreak, "minQuantity" | "maxQuantity">,
): string {
  return band.maxQuantity === null
    ? `${band.minQuantity}+`
    : `${band.minQuantity}-${band.maxQuantity}`;
}

/**
 * The band a quantity (items, a whole number ≥ 1) falls in. The table starts at 1 and its top band
 * is open-ended, so every such quantity has one.
 */
export function quantityBreakFor(
  quantity: number,
  breaks: readonly QuantityBreak[] = quantityBreaks,
): QuantityBreak {
  const band = breaks.find(
    (b) => quantity >= b.minQuantity && (b.maxQuantity === null || quantity <= b.maxQuantity),
  );
  if (!band) throw new RangeError(`no quantity break for ${quantity} items`);
  return band;
}
