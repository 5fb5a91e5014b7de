import { describe, expect, it } from "vitest";
import { productInputSchema } from "#core/catalogue/product-input.ts";
import {
  formOf,
  inputOf,
  newKey,
  regenerateVariants,
  valuesOf,
  type OptionRow,
  type VariantRow,
} from "./product-form-model.ts";

const option = (name: string, values: string[]): OptionRow => ({
  key: newKey(),
  name,
  values: values.map((text) => ({ key: newKey(), text })),
});

describe("the product editor's variant grid", () => {
  it("makes 6 colours × 8 sizes into 48 rows, colour by colour", () => {
    const colour = option("Colour", ["Black", "Navy", "Royal", "Red", "Bottle", "White"]);
    const size = option("Size", ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"]);
    const rows = regenerateVariants([colour, size], formOf(null).variants, []);
    expect(rows).toHaveLength(48);
    expect(valuesOf([colour, size], rows[9]!)).toEqual(["Navy", "S"]);
  });

  it("keeps each variant's id and price when a value is renamed, values reordered or added", () => {
    const size = option("Size", ["S", "M", "L"]);
    const rows: VariantRow[] = regenerateVariants([size], [], []).map((row, index) => ({
      ...row,
      id: 100 + index,
      price: `${10 + index}.00`,
    }));
    const renamed: OptionRow = {
      ...size,
      values: [
        { ...size.values[2]!, text: "Large" },
        size.values[0]!,
        size.values[1]!,
        { key: newKey(), text: "XL" },
      ],
    };
    const next = regenerateVariants([renamed], rows, [size]);
    expect(next.map((row) => [valuesOf([renamed], row)[0], row.id, row.price])).toEqual([
      ["Large", 102, "12.00"],
      ["S", 100, "10.00"],
      ["M", 101, "11.00"],
      ["XL", null, "10.00"],
    ]);
  });

  it("gives existing variants the first value of a new option, as Shopify does", () => {
    const size = option("Size", ["S", "M"]);
    const rows = regenerateVariants([size], [], []).map((row, index) => ({
      ...row,
      id: index + 1,
    }));
    const colour = option("Colour", ["Black", "Navy"]);
    const next = regenerateVariants([size, colour], rows, [size]);
    expect(next.map((row) => [valuesOf([size, colour], row).join(" / "), row.id])).toEqual([
      ["S / Black", 1],
      ["S / Navy", null],
      ["M / Black", 2],
      ["M / Navy", null],
    ]);
  });

  it("sends what the server's schema accepts", () => {
    const size = option("Size", ["S", "M"]);
    const form = {
      ...formOf(null),
      title: "Beanie",
      options: [size],
      variants: regenerateVariants([size], [], []).map((row) => ({
        ...row,
        price: "4.50",
        inventoryQuantity: "12",
      })),
    };
    const parsed = productInputSchema.safeParse(inputOf(form));
    expect(parsed.success && parsed.data.variants.map((v) => [v.optionValues, v.price])).toEqual([
      [["S"], 450],
      [["M"], 450],
    ]);
  });
});
