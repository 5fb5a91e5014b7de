import { z } from "zod";
import type {
  CataloguePage,
  CatalogueResult,
  CollectionSummary,
  CollectionWithProducts,
  ProductFilter,
  ProductSummary,
  ShopInfo,
} from "#commerce/client/catalogue-types.ts";
import {
  CollectionSchema,
  CollectionWithProductsSchema,
  connectionOf,
  ProductCardSchema,
  ShopSchema,
  toPage,
} from "#commerce/client/catalogue-schemas.ts";
import {
  COLLECTION_BY_HANDLE_QUERY,
  COLLECTION_PRODUCTS_QUERY,
  COLLECTIONS_QUERY,
} from "#commerce/client/queries/collection-queries.ts";
import {
  PRODUCT_RECOMMENDATIONS_QUERY,
  PRODUCTS_QUERY,
} from "#commerce/client/queries/product-queries.ts";
import { SHOP_QUERY } from "#commerce/client/queries/shop-queries.ts";
import type { CatalogueCall, StorefrontQuery } from "#commerce/client/storefront-transport.ts";
import type {
  ProductCollectionSortKey,
  ProductSortKey,
} from "#core/catalogue/storefront-sort-keys.ts";

export type PageOptions = { first?: number; after?: string };
/**
 * A collection's page narrowed by filters, in the asked order (the owner's unless `sortKey` says
 * otherwise); `withFacets` also asks for the facets (counts) of the list.
 */
export type FilteredPageOptions = PageOptions & {
  filters?: ProductFilter[];
  withFacets?: boolean;
  sortKey?: ProductCollectionSortKey;
  reverse?: boolean;
};
/** A page of search results, most relevant first unless `sortKey` says otherwise. */
export type SearchOptions = PageOptions & { sortKey?: ProductSortKey; reverse?: boolean };
export type ProductListOptions = PageOptions & {
  query?: string;
  sortKey?: ProductSortKey;
  reverse?: boolean;
};

// spec/back-office.md §9: default page size 20 for products and collections. Storefront
// connections allow at most 250 per page, so larger or nonsense sizes are clamped, not sent.
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 250;

export function pageSize(first: number | undefined): number {
  if (first === undefined || !Number.isFinite(first)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(first)));
}

const ProductsResponse = z.object({ products: connectionOf(ProductCardSchema) });
const CollectionsResponse = z.object({ collections: connectionOf(CollectionSchema) });
const CollectionResponse = z.object({ collectionByHandle: CollectionSchema.nullable() });
const CollectionProductsResponse = z.object({
  collectionByHandle: CollectionWithProductsSchema.nullable(),
});
const RecommendationsResponse = z.object({
  productRecommendations: z.array(ProductCardSchema).nullable(),
});
const ShopResponse = z.object({ shop: ShopSchema });

export function createCatalogue(query: StorefrontQuery, call: CatalogueCall) {
  return {
    /** Collection summary plus one page of its products; `data: null` when no such collection. */
    getProductsByCollectionHandle(
      handle: string,
      { first, after, filters, withFacets = false, sortKey, reverse }: FilteredPageOptions = {},
    ): Promise<CatalogueResult<CollectionWithProducts | null>> {
      return call("getProductsByCollectionHandle", async () => {
        const page = { first: pageSize(first), after };
        const variables = { handle, ...page, filters, withFacets, sortKey, reverse };
        const data = await query(COLLECTION_PRODUCTS_QUERY, variables, CollectionProductsResponse);
        return data.collectionByHandle;
      });
    },

    /** One page of all products; the engine sorts by ID unless `sortKey` says otherwise. */
    getAllProducts(
      options: ProductListOptions = {},
    ): Promise<CatalogueResult<CataloguePage<ProductSummary>>> {
      return call("getAllProducts", () => listProducts(options));
    },

    /** Products matching Shopify's search syntax (`products(query:)`), most relevant first. */
    searchProducts(
      searchQuery: string,
      { first, after, sortKey = "RELEVANCE", reverse }: SearchOptions = {},
    ): Promise<CatalogueResult<CataloguePage<ProductSummary>>> {
      return call("searchProducts", () =>
        listProducts({ first, after, query: searchQuery, sortKey, reverse }),
      );
    },

    getCollections({ first, after }: PageOptions = {}): Promise<
      CatalogueResult<CataloguePage<CollectionSummary>>
    > {
      return call("getCollections", async () => {
        const variables = { first: pageSize(first), after };
        const data = await query(COLLECTIONS_QUERY, variables, CollectionsResponse);
        return toPage(data.collections);
      });
    },

    /** `data: null` when no collection has this handle. */
    getCollectionByHandle(handle: string): Promise<CatalogueResult<CollectionSummary | null>> {
      return call("getCollectionByHandle", async () => {
        const data = await query(COLLECTION_BY_HANDLE_QUERY, { handle }, CollectionResponse);
        return data.collectionByHandle;
      });
    },

    /** Related products; an empty list when the engine has none (or returns null). */
    getProductRecommendations(productId: string): Promise<CatalogueResult<ProductSummary[]>> {
      return call("getProductRecommendations", async () => {
        const variables = { productId };
        const data = await query(PRODUCT_RECOMMENDATIONS_QUERY, variables, RecommendationsResponse);
        return data.productRecommendations ?? [];
      });
    },

    getShop(): Promise<CatalogueResult<ShopInfo>> {
      return call("getShop", async () => (await query(SHOP_QUERY, {}, ShopResponse)).shop);
    },
  };

  async function listProducts(options: ProductListOptions): Promise<CataloguePage<ProductSummary>> {
    const { first, after, query: search, sortKey, reverse } = options;
    const variables = { first: pageSize(first), after, query: search, sortKey, reverse };
    const data = await query(PRODUCTS_QUERY, variables, ProductsResponse);
    return toPage(data.products);
  }
}
