import { describe, expect, it } from "vitest";
import { breadcrumbStructuredData, jsonLdText, productStructuredData } from "./structured-data.ts";

describe("productStructuredData", () => {
  it("offers every variant in GBP including VAT, with its availability", () => {
    const data = productStructuredData({
      url: "https://shop.test/products/polo",
      name: "Polo",
      description: "A polo.",
      brand: "Portwest",
      images: ["https://shop.test/p.svg"],
      variants: [
        { sku: "P-NAV-M", pricePence: 1000, available: true },
        { sku: "P-NAV-L", pricePence: 1299, available: false },
        {
          sku: "P-NAV-XL",
          pricePence: 1299,
          available: true,
          backOrdered: true,
        },
      ],
    });
    expect(data.brand).toEqual({ "@type": "Brand", name: "Portwest" });
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: "12.00",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        sku: "P-NAV-M",
      }),
      expect.objectContaining({ price: "15.59", availability: "https://schema.org/OutOfStock" }),
      expect.objectContaining({ availability: "https://schema.org/BackOrder" }),
    ]);
    // The address is the Product's, stated once rather than on each of hundreds of offers.
    expect(data.url).toBe("https://shop.test/products/polo");
    expect(data.offers.some((offer) => "url" in offer)).toBe(false);
  });
});

describe("breadcrumbStructuredData", () => {
  it("numbers the crumbs from 1", () => {
    const data = breadcrumbStructuredData([
      { name: "Home", url: "https://shop.test/" },
      { name: "Polo", url: "https://shop.test/products/polo" },
    ]);
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });
});

describe("jsonLdText", () => {
  it("cannot close the script tag it sits in", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
