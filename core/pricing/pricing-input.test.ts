import { describe, expect, it } from "vitest";
import { priceBasket } from "./price-basket.ts";
import { parsePricingInput, PricingInputError } from "./pricing-input.ts";
import { designDecorationPricing, embroidery, line } from "./pricing-fixtures.ts";

const valid = {
  lines: [line("polo", "polo-m", 2, 1000, embroidery())],
  customPrices: [],
  decorationPricing: designDecorationPricing,
};

function errorOf(input: unknown): PricingInputError {
  try {
    parsePricingInput(input);
  } catch (error) {
    if (error instanceof PricingInputError) return error;
    throw error;
  }
  throw new Error("expected the input to be refused");
}

describe("pricing input validation", () => {
  it("accepts a valid basket and defaults a missing design and custom prices", () => {
    const parsed = parsePricingInput({
      lines: [line("polo", "polo-m", 2, 1000, { type: "print", position: "Chest Left" })],
      decorationPricing: designDecorationPricing,
    });
    expect(parsed.customPrices).toEqual([]);
    expect(parsed.lines[0]!.decoration).toEqual({
      type: "print",
      position: "Chest Left",
      designId: null,
    });
  });

  it.each([
    ["a zero quantity", { lines: [{ ...valid.lines[0]!, quantity: 0 }] }, "lines.0.quantity"],
    [
      "a fractional quantity",
      { lines: [{ ...valid.lines[0]!, quantity: 1.5 }] },
      "lines.0.quantity",
    ],
    [
      "fractional pence",
      { lines: [{ ...valid.lines[0]!, variantPricePence: 9.5 }] },
      "lines.0.variantPricePence",
    ],
    [
      "negative pence",
      { lines: [{ ...valid.lines[0]!, variantPricePence: -1 }] },
      "lines.0.variantPricePence",
    ],
    [
      "pence as a string",
      { lines: [{ ...valid.lines[0]!, variantPricePence: "1000" }] },
      "lines.0.variantPricePence",
    ],
    [
      "a decorated line without a position",
      { lines: [{ ...valid.lines[0]!, decoration: { type: "embroidery" } }] },
      "lines.0.decoration.position",
    ],
    [
      "an unknown decoration type",
      { lines: [{ ...valid.lines[0]!, decoration: { type: "laser" } }] },
      "lines.0.decoration.type",
    ],
    [
      "a negative custom price",
      { customPrices: [{ productId: "polo", variantId: null, customPricePence: -5 }] },
      "customPrices.0.customPricePence",
    ],
    [
      "two custom prices for the same target",
      {
        customPrices: [
          { productId: "polo", variantId: null, customPricePence: 800 },
          { productId: "polo", variantId: null, customPricePence: 700 },
        ],
      },
      "customPrices.1",
    ],
    [
      "a POA set-up fee",
      {
        decorationPricing: {
          ...designDecorationPricing,
          embroidery: { ...designDecorationPricing.embroidery, setupCostLogoPence: null },
        },
      },
      "decorationPricing.embroidery.setupCostLogoPence",
    ],
  ])("refuses %s with an error that names the field", (_, change, path) => {
    const error = errorOf({ ...valid, ...change });
    expect(error.code).toBe("INVALID_PRICING_INPUT");
    expect(error.issues.map((issue) => issue.path.join("."))).toContain(path);
    expect(error.message).toMatch(/^Invalid pricing input/);
  });

  it("is applied by priceBasket itself, so no caller can skip it", () => {
    expect(() => priceBasket({ ...valid, lines: [{ ...valid.lines[0]!, quantity: -3 }] })).toThrow(
      PricingInputError,
    );
  });
});
