import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { createServerTestDatabase, hasPostgresServer } from "#server/db/test-database.ts";
import {
  checkoutInput,
  embroideredChestLeft,
  setUpOrderFixture,
  type OrderFixture,
} from "#server/orders/orders-test-support.ts";
import { placeOrder } from "#server/orders/orders.server.ts";
import { startMailRetry } from "./mail-retry.server.ts";
import { sendPendingMail, type MailTransport } from "./mail-sender.server.ts";

// Issue 19.4: two instances of the shop on one PostgreSQL database (each its own pool, as two
// servers have) send the same outbox at the same moment, and every mail goes out once. PGlite is
// one process's database, so this runs against a PostgreSQL server (TEST_DATABASE_URL).

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");
const config = parsed.config;
const logger = pino({ level: "silent" });

/** The subjects of the .eml files in `folder`, as a mail program would list them. */
function droppedSubjects(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => /^Subject: (.*)$/m.exec(readFileSync(path.join(folder, name), "utf8"))![1]!)
    .sort();
}

describe.skipIf(!hasPostgresServer)("two instances sending one outbox (postgres)", () => {
  let one: Database;
  let two: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createServerTestDatabase();
    drop = created.drop;
    one = await openDatabase({ url: created.url });
    await one.migrate();
    two = await openDatabase({ url: created.url });
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it("sends each of 50 pending mails exactly once, and marks every row sent", async () => {
    const subjects = Array.from({ length: 50 }, (_, at) => `Mail ${String(at).padStart(2, "0")}`);
    await one.db.insert(mailOutbox).values(
      subjects.map((subject) => ({
        toAddress: "buyer@example.com",
        subject,
        textBody: "Hello",
        template: "test",
      })),
    );
    // One mail server's log of what it was handed; a send takes a moment, as over a network.
    const delivered: string[] = [];
    const transport: MailTransport = {
      async send(message) {
        await sleep(Math.random() * 3);
        delivered.push(message.subject);
      },
    };
    // Each instance's minute job and an immediate send after a request, all at once.
    const instances = [one, two].map((database) => ({ config, database, logger }));
    const results = await Promise.all(
      [...instances, ...instances].map((services) => sendPendingMail(services, transport)),
    );

    expect(delivered.sort()).toEqual(subjects);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(50);
    const rows = await two.db.select().from(mailOutbox);
    expect(rows).toHaveLength(50);
    for (const row of rows)
      expect(row).toMatchObject({ status: "sent", attempts: 1, claimedUntil: null });
  });

  describe("orders on one instance while the other's retry job runs", () => {
    let fixture: OrderFixture;

    beforeAll(async () => {
      await one.db.delete(mailOutbox);
      fixture = await setUpOrderFixture(one);
    }, 60_000);

    it("writes each order confirmation once", async () => {
      const folder = mkdtempSync(path.join(tmpdir(), "tw-mail-race-"));
      const dropping = { ...config, mailDropDir: folder };
      const tokens = await Promise.all(
        Array.from({ length: 10 }, () =>
          fixture.createCart([
            { merchandiseId: fixture.polo.m, quantity: 10, attributes: embroideredChestLeft },
          ]),
        ),
      );
      const retry = startMailRetry({ config: dropping, database: two, logger }, { intervalMs: 1 });
      let placed;
      try {
        // Each order sends the outbox after its commit (orders.server.ts), racing the others and
        // the retry job of the second instance.
        placed = await Promise.all(
          tokens.map((token) =>
            placeOrder({ ...fixture.services, config: dropping }, checkoutInput(token)),
          ),
        );
      } finally {
        await retry.stop();
      }
      // Anything a race left pending is sent now: a claim never loses mail.
      await sendPendingMail({ config: dropping, database: two, logger });

      const expected = placed.map(({ order }) => `Your Tradewear order ${order.orderNumber}`);
      expect(droppedSubjects(folder)).toEqual(expected.sort());
    });
  });
});
