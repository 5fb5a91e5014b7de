import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from "./fragments.ts";

// The basket page prices lines by variant id (DESIGN §4: never the browser's prices), so it asks
// for exactly the variants in the basket. `nodes(ids:)` answers null for an unknown id and `{}` for
// an id of another type; the engine and Shopify both allow at most 250 ids per request.
export const BASKET_VARIANT_FRAGMENT = /* GraphQL */ `
  fragment BasketVariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    price {
      ...MoneyFields
    }
    image {
      ...ImageFields
    }
    selectedOptions {
      name
      value
    }
    product {
      id
      handle
      title
      vendor
    }
  }
`;

export const VARIANTS_BY_IDS_QUERY = /* GraphQL */ `
  query CatalogueVariantsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on ProductVariant {
        ...BasketVariantFields
      }
    }
  }
  ${BASKET_VARIANT_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

// Issue 17: a customer's special prices in Shopify mode name the store's products: a card's "From"
// price beside one needs the list price of each of the product's variants, and the back office's
// product picker their titles and SKUs.
export const PRODUCT_VARIANT_PRICES_QUERY = /* GraphQL */ `
  query CatalogueProductVariantPrices($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on Product {
        id
        title
        handle
        variants(first: 250) {
          edges {
            node {
              id
              title
              sku
              price {
                ...MoneyFields
              }
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
`;
