import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type Browser,
  accountsApp,
  signedInAdmin,
  shopifyModeConfig,
} from "./accounts/accounts-test-support.ts";
import { describeWithDatabase } from "./db/test-database.ts";

// Issue 17.3: in Shopify mode the catalogue comes over the network from a store that tells us of
// no change, so each process keeps its answers for a minute, and the back office's "Refresh
// catalogue" drops them at once. The store here is a plain HTTP server counting what it is asked.

describeWithDatabase("a remote store's catalogue, kept and refreshed", (use) => {
  const asked: string[] = [];
  let store: http.Server;
  let storeDomain: string;
  let admin: Browser;
  let app: ReturnType<typeof accountsApp>;

  beforeAll(async () => {
    store = http.createServer((request, response) => {
      let body = "";
      request.on("data", (part: Buffer) => (body += part.toString()));
      request.on("end", () => {
        const query = String((JSON.parse(body) as { query?: string }).query ?? "");
        asked.push(query);
        response.writeHead(200, { "content-type": "application/json" });
        const pageInfo = {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        };
        const empty = { edges: [], nodes: [], pageInfo };
        response.end(JSON.stringify({ data: { products: empty, collections: empty } }));
      });
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    const config = shopifyModeConfig(store);
    storeDomain = config.shopify!.storeDomain;
    app = accountsApp(use(), config);
    admin = await signedInAdmin(app, use(), "owner@shopify-mode.test");
  });
  afterAll(async () => {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
  });

  it("asks the store once a minute for the same answer, and again at once after a refresh", async () => {
    const sitemap = async () => {
      const response = await app.request("/sitemap.xml");
      expect(response.status).toBe(200);
    };
    await sitemap();
    const first = asked.length;
    expect(first).toBeGreaterThan(0);
    await sitemap();
    expect(asked).toHaveLength(first);

    const refreshed = await admin.request("/api/admin/catalogue/refresh", { method: "POST" });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toEqual({ ok: true, storeDomain });
    await sitemap();
    expect(asked).toHaveLength(2 * first);
  });

  it("lets the pages show the store's pictures when the store is reached over plain HTTP", async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.headers.get("content-security-policy")).toMatch(
      new RegExp(`img-src 'self' \\S+ http://${storeDomain.replaceAll(".", "\\.")} `),
    );
  });

  it("lets only an admin refresh", async () => {
    const visitor = await app.request("/api/admin/catalogue/refresh", { method: "POST" });
    expect(visitor.status).toBe(401);
  });
});
