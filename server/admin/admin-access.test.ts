import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import { accountsApp, Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import type { AppServices } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { embroideryPricing, printPricing } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { adminRoutes } from "./admin.routes.ts";

// DESIGN §4: the authorisation matrix of the back office. Every admin API endpoint, asked by a
// visitor, a signed-in customer and the admin, through the whole HTTP app with real sessions.
// The endpoints are not listed by hand: they are read from the admin router itself, and each
// must have a sample request below — so an endpoint added without one fails this test, and one
// added outside the guard fails on its visitor row.

type Sample = { path: string; init?: RequestInit; adminStatus: number };
type Ids = { embroideryId: number; printId: number };

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** One request per endpoint ("METHOD /path" as the router names it), valid for the demo data. */
function samples(ids: Ids): Record<string, Sample> {
  return {
    "PATCH /pricing/embroidery/:id": {
      path: `/pricing/embroidery/${ids.embroideryId}`,
      init: json("PATCH", { field: "6-49", value: "3.50" }),
      adminStatus: 200,
    },
    "PATCH /pricing/print/:id": {
      path: `/pricing/print/${ids.printId}`,
      init: json("PATCH", { value: 2.95 }),
      adminStatus: 200,
    },
  };
}

/** The admin router's endpoints as "METHOD /path", without its middleware. */
function adminEndpoints(database: Database): string[] {
  const services: AppServices = { config: testConfig, database, logger: pino({ level: "silent" }) };
  const noViewer: ViewerResolver = async () => null;
  const endpoints = adminRoutes(services, noViewer)
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(endpoints)].sort();
}

describeWithDatabase("admin access matrix", (use) => {
  let app: ReturnType<typeof accountsApp>;
  const browsers: Record<"visitor" | "customer" | "admin", Browser> = {} as never;
  let ids: Ids;

  beforeAll(async () => {
    const database = use();
    await applyDemoSeed(database.db);
    app = accountsApp(database, testConfig);
    browsers.visitor = new Browser(app);
    for (const [who, email] of [
      ["customer", "trade@tradewear.test"],
      ["admin", "admin@tradewear.test"],
    ] as const) {
      const browser = new Browser(app);
      const signIn = await browser.post("/api/auth/sign-in/email", {
        email,
        password: "demo-password-1",
      });
      expect(signIn.status).toBe(200);
      browsers[who] = browser;
    }
    const [embroidery] = await database.db
      .select({ id: embroideryPricing.id })
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    const [print] = await database.db.select({ id: printPricing.id }).from(printPricing).limit(1);
    ids = { embroideryId: embroidery!.id, printId: print!.id };
  });

  it("has a sample request for every endpoint of the admin router, and no stale ones", () => {
    const endpoints = adminEndpoints(use());
    expect(endpoints.length).toBeGreaterThan(0);
    expect(Object.keys(samples({ embroideryId: 1, printId: 1 })).sort()).toEqual(endpoints);
  });

  it("answers a visitor 401, a customer 403 and the admin as the endpoint does", async () => {
    const table: string[] = [];
    for (const [endpoint, sample] of Object.entries(samples(ids))) {
      const url = `/api/admin${sample.path}`;
      const statuses = [];
      for (const who of ["visitor", "customer", "admin"] as const) {
        statuses.push((await browsers[who].request(url, { ...sample.init })).status);
      }
      table.push(`${endpoint}: ${statuses.join(" ")}`);
      expect(statuses, endpoint).toEqual([401, 403, sample.adminStatus]);
    }
    expect(table.length).toBe(Object.keys(samples(ids)).length);
  });
});
