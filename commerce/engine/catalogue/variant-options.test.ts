import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjacentVariants,
  encodeVariantCombinations,
  firstSelectableVariant,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type OptionOfProduct,
} from "./variant-options.ts";

const options: OptionOfProduct[] = [
  { name: "Colour", values: ["Navy", "Black", "Red"] },
  { name: "Size", values: ["S", "M", "L"] },
];

function variant(colour: string, size: string, isAvailable = true) {
  return {
    title: `${colour} / ${size}`,
    isAvailable,
    selectedOptions: [
      { name: "Colour", value: colour },
      { name: "Size", value: size },
    ],
  };
}

const variants = [
  variant("Navy", "S", false),
  variant("Navy", "M"),
  variant("Black", "S"),
  variant("Black", "L", false),
  variant("Red", "M"),
];
const strict = { ignoreUnknownOptions: false, caseInsensitiveMatch: false };
const lenient = { ignoreUnknownOptions: true, caseInsensitiveMatch: true };
const titles = (list: { title: string }[]) => list.map((each) => each.title);

describe("a shopper's choice of option values", () => {
  it("lands on the variant with every chosen value, or on none", () => {
    const chosen = [
      { name: "Colour", value: "Black" },
      { name: "Size", value: "L" },
    ];
    expect(variantBySelectedOptions(options, variants, chosen, strict)?.title).toBe("Black / L");
    expect(
      variantBySelectedOptions(
        options,
        variants,
        [
          { name: "Colour", value: "Red" },
          { name: "Size", value: "S" },
        ],
        strict,
      ),
    ).toBeNull();
  });

  it("matches case and unknown options only when asked to", () => {
    const chosen = [
      { name: "colour", value: "black" },
      { name: "size", value: "l" },
      { name: "Material", value: "Cotton" },
    ];
    expect(variantBySelectedOptions(options, variants, chosen, strict)).toBeNull();
    expect(variantBySelectedOptions(options, variants, chosen, lenient)?.title).toBe("Black / L");
  });

  it("falls back to the first variant for sale when the choice matches none", () => {
    expect(selectedOrFirstAvailableVariant(options, variants, [], strict)?.title).toBe("Navy / M");
    expect(
      selectedOrFirstAvailableVariant(options, variants, [{ name: "Size", value: "XXL" }], lenient)
        ?.title,
    ).toBe("Navy / M");
    const soldOut = variants.map((each) => ({ ...each, isAvailable: false }));
    expect(selectedOrFirstAvailableVariant(options, soldOut, [], strict)?.title).toBe("Navy / S");
  });

  it("lists the variants one value away from the chosen one", () => {
    const chosen = [
      { name: "Colour", value: "Navy" },
      { name: "Size", value: "M" },
    ];
    expect(titles(adjacentVariants(options, variants, chosen, strict))).toEqual([
      "Navy / S",
      "Red / M",
    ]);
  });

  it("gives each option value the variant with the earliest other values", () => {
    expect(firstSelectableVariant(options, variants, 1, 2)?.title).toBe("Black / L");
    expect(firstSelectableVariant(options, variants, 0, 2)?.title).toBe("Red / M");
    expect(firstSelectableVariant(options, [variant("Navy", "M")], 1, 0)).toBeNull();
  });
});

describe("the encoded lists of combinations", () => {
  it("writes Shopify's documented example as Shopify does", () => {
    const three: OptionOfProduct[] = [
      { name: "A", values: ["0", "1", "2"] },
      { name: "B", values: ["0", "1"] },
      { name: "C", values: ["0", "1"] },
    ];
    const combos = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ].map((indexes) => ({
      isAvailable: true,
      selectedOptions: indexes.map((index, option) => ({
        name: three[option]!.name,
        value: String(index),
      })),
    }));
    expect(encodeVariantCombinations(three, combos)).toBe(
      "v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,",
    );
  });

  it("is read back by Hydrogen's decoder as exactly the combinations given", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(fc.nat(5), { minLength: 3, maxLength: 3 }), { maxLength: 60 }),
        (sizes, picks) => {
          const shape = sizes.map((size, index) => ({
            name: `O${index}`,
            values: Array.from({ length: size }, (_, value) => `v${value}`),
          }));
          const combos = new Map<string, number[]>();
          for (const pick of picks) {
            const indexes = shape.map((option, index) => pick[index]! % option.values.length);
            combos.set(indexes.join(","), indexes);
          }
          const encoded = encodeVariantCombinations(
            shape,
            [...combos.values()].map((indexes) => ({
              isAvailable: true,
              selectedOptions: indexes.map((index, option) => ({
                name: shape[option]!.name,
                value: shape[option]!.values[index]!,
              })),
            })),
          );
          const decoded = decodeEncodedVariant(encoded).map((indexes) => indexes.join(","));
          expect(new Set(decoded)).toEqual(new Set(combos.keys()));
          expect(decoded).toHaveLength(combos.size);
        },
      ),
      { numRuns: 500 },
    );
  });
});
