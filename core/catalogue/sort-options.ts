// Issue 18.7: the sort orders a shopper can choose on a collection, search or All Products page, as the URL's
// `sort` parameter (?sort=price-asc), each with the Storefront API sort key that gives it: Shopify's
// own keys (ProductCollectionSortKeys on a collection, ProductSortKeys on products(query:)), so the
// same choice works on our engine and on a Shopify store. The default is left out of the URL, and a
// value the page does not know reads as the default.

import type { ProductCollectionSortKey, ProductSortKey } from "./storefront-sort-keys.ts";

export type SortOption<K extends string> = {
  /** The `sort` parameter's value. */
  value: string;
  label: string;
  sortKey: K;
  reverse: boolean;
};

export const collectionSortOptions: readonly SortOption<ProductCollectionSortKey>[] = [
  { value: "featured", label: "Featured", sortKey: "COLLECTION_DEFAULT", reverse: false },
  { value: "best-selling", label: "Best selling", sortKey: "BEST_SELLING", reverse: false },
  { value: "newest", label: "Newest", sortKey: "CREATED", reverse: true },
  { value: "price-asc", label: "Price: low to high", sortKey: "PRICE", reverse: false },
  { value: "price-desc", label: "Price: high to low", sortKey: "PRICE", reverse: true },
  { value: "name", label: "Name: A to Z", sortKey: "TITLE", reverse: false },
];

/** The orders products(query:) offers besides its default (ProductSortKeys). */
const productListOrders: readonly SortOption<ProductSortKey>[] = [
  { value: "best-selling", label: "Best selling", sortKey: "BEST_SELLING", reverse: false },
  { value: "newest", label: "Newest", sortKey: "CREATED_AT", reverse: true },
  { value: "price-asc", label: "Price: low to high", sortKey: "PRICE", reverse: false },
  { value: "price-desc", label: "Price: high to low", sortKey: "PRICE", reverse: true },
  { value: "name", label: "Name: A to Z", sortKey: "TITLE", reverse: false },
];

export const searchSortOptions: readonly SortOption<ProductSortKey>[] = [
  { value: "relevance", label: "Best match", sortKey: "RELEVANCE", reverse: false },
  ...productListOrders,
];

/** All products: featured is the catalogue's own (id) order. */
export const productSortOptions: readonly SortOption<ProductSortKey>[] = [
  { value: "featured", label: "Featured", sortKey: "ID", reverse: false },
  ...productListOrders,
];

/** The option a `sort` parameter names; the first (the default) for none or an unknown one. */
export function sortOptionOf<K extends string>(
  options: readonly SortOption<K>[],
  value: string | null,
): SortOption<K> & { isDefault: boolean } {
  const chosen = options.find((option) => option.value === value) ?? options[0]!;
  return { ...chosen, isDefault: chosen === options[0] };
}

/**
 * Whether a listing's query string (`?sort=…`) orders it by units sold, on any page that offers
 * it: such a page changes with every order (decision 038).
 */
export function sortsByBestSelling(search: URLSearchParams): boolean {
  const value = search.get("sort");
  return [...collectionSortOptions, ...productListOrders].some(
    (option) => option.value === value && option.sortKey === "BEST_SELLING",
  );
}
