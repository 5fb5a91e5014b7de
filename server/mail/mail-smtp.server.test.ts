import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { formatPence } from "#core/money/money.ts";
import { mailOutbox, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  checkoutInput,
  embroideredChestLeft,
  setUpOrderFixture,
  type OrderFixture,
} from "#server/orders/orders-test-support.ts";
import { placeOrder } from "#server/orders/orders.server.ts";
import { closeMailTransport, nodemailerTransport, sendPendingMail } from "./mail-sender.server.ts";

// The nodemailer side of the outbox, without a network: the composed message through
// nodemailer's JSON transport, and a real SMTP transport pointed at a closed local port.

type JsonMessage = {
  from: { address: string };
  to: { address: string }[];
  subject: string;
  text: string;
};

describeWithDatabase("sending outbox mail with nodemailer", (use) => {
  let fixture: OrderFixture;

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
  }, 60_000);

  afterAll(() => closeMailTransport());

  const orderCart = () =>
    fixture.createCart([
      { merchandiseId: fixture.polo.m, quantity: 5, attributes: embroideredChestLeft },
      { merchandiseId: fixture.polo.l, quantity: 5, attributes: embroideredChestLeft },
    ]);

  it("records a failed attempt when the SMTP server is unreachable, and the order stands", async () => {
    const services = {
      ...fixture.services,
      config: { ...fixture.services.config, smtpUrl: "smtp://127.0.0.1:1" },
    };
    const placed = await placeOrder(services, checkoutInput(await orderCart()));
    expect(placed.created).toBe(true);
    const db = use().db;
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order).toMatchObject({ status: "pending", totalPence: placed.order.totalPence });
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${placed.order.orderNumber}`));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("composes the order confirmation from the outbox row: from, to, subject and totals", async () => {
    const placed = await placeOrder(fixture.services, checkoutInput(await orderCart()));
    const { order } = placed;
    const transporter = createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transporter, "sendMail");
    const result = await sendPendingMail(fixture.services, nodemailerTransport(transporter));
    expect(result).toEqual({ sent: 2, failed: 0, pending: 0 });
    const messages = await Promise.all(
      sendMail.mock.results.map(async (sent) => {
        const info = (await sent.value) as { message: string };
        return JSON.parse(info.message) as JsonMessage;
      }),
    );
    const message = messages.find((m) => m.subject.endsWith(order.orderNumber));
    expect(message).toMatchObject({
      from: { address: fixture.services.config.mailFrom },
      to: [{ address: "sam@example.co.uk" }],
      subject: `Your Tradewear order ${order.orderNumber}`,
    });
    expect(message!.text).toContain(`Subtotal (ex VAT): ${formatPence(order.subtotalPence)}`);
    expect(message!.text).toContain(`VAT: ${formatPence(order.vatPence)}`);
    expect(message!.text).toContain(`Total: ${formatPence(order.totalPence)}`);
    expect(message!.text).toContain(`Reference: ${order.orderNumber}`);
    const rows = await use().db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });
});
