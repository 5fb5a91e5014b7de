import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { parseConfig } from "./config/env.ts";
import { sharedPageCacheControl } from "#core/http/page-cache-headers.ts";
import { embroideryPricing, products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";

// DESIGN §8: catalogue answers, and (issue 12.2) visitors' pages, are cached in process and
// dropped when the database notifies a change, whoever made it.

const productQuery = JSON.stringify({
  query: `query ($handle: String!) { productByHandle(handle: $handle) { title } }`,
  variables: { handle: "russell-collection-r936-easycare-oxford-shirt" },
});

describeWithDatabase("the catalogue cache", (use) => {
  let app: ReturnType<typeof createApp>;
  let pageRenders = 0;
  const ask = () =>
    app.request("/api/2025-01/graphql.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: productQuery,
    });

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const parsed = parseConfig({ NODE_ENV: "test" });
    if (!parsed.ok) throw new Error("config");
    app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      // A page every visitor sees alike, as the storefront's routes mark theirs.
      pageHandler: async () => {
        pageRenders++;
        return new Response(`<!DOCTYPE html><p>render ${pageRenders}</p>`, {
          headers: { "Content-Type": "text/html", "Cache-Control": sharedPageCacheControl },
        });
      },
    });
  });

  it("answers a repeated catalogue query from the cache once change notifications arrive", async () => {
    // The cache stays off until the LISTEN connection is up, so no change can slip past it.
    const deadline = Date.now() + 5_000;
    let hit: Response | undefined;
    while (!hit && Date.now() < deadline) {
      await ask();
      const again = await ask();
      if (again.headers.get("x-cache") === "hit") hit = again;
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hit?.headers.get("x-cache")).toBe("hit");
    const fresh = await use().db.query.products.findFirst({
      where: eq(products.handle, "russell-collection-r936-easycare-oxford-shirt"),
    });
    expect(await hit?.json()).toMatchObject({ data: { productByHandle: { title: fresh?.title } } });
  });

  it("shows a change made straight in the database, once the database has said so", async () => {
    await ask();
    await use()
      .db.update(products)
      .set({ title: "Renamed Oxford Shirt" })
      .where(eq(products.handle, "russell-collection-r936-easycare-oxford-shirt"));
    const deadline = Date.now() + 5_000;
    let title = "";
    while (Date.now() < deadline) {
      title = ((await (await ask()).json()) as { data: { productByHandle: { title: string } } })
        .data.productByHandle.title;
      if (title === "Renamed Oxford Shirt") break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(title).toBe("Renamed Oxford Shirt");
  });

  it("never caches an answer with errors", async () => {
    const bad = JSON.stringify({ query: "{ products(first: 999) { edges { cursor } } }" });
    const send = () =>
      app.request("/api/storefront/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bad,
      });
    await send();
    expect((await send()).headers.get("x-cache")).toBeNull();
  });

  /** Asks for the page until `done` holds of its text (the notification travels on its own). */
  async function pageUntil(done: (text: string, response: Response) => boolean) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await app.request("/collections/workwear");
      const text = await response.text();
      if (done(text, response) || Date.now() > deadline) return { text, response };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it("sends a visitor's page again from memory, and renders it anew when the catalogue or the prices change", async () => {
    const kept = await pageUntil((_, response) => response.headers.get("x-page-cache") === "hit");
    expect(kept.response.headers.get("x-page-cache")).toBe("hit");
    const before = pageRenders;
    await app.request("/collections/workwear");
    expect(pageRenders).toBe(before);

    await use().db.update(products).set({ vendor: "Russell Europe" });
    const afterCatalogue = await pageUntil((text) => text !== kept.text);
    expect(afterCatalogue.text).toBe(`<!DOCTYPE html><p>render ${before + 1}</p>`);

    await pageUntil((_, response) => response.headers.get("x-page-cache") === "hit");
    await use().db.update(embroideryPricing).set({ price1To5Pence: 650 });
    const afterPrices = await pageUntil((text) => text !== afterCatalogue.text);
    expect(afterPrices.text).toBe(`<!DOCTYPE html><p>render ${before + 2}</p>`);
  });
});
