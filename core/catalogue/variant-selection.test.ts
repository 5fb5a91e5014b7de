import { describe, expect, it } from "vitest";
import {
  findVariant,
  initialSelection,
  isColourOption,
  isOptionValueAvailable,
  isSizeOption,
} from "./variant-selection.ts";

function variant(colour: string, size: string, available = true) {
  return {
    id: `${colour}/${size}`,
    available,
    selectedOptions: [
      { name: "Color", value: colour },
      { name: "Size", value: size },
    ],
  };
}

const variants = [
  variant("Navy", "S"),
  variant("Navy", "M"),
  variant("Bottle Green", "S", false),
  variant("Bottle Green", "M"),
];

describe("variant selection", () => {
  it("recognises colour and size options in either spelling and any case", () => {
    expect(isColourOption("Color")).toBe(true);
    expect(isColourOption("colour")).toBe(true);
    expect(isColourOption("Colours")).toBe(false);
    expect(isSizeOption("SIZE")).toBe(true);
    expect(isSizeOption("Sleeve")).toBe(false);
  });

  it("finds the variant matching every chosen option", () => {
    expect(findVariant(variants, { Color: "Navy", Size: "M" })?.id).toBe("Navy/M");
    expect(findVariant(variants, { Color: "Navy" })).toBeNull();
    expect(findVariant(variants, { Color: "Red", Size: "M" })).toBeNull();
  });

  it("marks a size out of stock only for the chosen colour", () => {
    expect(isOptionValueAvailable(variants, { Color: "Bottle Green" }, "Size", "S")).toBe(false);
    expect(isOptionValueAvailable(variants, { Color: "Navy" }, "Size", "S")).toBe(true);
    expect(
      isOptionValueAvailable(variants, { Color: "Bottle Green", Size: "M" }, "Size", "S"),
    ).toBe(false);
  });

  it("dims a colour when the chosen size is out of stock in it, and not before a size is chosen", () => {
    expect(
      isOptionValueAvailable(variants, { Color: "Navy", Size: "S" }, "Color", "Bottle Green"),
    ).toBe(false);
    expect(isOptionValueAvailable(variants, { Color: "Navy" }, "Color", "Bottle Green")).toBe(true);
    expect(isOptionValueAvailable(variants, {}, "Color", "Purple")).toBe(false);
  });

  it("starts with the first colour and single-value options chosen, and the size left to the customer", () => {
    expect(
      initialSelection([
        { name: "Color", values: ["Navy", "Black"] },
        { name: "Size", values: ["S", "M"] },
        { name: "Sleeve", values: ["Short Sleeve"] },
      ]),
    ).toEqual({ Color: "Navy", Sleeve: "Short Sleeve" });
    expect(initialSelection([{ name: "Title", values: ["Default Title"] }])).toEqual({
      Title: "Default Title",
    });
    expect(initialSelection([{ name: "Size", values: ["One Size"] }])).toEqual({
      Size: "One Size",
    });
  });
});
