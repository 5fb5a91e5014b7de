import { describe, expect, it } from "vitest";
import { discountedUnitPence, quantityBreakPrices } from "./quantity-break-prices.ts";

describe("quantity break unit prices", () => {
  it("takes the DESIGN §3 polo at £10.00 to £9.50 at 10 items", () => {
    expect(discountedUnitPence(1000, 5)).toBe(950);
  });

  it("rounds a half penny up and other fractions to the nearest penny", () => {
    expect(discountedUnitPence(10, 5)).toBe(10); // 9.5 → 10
    expect(discountedUnitPence(30, 5)).toBe(29); // 28.5 → 29
    expect(discountedUnitPence(895, 12)).toBe(788); // 787.6 → 788
    expect(discountedUnitPence(1295, 15)).toBe(1101); // 1100.75 → 1101
    expect(discountedUnitPence(895, 5)).toBe(850); // 850.25 → 850
  });

  it("leaves the price alone with no discount and gives nothing away at 100%", () => {
    expect(discountedUnitPence(895, 0)).toBe(895);
    expect(discountedUnitPence(895, 100)).toBe(0);
  });

  it("refuses fractional pence and impossible percentages", () => {
    expect(() => discountedUnitPence(9.5, 5)).toThrow(RangeError);
    expect(() => discountedUnitPence(-1, 5)).toThrow(RangeError);
    expect(() => discountedUnitPence(100, 101)).toThrow(RangeError);
    expect(() => discountedUnitPence(100, 2.5)).toThrow(RangeError);
  });

  it("lists every band of the product page table with ex and inc VAT unit prices", () => {
    expect(quantityBreakPrices(1000)).toEqual([
      { band: "1-9", discountPercent: 0, unitExVatPence: 1000, unitIncVatPence: 1200 },
      { band: "10-24", discountPercent: 5, unitExVatPence: 950, unitIncVatPence: 1140 },
      { band: "25-49", discountPercent: 10, unitExVatPence: 900, unitIncVatPence: 1080 },
      { band: "50-99", discountPercent: 12, unitExVatPence: 880, unitIncVatPence: 1056 },
      { band: "100+", discountPercent: 15, unitExVatPence: 850, unitIncVatPence: 1020 },
    ]);
  });
});
