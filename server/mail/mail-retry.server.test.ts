import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import pino from "pino";
import { expect, it, vi } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { startMailRetry } from "./mail-retry.server.ts";
import { maxMailAttempts, nodemailerTransport, sendPendingMail } from "./mail-sender.server.ts";

// Issue 4: the server's retry timer sends what an earlier attempt left pending, through
// nodemailer's JSON transport (no network), and stops on shutdown.

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");

describeWithDatabase("retrying pending mail", (use) => {
  const services = () => ({
    config: parsed.config,
    database: use(),
    logger: pino({ level: "silent" }),
  });
  const rowBySubject = async (subject: string) =>
    (await use().db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]!;
  const waitFor = (check: () => Promise<boolean>) =>
    vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 5_000, interval: 20 });

  it("sends a row left pending by a failed attempt on its next run, and only once", async () => {
    await use().db.insert(mailOutbox).values({
      toAddress: "buyer@example.com",
      subject: "Order TW-1",
      textBody: "Thank you",
      template: "order_confirmation",
    });
    // The attempt after the order's commit failed: the SMTP server was down.
    const down = { send: () => Promise.reject(new Error("connect ECONNREFUSED")) };
    expect(await sendPendingMail(services(), down)).toEqual({ sent: 0, failed: 1, pending: 0 });
    expect(await rowBySubject("Order TW-1")).toMatchObject({ status: "pending", attempts: 1 });

    const transporter = createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transporter, "sendMail");
    const retry = startMailRetry(services(), {
      intervalMs: 10,
      transport: nodemailerTransport(transporter),
    });
    try {
      await waitFor(async () => (await rowBySubject("Order TW-1")).status === "sent");
    } finally {
      await retry.stop();
    }
    expect(await rowBySubject("Order TW-1")).toMatchObject({ status: "sent", attempts: 2 });
    expect(sendMail).toHaveBeenCalledTimes(1);
    const message = JSON.parse(
      ((await sendMail.mock.results[0]!.value) as { message: string }).message,
    );
    expect(message).toMatchObject({
      subject: "Order TW-1",
      to: [{ address: "buyer@example.com" }],
    });
  });

  it("gives up on a row after the last attempt and sends nothing once stopped", async () => {
    await use().db.insert(mailOutbox).values({
      toAddress: "gone@example.com",
      subject: "Bounces",
      textBody: "x",
      template: "test",
    });
    const down = { send: vi.fn(() => Promise.reject(new Error("mailbox unavailable"))) };
    const retry = startMailRetry(services(), { intervalMs: 5, transport: down });
    try {
      await waitFor(async () => (await rowBySubject("Bounces")).status === "failed");
    } finally {
      await retry.stop();
    }
    expect(await rowBySubject("Bounces")).toMatchObject({ attempts: maxMailAttempts });
    expect(down.send).toHaveBeenCalledTimes(maxMailAttempts);

    await use().db.insert(mailOutbox).values({
      toAddress: "later@example.com",
      subject: "After shutdown",
      textBody: "x",
      template: "test",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await retry.runNow();
    expect(await rowBySubject("After shutdown")).toMatchObject({ status: "pending", attempts: 0 });
  });
});
