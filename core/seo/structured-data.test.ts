import { describe, expect, it } from "vitest";
import {
  breadcrumbStructuredData,
  jsonLdText,
  maxListedOffers,
  productStructuredData,
  type StructuredProduct,
} from "./structured-data.ts";

type StructuredVariant = StructuredProduct["variants"][number];

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
    expect(Array.isArray(data.offers) && data.offers.some((offer) => "url" in offer)).toBe(false);
  });

  const shirt = (
    count: number,
    variant: (index: number) => Partial<StructuredVariant> = () => ({}),
  ) =>
    productStructuredData({
      url: "https://shop.test/products/shirt",
      name: "Shirt",
      description: "A shirt.",
      brand: "Russell",
      images: [],
      variants: Array.from({ length: count }, (_, index) => ({
        sku: `S-${index}`,
        pricePence: 1595 + (index % 3) * 150,
        available: true,
        ...variant(index),
      })),
    });

  it(`lists up to ${maxListedOffers} offers, and states more as one price range`, () => {
    expect(shirt(maxListedOffers).offers).toHaveLength(maxListedOffers);
    expect(shirt(364).offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "19.14",
      highPrice: "22.74",
      offerCount: 364,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
    });
    // The shirt's page (364 variants) no longer carries 364 offers: a few hundred bytes.
    expect(jsonLdText(shirt(364)).length).toBeLessThan(400);
  });

  it("says in stock while any variant is, else back order, else out of stock", () => {
    const availability = (data: ReturnType<typeof shirt>) =>
      Array.isArray(data.offers) ? null : data.offers.availability;
    expect(availability(shirt(200, (index) => ({ available: index === 199 })))).toBe(
      "https://schema.org/InStock",
    );
    expect(availability(shirt(200, (index) => ({ available: index < 5, backOrdered: true })))).toBe(
      "https://schema.org/BackOrder",
    );
    expect(availability(shirt(200, () => ({ available: false })))).toBe(
      "https://schema.org/OutOfStock",
    );
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
