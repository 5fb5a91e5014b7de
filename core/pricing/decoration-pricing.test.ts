import { describe, expect, it } from "vitest";
import { DecorationPricingSchema, PrintPricingSchema } from "./decoration-pricing.ts";
import { embroideryRate, positionSurchargePence, printRate } from "./decoration-rates.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";

const { embroidery, print, positionSurcharges } = designDecorationPricing;

describe("embroidery tiers by group quantity (DESIGN §3.3)", () => {
  it.each([
    [1, 595],
    [5, 595],
    [6, 350],
    [49, 350],
    [50, 190],
    [99, 190],
    [100, 165],
    [199, 165],
    [200, 145],
    [499, 145],
    [500, null],
    [10_000, null],
  ])("a group of %i items pays %s pence per item (null = on application)", (quantity, pence) => {
    expect(embroideryRate(embroidery, quantity)).toEqual({
      perItemPence: pence,
      setUpFeePence: 995,
    });
  });
});

describe("print tiers by group quantity (DESIGN §3.3)", () => {
  it.each([
    [1, 595],
    [5, 595],
    [6, 295],
    [24, 295],
    [25, 195],
    [49, 195],
    [50, 160],
    [499, 160],
    [500, null],
  ])("a group of %i items pays %s pence per item (null = on application)", (quantity, pence) => {
    expect(printRate(print, quantity)).toEqual({ perItemPence: pence, setUpFeePence: 595 });
  });

  it("takes the set-up fee from the row that prices the group", () => {
    const rows = print.map((row, index) => ({ ...row, setupCostPence: 100 * (index + 1) }));
    expect(printRate(rows, 5).setUpFeePence).toBe(100);
    expect(printRate(rows, 6).setUpFeePence).toBe(200);
  });
});

describe("embroidery position surcharges (DESIGN §3.3)", () => {
  it.each([
    ["Back Center", 400],
    ["Left Sleeve", 50],
    ["Right Sleeve", 50],
    ["Chest Left", 0],
  ] as const)("%s adds %i pence per item", (position, pence) => {
    expect(positionSurchargePence(positionSurcharges, position)).toBe(pence);
  });

  it("charges nothing for a position the table does not list", () => {
    expect(positionSurchargePence([], "Back Center")).toBe(0);
  });
});

describe("the decoration pricing schema", () => {
  it("accepts the DESIGN tables and drops database columns it does not need", () => {
    const parsed = DecorationPricingSchema.parse({
      ...designDecorationPricing,
      embroidery: { ...embroidery, sizeCategory: "Standard", setupCostTextPence: 0 },
    });
    expect(parsed).toEqual(designDecorationPricing);
  });

  it("accepts print rows in any order", () => {
    expect(PrintPricingSchema.safeParse([...print].reverse()).success).toBe(true);
  });

  it.each([
    ["a gap between rows", print.filter((row) => row.minQuantity !== 25)],
    ["an overlap", [{ ...print[0]!, maxQuantity: 6 }, ...print.slice(1)]],
    ["no row from 1", print.slice(1)],
    ["no open-ended last row", print.slice(0, -1)],
    [
      "two open-ended rows",
      [
        ...print.slice(0, -1),
        { ...print[0]!, minQuantity: 500, maxQuantity: null },
        { ...print[4]!, minQuantity: 600 },
      ],
    ],
    ["no rows", []],
    ["a negative price", [{ ...print[0]!, pricePence: -1 }, ...print.slice(1)]],
    ["fractional pence", [{ ...print[0]!, setupCostPence: 5.5 }, ...print.slice(1)]],
  ])("rejects print rows with %s", (_, rows) => {
    expect(PrintPricingSchema.safeParse(rows).success).toBe(false);
  });
});
