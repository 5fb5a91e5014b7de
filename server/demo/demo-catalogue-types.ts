import type { GarmentKind } from "./garment-svg.ts";

// The shape of a hand-written demo product, and the size runs and feature phrases they share.

export type DemoProductSpec = {
  handle: string;
  title: string;
  vendor: string;
  /** The maker's model number, the middle of every SKU: PW-S466-HVYE-XL. */
  model: string;
  productType: string;
  /** Which illustration the product's images use. */
  kind: GarmentKind;
  tags: readonly string[];
  /** One or two sentences; the first paragraph of the description. */
  summary: string;
  /** Four to six bullet points: fabric, composition, standards, care. */
  features: readonly string[];
  colours: readonly string[];
  sizes: readonly string[];
  /** Further options after Color and Size, such as sleeve length. */
  extraOptions?: readonly { name: string; values: readonly string[] }[];
  /** Pence ex VAT (DESIGN §3). */
  pricePence: number;
  /** Added to the price of variants with these option values, e.g. { "2XL": 100 }. */
  surchargesPence?: Readonly<Record<string, number>>;
  /** The "was" price when the product is on sale. */
  compareAtPricePence?: number;
  /** Variant titles ("Navy / 3XL") that are out of stock. */
  unavailable?: readonly string[];
  /** Issue 11.4: variants whose stock is counted, by title: { "Navy / M": 3 } shows "Only 3 left". */
  stock?: Readonly<Record<string, number>>;
  /** Variant titles with none left that are still sold, on back order (Shopify's `continue`). */
  backOrdered?: readonly string[];
  weightGrams: number;
  /** Collection handles; brand collections are added from the vendor. */
  collections: readonly string[];
  /**
   * A new-season line listed before its photos arrive: the product gets no images, so the shop
   * shows 'No Image Available' (spec/storefront.md §8 "Missing image"). `kind` is then unused.
   */
  photosComingSoon?: boolean;
};

export const garmentSizes = ["XS", "S", "M", "L", "XL", "2XL", "3XL"] as const;
export const garmentSizesFromS = ["S", "M", "L", "XL", "2XL", "3XL"] as const;
export const waistSizes = ['28"', '30"', '32"', '34"', '36"', '38"', '40"', '42"', '44"'] as const;
export const bootSizes = ["6", "7", "8", "9", "10", "11", "12"] as const;
export const gloveSizes = ["7", "8", "9", "10", "11"] as const;
export const gloveLetterSizes = ["S", "M", "L", "XL"] as const;
export const oneSize = ["One Size"] as const;

/** The usual plus-size uplift: +£1 for 2XL, +£2 for 3XL. */
export const plusSizeSurcharge = { "2XL": 100, "3XL": 200 } as const;

export const care = (degrees: number) => `Machine washable at ${degrees}°C`;
export const gsm = (grams: number, fabric: string) => `${grams} gsm ${fabric}`;
export const hiVisClass = (workClass: 1 | 2 | 3) => `Certified to EN ISO 20471 Class ${workClass}`;
export const safetyFootwear = (rating: string) => `Certified to EN ISO 20345:2022 ${rating}`;
export const gloveStandard = (code: string) => `Certified to EN 388:2016 ${code}`;
