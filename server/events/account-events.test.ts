import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { AccountEvent } from "#core/accounts/account-events.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { createAccountEventHub, type AccountEventHub } from "./account-event-hub.ts";
import { accountEventsChannel, notifyAccountEvent } from "./account-events.ts";

// DESIGN §1: account events travel through PostgreSQL NOTIFY, sent inside the transaction that
// makes the change, and one LISTEN per process hands each to the streams of the user it names.

/** Collects what one subscriber receives, and waits for the next one. */
function inbox(hub: AccountEventHub, userId: string) {
  const received: AccountEvent[] = [];
  const waiting: ((event: AccountEvent) => void)[] = [];
  const unsubscribe = hub.subscribe(userId, (event) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else received.push(event);
  });
  return {
    unsubscribe,
    next: (timeoutMs = 5_000) =>
      new Promise<AccountEvent>((resolve, reject) => {
        const queued = received.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error("no event arrived")), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      }),
  };
}

describeWithDatabase("account events over LISTEN/NOTIFY", (use, engine) => {
  let hub: AccountEventHub;
  const alice = randomUUID();
  const bob = randomUUID();

  beforeAll(async () => {
    hub = createAccountEventHub(use(), pino({ level: "silent" }));
    await hub.start();
  });

  it("delivers a committed event to that customer's subscribers, and to no one else", async () => {
    const aliceTab = inbox(hub, alice);
    const aliceOtherTab = inbox(hub, alice);
    const bobTab = inbox(hub, bob);
    await use().db.transaction(async (tx) => {
      await notifyAccountEvent(tx, alice, { type: "order.placed", orderNumber: "TW-100001" });
    });
    await use().db.transaction(async (tx) => {
      await notifyAccountEvent(tx, bob, { type: "credit.changed" });
    });
    // Notifications arrive in commit order: had Bob been sent Alice's event, it would come first.
    expect(await bobTab.next()).toEqual({ type: "credit.changed" });
    expect(await aliceTab.next()).toEqual({ type: "order.placed", orderNumber: "TW-100001" });
    expect(await aliceOtherTab.next()).toEqual({ type: "order.placed", orderNumber: "TW-100001" });
    for (const tab of [aliceTab, aliceOtherTab, bobTab]) tab.unsubscribe();
    expect(hub.connectionCount()).toBe(0);
  });

  it("announces nothing for a change that was rolled back", async () => {
    const aliceTab = inbox(hub, alice);
    await expect(
      use().db.transaction(async (tx) => {
        await notifyAccountEvent(tx, alice, { type: "order.placed", orderNumber: "TW-ROLLED" });
        throw new Error("the order failed after notifying");
      }),
    ).rejects.toThrow("the order failed");
    await use().db.transaction(async (tx) => {
      await notifyAccountEvent(tx, alice, {
        type: "order.status_changed",
        orderNumber: "TW-100001",
        status: "shipped",
      });
    });
    expect(await aliceTab.next()).toEqual({
      type: "order.status_changed",
      orderNumber: "TW-100001",
      status: "shipped",
    });
    aliceTab.unsubscribe();
  });

  it("drops a notification on the channel that is not an account event", async () => {
    const aliceTab = inbox(hub, alice);
    const junk = [
      "not json",
      JSON.stringify({ userId: 42, event: { type: "credit.changed" } }),
      JSON.stringify({ userId: alice, event: { type: "order.placed" } }),
      JSON.stringify({ userId: alice, event: { type: "password.changed" } }),
      JSON.stringify({ event: { type: "credit.changed" } }),
    ];
    for (const payload of junk)
      await use().db.execute(sql`select pg_notify(${accountEventsChannel}, ${payload})`);
    await use().db.transaction(async (tx) => {
      await notifyAccountEvent(tx, alice, { type: "order.placed", orderNumber: "TW-100002" });
    });
    expect(await aliceTab.next()).toEqual({ type: "order.placed", orderNumber: "TW-100002" });
    aliceTab.unsubscribe();
  });

  // A PostgreSQL server can drop the LISTEN connection (restart, failover): events sent meanwhile
  // are lost, so every open stream is told to reload, and delivery carries on once reconnected.
  it.runIf(engine === "postgres")(
    "tells every stream to resync when the LISTEN connection was lost, then delivers again",
    async () => {
      const aliceTab = inbox(hub, alice);
      const bobTab = inbox(hub, bob);
      await use().db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(await aliceTab.next(10_000)).toEqual({ type: "resync" });
      expect(await bobTab.next()).toEqual({ type: "resync" });
      await use().db.transaction(async (tx) => {
        await notifyAccountEvent(tx, bob, { type: "credit.changed" });
      });
      expect(await bobTab.next()).toEqual({ type: "credit.changed" });
      aliceTab.unsubscribe();
      bobTab.unsubscribe();
    },
    20_000,
  );

  it("refuses to send an event that is not one", async () => {
    await expect(
      notifyAccountEvent(use().db, alice, {
        type: "order.status_changed",
        orderNumber: "TW-1",
        status: "lost" as "shipped",
      }),
    ).rejects.toThrow();
  });
});
