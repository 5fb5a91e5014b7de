import { graphql, type FuzzIds, type Target } from "./fuzz-builders.ts";

// The Storefront API (commerce/engine).
export function storefrontTargets(ids: FuzzIds): Target[] {
  return [
    graphql(
      "POST graphql products",
      "query P($first: Int, $q: String, $after: String, $sort: ProductSortKeys) { products(first: $first, query: $q, after: $after, sortKey: $sort) { edges { node { id handle } } } }",
      { first: 5, q: "polo", after: null, sort: "TITLE" },
    ),
    graphql(
      "POST graphql productByHandle",
      "query H($h: String!, $n: Int) { productByHandle(handle: $h) { id variants(first: $n) { edges { node { id } } } } }",
      { h: "portwest-b210-essential-polo", n: 3 },
    ),
    graphql(
      "POST graphql node",
      "query N($id: ID!, $ids: [ID!]!) { node(id: $id) { id } nodes(ids: $ids) { id } }",
      { id: ids.variantGid, ids: [ids.variantGid, ids.cartId] },
    ),
    graphql(
      "POST graphql cartCreate",
      "mutation C($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { field message } } }",
      {
        input: {
          lines: [
            {
              merchandiseId: ids.variantGid,
              quantity: 1,
              attributes: [{ key: "_design_id", value: ids.designId }],
            },
          ],
          buyerIdentity: { email: "sam@example.co.uk", countryCode: "GB" },
          note: "n",
          discountCodes: ["TRADE10"],
          attributes: [{ key: "k", value: "v" }],
        },
      },
    ),
    graphql(
      "POST graphql cartLinesAdd",
      "mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { field message } } }",
      { cartId: ids.cartId, lines: [{ merchandiseId: ids.variantGid, quantity: 1 }] },
    ),
    graphql(
      "POST graphql cartLinesUpdate",
      "mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!, $note: String!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { userErrors { message } } cartNoteUpdate(cartId: $cartId, note: $note) { userErrors { message } } }",
      { cartId: ids.cartId, lines: [{ id: "gid://shopify/CartLine/1", quantity: 2 }], note: "n" },
    ),
    graphql(
      "POST graphql cart",
      "query Q($id: ID!) { cart(id: $id) { id lines(first: 5) { edges { node { id } } } } }",
      { id: ids.cartId },
    ),
  ];
}
