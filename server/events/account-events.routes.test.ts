import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, publicUrl } from "#server/accounts/accounts-test-support.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import { customerCreditAccounts } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { openTestDatabase, testEngines, type TestEngine } from "#server/db/test-database.ts";
import type { Database } from "#server/db/client.ts";
import {
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerByEmail,
} from "#server/credit/credit-test-support.ts";
import { createAccountEventHub, type AccountEventHub } from "./account-event-hub.ts";
import { accountEventRoutes } from "./account-events.routes.ts";
import { openEventStream, serve, signInCookie } from "./events-test-support.ts";

// DESIGN §1 "/api/events" over real HTTP (the app on a Node server, as in production) with real
// Better Auth sessions: visitors are refused, and each customer hears only of their own account.

const trade = "trade@tradewear.test";
const retail = "retail@tradewear.test";

describeWithDatabase("the account event stream", (use) => {
  let app: ReturnType<typeof accountsApp>;
  let server: Awaited<ReturnType<typeof serve>>;
  let cookies: { trade: string; retail: string };
  let poloLine: { variantId: string; quantity: number };

  beforeAll(async () => {
    const fixture = await setUpCreditFixture(use());
    // The demo retail customer is given a credit account here, so both can place credit orders.
    const retailViewer = await viewerByEmail(fixture.db, retail);
    await fixture.db
      .insert(customerCreditAccounts)
      .values({ userId: retailViewer.userId, creditLimitPence: 100_000, isActive: true });
    app = accountsApp(use());
    server = await serve(app);
    cookies = { trade: await signInCookie(app, trade), retail: await signInCookie(app, retail) };
    poloLine = { variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 1 };
  }, 60_000);
  afterAll(() => server?.close());

  const placeOrder = async (cookie: string) => {
    const response = await app.request(`${publicUrl}/api/functions/process-credit-order`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "idempotency-key": newKey() },
      body: JSON.stringify(orderBody([poloLine])),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { orderNumber: string }).orderNumber;
  };

  it("answers 401 to a visitor, with no stream", async () => {
    const { response, reader } = await openEventStream(server.url);
    expect(response.status).toBe(401);
    expect(reader).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: "NOT_SIGNED_IN" });
  });

  it("streams server-sent events to a signed-in customer, asking for a 5 s reconnect delay", async () => {
    const { response, reader } = await openEventStream(server.url, cookies.trade);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(reader!.frames[0]).toMatchObject({ retry: 5000, comments: ["connected"] });
    await reader!.cancel();
  });

  it("tells a customer of their own credit order, and never of another customer's", async () => {
    const tradeStream = (await openEventStream(server.url, cookies.trade)).reader!;
    const retailStream = (await openEventStream(server.url, cookies.retail)).reader!;

    const tradeOrder = await placeOrder(cookies.trade);
    expect(await tradeStream.nextEvent()).toEqual({
      type: "order.placed",
      orderNumber: tradeOrder,
    });
    expect(await tradeStream.nextEvent()).toEqual({ type: "credit.changed" });

    // Events reach a stream in commit order: had the retail customer been sent the trade order,
    // it would come before their own.
    const retailOrder = await placeOrder(cookies.retail);
    expect(await retailStream.nextEvent()).toEqual({
      type: "order.placed",
      orderNumber: retailOrder,
    });
    expect(await retailStream.nextEvent()).toEqual({ type: "credit.changed" });
    expect(retailOrder).not.toBe(tradeOrder);
    await Promise.all([tradeStream.cancel(), retailStream.cancel()]);
  });

  it("says nothing when a credit order is refused", async () => {
    const tradeStream = (await openEventStream(server.url, cookies.trade)).reader!;
    const refused = await app.request(`${publicUrl}/api/functions/process-credit-order`, {
      method: "POST",
      headers: {
        cookie: cookies.trade,
        "content-type": "application/json",
        "idempotency-key": newKey(),
      },
      body: JSON.stringify(orderBody([{ ...poloLine, quantity: 1000 }])),
    });
    expect(refused.status).toBe(409);
    const placed = await placeOrder(cookies.trade);
    expect(await tradeStream.nextEvent()).toEqual({ type: "order.placed", orderNumber: placed });
    await tradeStream.cancel();
  });
});

// The stream's own life: heartbeats, cleanup when the browser goes, the shutdown, the age limit
// and the per-customer cap. The viewer comes from a test header; sessions are covered above.
describe.each<TestEngine>(testEngines)("an account event stream's life (%s)", (engine) => {
  let database: Database;
  let hub: AccountEventHub;
  const viewer: Viewer = {
    userId: randomUUID(),
    email: "sam@example.co.uk",
    name: "Sam Builder",
    role: "customer",
    emailVerified: true,
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    hub = createAccountEventHub(database, pino({ level: "silent" }));
  });
  afterAll(() => database?.close());

  async function served(options: { shutdown?: AbortSignal; maxAgeMs?: number } = {}) {
    const routes = accountEventRoutes({
      hub,
      logger: pino({ level: "silent" }),
      resolveViewer: async (request) => (request.headers.get("cookie") ? viewer : null),
      heartbeatMs: 50,
      maxStreamsPerUser: 2,
      ...options,
    });
    return serve(new Hono().route("/api/events", routes));
  }

  const waitFor = async (condition: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return condition();
  };

  it("sends a heartbeat comment while quiet, and lets go of a stream whose browser left", async () => {
    const server = await served();
    const { reader } = await openEventStream(server.url, "x-test-user=1");
    expect(hub.connectionCount(viewer.userId)).toBe(1);
    const frame = await reader!.nextFrame(2_000);
    expect(frame).toEqual({ comments: ["heartbeat"], data: null, retry: null });
    await reader!.cancel();
    expect(await waitFor(() => hub.connectionCount() === 0)).toBe(true);
    await server.close();
  });

  it("ends open streams when the server shuts down, and takes no new ones", async () => {
    const shutdown = new AbortController();
    const server = await served({ shutdown: shutdown.signal });
    const { reader } = await openEventStream(server.url, "x-test-user=1");
    shutdown.abort();
    expect(await reader!.nextEvent(2_000)).toBeNull();
    expect(hub.connectionCount()).toBe(0);
    expect((await openEventStream(server.url, "x-test-user=1")).response.status).toBe(503);
    await server.close();
  });

  it("ends a stream at its age limit (the browser reconnects and its session is checked again)", async () => {
    const server = await served({ maxAgeMs: 200 });
    const { reader } = await openEventStream(server.url, "x-test-user=1");
    expect(await reader!.nextEvent(2_000)).toBeNull();
    expect(hub.connectionCount()).toBe(0);
    await server.close();
  });

  it("refuses a customer's stream beyond the cap with 429", async () => {
    const server = await served();
    const first = await openEventStream(server.url, "x-test-user=1");
    const second = await openEventStream(server.url, "x-test-user=1");
    const third = await openEventStream(server.url, "x-test-user=1");
    expect([first, second, third].map(({ response }) => response.status)).toEqual([200, 200, 429]);
    await Promise.all([first.reader!.cancel(), second.reader!.cancel()]);
    await server.close();
  });
});
