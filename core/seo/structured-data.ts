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

/**
 * Up to this many variants, each is an Offer of its own. Beyond it the product states one
 * AggregateOffer (its price range, how many offers and whether any is in stock): a shirt's 364
 * offers were 48 KB of its page's 166 KB of HTML (issue 12.4 asks for under 150 KB), read by no
 * visitor, and search engines show a product with that many variants by its price range anyway.
 */
export const maxListedOffers = 100;

const availabilityUrl = {
  inStock: "https://schema.org/InStock",
  backOrder: "https://schema.org/BackOrder",
  outOfStock: "https://schema.org/OutOfStock",
} as const;

function availabilityOf(variant: StructuredProduct["variants"][number]) {
  if (!variant.available) return availabilityUrl.outOfStock;
  return variant.backOrdered ? availabilityUrl.backOrder : availabilityUrl.inStock;
}

const priceOf = (pricePence: number) => penceToPounds(incVatPence(pricePence));

function offersOf(variants: StructuredProduct["variants"]) {
  if (variants.length <= maxListedOffers) {
    return variants.map((variant) => ({
      "@type": "Offer",
      ...(variant.sku ? { sku: variant.sku } : {}),
      price: priceOf(variant.pricePence),
      priceCurrency: "GBP",
      availability: availabilityOf(variant),
    }));
  }
  const prices = variants.map((variant) => variant.pricePence);
  const availabilities = new Set(variants.map(availabilityOf));
  return {
    "@type": "AggregateOffer",
    lowPrice: priceOf(Math.min(...prices)),
    highPrice: priceOf(Math.max(...prices)),
    offerCount: variants.length,
    priceCurrency: "GBP",
    // The best any of them offers: in stock, else on back order, else none.
    availability:
      [availabilityUrl.inStock, availabilityUrl.backOrder].find((url) => availabilities.has(url)) ??
      availabilityUrl.outOfStock,
  };
}

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
    offers: offersOf(product.variants),
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
