import { describe, expect, it } from "vitest";
import type { Product } from "#commerce/client/catalogue-types.ts";
import { colourHex } from "#core/catalogue/colours.ts";
import { productForPage } from "./product-page.server.ts";

function product(options: Product["options"]): Product {
  return {
    id: "gid://shopify/Product/1",
    handle: "polo",
    title: "Polo",
    description: "",
    descriptionHtml: "",
    vendor: "Portwest",
    productType: "Polo Shirts",
    availableForSale: true,
    onlineStoreUrl: null,
    seo: { title: null, description: null },
    createdAt: "2026-11-01T00:00:00Z",
    updatedAt: "2026-11-01T00:00:00Z",
    options,
    images: [],
    variants: [],
  };
}

describe("the product page's data", () => {
  it("carries each colour's swatch, the catalogue's own hex or one made from an unknown name", () => {
    const page = productForPage(
      product([
        { id: "o1", name: "Size", values: ["S", "M"] },
        { id: "o2", name: "Colour", values: ["Navy", "Oxford Navy", "Storm Petrol"] },
      ]),
    );
    expect(page.swatches).toEqual({
      Navy: "#1f2a44",
      "Oxford Navy": "#2b3553",
      "Storm Petrol": colourHex("Storm Petrol"),
    });
    expect(page.swatches["Storm Petrol"]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("carries no swatches for a product without a colour", () => {
    expect(productForPage(product([{ id: "o1", name: "Size", values: ["S"] }])).swatches).toEqual(
      {},
    );
  });
});
