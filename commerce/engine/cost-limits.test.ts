import { beforeAll, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { createStorefrontEngine, type EngineCaller } from "./storefront-engine.ts";

// Issue 10.1, DESIGN §8a: a query over 1,000 points is refused before anything runs; HTTP callers
// spend points from a bucket per address, shared by instances, that refills at 100 a second.

type Answer = {
  status: number;
  body: {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: { cost: { requestedQueryCost: number; throttleStatus: Record<string, number> } };
  };
};

const variantsOfProducts = (products: number | string, search = "") =>
  `products(first: ${products}${search}) { edges { node { variants(first: 250) { edges { node { id title } } } } } }`;
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ");
/** 6 × 63,252 Shopify units: 380 points, and nothing to read (no product matches). */
const expensive = `{ ${aliased(6, variantsOfProducts(250, `, query: "no-such-thing"`))} }`;

/** The real database, with every use of it counted: a spy, nothing changed or mocked. */
function countingDb(db: Db, uses: { count: number }): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        uses.count += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describeWithDatabase("the Storefront engine's query cost limits", (use) => {
  let clock = 1_000_000;
  const uses = { count: 0 };
  const engineOn = (db: Db) =>
    createStorefrontEngine({
      db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: (error) => {
        throw error;
      },
      now: () => clock,
    });
  let engine: ReturnType<typeof createStorefrontEngine>;

  async function ask(
    query: string,
    caller: EngineCaller = {},
    variables: Record<string, unknown> = {},
    on = engine,
  ): Promise<Answer> {
    const response = await on(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      }),
      caller,
    );
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  }

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    engine = engineOn(countingDb(use().db, uses));
  });

  it("refuses the 60-alias 250 × 250 query with MAX_COST_EXCEEDED before anything reads the database", async () => {
    uses.count = 0;
    const { status, body } = await ask(`{ ${aliased(60, variantsOfProducts(250))} }`, {
      clientKey: "198.51.100.7",
    });
    expect(uses.count).toBe(0);
    expect(status).toBe(200);
    expect(body).not.toHaveProperty("data");
    expect(body.errors).toEqual([
      {
        message: "Query cost is 3796, which exceeds the single query max cost limit (1000).",
        extensions: { code: "MAX_COST_EXCEEDED", cost: 3_796, maxCost: 1_000 },
      },
    ]);
  });

  it("answers a query of exactly 1,000 points and refuses one of 1,001", async () => {
    // 15 × 63,252 + (2 + 200 × 253) = 999,382 units: 1,000 points. With 204 products, 1,001.
    const at = (last: number) =>
      `{ ${aliased(15, variantsOfProducts(250))} last: ${variantsOfProducts(last)} }`;
    const answered = await ask(at(200));
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data?.["last"]).toBeDefined();
    expect(answered.body.extensions?.cost).toMatchObject({ requestedQueryCost: 1_000 });
    const refused = await ask(at(204));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "MAX_COST_EXCEEDED",
      cost: 1_001,
    });
  });

  it("takes page sizes from the variables", async () => {
    const document = `query ($n: Int) { ${aliased(16, `products(first: $n) { edges { node { variants(first: 250) { edges { node { id } } } } } }`)} }`;
    expect((await ask(document, {}, { n: 1 })).body.errors).toBeUndefined();
    const refused = await ask(document, {}, { n: 250 });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "MAX_COST_EXCEEDED" });
  });

  it("throttles an address after its bucket is spent, serves another, and refills at 100 points a second", async () => {
    const first = await ask(expensive, { clientKey: "203.0.113.1" });
    expect(first.body.extensions?.cost).toEqual({
      requestedQueryCost: 380,
      actualQueryCost: 380,
      throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 620, restoreRate: 100 },
    });
    expect((await ask(expensive, { clientKey: "203.0.113.1" })).body.errors).toBeUndefined();
    uses.count = 0;
    const throttled = await ask(expensive, { clientKey: "203.0.113.1" });
    expect(throttled.status).toBe(200);
    expect(throttled.body).not.toHaveProperty("data");
    expect(throttled.body.errors?.[0]).toMatchObject({ extensions: { code: "THROTTLED" } });
    expect(throttled.body.extensions?.cost.throttleStatus["currentlyAvailable"]).toBe(240);
    // Only the bucket was read: the query never ran.
    expect(uses.count).toBeLessThanOrEqual(2);
    expect((await ask(expensive, { clientKey: "203.0.113.2" })).body.errors).toBeUndefined();
    // The shop's own pages (no client key) are never throttled.
    expect((await ask(expensive)).body.errors).toBeUndefined();
    clock += 1_500; // 150 points drain: 240 + 150 = 390 available
    const refilled = await ask(expensive, { clientKey: "203.0.113.1" });
    expect(refilled.body.errors).toBeUndefined();
    expect(refilled.body.extensions?.cost.throttleStatus["currentlyAvailable"]).toBe(10);
  });

  it("shares one bucket between two instances on the same database", async () => {
    const other = engineOn(use().db);
    await ask(expensive, { clientKey: "192.0.2.9" });
    await ask(expensive, { clientKey: "192.0.2.9" }, {}, other);
    const third = await ask(expensive, { clientKey: "192.0.2.9" });
    expect(third.body.errors?.[0]?.extensions).toMatchObject({ code: "THROTTLED" });
    const fourth = await ask(expensive, { clientKey: "192.0.2.9" }, {}, other);
    expect(fourth.body.errors?.[0]?.extensions).toMatchObject({ code: "THROTTLED" });
    clock += 10_000;
    expect(
      (await ask(expensive, { clientKey: "192.0.2.9" }, {}, other)).body.errors,
    ).toBeUndefined();
  });

  it("admits exactly what fits when one address's queries race on two instances", async () => {
    const other = engineOn(use().db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ask(expensive, { clientKey: "192.0.2.77" }, {}, i % 2 === 0 ? engine : other),
      ),
    );
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(2);
  });

  it("charges a cached answer to the caller's bucket too", async () => {
    engine.setCaching(true);
    try {
      const key = { clientKey: "198.51.100.77" };
      await ask(expensive, key);
      await ask(expensive, key);
      const third = await ask(expensive, key);
      expect(third.body.errors?.[0]?.extensions).toMatchObject({ code: "THROTTLED" });
    } finally {
      engine.setCaching(false);
    }
  });
});
