import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { parseConfig } from "./config/env.ts";
import { products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";

// DESIGN §8: catalogue answers are cached in process and dropped when the database notifies a
// change, whoever made it.

const productQuery = JSON.stringify({
  query: `query ($handle: String!) { productByHandle(handle: $handle) { title } }`,
  variables: { handle: "russell-collection-r936-easycare-oxford-shirt" },
});

describeWithDatabase("the catalogue cache", (use) => {
  let app: ReturnType<typeof createApp>;
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
      pageHandler: async () => new Response("page"),
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
});
