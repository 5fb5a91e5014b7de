// The Storefront API's sort enums (Shopify's published schema, the subset our engine serves): the
// engine sorts by them and the client asks by them, so both name them from here.

/** ProductSortKeys: the order of products(query:). */
export type ProductSortKey =
  | "TITLE"
  | "PRODUCT_TYPE"
  | "VENDOR"
  | "UPDATED_AT"
  | "CREATED_AT"
  | "BEST_SELLING"
  | "PRICE"
  | "ID"
  | "RELEVANCE";

/** ProductCollectionSortKeys: the order of a collection's products. */
export type ProductCollectionSortKey =
  | "TITLE"
  | "PRICE"
  | "BEST_SELLING"
  | "CREATED"
  | "ID"
  | "MANUAL"
  | "COLLECTION_DEFAULT"
  | "RELEVANCE";
