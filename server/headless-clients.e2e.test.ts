import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createStorefrontClient, decodeEncodedVariant } from "@shopify/hydrogen-react";
import { createStorefrontApiClient } from "@shopify/storefront-api-client";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { parseConfig } from "#server/config/env.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { demoPassword, demoUsers } from "#server/demo/demo-accounts.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";

// Issue 13, proof: Shopify's own client libraries, unmodified, against the shop listening on a
// loopback port as it runs (tokens required, every request over a real socket). Hydrogen's
// `createStorefrontClient` gives the address and headers a Hydrogen storefront sends, with the
// public token; `@shopify/storefront-api-client` is what a Next.js Commerce-style server sends,
// with the private token. They browse, search, fill a cart, sign a customer in and read orders.

const publicToken = "headless-public-token-0123";
const privateToken = "headless-private-token-4567";

const productCard = `fragment ProductCard on Product {
  id handle title vendor
  featuredImage { url altText width height }
  priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
}`;

describeWithDatabase("Shopify's own clients against the running shop", (use) => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const parsed = parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "http://shop.test",
      SESSION_SECRET: "headless-test-secret-0123456789abcdef",
      STOREFRONT_TOKEN: publicToken,
      STOREFRONT_PRIVATE_TOKEN: privateToken,
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("not a page test", { status: 404 }),
    });
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A Hydrogen storefront's request: its client's URL and public-token headers, as it fetches. */
  async function hydrogen(query: string, variables: Record<string, unknown> = {}) {
    // Today's Hydrogen sends its own version in the path; the engine answers on any version's.
    const client = createStorefrontClient({
      storeDomain: origin,
      storefrontApiVersion: "2026-04",
      publicStorefrontToken: publicToken,
    });
    const response = await fetch(client.getStorefrontApiUrl(), {
      method: "POST",
      headers: client.getPublicTokenHeaders(),
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  /** A server storefront's client with the private token; https is the client's, loopback ours. */
  const serverClient = () =>
    createStorefrontApiClient({
      storeDomain: "shop.test",
      apiVersion: "2026-04",
      privateAccessToken: privateToken,
      customFetchApi: (url, init) => {
        const asked = new URL(url);
        return fetch(`${origin}${asked.pathname}${asked.search}`, init);
      },
    });

  it("browses the menu, a collection and a product page as a Hydrogen storefront", async () => {
    const header = await hydrogen(
      `query Header($handle: String!, $country: CountryCode, $language: LanguageCode)
        @inContext(country: $country, language: $language) {
        shop { id name description primaryDomain { url } brand { logo { image { url } } } }
        menu(handle: $handle) { id items { id title type url items { id title type url resourceId } } }
      }`,
      { handle: "main-menu", country: "GB", language: "EN" },
    );
    expect(header.shop.name).toBeTruthy();
    const groups = header.menu.items;
    expect(groups.length).toBeGreaterThan(2);
    const firstCollection = groups[0].items[0];
    expect(firstCollection.type).toBe("COLLECTION");
    const handle = new URL(firstCollection.url).pathname.split("/").at(-1);

    const { collection } = await hydrogen(
      `query Collection($handle: String!, $first: Int) {
        collection(handle: $handle) {
          id handle title description
          products(first: $first) { nodes { ...ProductCard } pageInfo { hasNextPage endCursor } }
        }
      } ${productCard}`,
      { handle, first: 8 },
    );
    expect(collection.handle).toBe(handle);
    expect(collection.products.nodes.length).toBeGreaterThan(0);
    const card = collection.products.nodes[0];
    expect(card.priceRange.minVariantPrice.currencyCode).toBe("GBP");

    const { product } = await hydrogen(
      `query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
        product(handle: $handle) {
          id title handle encodedVariantExistence encodedVariantAvailability
          options { name optionValues { name firstSelectableVariant { id } } }
          selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
            id availableForSale price { amount currencyCode } selectedOptions { name value }
          }
          seo { title description }
        }
      }`,
      { handle: card.handle, selectedOptions: [] },
    );
    expect(product.handle).toBe(card.handle);
    expect(product.selectedOrFirstAvailableVariant.availableForSale).toBe(true);
    expect(decodeEncodedVariant(product.encodedVariantExistence).length).toBeGreaterThan(0);
  });

  it("searches and suggests as a Hydrogen storefront", async () => {
    const data = await hydrogen(
      `query Search($term: String!) {
        products: search(query: $term, types: [PRODUCT], first: 6, unavailableProducts: HIDE) {
          totalCount nodes { ... on Product { ...ProductCard } }
        }
        predictiveSearch(query: $term, limit: 5, limitScope: EACH) {
          products { handle } collections { handle } queries { text styledText }
        }
      } ${productCard}`,
      { term: "safety boot" },
    );
    expect(data.products.totalCount).toBeGreaterThan(0);
    expect(data.products.nodes[0].title).toMatch(/boot/i);
    expect(data.predictiveSearch.products.length).toBeGreaterThan(0);
  });

  it("fills a cart and signs a customer in to read their orders, as a server storefront", async () => {
    const client = serverClient();
    const { data: found, errors } = await client.request(
      `query { products(first: 1, query: "polo") { nodes { variants(first: 2) { nodes { id } } } } }`,
    );
    expect(errors).toBeUndefined();
    const [first, second] = found!.products.nodes[0].variants.nodes;
    const created = await client.request(
      `mutation ($input: CartInput!) { cartCreate(input: $input) {
        cart { id totalQuantity checkoutUrl cost { totalAmount { amount currencyCode } } }
        userErrors { message } warnings { message } } }`,
      { variables: { input: { lines: [{ merchandiseId: first.id, quantity: 2 }] } } },
    );
    const cart = created.data!.cartCreate.cart;
    expect(created.data!.cartCreate.userErrors).toEqual([]);
    const added = await client.request(
      `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart { totalQuantity lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { id } } } } }
        userErrors { message } } }`,
      { variables: { cartId: cart.id, lines: [{ merchandiseId: second.id, quantity: 3 }] } },
    );
    expect(added.data!.cartLinesAdd.cart.totalQuantity).toBe(5);
    expect(cart.checkoutUrl).toMatch(/^http:\/\/shop\.test\/checkout\//);

    const signedIn = await client.request(
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) {
        customerAccessToken { accessToken } customerUserErrors { code message } } }`,
      { variables: { input: { email: demoUsers.trade.email, password: demoPassword } } },
    );
    const token = signedIn.data!.customerAccessTokenCreate.customerAccessToken.accessToken;
    const account = await client.request(
      `query ($token: String!) { customer(customerAccessToken: $token) {
        email orders(first: 5, sortKey: PROCESSED_AT, reverse: true) { nodes { name financialStatus fulfillmentStatus currentTotalPrice { amount } } } } }`,
      { variables: { token } },
    );
    expect(account.data!.customer.email).toBe(demoUsers.trade.email);
    expect(account.data!.customer.orders.nodes.length).toBeGreaterThan(0);
    expect(account.data!.customer.orders.nodes[0].name).toMatch(/^TW-\d+$/);
  });

  it("refuses a client without the shop's token", async () => {
    const response = await fetch(`${origin}/api/2025-01/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(response.status).toBe(401);
  });
});
