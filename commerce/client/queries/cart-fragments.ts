// Selection sets of the cart documents (cart-queries.ts): CartFields and what it spreads.

export const DISCOUNT_ALLOCATION_FRAGMENT = /* GraphQL */ `
  fragment CartDiscountAllocationFields on CartDiscountAllocation {
    __typename
    discountedAmount {
      ...MoneyFields
    }
    discountApplication {
      targetType
      allocationMethod
      targetSelection
      value {
        __typename
        ... on PricingPercentageValue {
          percentage
        }
        ... on MoneyV2 {
          amount
          currencyCode
        }
      }
    }
    ... on CartCodeDiscountAllocation {
      code
    }
    ... on CartAutomaticDiscountAllocation {
      title
    }
    ... on CartCustomDiscountAllocation {
      title
    }
  }
`;

export const CART_LINE_FRAGMENT = /* GraphQL */ `
  fragment CartLineFields on BaseCartLine {
    __typename
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...MoneyFields
      }
      subtotalAmount {
        ...MoneyFields
      }
      amountPerQuantity {
        ...MoneyFields
      }
    }
    discountAllocations {
      ...CartDiscountAllocationFields
    }
    merchandise {
      __typename
      ... on ProductVariant {
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
        }
      }
    }
  }
`;

export const CART_LINES_PAGE_FRAGMENT = /* GraphQL */ `
  fragment CartLinesPageFields on BaseCartLineConnection {
    pageInfo {
      ...PageInfoFields
    }
    edges {
      cursor
      node {
        ...CartLineFields
      }
    }
  }
`;

export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    createdAt
    updatedAt
    checkoutUrl
    note
    attributes {
      key
      value
    }
    cost {
      checkoutChargeAmount {
        ...MoneyFields
      }
      subtotalAmount {
        ...MoneyFields
      }
      totalAmount {
        ...MoneyFields
      }
      totalTaxAmount {
        ...MoneyFields
      }
      totalDutyAmount {
        ...MoneyFields
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...CartDiscountAllocationFields
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...MoneyFields
      }
      presentmentAmountUsed {
        ...MoneyFields
      }
      balance {
        ...MoneyFields
      }
    }
    buyerIdentity {
      email
      phone
      countryCode
      deliveryAddressPreferences {
        __typename
        ... on MailingAddress {
          id
          firstName
          lastName
          company
          address1
          address2
          city
          province
          zip
          country
          phone
          formatted
        }
      }
    }
    lines(first: 250) {
      ...CartLinesPageFields
    }
  }
`;
