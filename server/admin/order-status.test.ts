import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { AccountEvent } from "#core/accounts/account-events.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  creditTransactions,
  customerCreditAccounts,
  mailOutbox,
  orders,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { createAccountEventHub } from "#server/events/account-event-hub.ts";
import type { Admin } from "./admin-guard.ts";
import { adminTestServices, demoAdmin, userIdOf } from "./admin-test-support.ts";
import { changeOrderStatus } from "./order-status.ts";
import { getAdminOrder, orderEtag } from "./orders-admin.ts";

// The order lifecycle: pending → processing → shipped → completed, or cancelled from pending or
// processing; a cancelled credit-account order gives its charge back as a refund transaction;
// each change e-mails the customer (through the outbox) and is audited.

describeWithDatabase("changing an order's status", (use) => {
  let db: Db;
  let services: AppServices;
  let admin: Admin;

  async function demoOrder(email: string, status: string, paymentMethod: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerEmail, email),
          eq(orders.status, status),
          eq(orders.paymentMethod, paymentMethod),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!row) throw new Error(`no ${status} ${paymentMethod} order for ${email}`);
    return row;
  }

  /** The change as the order page sends it: with the ETag of the order as it is now. */
  async function change(orderId: string, body: unknown) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    const etag = row ? orderEtag(row) : '"no-such-order"';
    return changeOrderStatus(services, admin, orderId, body, etag);
  }

  const newestMail = async (address: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];

  beforeAll(async () => {
    services = adminTestServices(use());
    db = services.database.db;
    await applyDemoSeed(db);
    admin = await demoAdmin(db);
  });

  it("tells the customer's open pages of the new status once it commits (/api/events)", async () => {
    const hub = createAccountEventHub(use(), pino({ level: "silent" }));
    await hub.start();
    const order = await demoOrder("trade@tradewear.test", "pending", "bank_transfer");
    let unsubscribe = () => {};
    const heard = new Promise<AccountEvent>((resolve) => {
      unsubscribe = hub.subscribe(order.userId!, resolve);
    });
    try {
      await change(order.id, { status: "processing" });
      expect(await heard).toEqual({
        type: "order.status_changed",
        orderNumber: order.orderNumber,
        status: "processing",
      });
    } finally {
      unsubscribe();
    }
  });

  it("moves an order along its lifecycle, e-mailing the customer and auditing each step", async () => {
    const order = await demoOrder("retail@tradewear.test", "processing", "bank_transfer");
    const shipped = await change(order.id, { status: "shipped" });
    expect(shipped).toEqual({
      ok: true,
      value: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        from: "processing",
        to: "shipped",
        refundPence: 0,
        etag: orderEtag({ id: order.id, status: "shipped" }),
      },
    });
    const mail = await newestMail("retail@tradewear.test");
    expect(mail).toMatchObject({
      subject: `Your Tradewear order ${order.orderNumber} has shipped`,
      template: "order_status_shipped",
    });
    expect(mail?.textBody).toContain(`Order ${order.orderNumber}: Shipped.`);

    expect(await change(order.id, { status: "completed" })).toMatchObject({
      ok: true,
    });
    const detail = await getAdminOrder(db, order.id);
    expect(detail?.status).toBe("completed");
    expect(
      detail?.audit.map((entry) => [entry.before?.["status"], entry.after?.["status"]]),
    ).toEqual([
      ["shipped", "completed"],
      ["processing", "shipped"],
    ]);
    expect(detail?.audit[0]?.actorEmail).toBe("admin@tradewear.test");
  });

  it.each([
    ["completed", "processing", "A completed order cannot change status any more."],
    ["shipped", "cancelled", "A shipped order can only move to Completed, not Cancelled."],
    ["shipped", "shipped", "The order is already Shipped."],
    ["shipped", "pending", "A shipped order can only move to Completed, not Pending."],
  ])("refuses to move a %s order to %s with a clear message", async (from, to, message) => {
    const [order] = await db.select().from(orders).where(eq(orders.status, from)).limit(1);
    const auditBefore = await db.$count(auditLog);
    const mailBefore = await db.$count(mailOutbox);
    expect(await change(order!.id, { status: to })).toEqual({
      ok: false,
      status: 409,
      error: message,
      field: "status",
    });
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after?.status).toBe(from);
    expect(await db.$count(auditLog)).toBe(auditBefore);
    expect(await db.$count(mailOutbox)).toBe(mailBefore);
  });

  it("refuses an unknown status with 400, and an unknown order with 404", async () => {
    const [order] = await db.select().from(orders).limit(1);
    expect(await change(order!.id, { status: "lost" })).toMatchObject({
      ok: false,
      status: 400,
      field: "status",
    });
    expect(
      await change("00000000-0000-4000-8000-000000000000", {
        status: "processing",
      }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("gives a cancelled credit-account order's charge back to the account as a refund", async () => {
    const order = await demoOrder("trade@tradewear.test", "processing", "credit_account");
    const tradeId = await userIdOf(db, "trade@tradewear.test");
    const accountOf = async () =>
      (
        await db
          .select()
          .from(customerCreditAccounts)
          .where(eq(customerCreditAccounts.userId, tradeId))
      )[0]!;
    const before = await accountOf();
    const result = await change(order.id, { status: "cancelled" });
    expect(result).toMatchObject({ ok: true, value: { refundPence: order.totalPence } });
    const after = await accountOf();
    expect(after.currentBalancePence).toBe(before.currentBalancePence - order.totalPence);
    const [refund] = await db
      .select()
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.orderId, order.id),
          eq(creditTransactions.transactionType, "refund"),
        ),
      );
    expect(refund).toMatchObject({
      amountPence: order.totalPence,
      balanceAfterPence: after.currentBalancePence,
      reference: order.orderNumber,
      createdBy: admin.userId,
    });
    expect((await newestMail("trade@tradewear.test"))?.textBody).toContain(
      "has been credited back to your Tradewear credit account",
    );
  });
});
