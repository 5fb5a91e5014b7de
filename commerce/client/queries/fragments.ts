// Shared selection sets for the catalogue documents (STYLE.md: documents are named constants with
// shared fragments). Each document appends exactly the fragments it spreads, because GraphQL
// rejects a document with an unused or missing fragment. Every field here must exist in
// storefront-api-subset.graphql (commerce/engine keeps the copy; the engine serves only that) and in
// Shopify's published schema; queries.test.ts checks both.

export const MONEY_FRAGMENT = /* GraphQL */ `
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`;

export const IMAGE_FRAGMENT = /* GraphQL */ `
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
`;

// The subset's PageInfo has no endCursor: the next page starts after the last edge's cursor.
export const PAGE_INFO_FRAGMENT = /* GraphQL */ `
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
  }
`;

export const VARIANT_FRAGMENT = /* GraphQL */ `
  fragment VariantFields on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    currentlyNotInStock
    weight
    price {
      ...MoneyFields
    }
    compareAtPrice {
      ...MoneyFields
    }
    image {
      ...ImageFields
    }
    selectedOptions {
      name
      value
    }
  }
`;

// A grid card: the featured image and the lowest variant price (the card's "from" price). Asked
// as priceRange, not as the variants' prices: a page of 20 cards read up to 5,000 prices (250 a
// product) through GraphQL and the response schema only to keep the lowest of each.
export const PRODUCT_CARD_FRAGMENT = /* GraphQL */ `
  fragment ProductCardFields on Product {
    id
    handle
    title
    description
    vendor
    productType
    availableForSale
    images(first: 1) {
      edges {
        node {
          ...ImageFields
        }
      }
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
  }
`;

// The product page: everything, with the first 250 images and variants; the rest are paged with
// PRODUCT_IMAGES_QUERY / PRODUCT_VARIANTS_QUERY (spec/back-office.md §7: paged 250 at a time).
export const PRODUCT_DETAIL_FRAGMENT = /* GraphQL */ `
  fragment ProductDetailFields on Product {
    id
    handle
    title
    description
    descriptionHtml
    vendor
    productType
    availableForSale
    onlineStoreUrl
    seo {
      title
      description
    }
    createdAt
    updatedAt
    options {
      id
      name
      values
    }
    images(first: 250) {
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
    variants(first: 250) {
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
`;

export const COLLECTION_FRAGMENT = /* GraphQL */ `
  fragment CollectionFields on Collection {
    id
    handle
    title
    description
    descriptionHtml
    updatedAt
    seo {
      title
      description
    }
    image {
      ...ImageFields
    }
  }
`;
