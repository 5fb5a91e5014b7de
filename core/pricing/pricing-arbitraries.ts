import fc from "fast-check";
import type { PricedLine } from "./price-basket.ts";
import type { CustomPrice, PricingDecorationInput } from "./pricing-input.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";

// For property tests only: random baskets priced with the DESIGN §3.3 tables, and small helpers.

// Small pools, so lines often share a product or a decoration group.
const products = ["polo", "jacket"];
const variants = ["m", "l", "xxl"];

const decorationArb: fc.Arbitrary<PricingDecorationInput> = fc.constantFrom(
  { type: "plain" },
  { type: "embroidery", position: "Chest Left", designId: "logo" },
  { type: "embroidery", position: "Back Center", designId: "logo" },
  { type: "embroidery", position: "Left Sleeve", designId: null },
  { type: "print", position: "Chest Center", designId: "logo" },
  { type: "print", position: "Chest Center", designId: "slogan" },
);

// Mostly small quantities, often one short of a boundary of some tier, sometimes past them all
// to price on application.
const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 12 }),
  fc.constantFrom(4, 5, 9, 24, 48, 49, 98, 99, 198, 199, 498, 499),
  fc.integer({ min: 1, max: 700 }),
);

export const lineArb = fc.record({
  productId: fc.constantFrom(...products),
  variantId: fc.constantFrom(...variants),
  quantity: quantityArb,
  variantPricePence: fc.oneof(
    fc.integer({ min: 0, max: 20_000 }),
    fc.constantFrom(400, 1000, 4500),
  ),
  decoration: decorationArb,
});

const customPricesArb: fc.Arbitrary<CustomPrice[]> = fc.uniqueArray(
  fc.record({
    productId: fc.constantFrom(...products),
    variantId: fc.constantFrom(null, ...variants),
    customPricePence: fc.integer({ min: 0, max: 20_000 }),
  }),
  { maxLength: 3, selector: (price) => `${price.productId}/${price.variantId}` },
);

export const basketArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 5 }),
  customPrices: customPricesArb,
  decorationPricing: fc.constant(designDecorationPricing),
});

export const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
export const perItemExVat = (line: PricedLine) =>
  line.unitPence + line.decorationPence + line.surchargePence;

/** A decoration group's identity (DESIGN §3.3), or null for a plain line. */
export function groupKey(line: {
  productId: string;
  decoration: PricingDecorationInput;
}): string | null {
  const { decoration } = line;
  if (decoration.type === "plain") return null;
  return JSON.stringify([
    line.productId,
    decoration.type,
    decoration.position,
    decoration.designId ?? null,
  ]);
}
