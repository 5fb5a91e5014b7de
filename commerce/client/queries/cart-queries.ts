import { IMAGE_FRAGMENT, MONEY_FRAGMENT, PAGE_INFO_FRAGMENT } from "./fragments.ts";
import {
  CART_FRAGMENT,
  CART_LINE_FRAGMENT,
  CART_LINES_PAGE_FRAGMENT,
  DISCOUNT_ALLOCATION_FRAGMENT,
} from "./cart-fragments.ts";

// The cart interface of spec/back-office.md §7 (issue 4 item 4). Every cart document selects the
// same CartFields; a cart's lines come 250 at a time, the rest through CART_LINES_QUERY
// (reference/storefront-api.md §5.1). Fields are those the checkout-like mapping needs, all in
// the engine's subset and Shopify's schema (queries.test.ts checks both).

// Every document that spreads CartFields appends exactly these (GraphQL rejects unused ones).
const CART_FRAGMENTS = `${CART_FRAGMENT}${CART_LINES_PAGE_FRAGMENT}${CART_LINE_FRAGMENT}${DISCOUNT_ALLOCATION_FRAGMENT}${MONEY_FRAGMENT}${IMAGE_FRAGMENT}${PAGE_INFO_FRAGMENT}`;

const PAYLOAD = /* GraphQL */ `
    cart {
      ...CartFields
    }
    userErrors {
      field
      message
      code
    }
`;
const WARNINGS = /* GraphQL */ `
    warnings {
      code
      message
    }
`;

export const CART_QUERY = /* GraphQL */ `
  query CartById($id: ID!) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENTS}
`;

export const CART_LINES_QUERY = /* GraphQL */ `
  query CartLinesPage($id: ID!, $after: String) {
    cart(id: $id) {
      lines(first: 250, after: $after) {
        ...CartLinesPageFields
      }
    }
  }
  ${CART_LINES_PAGE_FRAGMENT}
  ${CART_LINE_FRAGMENT}
  ${DISCOUNT_ALLOCATION_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_INFO_FRAGMENT}
`;

/** A mutation on the cart: `signature` declares the variables, `call` the root field. */
function cartMutation(name: string, signature: string, call: string) {
  return /* GraphQL */ `
  mutation ${name}(${signature}) {
    ${call} {
      ${PAYLOAD}${WARNINGS}
    }
  }
  ${CART_FRAGMENTS}
`;
}

export const CART_CREATE_MUTATION = cartMutation(
  "CartCreate",
  "$input: CartInput!",
  "cartCreate(input: $input)",
);
export const CART_NOTE_UPDATE_MUTATION = cartMutation(
  "CartNoteUpdate",
  "$cartId: ID!, $note: String!",
  "cartNoteUpdate(cartId: $cartId, note: $note)",
);
export const CART_ATTRIBUTES_UPDATE_MUTATION = cartMutation(
  "CartAttributesUpdate",
  "$cartId: ID!, $attributes: [AttributeInput!]!",
  "cartAttributesUpdate(cartId: $cartId, attributes: $attributes)",
);
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = cartMutation(
  "CartBuyerIdentityUpdate",
  "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
  "cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity)",
);
export const CART_LINES_ADD_MUTATION = cartMutation(
  "CartLinesAdd",
  "$cartId: ID!, $lines: [CartLineInput!]!",
  "cartLinesAdd(cartId: $cartId, lines: $lines)",
);
export const CART_LINES_UPDATE_MUTATION = cartMutation(
  "CartLinesUpdate",
  "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
  "cartLinesUpdate(cartId: $cartId, lines: $lines)",
);
export const CART_LINES_REMOVE_MUTATION = cartMutation(
  "CartLinesRemove",
  "$cartId: ID!, $lineIds: [ID!]!",
  "cartLinesRemove(cartId: $cartId, lineIds: $lineIds)",
);
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = cartMutation(
  "CartDiscountCodesUpdate",
  "$cartId: ID!, $discountCodes: [String!]!",
  "cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes)",
);
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = cartMutation(
  "CartGiftCardCodesUpdate",
  "$cartId: ID!, $giftCardCodes: [String!]!",
  "cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes)",
);
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = cartMutation(
  "CartGiftCardCodesRemove",
  "$cartId: ID!, $appliedGiftCardIds: [ID!]!",
  "cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds)",
);
