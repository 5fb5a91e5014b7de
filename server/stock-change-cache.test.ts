import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { parseConfig } from "./config/env.ts";
import { sharedPageCacheControl } from "#core/http/page-cache-headers.ts";
import { productVariants, products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";

// Docs/decisions/038: an order takes stock and counts units sold. That drops the kept pages that
// show the product, or that list the best sellers, not every page of the shop; a change to what a
// product is or whether it can be bought still drops them all.

const shirt = "russell-collection-r936-easycare-oxford-shirt";
const polo = "portwest-b210-essential-polo";

/** Each page's links, as the shop's pages link to the products they show. */
const pageLinks: Record<string, string[]> = {
  [`/products/${shirt}`]: [],
  "/collections/shirts": [shirt],
  "/collections/polos": [polo],
  "/collections/polos?sort=best-selling": [polo],
};

describeWithDatabase("what a stock change drops", (use) => {
  let app: ReturnType<typeof createApp>;
  const renders = new Map<string, number>();
  let shirtVariantId = 0;
  let shirtId = 0;

  beforeAll(async () => {
    const { db } = use();
    await applyDemoSeed(db);
    const [product] = await db.select().from(products).where(eq(products.handle, shirt));
    shirtId = product!.id;
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, shirtId))
      .orderBy(asc(productVariants.id))
      .limit(1);
    shirtVariantId = variant!.id;
    await db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 10, inventoryPolicy: "deny" })
      .where(eq(productVariants.id, shirtVariantId));
    const parsed = parseConfig({ NODE_ENV: "test" });
    if (!parsed.ok) throw new Error("config");
    app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async (request) => {
        const url = new URL(request.url);
        const path = `${url.pathname}${url.search}`;
        renders.set(path, (renders.get(path) ?? 0) + 1);
        const links = (pageLinks[path] ?? []).map((handle) => `<a href="/products/${handle}">`);
        return new Response(`<!DOCTYPE html>${links.join("")}<p>render ${renders.get(path)}</p>`, {
          headers: { "Content-Type": "text/html", "Cache-Control": sharedPageCacheControl },
        });
      },
    });
  });

  /** Asks for every page until each comes from the cache (the first change is heard by then). */
  async function allKept() {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const answers = await Promise.all(Object.keys(pageLinks).map((path) => app.request(path)));
      if (answers.every((answer) => answer.headers.get("x-page-cache") === "hit")) return;
      if (Date.now() > deadline) throw new Error("the pages were never kept");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The pages rendered anew once the change is heard (each asked for until it is, or 2 s). */
  async function renderedAgainAfter(change: () => Promise<unknown>, expected: string[]) {
    await allKept();
    const before = new Map(renders);
    await change();
    const deadline = Date.now() + 2_000;
    const rendered = () =>
      Object.keys(pageLinks).filter((path) => renders.get(path) !== before.get(path));
    while (Date.now() < deadline && rendered().length < expected.length) {
      for (const path of Object.keys(pageLinks)) await app.request(path);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Once the expected pages were rendered, ask once more: nothing else follows late.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const path of Object.keys(pageLinks)) await app.request(path);
    return rendered().sort();
  }

  const stockOfShirt = (quantity: number) =>
    use()
      .db.update(productVariants)
      .set({ inventoryQuantity: quantity })
      .where(eq(productVariants.id, shirtVariantId));

  it("a sale that leaves stock drops the product's page and the lists showing it, nothing else", async () => {
    expect(
      await renderedAgainAfter(
        () => stockOfShirt(9),
        [`/products/${shirt}`, "/collections/shirts"],
      ),
    ).toEqual(["/collections/shirts", `/products/${shirt}`]);
  });

  it("the engine's answer about the product shows the new stock at once", async () => {
    const ask = async () => {
      const response = await app.request("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `query ($handle: String!) { productByHandle(handle: $handle) { totalInventory } }`,
          variables: { handle: shirt },
        }),
      });
      return ((await response.json()) as { data: { productByHandle: { totalInventory: number } } })
        .data.productByHandle.totalInventory;
    };
    const before = await ask();
    await ask();
    await stockOfShirt(7);
    const deadline = Date.now() + 2_000;
    let after = await ask();
    while (after === before && Date.now() < deadline) after = await ask();
    expect(after).toBe(before - 2);
  });

  /** The engine's answer to `query`, and whether it came from the engine's cache. */
  async function askEngine(query: string, variables: Record<string, unknown> = {}) {
    const response = await app.request("/api/2025-01/graphql.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const { data } = (await response.json()) as { data: unknown };
    return { data, isHit: response.headers.get("x-cache") === "hit" };
  }

  /** Asks until the answer comes from the cache (caching starts once notifications arrive). */
  async function keptAnswer(query: string, variables: Record<string, unknown> = {}) {
    const deadline = Date.now() + 5_000;
    while (!(await askEngine(query, variables)).isHit) {
      if (Date.now() > deadline) throw new Error(`never kept: ${query}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const inventoryOf = `query ($handle: String!) { productByHandle(handle: $handle) { totalInventory } }`;

  it("a sale drops the engine's answers that read the product's variants, and keeps the rest", async () => {
    const list = `{ products(first: 5, sortKey: TITLE) { nodes { handle title } } }`;
    await keptAnswer(inventoryOf, { handle: shirt });
    await keptAnswer(inventoryOf, { handle: polo });
    await keptAnswer(list);
    await stockOfShirt(8);
    const deadline = Date.now() + 2_000;
    let shirtNow = await askEngine(inventoryOf, { handle: shirt });
    while (shirtNow.isHit && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      shirtNow = await askEngine(inventoryOf, { handle: shirt });
    }
    expect(shirtNow.isHit).toBe(false);
    expect((await askEngine(inventoryOf, { handle: polo })).isHit).toBe(true);
    expect((await askEngine(list)).isHit).toBe(true);
  });

  it("units sold drop the engine's best-selling answers only", async () => {
    const bySales = `query ($sort: ProductSortKeys) { products(first: 3, sortKey: $sort) { nodes { handle } } }`;
    const byTitle = `{ products(first: 3, sortKey: TITLE) { nodes { handle } } }`;
    await keptAnswer(bySales, { sort: "BEST_SELLING" });
    await keptAnswer(byTitle);
    await keptAnswer(inventoryOf, { handle: shirt });
    const top = await askEngine(bySales, { sort: "BEST_SELLING" });
    await use().db.update(products).set({ unitsSold: 100_000 }).where(eq(products.id, shirtId));
    const deadline = Date.now() + 2_000;
    let now = await askEngine(bySales, { sort: "BEST_SELLING" });
    while (now.isHit && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      now = await askEngine(bySales, { sort: "BEST_SELLING" });
    }
    expect(now.isHit).toBe(false);
    expect(now.data).not.toEqual(top.data);
    expect(JSON.stringify(now.data)).toContain(`"handle":"${shirt}"`);
    expect((await askEngine(byTitle)).isHit).toBe(true);
    expect((await askEngine(inventoryOf, { handle: shirt })).isHit).toBe(true);
  });

  it("the last one sold drops every page: lists count what is in stock", async () => {
    const every = Object.keys(pageLinks).sort();
    expect(await renderedAgainAfter(() => stockOfShirt(0), every)).toEqual(every);
    expect(await renderedAgainAfter(() => stockOfShirt(5), every)).toEqual(every);
  });

  it("units sold drop the best-selling lists only", async () => {
    const sold = () =>
      use().db.update(products).set({ unitsSold: 40 }).where(eq(products.id, shirtId));
    expect(await renderedAgainAfter(sold, ["/collections/polos?sort=best-selling"])).toEqual([
      "/collections/polos?sort=best-selling",
    ]);
  });

  it("a new price, or an update of no row, is as before: everything, or nothing", async () => {
    const every = Object.keys(pageLinks).sort();
    const price = () =>
      use()
        .db.update(productVariants)
        .set({ pricePence: 2_999 })
        .where(eq(productVariants.id, shirtVariantId));
    expect(await renderedAgainAfter(price, every)).toEqual(every);
    const nothing = () =>
      use()
        .db.update(productVariants)
        .set({ inventoryQuantity: 1 })
        .where(eq(productVariants.id, -1));
    expect(await renderedAgainAfter(nothing, [])).toEqual([]);
  });
});
