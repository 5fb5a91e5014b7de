import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { parseConfig } from "./config/env.ts";
import type { AppServices } from "./context.ts";
import { openTestDatabase } from "./db/test-database.ts";

// Issue 10.1: the public GraphQL endpoints spend each caller's query cost from its address's
// bucket (the engine's own tests cover the bucket; this one, that the server gives the address).

const parsed = parseConfig({ NODE_ENV: "test" });
if (!parsed.ok) throw new Error(parsed.problems.join("\n"));

/** 380 points a time (6 aliases of 250 products × 250 variants), reading nothing. */
const expensive = `{ ${Array.from(
  { length: 6 },
  (_, i) =>
    `a${i}: products(first: 250, query: "none") { edges { node { variants(first: 250) { edges { node { id } } } } } }`,
).join(" ")} }`;

describe("the public GraphQL endpoint's query cost", () => {
  let services: AppServices;
  beforeAll(async () => {
    services = {
      config: parsed.config,
      database: await openTestDatabase("pglite"),
      logger: pino({ level: "silent" }),
    };
  });
  afterAll(async () => {
    await services.database.close().catch(() => undefined);
  });

  it("throttles one caller after 1,000 points, with Shopify's THROTTLED and a 200", async () => {
    const app = createApp({ services, pageHandler: async () => new Response("page") });
    const post = async () => {
      const response = await app.request("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.50" },
        body: JSON.stringify({ query: expensive }),
      });
      const text = await response.text();
      // The cost is added to the engine's JSON: a content-length sent must be the new one.
      const length = response.headers.get("content-length");
      if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text));
      return { status: response.status, body: JSON.parse(text) as Record<string, any> };
    };
    const first = await post();
    expect(first.body["extensions"].cost.throttleStatus.currentlyAvailable).toBe(620);
    await post();
    const third = await post();
    expect(third.status).toBe(200);
    expect(third.body["errors"][0].extensions.code).toBe("THROTTLED");
    expect(third.body).not.toHaveProperty("data");
  });
});
