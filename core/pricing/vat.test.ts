import { describe, expect, it } from "vitest";
import { incVatPence, vatPence } from "./vat.ts";

describe("VAT at 20%", () => {
  it.each([
    // [ex VAT pence, VAT pence, inc VAT pence]: DESIGN §3 worked examples first.
    [1000, 200, 1200],
    [13995, 2799, 16794],
    [144000, 28800, 172800],
    [14470, 2894, 17364],
    [800, 160, 960],
    [495, 99, 594],
    [0, 0, 0],
    [1, 0, 1],
    [2, 0, 2],
    [3, 1, 4],
    [7495, 1499, 8994],
  ])("%i pence ex VAT carries %i pence VAT, %i pence inc VAT", (ex, vat, inc) => {
    expect(vatPence(ex)).toBe(vat);
    expect(incVatPence(ex)).toBe(inc);
  });

  it("rounds a fraction of a penny to the nearest penny (20% of whole pence is never exactly a half)", () => {
    expect(vatPence(12)).toBe(2); // 2.4 → 2
    expect(vatPence(13)).toBe(3); // 2.6 → 3
    expect(vatPence(17)).toBe(3); // 3.4 → 3
    expect(vatPence(18)).toBe(4); // 3.6 → 4
  });

  it("refuses amounts that are not whole non-negative pence", () => {
    expect(() => vatPence(12.5)).toThrow(RangeError);
    expect(() => vatPence(-1)).toThrow(RangeError);
    expect(() => incVatPence(Number.NaN)).toThrow(RangeError);
  });
});
