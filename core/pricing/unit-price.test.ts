import { describe, expect, it } from "vitest";
import type { CustomPrice } from "./pricing-input.ts";
import { quantityBreakFor } from "./quantity-breaks.ts";
import { findCustomPrice, unitPrice } from "./unit-price.ts";

const polo = { productId: "polo", variantId: "polo-m", variantPricePence: 1000 };

describe("quantity breaks by the product's total quantity (DESIGN §3.2)", () => {
  it.each([
    [1, 0, 1000],
    [9, 0, 1000],
    [10, 5, 950],
    [24, 5, 950],
    [25, 10, 900],
    [49, 10, 900],
    [50, 12, 880],
    [99, 12, 880],
    [100, 15, 850],
    [5000, 15, 850],
  ])("%i items take %i%% off: a £10.00 polo costs %i pence", (quantity, percent, pence) => {
    expect(quantityBreakFor(quantity).discountPercent).toBe(percent);
    expect(unitPrice(polo, quantity, [])).toEqual({
      baseUnitPence: 1000,
      unitPence: pence,
      quantityBreakPercent: percent,
      isCustomPrice: false,
    });
  });

  it("refuses a quantity below the first band", () => {
    expect(() => quantityBreakFor(0)).toThrow(RangeError);
  });
});

describe("custom prices (DESIGN §3.1)", () => {
  const allVariants: CustomPrice = { productId: "polo", variantId: null, customPricePence: 800 };
  const medium: CustomPrice = { productId: "polo", variantId: "polo-m", customPricePence: 750 };
  const otherProduct: CustomPrice = { productId: "tee", variantId: null, customPricePence: 1 };

  it("prefers a variant match to an all-variants match, in either order", () => {
    expect(findCustomPrice([allVariants, medium], "polo", "polo-m")).toBe(medium);
    expect(findCustomPrice([medium, allVariants], "polo", "polo-m")).toBe(medium);
  });

  it("falls back to the all-variants price for other variants, then to none", () => {
    expect(findCustomPrice([medium, allVariants], "polo", "polo-l")).toBe(allVariants);
    expect(findCustomPrice([medium, otherProduct], "polo", "polo-l")).toBeNull();
  });

  it("gives a custom price no quantity break, whatever the quantity", () => {
    expect(unitPrice(polo, 100, [allVariants])).toEqual({
      baseUnitPence: 800,
      unitPence: 800,
      quantityBreakPercent: 0,
      isCustomPrice: true,
    });
  });

  it("uses a custom price even when it is above the variant price", () => {
    expect(unitPrice(polo, 1, [{ ...medium, customPricePence: 1200 }]).unitPence).toBe(1200);
  });
});
