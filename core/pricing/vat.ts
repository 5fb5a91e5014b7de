// DESIGN §3.4: VAT is 20% (spec/storefront.md §9), rounded half-up to the penny with integers.

/** The UK standard VAT rate, in whole per cent. */
export const vatRatePercent = 20;

/** Rounds numerator / denominator half-up for a non-negative whole numerator (integers only). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function assertWholePence(pence: number): void {
  if (!Number.isInteger(pence) || pence < 0) {
    throw new RangeError(`expected whole non-negative pence, got ${pence}`);
  }
}

/**
 * VAT on an ex-VAT amount. Takes and returns integer pence: round(ex × 20 / 100), half-up,
 * e.g. 1000 → 200, 13995 → 2799, 1 → 0, 3 → 1 (0.6 rounds up), 8 → 2 (1.6).
 */
export function vatPence(exVatPence: number): number {
  assertWholePence(exVatPence);
  return divideHalfUp(exVatPence * vatRatePercent, 100);
}

/** The amount including VAT: ex-VAT pence in, inc-VAT pence out (ex + vatPence(ex)). */
export function incVatPence(exVatPence: number): number {
  return exVatPence + vatPence(exVatPence);
}
