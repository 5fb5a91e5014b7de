import { parse } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { encodeCursor } from "./connection.ts";
import { pageArgumentErrors } from "./execution-guards.ts";
import { createStorefrontEngine } from "./storefront-engine.ts";

// DESIGN §5 "Errors never come back as data: null" (issue 4 item 3).

const errorsOf = (query: string, variables: Record<string, unknown> = {}, name?: string) =>
  pageArgumentErrors(parse(query), name, variables).map((error) => [error.message, error.path]);

describe("page arguments checked before execution", () => {
  it.each([
    [
      `{ products(first: -1) { edges { cursor } } }`,
      {},
      "first must be between 0 and 250",
      ["products"],
    ],
    [
      `{ products(first: 251) { edges { cursor } } }`,
      {},
      "first must be between 0 and 250",
      ["products"],
    ],
    [
      `query ($n: Int) { all: collections(first: $n) { edges { cursor } } }`,
      { n: 1000 },
      "first must be between 0 and 250",
      ["all"],
    ],
    [
      `query ($n: Int = 300) { collections(first: $n) { edges { cursor } } }`,
      {},
      "first must be between 0 and 250",
      ["collections"],
    ],
    [
      `{ productByHandle(handle: "x") { ...V } } fragment V on Product { variants(first: 500) { edges { cursor } } }`,
      {},
      "first must be between 0 and 250",
      ["productByHandle", "variants"],
    ],
    [
      `{ products(first: 1, after: "bad") { edges { cursor } } }`,
      {},
      "Invalid cursor",
      ["products"],
    ],
  ])("%s %o: %s at %o", (query, variables, message, path) => {
    expect(errorsOf(query, variables)).toEqual([[message, path]]);
  });

  it("accepts 0 to 250, null, absent values and cursors the engine issued", () => {
    expect(
      errorsOf(
        `{ a: products(first: 0) { edges { cursor } } b: products(first: 250) { edges { cursor } } }`,
      ),
    ).toEqual([]);
    expect(
      errorsOf(
        `query ($n: Int, $after: String) { products(first: $n, after: $after) { edges { cursor } } }`,
        {
          n: null,
          after: encodeCursor(20),
        },
      ),
    ).toEqual([]);
  });

  it("checks only the operation asked for", () => {
    const document = `query Good { products(first: 1) { edges { cursor } } } query Bad { products(first: 999) { edges { cursor } } }`;
    expect(errorsOf(document, {}, "Good")).toEqual([]);
    expect(errorsOf(document, {}, "Bad")).toHaveLength(1);
  });
});

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[] }[];
};

describeWithDatabase("the engine's error answers", (use) => {
  let engine: ReturnType<typeof createStorefrontEngine>;

  async function post(
    target: ReturnType<typeof createStorefrontEngine>,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Body> {
    const response = await target(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as Body;
  }

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    engine = createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: () => {},
    });
  });

  it("answers a bad page size or cursor with field errors and no data at all", async () => {
    for (const [query, variables] of [
      [`{ products(first: -1) { edges { cursor } } }`, {}],
      [`query ($n: Int) { collections(first: $n) { edges { cursor } } }`, { n: 251 }],
      [`{ products(first: 1, after: "bad") { edges { cursor } } }`, {}],
    ] as const) {
      const body = await post(engine, query, variables);
      expect(body).not.toHaveProperty("data");
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]!.path).toHaveLength(1);
    }
  });

  it("reports every bad argument, and answers good arguments as before", async () => {
    const bad = await post(
      engine,
      `{ products(first: 300) { edges { node { variants(first: -5) { edges { cursor } } } } } }`,
    );
    expect(bad.errors?.map((error) => error.path)).toEqual([
      ["products"],
      ["products", "edges", "node", "variants"],
    ]);
    const good = await post(engine, `{ products(first: 2) { edges { cursor } } }`);
    expect(good.errors).toBeUndefined();
    expect((good.data?.["products"] as { edges: unknown[] }).edges).toHaveLength(2);
  });

  it("leaves data out, never null, when a non-null root field fails unexpectedly", async () => {
    const broken = createStorefrontEngine({
      db: new Proxy({} as never, {
        get() {
          throw new Error("the database is down");
        },
      }),
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: () => {},
    });
    const body = await post(broken, `{ products(first: 1) { edges { cursor } } }`);
    expect(body).not.toHaveProperty("data");
    expect(body.errors?.[0]?.message).toBe("Unexpected error.");
  });
});
