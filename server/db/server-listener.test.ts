import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountEvent } from "#core/accounts/account-events.ts";
import { createAccountEventHub } from "#server/events/account-event-hub.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { openDatabase, poolSize, type Database } from "./client.ts";
import { startDatabaseProxy, type DatabaseProxy } from "./outage-test-support.ts";
import { connectTimeoutMs, createServerListener, maxRetryMs } from "./server-listener.ts";
import { createServerTestDatabase, hasPostgresServer } from "./test-database.ts";

// Issue 10.5 (reconnect storm), with a real outage: the app reaches PostgreSQL through a TCP
// proxy that cuts every connection and refuses new ones for 10 s. Before the fix one process
// doubled its LISTEN attempts on every failure (13,000 connections after 8 s); now it makes a
// handful, keeps one LISTEN connection beside its pool, and delivers each event once afterwards.

const outageMs = 10_000;

/** Polls `condition` every 50 ms until it holds; throws after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe.skipIf(!hasPostgresServer)("the LISTEN connection", () => {
  it("listens to many channels at once, one statement at a time, and hears each", async () => {
    const server = await createServerTestDatabase();
    const listener = createServerListener(server.url);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const channels = Array.from({ length: 8 }, (_, index) => `together_${index}`);
      const heard: string[] = [];
      // As a shop starting up does: the connection is up, then every cache and hub asks for its
      // channel in the same turn.
      await listener.listen("first", () => undefined);
      await Promise.all(
        channels.map((channel) => listener.listen(channel, (payload) => heard.push(payload))),
      );
      const direct = await openDatabase({ url: server.url });
      for (const channel of channels)
        await direct.db.execute(sql`select pg_notify(${channel}, ${`to ${channel}`})`);
      await direct.close();
      await until(() => heard.length === channels.length, 5_000, "every notification");
      expect(heard.sort()).toEqual(channels.map((channel) => `to ${channel}`).sort());
      // pg queues a statement sent while another runs, with a warning (pg 9 refuses it).
      await sleep(50);
      expect(warnings.filter((message) => message.includes("already executing"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await listener.close();
      await server.drop();
    }
  });
});

describe.skipIf(!hasPostgresServer)("the LISTEN connection through a PostgreSQL outage", () => {
  let proxy: DatabaseProxy;
  let database: Database;
  let drop: () => Promise<void>;
  let serverUrl: string;

  beforeAll(async () => {
    const server = await createServerTestDatabase();
    drop = server.drop;
    serverUrl = server.url;
    const direct = await openDatabase({ url: server.url });
    await direct.migrate();
    await direct.close();
    proxy = await startDatabaseProxy(server.url);
    database = await openDatabase({ url: proxy.urlFor(server.url) });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  it(
    "backs off through a 10 s outage with one LISTEN connection, then delivers each event once",
    async () => {
      const hub = createAccountEventHub(database, pino({ level: "silent" }));
      await hub.start();
      const catalogue: string[] = [];
      await database.listen("catalogue_changed", (payload) => catalogue.push(payload));
      // Two channels, one connection: every channel is multiplexed over the one LISTEN client.
      expect(proxy.opened()).toBe(1);
      const alice = randomUUID();
      const received: AccountEvent[] = [];
      hub.subscribe(alice, (event) => received.push(event));

      const openedBefore = proxy.opened();
      proxy.setMode("down");
      await sleep(outageMs);
      const openedDuringOutage = proxy.opened() - openedBefore;
      proxy.setMode("up");
      // Backoff from 250 ms doubling: about 7 attempts in 10 s (12 at the very most), where
      // the doubled retries of old made thousands.
      expect(openedDuringOutage).toBeGreaterThan(1);
      expect(openedDuringOutage).toBeLessThanOrEqual(15);

      // The connection comes back at the next retry (at most 30 s away), and every stream is told
      // once to reload what it shows, since events sent meanwhile were missed.
      await until(() => received.length > 0, maxRetryMs + 5_000, "the reconnection");
      await until(() => catalogue.length > 0, 1_000, "the catalogue's resync");
      expect(received).toEqual([{ type: "resync" }]);
      expect(catalogue).toEqual([""]);

      await database.db.transaction(async (tx) => {
        await notifyAccountEvent(tx, alice, { type: "credit.changed" });
      });
      await until(() => received.length > 1, 5_000, "the event's delivery");
      await sleep(500); // a second LISTEN client would deliver it again meanwhile
      expect(received).toEqual([{ type: "resync" }, { type: "credit.changed" }]);
      expect(proxy.live()).toBeLessThanOrEqual(poolSize + 1);
    },
    outageMs + maxRetryMs + 20_000,
  );

  it("fails a query fast while the server hangs, with no more connections than the pool", async () => {
    const openedBefore = proxy.opened();
    proxy.setMode("hang");
    const started = Date.now();
    const queries = Array.from({ length: 3 * poolSize }, () =>
      database.db.execute(sql`select 1`).then(
        () => "answered",
        () => "failed",
      ),
    );
    const outcomes = await Promise.all(queries);
    const elapsed = Date.now() - started;
    proxy.setMode("up");
    expect(outcomes.every((outcome) => outcome === "failed")).toBe(true);
    expect(elapsed).toBeLessThan(connectTimeoutMs + 2_000);
    // The pool's own connections, and perhaps the LISTEN client's one retry.
    expect(proxy.opened() - openedBefore).toBeLessThanOrEqual(poolSize + 1);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  }, 20_000);

  it("stops retrying once the database is closed", async () => {
    const ownProxy = await startDatabaseProxy(serverUrl);
    const own = await openDatabase({ url: ownProxy.urlFor(serverUrl) });
    await own.listen("catalogue_changed", () => undefined);
    ownProxy.setMode("down");
    await sleep(1_000); // the retry loop is running
    await own.close();
    const opened = ownProxy.opened();
    await sleep(3_000);
    expect(ownProxy.opened()).toBe(opened);
    expect(ownProxy.live()).toBe(0);
    await ownProxy.close();
  }, 20_000);
});
