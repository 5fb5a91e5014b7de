import { beforeAll, expect, it } from "vitest";
import { accountsApp, publicUrl, testConfig } from "../accounts/accounts-test-support.ts";
import type { Database } from "../db/client.ts";
import { describeWithDatabase } from "../db/test-database.ts";

// Issue 19.1: a storefront on another site calls the Storefront API from the browser. Preflights
// are answered for the engine's paths, the origins of STOREFRONT_CORS_ORIGINS are allowed, and
// no foreign origin is ever told it may send credentials.

const headless = "https://headless.example";
const stranger = "https://evil.example";
const paths = ["/api/2025-01/graphql.json", "/api/2025-01/graphql", "/api/storefront/graphql"];

describeWithDatabase("the Storefront API from other sites' pages", (use) => {
  let database: Database;
  beforeAll(() => {
    database = use();
  });
  const appAllowing = (origins: string[]) =>
    accountsApp(database, { ...testConfig, storefrontCorsOrigins: origins });

  const preflight = (
    app: ReturnType<typeof appAllowing>,
    path: string,
    origin: string,
    headers = "content-type, x-shopify-storefront-access-token, x-sdk-variant",
  ) =>
    app.request(path, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": headers,
      },
    });
  const post = (app: ReturnType<typeof appAllowing>, path: string, origin?: string) =>
    app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(origin === undefined ? {} : { origin }),
      },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });

  it("answers an allowed origin's preflight on every engine path, without credentials", async () => {
    const app = appAllowing([headless]);
    for (const path of paths) {
      const answer = await preflight(app, path, headless);
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(headless);
      expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
      expect(answer.headers.get("access-control-allow-headers")).toBe(
        "content-type, x-shopify-storefront-access-token, x-sdk-variant",
      );
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("lets an allowed origin's page read the answer, never with credentials", async () => {
    const answer = await post(appAllowing([headless]), "/api/2025-01/graphql.json", headless);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { shop: { name: "Tradewear" } } });
    expect(answer.headers.get("access-control-allow-origin")).toBe(headless);
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    expect(answer.headers.get("vary")).toContain("Origin");
  });

  it("refuses other origins by default, preflight and request alike, running nothing", async () => {
    const app = appAllowing([]);
    const refusedPreflight = await preflight(app, "/api/2025-01/graphql.json", headless);
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers.get("access-control-allow-origin")).toBeNull();
    const refused = await post(app, "/api/2025-01/graphql.json", stranger);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    expect(refused.headers.get("access-control-allow-credentials")).toBeNull();
    expect(await refused.json()).toMatchObject({
      errors: [{ message: expect.stringContaining("STOREFRONT_CORS_ORIGINS") }],
    });
  });

  it("serves the shop's own pages and servers (no Origin) as before", async () => {
    const app = appAllowing([]);
    for (const origin of [publicUrl, undefined]) {
      const answer = await post(app, "/api/storefront/graphql", origin);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("allows any origin with *, still without credentials", async () => {
    const app = appAllowing(["*"]);
    expect((await preflight(app, "/api/2025-01/graphql", stranger)).status).toBe(204);
    const answer = await post(app, "/api/2025-01/graphql", stranger);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(stranger);
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("refuses a preflight that would send the private token from a browser", async () => {
    const answer = await preflight(
      appAllowing([headless]),
      "/api/2025-01/graphql.json",
      headless,
      "content-type, shopify-storefront-private-token",
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a preflight whose header list is not header names", async () => {
    const answer = await preflight(
      appAllowing([headless]),
      "/api/storefront/graphql",
      headless,
      "x-a; set-cookie=1",
    );
    expect(answer.status).toBe(403);
  });
});
