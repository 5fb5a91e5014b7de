import {
  IMAGE_FRAGMENT,
  MONEY_FRAGMENT,
  PAGE_INFO_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_DETAIL_FRAGMENT,
  VARIANT_FRAGMENT,
} from "./fragments.ts";

/** One page of products; `query` is Shopify's search syntax, `sortKey` defaults to ID server-side. */
export const PRODUCTS_QUERY = /* GraphQL */ `
  query CatalogueProducts(
    $first: Int!
    $after: String
    $query: String
    $sortKey: ProductSortKeys
    $reverse: Boolean
  ) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
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
  ${PAGE_INFO_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

// productByHandle is deprecated in 2025-01 but is what the subset offers (no product(handle:)).
export const PRODUCT_BY_HANDLE_QUERY = /* GraphQL */ `
  query CatalogueProductByHandle($handle: String!) {
    productByHandle(handle: $handle) {
      ...ProductDetailFields
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${PAGE_INFO_FRAGMENT}
  ${VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

/** The next 250 images of a product, after the last cursor seen. */
export const PRODUCT_IMAGES_QUERY = /* GraphQL */ `
  query CatalogueProductImages($id: ID!, $after: String!) {
    node(id: $id) {
      ... on Product {
        id
        images(first: 250, after: $after) {
          pageInfo {
            ...PageInfoFields
          }
          edges {
            cursor
            node {
              ...ImageFields
            }
          }
        }
      }
    }
  }
  ${PAGE_INFO_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

/** The next 250 variants of a product, after the last cursor seen. */
export const PRODUCT_VARIANTS_QUERY = /* GraphQL */ `
  query CatalogueProductVariants($id: ID!, $after: String!) {
    node(id: $id) {
      ... on Product {
        id
        variants(first: 250, after: $after) {
          pageInfo {
            ...PageInfoFields
          }
          edges {
            cursor
            node {
              ...VariantFields
            }
          }
        }
      }
    }
  }
  ${PAGE_INFO_FRAGMENT}
  ${VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

export const PRODUCT_RECOMMENDATIONS_QUERY = /* GraphQL */ `
  query CatalogueProductRecommendations($productId: ID!) {
    productRecommendations(productId: $productId) {
      ...ProductCardFields
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
