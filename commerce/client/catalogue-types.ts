// The plain catalogue shapes the client hands to pages: money in integer pence (STYLE.md rule 2),
// connections flattened to arrays, Storefront nulls replaced by the spec's defaults
// (spec/back-office.md §3 "Commerce provider records").

/**
 * Result of every catalogue call. The pages must tell three things apart: a failure (GraphQL
 * errors, network errors, a malformed response; already logged with logger.error) shows
 * 'Failed to load products. Please try again later.'; an empty list shows 'No products found.';
 * and for single lookups `data: null` means not found (404) while `ok: false` is an error page.
 * So: `{ ok: false }` for failure, `{ ok: true, data }` otherwise, with `null` only for "not found".
 * A request the engine refused as bad input (a forged cursor in `?after=`) is not a failure of
 * the shop: `badInput` carries the engine's message, and the page answers 400 rather than logging.
 */
export type CatalogueResult<T> = { ok: true; data: T } | { ok: false; badInput?: string };

export type CatalogueImage = {
  id: string | null;
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
};

export type SelectedOption = { name: string; value: string };

export type ProductVariant = {
  id: string;
  title: string;
  /** '' when the variant has none (spec default). */
  sku: string;
  /** Ex-VAT price in pence (DESIGN §3: stored prices exclude VAT). */
  pricePence: number;
  compareAtPricePence: number | null;
  currencyCode: string;
  available: boolean;
  /**
   * Issue 11.4: what is left to sell of a tracked variant (below 0 when back-ordered); null when
   * the shop does not track it.
   */
  quantityAvailable: number | null;
  /** Out of stock but still sold, on back order (Shopify's `continue` policy at 0 or below). */
  currentlyNotInStock: boolean;
  selectedOptions: SelectedOption[];
  image: CatalogueImage | null;
  weight: number | null;
};

export type ProductOption = { id: string; name: string; values: string[] };

/** What a product grid card needs. */
export type ProductSummary = {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  productType: string;
  availableForSale: boolean;
  featuredImage: CatalogueImage | null;
  /** Lowest ex-VAT variant price in pence among the first 250 variants; null with no variants. */
  priceFromPence: number | null;
  currencyCode: string;
};

/** The full product for the product page: every image and every variant. */
export type Product = {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  availableForSale: boolean;
  onlineStoreUrl: string | null;
  /** The search listing the owner wrote (title and meta description); null where none. */
  seo: { title: string | null; description: string | null };
  createdAt: string;
  updatedAt: string;
  options: ProductOption[];
  images: CatalogueImage[];
  variants: ProductVariant[];
};

export type CollectionSummary = {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  updatedAt: string;
  /** The search listing the owner wrote; null where none. */
  seo: { title: string | null; description: string | null };
  image: CatalogueImage | null;
};

/** A forward page: pass `endCursor` as `after` to get the next one (the subset has no `before`). */
export type CataloguePage<T> = {
  items: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
};

export type CollectionWithProducts = {
  collection: CollectionSummary;
  products: CataloguePage<ProductSummary>;
  /** The facets of the list (issue 12.7); empty unless asked for. */
  facets: CatalogueFilter[];
};

/** Shopify's ProductFilter input (the parts the subset serves). */
export type ProductFilter = {
  available?: boolean;
  price?: { min?: number; max?: number };
  productVendor?: string;
  productType?: string;
  tag?: string;
  variantOption?: { name: string; value: string };
};

/** Shopify's Filter: each value counts the products it would leave, `input` chooses it. */
export type CatalogueFilter = {
  id: string;
  label: string;
  type: "LIST" | "PRICE_RANGE" | "BOOLEAN";
  values: { id: string; label: string; count: number; input: ProductFilter }[];
};

export type ShopPolicy = { id: string; title: string; url: string; body: string };

export type ShopInfo = {
  id: string;
  name: string;
  description: string;
  moneyFormat: string;
  currencies: string[];
  primaryDomain: { host: string; url: string; sslEnabled: boolean };
  privacyPolicy: ShopPolicy | null;
  termsOfService: ShopPolicy | null;
  refundPolicy: ShopPolicy | null;
};
