import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageHandler } from "./app.ts";
import { parseConfig } from "./config/env.ts";
import type { AppServices } from "./context.ts";
import { openTestDatabase } from "./db/test-database.ts";

const parsed = parseConfig({ NODE_ENV: "test" });
if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
const config = parsed.config;

describe("the HTTP server", () => {
  let services: AppServices;
  const pageRequests: { url: string; nonce: string }[] = [];
  // Stands in for React Router here: these tests are about what the server does around the pages.
  const pageHandler: PageHandler = async (request, context) => {
    pageRequests.push({ url: request.url, nonce: context.cspNonce });
    return new Response("<!doctype html><title>page</title>", {
      headers: { "content-type": "text/html" },
    });
  };

  beforeAll(async () => {
    services = {
      config,
      database: await openTestDatabase("pglite"),
      logger: pino({ level: "silent" }),
    };
  });
  afterAll(async () => {
    await services.database.close().catch(() => undefined);
  });

  it("answers /healthz with ok when the database answers", async () => {
    const response = await createApp({ services, pageHandler }).request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends every other path to the pages, with the response's CSP nonce", async () => {
    const response = await createApp({ services, pageHandler }).request("/delivery-information");
    expect(response.status).toBe(200);
    const last = pageRequests.at(-1);
    expect(last?.url).toMatch(/\/delivery-information$/);
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${last?.nonce}'`);
  });

  it("gives each response its own nonce", async () => {
    const app = createApp({ services, pageHandler });
    await app.request("/a");
    await app.request("/b");
    const [first, second] = pageRequests.slice(-2);
    expect(first?.nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it("sets the security headers on every response", async () => {
    const app = createApp({ services, pageHandler });
    for (const path of ["/", "/healthz", "/images/demo/polo/navy.svg"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it("tags each response with a request id, keeping a caller's own", async () => {
    const app = createApp({ services, pageHandler });
    expect((await app.request("/")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.request("/", { headers: { "x-request-id": "support-ticket-42" } });
    expect(echoed.headers.get("x-request-id")).toBe("support-ticket-42");
  });

  it("answers a friendly 500 when a page throws, without the error's details", async () => {
    const app = createApp({
      services,
      pageHandler: async () => {
        throw new Error("secret internal detail");
      },
    });
    const response = await app.request("/");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret internal detail");
  });

  it("keeps the header's inc / ex VAT choice in a cookie and sends the buyer back (issue 14.3)", async () => {
    const app = createApp({ services, pageHandler });
    const choose = (body: string) =>
      app.request("/preferences/prices", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    const chosen = await choose("prices=ex&returnTo=%2Fproducts%2Fpolo%3Fcolour%3DNavy");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/products/polo?colour=Navy");
    expect(chosen.headers.get("set-cookie")).toMatch(
      /^prices=ex; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    // Never to another site, however the path is dressed up.
    for (const returnTo of ["//evil.example/", "/\\evil.example", "https://evil.example/"])
      expect(
        (await choose(`prices=inc&returnTo=${encodeURIComponent(returnTo)}`)).headers.get(
          "location",
        ),
      ).toBe("/");
    const refused = await choose("prices=both");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/^prices: /);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("answers /healthz with 503 once the database is gone", async () => {
    const app = createApp({ services, pageHandler });
    await services.database.close();
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error" });
  });
});
