import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decorationPositions, decorationTypes, readBasketLine } from "./basket.ts";
import { BasketLineSchema } from "./basket-schema.ts";

// Decision 016: the browser reads saved lines with readBasketLine, the server with the zod schema.
// Here both read the same lines, good and corrupt, and must give the same answer.

const valid = {
  id: "gid://shopify/ProductVariant/11-1700000000000",
  variantId: "gid://shopify/ProductVariant/11",
  productId: "gid://shopify/Product/1",
  name: "Classic Polo",
  variant: "Navy / M",
  pricePence: 1200,
  quantity: 1,
  image: "https://cdn.example.com/polo.jpg",
  handle: "classic-polo",
};

// Values a saved basket could hold in each field: the right kind, near misses and junk.
const numberLike = fc.oneof(
  fc.integer({ min: -5, max: 5000 }),
  fc.double({ noDefaultInfinity: false }),
  fc.constantFrom(2 ** 53, -0, 12.5),
  fc.constantFrom("3", " 995 ", "2.5", "-1", "", "1e3", "three", "0", "007", "-0"),
  fc.constantFrom(null, true, [4]),
);
const textLike = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    "",
    "gid://shopify/ProductVariant/12",
    "gid://shopify/Product/9",
    "gid://shopify/ProductVariant/x",
    "/images/a.svg",
    "//evil.example/a.png",
    "http://x/y z",
    "javascript:alert(1)",
  ),
  fc.constantFrom(null, 3, undefined),
);
const choiceLike = fc.oneof(
  fc.constantFrom(...decorationTypes, ...decorationPositions, "", "Pocket", "engraving"),
  fc.constantFrom(null, undefined, 1),
);
const fields = {
  id: textLike,
  variantId: textLike,
  productId: textLike,
  name: textLike,
  variant: textLike,
  pricePence: numberLike,
  basePricePence: fc.oneof(numberLike, fc.constant(undefined)),
  customizationPricePence: fc.oneof(numberLike, fc.constant(undefined)),
  setupFeePence: fc.oneof(numberLike, fc.constant(undefined)),
  customizationType: choiceLike,
  customizationPosition: choiceLike,
  designId: textLike,
  designToken: textLike,
  designName: textLike,
  quantity: numberLike,
  image: textLike,
  sku: textLike,
  handle: textLike,
  extra: textLike,
};

// A valid line with a few of its fields replaced or removed, as JSON would give it back: a few,
// so that many of them are still valid and the two readers' answers are compared on good lines too.
const fieldNames = Object.keys(fields) as (keyof typeof fields)[];
const savedLine = fc
  .tuple(
    fc.subarray(fieldNames, { maxLength: 2 }),
    fc.record(fields),
    fc.subarray(Object.keys(valid), { maxLength: 1 }),
  )
  .map(([changed, values, removed]) => {
    const line: Record<string, unknown> = { ...valid };
    for (const key of changed) line[key] = values[key];
    for (const key of removed) delete line[key];
    return JSON.parse(JSON.stringify(line)) as unknown;
  });

function schemaAnswer(value: unknown) {
  const result = BasketLineSchema.safeParse(value);
  return result.success ? result.data : null;
}

describe("readBasketLine and BasketLineSchema", () => {
  it("accept the same saved lines and read them into the same line", () => {
    let accepted = 0;
    fc.assert(
      fc.property(savedLine, (value) => {
        const answer = schemaAnswer(value);
        if (answer) accepted++;
        expect(readBasketLine(value)).toStrictEqual(answer);
      }),
      { numRuns: 5000 },
    );
    // The comparison means something only if good lines were among those read.
    expect(accepted).toBeGreaterThan(500);
  });

  it("give the same answer for values that are not lines at all", () => {
    for (const value of [null, [], "line", 3, [valid], { lines: [valid] }]) {
      expect(readBasketLine(value)).toStrictEqual(schemaAnswer(value));
    }
  });

  it("write the line with its fields in the same order, so the saved basket reads the same", () => {
    const decorated = {
      ...valid,
      customizationType: "print",
      customizationPosition: "Back Center",
      designId: "d1",
      sku: "CP-1",
    };
    expect(JSON.stringify(readBasketLine(decorated))).toBe(JSON.stringify(schemaAnswer(decorated)));
  });
});
