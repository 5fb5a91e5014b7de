import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "#server/db/client.ts";
import { productVariants, products } from "#server/db/schema/index.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import { shopInfo } from "#server/shop-info.ts";
import { createStorefrontEngine } from "../storefront-engine.ts";

// Test support for the cart tests: GraphQL documents and an engine over the demo data.

export type GraphQLResponse = { data?: Record<string, any>; errors?: { message: string }[] };

export const cartFields = `id checkoutUrl note attributes { key value }
  buyerIdentity { email countryCode }
  cost { subtotalAmount { amount currencyCode } checkoutChargeAmount { amount } totalTaxAmount { amount } totalAmount { amount } totalDutyAmount { amount } }
  discountCodes { code applicable } appliedGiftCards { id } discountAllocations { discountedAmount { amount } }
  deliveryGroups(first: 10) { edges { node { id } } }
  lines(first: 250) { pageInfo { hasNextPage } edges { cursor node { __typename id quantity attributes { key value }
    cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } compareAtAmountPerQuantity { amount } }
    merchandise { ... on ProductVariant { id price { amount } product { id } } } } } }`;
export const payload = `cart { ${cartFields} } userErrors { field message code } warnings { code message }`;

export const createCart = `mutation ($input: CartInput) { cartCreate(input: $input) { ${payload} } }`;
export const addLines = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${payload} } }`;
export const updateLines = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${payload} } }`;
export const removeLines = `mutation ($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${payload} } }`;
export const updateNote = `mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { note } userErrors { field message code } warnings { code message } } }`;
export const updateAttributes = `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { attributes { key value } } userErrors { field code } } }`;
export const getCart = `query ($id: ID!) { cart(id: $id) { ${cartFields} } }`;

export const embroideredChestLeft = [
  { key: "_decoration_type", value: "embroidery" },
  { key: "_decoration_position", value: "Chest Left" },
  { key: "_design_id", value: "design-1" },
];

/** The demo data, an engine over it, and the variants the cart tests use. */
export async function openCartTestEngine(db: Db, errors: unknown[], designTokens?: DesignTokens) {
  await applyDemoSeed(db);
  const engine = createStorefrontEngine({
    db,
    publicUrl: "https://shop.test",
    shop: shopInfo,
    storefrontToken: undefined,
    logError: (error) => errors.push(error),
    designTokens,
  });
  void engine.setCaching(true);
  const pairs = await db
    .select({ productId: productVariants.productId, pricePence: productVariants.pricePence })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
    .groupBy(productVariants.productId, productVariants.pricePence)
    .having(sql`count(*) >= 2 and ${productVariants.pricePence} < 5000`)
    .orderBy(asc(productVariants.productId))
    .limit(1);
  const pair = pairs[0]!;
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, pair.productId),
        eq(productVariants.pricePence, pair.pricePence),
        eq(productVariants.isAvailable, true),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(2);
  const polo = {
    ...pair,
    m: `gid://shopify/ProductVariant/${variants[0]!.id}`,
    l: `gid://shopify/ProductVariant/${variants[1]!.id}`,
  };
  const [out] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, false)))
    .limit(1);
  const unavailable = `gid://shopify/ProductVariant/${out!.id}`;

  async function query(document: string, variables: Record<string, unknown> = {}) {
    const response = await engine(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: document, variables }),
      }),
    );
    return (await response.json()) as GraphQLResponse;
  }

  async function mutate(document: string, variables: Record<string, unknown>, root: string) {
    const body = await query(document, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.[root];
  }

  return { engine, query, mutate, polo, unavailable };
}
