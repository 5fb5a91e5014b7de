import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createCommerceClient } from "./storefront-client.ts";
import { remoteTimeoutMs } from "./storefront-transport.ts";
import { clientServing, fakeStorefront, testLogger } from "./test-support/fake-storefront.ts";
import { connection, money, productCard } from "./test-support/storefront-fixtures.ts";

describe("catalogue failures", () => {
  const cases: [string, () => Response | object][] = [
    [
      "a GraphQL error response",
      () => ({ errors: [{ message: "Field 'x' doesn't exist" }], data: null }),
    ],
    [
      "partial data with GraphQL errors",
      () => ({ errors: [{ message: "boom" }], data: { products: connection([]) } }),
    ],
    ["a response with neither data nor errors", () => ({})],
    ["HTTP 500", () => new Response("Internal Server Error", { status: 500 })],
    [
      "a network error",
      () => {
        throw new TypeError("fetch failed");
      },
    ],
    [
      "malformed JSON",
      () => new Response("{not json", { headers: { "content-type": "application/json" } }),
    ],
    [
      "a body that is not JSON",
      () => new Response("<html></html>", { headers: { "content-type": "text/html" } }),
    ],
    [
      "a response missing required fields",
      () => ({ data: { products: { edges: [{ node: { id: "1" } }] } } }),
    ],
    [
      "a malformed money amount",
      () => ({
        data: {
          products: connection([
            productCard(1, { priceRange: { minVariantPrice: money("12.345") } }),
          ]),
        },
      }),
    ],
    [
      "a negative money amount",
      () => ({
        data: {
          products: connection([
            productCard(1, { priceRange: { minVariantPrice: money("-1.0") } }),
          ]),
        },
      }),
    ],
  ];

  it.each(cases)("turns %s into a logged failure", async (_, answer) => {
    const { client, logger } = clientServing(answer);

    expect(await client.getAllProducts()).toEqual({ ok: false });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ call: "getAllProducts" });
  });

  it("tells the engine's verdict on bad input apart from a failure, without logging it", async () => {
    const { client, logger } = clientServing(() => ({
      errors: [{ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } }],
      data: null,
    }));

    expect(await client.getAllProducts({ first: 20, after: "garbage" })).toEqual({
      ok: false,
      badInput: "Invalid cursor",
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("counts bad input beside another error as a failure", async () => {
    const { client, logger } = clientServing(() => ({
      errors: [
        { message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } },
        { message: "boom" },
      ],
      data: null,
    }));

    expect(await client.getAllProducts()).toEqual({ ok: false });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("fails a single lookup differently from not finding it", async () => {
    const { client } = clientServing(() => new Response("", { status: 503 }));

    expect(await client.getCollectionByHandle("boots")).toEqual({ ok: false });
    expect(await client.getShop()).toEqual({ ok: false });
  });

  it("logs the GraphQL messages and status to explain the failure", async () => {
    const { client, logger } = clientServing(() => ({
      errors: [{ message: "Throttled", path: ["products"] }],
    }));

    await client.getAllProducts();

    expect(logger.error.mock.calls[0]![0]).toMatchObject({
      networkStatusCode: 200,
      graphQLErrors: [{ message: "Throttled", path: ["products"] }],
    });
  });
});

describe("createCommerceClient", () => {
  it("asks a Shopify token without the inventory scope for no quantityAvailable", async () => {
    const sentQueries = async (readsInventory: boolean | undefined) => {
      const storefront = fakeStorefront(() => ({ data: { productByHandle: null } }));
      const client = createCommerceClient({
        storeDomain: "https://tradewear.myshopify.com",
        publicAccessToken: "public-token",
        fetch: storefront.fetch,
        logger: testLogger(),
        ...(readsInventory === undefined ? {} : { readsInventory }),
      });
      const found = await client.getProductByHandle("polo");
      expect(found).toEqual({ ok: true, data: null });
      return storefront.requests.map((request) => request.query).join("\n");
    };
    expect(await sentQueries(undefined)).toMatch(/\bquantityAvailable\b/);
    expect(await sentQueries(true)).toMatch(/\bquantityAvailable\b/);
    const without = await sentQueries(false);
    expect(without).not.toMatch(/\bquantityAvailable\b/);
    expect(without).toMatch(/\bavailableForSale\b/);
  });

  it("sends the configured token to the configured API version", async () => {
    const storefront = fakeStorefront(() => ({ data: { products: connection([]) } }));
    const client = createCommerceClient({
      storeDomain: "https://tradewear.myshopify.com",
      publicAccessToken: "public-token",
      apiVersion: "2026-10",
      fetch: storefront.fetch,
      logger: testLogger(),
    });

    await client.getAllProducts();

    expect(storefront.requests[0]!.url).toBe(
      "https://tradewear.myshopify.com/api/2026-10/graphql.json",
    );
    expect(storefront.requests[0]!.headers["x-shopify-storefront-access-token"]).toBe(
      "public-token",
    );
  });

  it("warns through the logger, once per process, that the pinned API version is outside Shopify's window", () => {
    const logger = testLogger();
    createCommerceClient({ storeDomain: "shop.test", apiVersion: "2019-01", logger });
    createCommerceClient({ storeDomain: "shop.test", apiVersion: "2019-01", logger });

    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ apiVersion: "2019-01" });
  });
});

// Issue 17.1 and 17.3: a compatible server on this machine is reached over plain HTTP, and a
// store that does not answer is given up on, over a real socket.
describe("a remote store over the network", () => {
  async function listen(handler: http.RequestListener) {
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { server, storeUrl: `http://127.0.0.1:${port}`, domain: `127.0.0.1:${port}` };
  }

  it("sends the API's requests to a store URL over plain HTTP", async () => {
    const seen: string[] = [];
    const store = await listen((request, response) => {
      seen.push(
        `${request.method} ${request.url} ${request.headers["x-shopify-storefront-access-token"]}`,
      );
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ data: { products: connection([]) } }));
    });
    try {
      const client = createCommerceClient({
        storeDomain: store.domain,
        storeUrl: store.storeUrl,
        publicAccessToken: "store-token",
        logger: testLogger(),
      });
      expect(await client.getAllProducts()).toMatchObject({ ok: true });
      expect(seen).toEqual(["POST /api/2025-01/graphql.json store-token"]);
    } finally {
      store.server.closeAllConnections();
      await new Promise((resolve) => store.server.close(resolve));
    }
  });

  it(`gives up on a store that does not answer after ${remoteTimeoutMs / 1000} s: a failure, not a hang`, async () => {
    const store = await listen(() => {
      // Never answers.
    });
    const logger = testLogger();
    try {
      const client = createCommerceClient({
        storeDomain: store.domain,
        storeUrl: store.storeUrl,
        publicAccessToken: "store-token",
        logger,
      });
      expect(await client.getAllProducts()).toEqual({ ok: false });
      expect(logger.error).toHaveBeenCalledTimes(1);
    } finally {
      store.server.closeAllConnections();
      await new Promise((resolve) => store.server.close(resolve));
    }
  });
});
