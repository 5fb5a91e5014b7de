import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { claimNextMail } from "./mail-queries.ts";
import {
  mailClaimLeaseMs,
  maxMailAttempts,
  sendPendingMail,
  type OutgoingMail,
} from "./mail-sender.server.ts";

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");

describeWithDatabase("the mail outbox sender", (use) => {
  const services = () => ({
    config: parsed.config,
    database: use(),
    logger: pino({ level: "silent" }),
  });

  beforeAll(async () => {
    await use()
      .db.insert(mailOutbox)
      .values([
        { toAddress: "a@example.com", subject: "A", textBody: "Hello A", template: "test" },
        { toAddress: "b@example.com", subject: "B", textBody: "Hello B", template: "test" },
      ]);
  });

  it("leaves mail pending when no transport is configured (the embedded default)", async () => {
    expect(await sendPendingMail(services())).toEqual({ sent: 0, failed: 0, pending: 2 });
    const rows = await use().db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
  });

  it("counts failed attempts, marks a row failed after the last one, and sends the others", async () => {
    const sent: OutgoingMail[] = [];
    const transport = {
      async send(message: OutgoingMail) {
        if (message.to === "b@example.com") throw new Error("mailbox unavailable");
        sent.push(message);
      },
    };
    expect(await sendPendingMail(services(), transport)).toEqual({
      sent: 1,
      failed: 1,
      pending: 0,
    });
    expect(sent).toEqual([
      { from: parsed.config.mailFrom, to: "a@example.com", subject: "A", text: "Hello A" },
    ]);
    const db = use().db;
    const [a] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "A"));
    expect(a).toMatchObject({ status: "sent", attempts: 1 });
    expect(a!.sentAt).toBeInstanceOf(Date);
    for (let attempt = 2; attempt <= maxMailAttempts; attempt += 1)
      await sendPendingMail(services(), transport);
    const [b] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "B"));
    expect(b).toMatchObject({ status: "failed", attempts: maxMailAttempts });
    expect(b!.lastError).toBe("mailbox unavailable");
  });

  it("leaves a row another sender holds to it, and sends it once that sender's lease runs out", async () => {
    const db = use().db;
    await db
      .insert(mailOutbox)
      .values({ toAddress: "c@example.com", subject: "C", textBody: "Hello C", template: "test" });
    // Another instance took the row, then died before sending it.
    const held = await claimNextMail(db, {
      maxAttempts: maxMailAttempts,
      leaseMs: mailClaimLeaseMs,
      skipIds: [],
    });
    expect(held).toMatchObject({ subject: "C", status: "pending" });
    const sent: string[] = [];
    const transport = {
      async send(message: OutgoingMail) {
        sent.push(message.subject);
      },
    };
    expect(await sendPendingMail(services(), transport)).toEqual({
      sent: 0,
      failed: 0,
      pending: 0,
    });
    expect(sent).toEqual([]);

    // The lease's 15 minutes pass (the database's clock decides, the same for every instance).
    await db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, held!.id));
    expect(await sendPendingMail(services(), transport)).toEqual({
      sent: 1,
      failed: 0,
      pending: 0,
    });
    expect(await sendPendingMail(services(), transport)).toEqual({
      sent: 0,
      failed: 0,
      pending: 0,
    });
    expect(sent).toEqual(["C"]);
    const [c] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, held!.id));
    expect(c).toMatchObject({ status: "sent", attempts: 1, claimedUntil: null });
  });
});
