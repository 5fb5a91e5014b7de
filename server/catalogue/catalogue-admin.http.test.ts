import { inArray } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import { createApp } from "#server/app.ts";
import { parseConfig, type Config } from "#server/config/env.ts";
import { products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { loadProductsPage } from "./catalogue-admin.server.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";

// Issue 11.1 over HTTP, as the back office's page calls it: the Products list as JSON, its CSV
// export of the view, and a bulk action whose change reaches the shop's own Storefront API at once
// (the catalogue tables notify, every instance drops its cache). Who may call these at all is
// server/admin/admin-access.test.ts's matrix.

const cap = "beechfield-b18-heavy-brushed-cotton-cap";
const beanie = "beechfield-b47-original-cuffed-beanie";

const collectionQuery = JSON.stringify({
  query: `{ collectionByHandle(handle: "caps-and-beanies") { products(first: 50) { edges { node { handle } } } } }`,
});

describeWithDatabase("the Products list over HTTP", (use) => {
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
  let shopHandles: () => Promise<string[]>;
  let askShop: () => Promise<Response>;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const { app, browser } = await adminOf(testConfig);
    admin = browser;
    askShop = async () =>
      app.request("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: collectionQuery,
      });
    shopHandles = async () => {
      const response = await askShop();
      const body = (await response.json()) as {
        data: { collectionByHandle: { products: { edges: { node: { handle: string } }[] } } };
      };
      if (!body.data) throw new Error(JSON.stringify(body));
      return body.data.collectionByHandle.products.edges.map((edge) => edge.node.handle);
    };
  });

  it("lists a page of products as JSON, and names a bad parameter", async () => {
    const response = await admin.request(
      "/api/admin/products?stock=low&vendor=Beechfield&sort=title",
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rows: { handle: string; stockLevel: string }[];
      total: number;
      pageSize: number;
    };
    expect(body.rows.map((row) => row.handle)).toEqual([cap, beanie]);
    expect(body).toMatchObject({ total: 2, pageSize: 50 });
    const tooLong = await admin.request(`/api/admin/products?q=${"x".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: "Search with at most 200 characters",
      field: "q",
    });
    const badStock = await admin.request("/api/admin/products/export?stock=some");
    expect(badStock.status).toBe(400);
    expect(await badStock.json()).toMatchObject({ field: "stock" });
  });

  it("exports the list as searched, filtered and sorted, every page of it, as CSV", async () => {
    const response = await admin.request(
      "/api/admin/products/export?stock=low&vendor=Beechfield&sort=title&dir=desc&page=3",
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tradewear-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so Excel reads the UTF-8 as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Product ID","Title","Handle","Status","Vendor","Type","Tags",/);
    expect(lines[1]).toContain(`"Beechfield B47 Original Cuffed Beanie","${beanie}","Active"`);
    expect(lines[1]).toContain('"Low stock","134 in stock across 5 variants"');
    expect(lines[2]).toContain(`"${cap}"`);
    expect(lines[2]).toContain('"125","0","2","2.95","2.95"');
  });

  it("takes products out of the shop's collection with a bulk action, and puts them back", async () => {
    const { db } = use();
    const chosen = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.handle, [cap, beanie]))
    ).map((row) => row.id);
    expect(await shopHandles()).toEqual(expect.arrayContaining([cap, beanie]));
    // The shop answers from its cache (once its LISTEN is up): only a notification can drop it.
    await expect
      .poll(async () => (await askShop()).headers.get("x-cache"), { timeout: 5_000 })
      .toBe("hit");

    const drafted = await admin.post("/api/admin/products/bulk", {
      action: "set-status",
      productIds: chosen,
      status: "draft",
    });
    expect(drafted.status).toBe(200);
    expect(await drafted.json()).toEqual({ changed: 2, unchanged: 0 });
    await expect.poll(shopHandles, { timeout: 5_000 }).not.toContain(cap);
    expect(await shopHandles()).not.toContain(beanie);

    const restored = await admin.post("/api/admin/products/bulk", {
      action: "set-status",
      productIds: chosen,
      status: "active",
    });
    expect(restored.status).toBe(200);
    await expect
      .poll(shopHandles, { timeout: 5_000 })
      .toEqual(expect.arrayContaining([cap, beanie]));
  });

  it("refuses a bulk action that is not JSON or not valid, naming the field", async () => {
    const notJson = await admin.request("/api/admin/products/bulk", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=set-status",
    });
    expect(notJson.status).toBe(415);
    const broken = await admin.request("/api/admin/products/bulk", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ field: "body" });
    const bad = await admin.post("/api/admin/products/bulk", {
      action: "add-tag",
      productIds: [1],
      tag: "hi-vis, yellow",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "A tag cannot contain a comma", field: "tag" });
  });

  it("refuses every write with 409 when Shopify owns the catalogue", async () => {
    const parsed = parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL: testConfig.publicUrl,
      SESSION_SECRET: "accounts-test-secret-0123456789abcdef",
      SHOPIFY_STORE_DOMAIN: "tradewear-demo.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const { browser } = await adminOf(parsed.config);
    const response = await browser.post("/api/admin/products/bulk", {
      action: "set-status",
      productIds: [1],
      status: "archived",
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error:
        "The catalogue is managed in Shopify (tradewear-demo.myshopify.com). Make product changes in your Shopify admin.",
    });
    // The page offers nothing to change: it only says where the catalogue is run.
    const services = { config: parsed.config, database: use() };
    expect(await loadProductsPage(services, new URL("http://shop.test/admin/products"))).toEqual({
      owner: "shopify",
      storeDomain: "tradewear-demo.myshopify.com",
    });
  });

  it("gives the page the list, its filters' choices and the quick filters' counts", async () => {
    const services = { config: testConfig, database: use() };
    const page = await loadProductsPage(
      services,
      new URL("http://shop.test/admin/products?stock=low&vendor=Beechfield"),
    );
    expect(page).toMatchObject({
      owner: "shop",
      invalid: null,
      lowStockThreshold: 5,
      stockCounts: { low: expect.any(Number) as number },
      list: { total: 2, page: 1, pageSize: 50 },
    });
    const refused = await loadProductsPage(
      services,
      new URL("http://shop.test/admin/products?status=deleted"),
    );
    expect(refused).toMatchObject({
      owner: "shop",
      invalid: { field: "status", message: "Choose draft, active or archived" },
      list: { rows: [], total: 0 },
    });
  });
});
