import { BasketLineSchema } from "./basket-schema.ts";
import { describe, expect, it } from "vitest";
import { checkProductChoice, type ProductChoice } from "./product-choice.ts";

const product: ProductChoice["product"] = {
  id: "gid://shopify/Product/7",
  handle: "classic-polo",
  title: "Classic Polo",
  options: [
    { name: "Color", values: ["Navy", "Red"] },
    { name: "Size", values: ["M", "L"] },
  ],
  variants: [
    {
      id: "gid://shopify/ProductVariant/71",
      title: "Navy / M",
      sku: "CP-NV-M",
      pricePence: 1000,
      available: true,
      selectedOptions: [
        { name: "Color", value: "Navy" },
        { name: "Size", value: "M" },
      ],
    },
    {
      id: "gid://shopify/ProductVariant/72",
      title: "Navy / L",
      sku: "CP-NV-L",
      pricePence: 1100,
      available: true,
      selectedOptions: [
        { name: "Color", value: "Navy" },
        { name: "Size", value: "L" },
      ],
    },
    {
      id: "gid://shopify/ProductVariant/73",
      title: "Red / M",
      sku: "CP-RD-M",
      pricePence: 1000,
      available: false,
      selectedOptions: [
        { name: "Color", value: "Red" },
        { name: "Size", value: "M" },
      ],
    },
  ],
};

const choice: ProductChoice = {
  product,
  selection: { Color: "Navy", Size: "L" },
  customizationType: "plain",
  customizationPosition: "",
  quantity: 3,
  image: "/images/navy.svg",
  now: 1700000000000,
};

describe("checking a product choice before it goes in the basket", () => {
  it("asks for a size first, even when the position is missing too", () => {
    const result = checkProductChoice({
      ...choice,
      selection: { Color: "Navy" },
      customizationType: "embroidery",
    });
    expect(result).toEqual({ ok: false, message: "Please select a size" });
  });

  it("asks for any other option after the size", () => {
    const withSleeve = {
      ...product,
      options: [...product.options, { name: "Sleeve", values: ["Short", "Long"] }],
    };
    expect(checkProductChoice({ ...choice, product: withSleeve })).toEqual({
      ok: false,
      message: "Please select a sleeve",
    });
  });

  it("asks for a position for embroidery and print", () => {
    for (const customizationType of ["embroidery", "print"] as const) {
      expect(checkProductChoice({ ...choice, customizationType })).toEqual({
        ok: false,
        message: "Please select a position for your customization",
      });
    }
  });

  it("says when no variant has the chosen options", () => {
    expect(checkProductChoice({ ...choice, selection: { Color: "Red", Size: "L" } })).toEqual({
      ok: false,
      message: "Selected variant not found",
    });
  });

  it("refuses an out-of-stock variant", () => {
    expect(checkProductChoice({ ...choice, selection: { Color: "Red", Size: "M" } })).toEqual({
      ok: false,
      message: "This variant is out of stock",
    });
  });

  it("refuses more items than a basket line holds, with the basket's own message", () => {
    expect(checkProductChoice({ ...choice, quantity: 100_001 })).toEqual({
      ok: false,
      message: "A line holds at most 100,000 items: for more, please call us",
    });
    expect(checkProductChoice({ ...choice, quantity: 100_000 }).ok).toBe(true);
  });

  it("builds a valid plain line priced at the variant's inc-VAT unit price", () => {
    const result = checkProductChoice(choice);
    expect(result).toEqual({
      ok: true,
      line: {
        id: "gid://shopify/ProductVariant/72-1700000000000",
        variantId: "gid://shopify/ProductVariant/72",
        productId: "gid://shopify/Product/7",
        name: "Classic Polo",
        variant: "Navy / L",
        pricePence: 1320,
        basePricePence: 1320,
        customizationType: "plain",
        customizationPosition: "",
        quantity: 3,
        image: "/images/navy.svg",
        sku: "CP-NV-L",
        handle: "classic-polo",
      },
    });
    if (result.ok) expect(BasketLineSchema.safeParse(result.line).success).toBe(true);
  });

  it("carries the position and the design's name on a decorated line, and drops the design on a plain one", () => {
    const decorated = checkProductChoice({
      ...choice,
      customizationType: "print",
      customizationPosition: "Back Center",
      designName: "logo.pdf",
    });
    expect(decorated.ok && decorated.line).toMatchObject({
      customizationType: "print",
      customizationPosition: "Back Center",
      designName: "logo.pdf",
    });
    if (decorated.ok) expect(BasketLineSchema.safeParse(decorated.line).success).toBe(true);
    const plain = checkProductChoice({
      ...choice,
      customizationPosition: "Chest Left",
      designName: "logo.pdf",
    });
    expect(plain.ok && plain.line).toMatchObject({ customizationPosition: "" });
    expect(plain.ok && "designName" in plain.line).toBe(false);
  });

  it("treats a product with no Size option as having its size chosen", () => {
    const cap = {
      ...product,
      options: [{ name: "Title", values: ["Default Title"] }],
      variants: [
        {
          ...product.variants[0]!,
          title: "Default Title",
          selectedOptions: [{ name: "Title", value: "Default Title" }],
        },
      ],
    };
    const result = checkProductChoice({
      ...choice,
      product: cap,
      selection: { Title: "Default Title" },
    });
    expect(result.ok).toBe(true);
  });
});
