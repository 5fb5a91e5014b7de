import {
  COLLECTION_FRAGMENT,
  IMAGE_FRAGMENT,
  MONEY_FRAGMENT,
  PAGE_INFO_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
} from "./fragments.ts";

export const COLLECTIONS_QUERY = /* GraphQL */ `
  query CatalogueCollections($first: Int!, $after: String) {
    collections(first: $first, after: $after) {
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
        node {
          ...CollectionFields
        }
      }
    }
  }
  ${PAGE_INFO_FRAGMENT}
  ${COLLECTION_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

// collectionByHandle is deprecated in 2025-01 but is what the subset offers (no collection(handle:)).
export const COLLECTION_BY_HANDLE_QUERY = /* GraphQL */ `
  query CatalogueCollectionByHandle($handle: String!) {
    collectionByHandle(handle: $handle) {
      ...CollectionFields
    }
  }
  ${COLLECTION_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

/**
 * A collection with one page of its products (the collection page shows up to 20), narrowed by
 * Shopify's ProductFilter inputs, with the facets to narrow it further when asked (issue 12.7), in
 * the order asked (ProductCollectionSortKeys, issue 18.7; by default the owner's).
 */
export const COLLECTION_PRODUCTS_QUERY = /* GraphQL */ `
  query CatalogueCollectionProducts(
    $handle: String!
    $first: Int!
    $after: String
    $filters: [ProductFilter!]
    $withFacets: Boolean!
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
  ) {
    collectionByHandle(handle: $handle) {
      ...CollectionFields
      products(
        first: $first
        after: $after
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters @include(if: $withFacets) {
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
        pageInfo {
          ...PageInfoFields
        }
        edges {
          cursor
          node {
            ...ProductCardFields
          }
        }
      }
    }
  }
  ${COLLECTION_FRAGMENT}
  ${PAGE_INFO_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
