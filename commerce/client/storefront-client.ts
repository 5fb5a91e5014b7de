import { createBasketVariants } from "#commerce/client/basket-variants.ts";
import { createCartOperations } from "#commerce/client/cart/cart-operations.ts";
import { createCatalogue } from "#commerce/client/catalogue.ts";
import { createProductDetail } from "#commerce/client/product-detail.ts";
import {
  createStorefrontTransport,
  type StorefrontTransportOptions,
} from "#commerce/client/storefront-transport.ts";

export type CommerceClientOptions = StorefrontTransportOptions;
export type CommerceClient = ReturnType<typeof createCommerceClient>;

/**
 * The typed Storefront API client (DESIGN §5), on Shopify's @shopify/storefront-api-client.
 * `storeDomain` is the engine's or Shopify's host; `fetch` replaces the network (the server passes
 * an in-process fetch that calls our engine directly); `apiVersion` defaults to 2025-01.
 * Every catalogue call resolves to a CatalogueResult and every cart call to a CartResult
 * (cart/cart-types.ts); none rejects: failures are logged here.
 */
export function createCommerceClient(options: CommerceClientOptions) {
  const { query, cachedQuery, call, clearCache } = createStorefrontTransport(options);
  return {
    ...createCatalogue(cachedQuery, call),
    ...createProductDetail(cachedQuery, call),
    ...createBasketVariants(cachedQuery, call, query),
    ...createCartOperations(query, options.logger),
    /** Drops the catalogue answers kept from a remote store (cacheMs). */
    clearCatalogueCache: clearCache,
  };
}
