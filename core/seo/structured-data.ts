import { penceToPounds } from "../money/money.ts";
import { incVatPence } from "../pricing/vat.ts";

// schema.org structured data (issue 3 "SEO"): Product with offers in GBP and availability, and
// BreadcrumbList. Offer prices include VAT: that is what a UK shopper pays. An offer is its sku,
// price and availability: the page's address is stated once, on the Product, and the variant's
// name not at all (issue 12.4: a shirt's 364 offers each carried both, 30 KB of its HTML's 93).

export type StructuredProduct = {
  url: string;
  name: string;
  description: string;
  brand: string;
  images: string[];
  variants: {
    sku: string;
    pricePence: number;
    available: boolean;
    /** Issue 11.4: out of stock but still sold, on back order. */
    backOrdered?: boolean;
  }[];
};

export function productStructuredData(product: StructuredProduct) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: product.url,
    image: product.images,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.variants[0]?.sku ? { sku: product.variants[0].sku } : {}),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      ...(variant.sku ? { sku: variant.sku } : {}),
      price: penceToPounds(incVatPence(variant.pricePence)),
      priceCurrency: "GBP",
      availability: !variant.available
        ? "https://schema.org/OutOfStock"
        : variant.backOrdered
          ? "https://schema.org/BackOrder"
          : "https://schema.org/InStock",
    })),
  };
}

export function breadcrumbStructuredData(crumbs: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the text cannot end the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
