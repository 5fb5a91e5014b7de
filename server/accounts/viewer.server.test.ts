import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { startDatabaseProxy } from "#server/db/outage-test-support.ts";
import {
  createServerTestDatabase,
  openTestDatabase,
  testEngines,
  type TestEngine,
} from "#server/db/test-database.ts";
import { demoPassword, demoUsers } from "#server/demo/demo-accounts.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { accountsApp, Browser } from "./accounts-test-support.ts";
import { sessionUnavailableMessage } from "./session-unavailable.ts";

// Issue 10.8: while the database is unreachable, a signed-in person's session cannot be read.
// They used to be taken for a visitor (401 "Please sign in", admins sent to /auth); now they get
// a 503 with Retry-After and keep their session cookie, and a visitor browses on as before.
// The outage is real: PGlite closed, or PostgreSQL behind a proxy that cuts every connection.

const sessionCookie = "tradewear.session_token";

type Outage = {
  database: Database;
  begin: () => Promise<void>;
  end?: () => void;
  close: () => Promise<void>;
};

async function openOutageDatabase(engine: TestEngine): Promise<Outage> {
  if (engine === "pglite") {
    const database = await openTestDatabase("pglite");
    return { database, begin: () => database.close(), close: async () => undefined };
  }
  const server = await createServerTestDatabase();
  const direct = await openDatabase({ url: server.url });
  await direct.migrate();
  await direct.close();
  const proxy = await startDatabaseProxy(server.url);
  const database = await openDatabase({ url: proxy.urlFor(server.url) });
  return {
    database,
    begin: async () => proxy.setMode("down"),
    end: () => proxy.setMode("up"),
    close: async () => {
      await database.close();
      await proxy.close();
      await server.drop();
    },
  };
}

describe.each(testEngines)("a signed-in person during a database outage (%s)", (engine) => {
  let outage: Outage;
  let customer: Browser;
  let admin: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    outage = await openOutageDatabase(engine);
    await applyDemoSeed(outage.database.db);
    const app = accountsApp(outage.database);
    const signIn = async (email: string) => {
      const browser = new Browser(app);
      const response = await browser.post("/api/auth/sign-in/email", {
        email,
        password: demoPassword,
      });
      expect(response.status).toBe(200);
      return browser;
    };
    customer = await signIn(demoUsers.trade.email);
    admin = await signIn(demoUsers.admin.email);
    visitor = new Browser(app);
  }, 120_000);
  afterAll(async () => {
    await outage?.close();
  });

  it("answers 503 with Retry-After and keeps the session, while a visitor browses on", async () => {
    expect((await customer.request("/api/functions/credit-account")).status).toBe(200);
    expect((await admin.request("/api/admin/customers")).status).toBe(200);
    await outage.begin();

    const cases = [
      { browser: customer, path: "/api/functions/credit-account", kind: "json" },
      { browser: admin, path: "/api/admin/customers", kind: "json" },
      { browser: customer, path: "/account/orders", kind: "page" },
      { browser: admin, path: "/admin", kind: "page" },
    ] as const;
    for (const { browser, path, kind } of cases) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("5");
      expect(response.headers.get("location"), path).toBeNull();
      // Nothing is set, so nothing is cleared: the browser keeps its session for later.
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(browser.cookieValue(sessionCookie), path).toBeTruthy();
      if (kind === "json")
        expect(await response.json()).toEqual({ error: sessionUnavailableMessage });
      else {
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(await response.text()).toContain(sessionUnavailableMessage);
      }
    }

    // No session cookie, or one whose signature does not hold: a visitor, as when it is up.
    const page = await visitor.request("/delivery-information");
    expect(page.status).toBe(200);
    expect(await page.json()).toBeNull();
    expect((await visitor.request("/api/functions/credit-account")).status).toBe(401);
    const forged = await visitor.request("/delivery-information", {
      headers: { cookie: `${sessionCookie}=made-up.signature` },
    });
    expect(forged.status).toBe(200);

    if (!outage.end) return; // a closed PGlite does not come back
    outage.end();
    const after = await customer.request("/api/functions/credit-account");
    expect(after.status).toBe(200);
    expect((await admin.request("/api/admin/customers")).status).toBe(200);
  }, 30_000);
});
