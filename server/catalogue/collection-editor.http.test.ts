import { inArray } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import { createApp } from "#server/app.ts";
import { parseConfig, type Config } from "#server/config/env.ts";
import { groupCollections } from "#core/catalogue/category-groups.ts";
import { collections, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { loadCollectionEditor, loadCollectionsPage } from "./collection-editor.server.ts";

// Issue 11.3 over HTTP, as the collection editor calls it: create (201 with its ETag), a taken
// handle (409 naming the field), a save against an old ETag (412), the products' order — which the
// shop's own Storefront API follows at once, its cache dropped by the catalogue's notifications —
// the list, and a delete. With a Shopify store configured every write is refused (409).

const cap = "beechfield-b18-heavy-brushed-cotton-cap";
const beanie = "beechfield-b47-original-cuffed-beanie";
const polo = "portwest-b210-essential-polo";

type Editor = { id: number; handle: string; etag: string; products: { handle: string }[] };

describeWithDatabase("the Collections API over HTTP", (use) => {
  const adminOf = async (config: Config) => {
    const app = createApp({
      services: { config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("page"),
    });
    const browser = new Browser(app);
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: "admin@tradewear.test",
      password: "demo-password-1",
    });
    expect(signIn.status).toBe(200);
    return { app, browser };
  };
  let admin: Browser;
  let shop: (query: string, variables?: object) => Promise<Record<string, unknown>>;
  let shopHandles: (handle: string) => Promise<string[] | null>;
  const productIds = {} as Record<string, number>;
  const send = (method: string, path: string, body?: unknown, ifMatch?: string) =>
    admin.request(`/api/admin${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(ifMatch ? { "if-match": ifMatch } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const { app, browser } = await adminOf(testConfig);
    admin = browser;
    shop = async (query, variables = {}) => {
      const response = await app.request("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    shopHandles = async (handle) => {
      const data = (await shop(
        `query ($handle: String!) { collectionByHandle(handle: $handle) { products(first: 50) { edges { node { handle } } } } }`,
        { handle },
      )) as {
        collectionByHandle: { products: { edges: { node: { handle: string } }[] } } | null;
      };
      return data.collectionByHandle?.products.edges.map((edge) => edge.node.handle) ?? null;
    };
    const rows = await use()
      .db.select({ id: products.id, handle: products.handle })
      .from(products)
      .where(inArray(products.handle, [cap, beanie, polo]));
    for (const row of rows) productIds[row.handle] = row.id;
  });

  it("creates a collection, orders its products, and the shop shows that order at once", async () => {
    const created = await send("POST", "/collections", {
      title: "Cold Weather Headwear",
      descriptionHtml: "<p>Caps and beanies for winter sites.</p>",
    });
    expect(created.status).toBe(201);
    const { id, handle, etag } = (await created.json()) as Editor;
    expect(handle).toBe("cold-weather-headwear");
    expect(created.headers.get("etag")).toBe(etag);
    expect(await shopHandles(handle)).toEqual([]);
    // The shop's menu files it by the words in its title and handle ("headwear").
    const menu = await shop(`{ collections(first: 250) { edges { node { handle title } } } }`);
    const listed = (
      menu.collections as { edges: { node: { handle: string; title: string } }[] }
    ).edges.map((edge) => edge.node);
    const headwear = groupCollections(listed).groups.find((group) => group.key === "headwear");
    expect(headwear?.collections.map((collection) => collection.handle)).toContain(handle);

    const loaded = await admin.request(`/api/admin/collections/${id}`);
    expect(loaded.headers.get("etag")).toBe(etag);
    const order = [productIds[beanie], productIds[cap], productIds[polo]];
    const saved = await send("PUT", `/collections/${id}/products`, { productIds: order }, etag);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id, productCount: 3 });
    await expect.poll(() => shopHandles(handle), { timeout: 5_000 }).toEqual([beanie, cap, polo]);

    const now = saved.headers.get("etag")!;
    const moved = await send(
      "PUT",
      `/collections/${id}/products`,
      { productIds: [productIds[polo], productIds[beanie], productIds[cap]] },
      now,
    );
    expect(moved.status).toBe(200);
    await expect.poll(() => shopHandles(handle), { timeout: 5_000 }).toEqual([polo, beanie, cap]);

    const list = await admin.request("/api/admin/collections?q=cold%20weather");
    expect(await list.json()).toMatchObject({
      total: 1,
      rows: [{ id, title: "Cold Weather Headwear", handle, productCount: 3 }],
    });
    const found = await admin.request("/api/admin/collections/product-search?q=b47");
    expect(await found.json()).toEqual([
      expect.objectContaining({ id: productIds[beanie], handle: beanie, status: "active" }),
    ]);
  });

  it("refuses a taken handle beside its field, an old version with 412, and no version with 428", async () => {
    const taken = await send("POST", "/collections", { title: "Boots", handle: "safety-boots" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: "Another collection already uses this handle",
      field: "handle",
    });
    const bad = await send("POST", "/collections", { title: "Boots", imageUrl: "http://x/y.jpg" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "imageUrl" });

    const created = (await (
      await send("POST", "/collections", { title: "Rigger Boots" })
    ).json()) as Editor;
    const first = await send(
      "PUT",
      `/collections/${created.id}`,
      { title: "Rigger Boots UK" },
      created.etag,
    );
    expect(first.status).toBe(200);
    const stale = await send(
      "PUT",
      `/collections/${created.id}`,
      { title: "Riggers" },
      created.etag,
    );
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ current: { title: "Rigger Boots UK" } });
    expect(stale.headers.get("etag")).toBe(first.headers.get("etag"));
    const blind = await send("PUT", `/collections/${created.id}/products`, { productIds: [] });
    expect(blind.status).toBe(428);
    expect((await admin.request("/api/admin/collections/2000000000")).status).toBe(404);
  });

  it("deletes a collection: it leaves the shop, its products stay", async () => {
    const created = (await (
      await send("POST", "/collections", { title: "End of Line" })
    ).json()) as Editor;
    await send(
      "PUT",
      `/collections/${created.id}/products`,
      { productIds: [productIds[cap]] },
      created.etag,
    );
    const deleted = await send("DELETE", `/collections/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: created.id, deleted: true, productsKept: 1 });
    await expect.poll(() => shopHandles(created.handle), { timeout: 5_000 }).toBeNull();
    const capRows = await use()
      .db.select()
      .from(products)
      .where(inArray(products.id, [productIds[cap]!]));
    expect(capRows).toHaveLength(1);
    expect((await send("DELETE", `/collections/${created.id}`)).status).toBe(404);
  });

  it("refuses every write with 409 when Shopify owns the catalogue, and the pages only say so", async () => {
    const parsed = parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL: testConfig.publicUrl,
      SESSION_SECRET: "accounts-test-secret-0123456789abcdef",
      SHOPIFY_STORE_DOMAIN: "tradewear-demo.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const { browser } = await adminOf(parsed.config);
    const [collection] = await use().db.select().from(collections).limit(1);
    const count = (await use().db.select().from(collections)).length;
    const writes: [string, string, unknown][] = [
      ["POST", "/collections", { title: "Shopify Owned" }],
      ["PUT", `/collections/${collection!.id}`, { title: "Renamed" }],
      ["PUT", `/collections/${collection!.id}/products`, { productIds: [] }],
      ["DELETE", `/collections/${collection!.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const response = await browser.request(`/api/admin${path}`, {
        method,
        headers: { "content-type": "application/json", "if-match": '"any"' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(await response.json()).toEqual({
        error: "This shop's catalogue is managed in Shopify: change collections there.",
      });
    }
    expect((await use().db.select().from(collections)).length).toBe(count);
    const services = { config: parsed.config, database: use() };
    const shopify = { owner: "shopify", storeDomain: "tradewear-demo.myshopify.com" };
    expect(
      await loadCollectionsPage(services, new URL("http://shop.test/admin/collections")),
    ).toEqual(shopify);
    expect(await loadCollectionEditor(services, String(collection!.id))).toEqual(shopify);
  });
});
