import { incVatPence } from "./vat.ts";
import { type QuantityBreak, quantityBandLabel, quantityBreaks } from "./quantity-breaks.ts";

/** One row of the product page's quantity discount table. */
export type QuantityBreakPrice = {
  /** "1-9", "100+". */
  band: string;
  /** Whole per cent off the unit base price. */
  discountPercent: number;
  /** Unit price after the discount, ex VAT, in pence. */
  unitExVatPence: number;
  /** The same unit price including VAT, in pence. */
  unitIncVatPence: number;
};

/**
 * A unit price after a quantity-break discount, in pence: round(base × (100 − pct) / 100) half-up
 * with integers (DESIGN §3.2). `unitPence` is whole non-negative pence, `discountPercent` 0..100.
 */
export function discountedUnitPence(unitPence: number, discountPercent: number): number {
  if (!Number.isInteger(unitPence) || unitPence < 0) {
    throw new RangeError(`expected whole non-negative pence, got ${unitPence}`);
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`expected a whole per cent 0..100, got ${discountPercent}`);
  }
  const numerator = unitPence * (100 - discountPercent);
  return Math.floor((2 * numerator + 100) / 200);
}

/**
 * The quantity discount table for one variant: each band with its discount and the unit price after
 * it, ex and inc VAT (pence). Display only — the basket applies the break to the product's total
 * quantity across variants (DESIGN §3.2).
 */
export function quantityBreakPrices(
  unitExVatPence: number,
  breaks: readonly QuantityBreak[] = quantityBreaks,
): QuantityBreakPrice[] {
  return breaks.map((band) => {
    const unitEx = discountedUnitPence(unitExVatPence, band.discountPercent);
    return {
      band: quantityBandLabel(band),
      discountPercent: band.discountPercent,
      unitExVatPence: unitEx,
      unitIncVatPence: incVatPence(unitEx),
    };
  });
}
