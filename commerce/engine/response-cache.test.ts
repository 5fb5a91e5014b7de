import { parse } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { cacheVerdict } from "./cache-verdict.ts";
import { createStorefrontEngine } from "./storefront-engine.ts";
import { createResponseCache } from "./response-cache.ts";

// Issue 10.2, DESIGN §8: the response cache never keeps a cart, decided on the parsed document and
// its variables, and holds at most 32 MB (no answer over 1 MB), least recently used going first.

const escapedGid = (type: string, id: string) =>
  `gid:\\u002F\\u002Fshopify\\u002F${type}\\u002F${id}`;

type Answer = { data?: Record<string, unknown>; errors?: unknown[] };

describeWithDatabase("the response cache and carts", (use) => {
  let engine: ReturnType<typeof createStorefrontEngine>;
  const cart = {
    async query(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
      const response = await engine(
        new Request("http://shop.test/api/storefront/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await response.json()) as Answer;
      expect(body.errors).toBeUndefined();
      return body;
    },
    async create(note: string): Promise<string> {
      const { data } = await cart.query(
        `mutation ($note: String) { cartCreate(input: { note: $note }) { cart { id } } }`,
        { note },
      );
      return (data?.["cartCreate"] as { cart: { id: string } }).cart.id;
    },
    async setNote(cartId: string, note: string): Promise<void> {
      await cart.query(
        `mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { note } } }`,
        { cartId, note },
      );
    },
  };

  beforeAll(async () => {
    // Carts price embroidery, so they need the pricing tables the demo seed holds.
    await applyDemoSeed(use().db);
    engine = createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: (error) => {
        throw error;
      },
    });
    engine.setCaching(true);
  });

  it("never serves a cart named with GraphQL \\u002F escapes from the cache", async () => {
    const id = await cart.create("first note");
    const token = id.slice("gid://shopify/Cart/".length);
    const document = `{ node(id: "${escapedGid("Cart", token)}") { ... on Cart { note } } }`;
    expect((await cart.query(document)).data?.["node"]).toEqual({ note: "first note" });
    await cart.setNote(id, "second note");
    expect((await cart.query(document)).data?.["node"]).toEqual({ note: "second note" });
  });

  it("never serves a cart named by a variable from the cache", async () => {
    const id = await cart.create("one");
    const document = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Node { id } ...N } } fragment N on Node { ... on Cart { note } }`;
    await cart.query(document, { ids: [id] });
    await cart.setNote(id, "two");
    expect((await cart.query(document, { ids: [id] })).data?.["nodes"]).toEqual([
      { id, note: "two" },
    ]);
  });
});

describe("the cache's verdict on a document", () => {
  const verdict = (document: string) => cacheVerdict(parse(document), undefined);

  it("keeps catalogue reads, with the variables given to arguments to check per request", () => {
    expect(verdict(`query ($h: String!) { productByHandle(handle: $h) { title } }`)).toEqual({
      isCacheable: true,
      argumentVariables: ["h"],
    });
  });

  it("refuses a cart id however it is written, and any cart type or cart field", () => {
    for (const document of [
      `{ node(id: "${escapedGid("Cart", "abc")}") { id } }`,
      `{ nodes(ids: ["gid://shopify/Product/1", "gid://shopify/Cart/abc"]) { id } }`,
      `{ node(id: "x") { ...C } } fragment C on Cart { note }`,
      `{ node(id: "x") { ... on CartLine { quantity } } }`,
      `{ cart(id: "x") { id } }`,
      `mutation { cartCreate { cart { id } } }`,
      `{ shop { name } } { products { edges { cursor } } }`,
    ])
      expect(verdict(document).isCacheable).toBe(false);
  });
});

describe("the response cache's size", () => {
  const answer = (bytes: number) => ({
    body: "x".repeat(bytes),
    contentType: "application/json",
    cost: 1,
  });

  it("stores no answer over 1 MB", () => {
    const cache = createResponseCache();
    cache.set("big", answer(1024 * 1024 + 1));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("keeps its total under its byte limit, dropping the least recently used first", () => {
    const cache = createResponseCache({ maxEntries: 100, maxBytes: 3_000, maxEntryBytes: 1_500 });
    cache.set("a", answer(999));
    cache.set("b", answer(999));
    cache.set("c", answer(999));
    cache.get("a");
    cache.set("d", answer(999));
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].every((key) => cache.get(key) !== undefined)).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(3_000);
  });

  it("drops the answers that read a product's variants, or whose key names a text, and their bytes", () => {
    const cache = createResponseCache();
    cache.set("shirt", answer(100), [7, 9]);
    cache.set("polo", answer(100), [12]);
    cache.set("list sortKey BEST_SELLING", answer(100), []);
    cache.dropWhere((answer) => answer.productIds.some((id) => id === 9 || id === 40));
    expect(cache.get("shirt")).toBeUndefined();
    cache.dropWhere((answer) => answer.key.includes("BEST_SELLING"));
    expect(cache.get("list sortKey BEST_SELLING")).toBeUndefined();
    expect(cache.get("polo")).toBeDefined();
    expect(cache.size).toBe(1);
    cache.dropWhere((answer) => answer.productIds.includes(12));
    expect(cache.bytes).toBe(0);
  });

  it("still holds no more than its count of answers", () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 1_000_000, maxEntryBytes: 1_000 });
    for (const key of ["a", "b", "c"]) cache.set(key, answer(10));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
  });
});
