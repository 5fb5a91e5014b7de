import { describe, expect, it } from "vitest";
import { lineBreakdown, lineBreakdownText } from "./line-breakdown.ts";
import { priceBasket } from "./price-basket.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";

// Issue 21.2: every part of a line is shown with its own amount, and the parts add up to it.

describe("lineBreakdown", () => {
  it("adds up to the line's total for embroidered and printed lines of any size", () => {
    for (const quantity of [1, 5, 11, 25, 99, 250, 499])
      for (const type of ["embroidery", "print"] as const) {
        const priced = priceBasket({
          lines: [
            {
              productId: "1",
              variantId: "1",
              quantity,
              variantPricePence: 1295,
              decoration: { type, position: "Left Sleeve" },
            },
          ],
          customPrices: [],
          decorationPricing: designDecorationPricing,
        }).lines[0]!;
        const rows = lineBreakdown({
          quantity,
          unitPence: priced.unitPence,
          decorationPence: priced.decorationPence + priced.surchargePence,
          setUpPence: priced.setUpSharePence,
          decorationName: type === "embroidery" ? "Embroidery" : "Print",
        });
        expect(rows.reduce((sum, row) => sum + row.pence, 0)).toBe(priced.lineExVatPence);
      }
  });

  it("shows garments, decoration and set-up each with its amount", () => {
    const line = {
      quantity: 11,
      unitPence: 1229,
      decorationPence: 350,
      setUpPence: 995,
      decorationName: "Embroidery",
    };
    expect(lineBreakdown(line)).toEqual([
      { label: "Garments: 11 × £12.29", pence: 13519 },
      { label: "Embroidery: 11 × £3.50", pence: 3850 },
      { label: "Set-up", pence: 995 },
    ]);
    expect(lineBreakdownText(line)).toBe(
      "Garments: 11 × £12.29 (£135.19) + Embroidery: 11 × £3.50 (£38.50) + Set-up (£9.95)",
    );
    expect(
      lineBreakdown({
        quantity: 2,
        unitPence: 895,
        decorationPence: 0,
        setUpPence: 0,
        decorationName: null,
      }),
    ).toEqual([{ label: "2 × £8.95", pence: 1790 }]);
  });

  it("says when a design's set-up is free as a logo on file (issue 15.4)", () => {
    const line = {
      quantity: 12,
      unitPence: 879,
      decorationPence: 350,
      setUpPence: 0,
      decorationName: "Embroidery",
      setUpWaiver: "logo_on_file" as const,
    };
    expect(lineBreakdown(line).at(-1)).toEqual({ label: "Set-up: free — logo on file", pence: 0 });
    expect(lineBreakdownText(line)).toBe(
      "Garments: 12 × £8.79 (£105.48) + Embroidery: 12 × £3.50 (£42.00) + Set-up: free — logo on file",
    );
    // Waived for a large order, or charged, it says nothing more than before.
    expect(lineBreakdown({ ...line, setUpWaiver: "large_order" })).toHaveLength(2);
  });
});
