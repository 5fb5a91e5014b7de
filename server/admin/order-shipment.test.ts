import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { publicUrl } from "#server/accounts/accounts-test-support.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { auditLog, carts, mailOutbox, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { getOrderHistoryEntry } from "#server/orders/order-history.server.ts";
import type { Admin } from "./admin-guard.ts";
import { adminTestServices, demoAdmin, userIdOf } from "./admin-test-support.ts";
import { updateOrderShipment } from "./order-shipment.ts";
import { changeOrderStatus } from "./order-status.ts";
import { getAdminOrder, orderEtag } from "./orders-admin.ts";

// Issue 18.10: shipping an order names its carrier and tracking number (both optional); they are
// kept on the order, audited, shown to the buyer and put in the "shipped" e-mail, whose link
// opens that order: the account's order page, or for a guest the checkout's confirmation page.

describeWithDatabase("shipping an order with its carrier and tracking number", (use) => {
  let db: Db;
  let services: AppServices;
  let admin: Admin;

  const orderOf = async (id: string) =>
    (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const etagOf = async (id: string) => orderEtag(await orderOf(id));
  const ship = async (id: string, body: Record<string, unknown>) =>
    changeOrderStatus(services, admin, id, { status: "shipped", ...body }, await etagOf(id));
  const newestMail = async (address: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];
  const counts = async () => ({
    audit: await db.$count(auditLog),
    mail: await db.$count(mailOutbox),
  });

  async function demoOrder(email: string, status: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerEmail, email), eq(orders.status, status)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!row) throw new Error(`no ${status} order for ${email}`);
    return row;
  }

  beforeAll(async () => {
    services = adminTestServices(use());
    db = services.database.db;
    await applyDemoSeed(db);
    admin = await demoAdmin(db);
  });

  it("keeps the carrier and number, audits them, and e-mails them with a link to the buyer's order", async () => {
    const order = await demoOrder("retail@tradewear.test", "processing");
    const result = await ship(order.id, {
      carrier: "royal_mail",
      trackingNumber: "ab 1234 5678 9gb",
    });
    expect(result).toMatchObject({ ok: true, value: { to: "shipped" } });

    const stored = await orderOf(order.id);
    expect(stored).toMatchObject({
      status: "shipped",
      shippingCarrier: "royal_mail",
      shippingCarrierName: null,
      trackingNumber: "AB 1234 5678 9GB",
    });
    // The new version names the shipment too: it is what the answer's ETag says.
    expect(result.ok && result.value.etag).toBe(orderEtag(stored));

    const mail = await newestMail("retail@tradewear.test");
    expect(mail?.subject).toBe(`Your Tradewear order ${order.orderNumber} has shipped`);
    expect(mail?.textBody).toContain("Carrier: Royal Mail\nTracking number: AB 1234 5678 9GB");
    expect(mail?.textBody).toContain(
      `See your order: ${publicUrl}/account/orders/${order.orderNumber}`,
    );
    expect(mail?.textBody).not.toMatch(new RegExp(`${publicUrl}/\\s`));

    const detail = await getAdminOrder(db, order.id);
    expect(detail?.shipment).toEqual({
      carrier: "royal_mail",
      carrierName: null,
      trackingNumber: "AB 1234 5678 9GB",
    });
    expect(detail?.audit[0]).toMatchObject({
      action: "change_order_status",
      before: { status: "processing" },
      after: { status: "shipped", carrier: "Royal Mail", trackingNumber: "AB 1234 5678 9GB" },
    });

    const history = await getOrderHistoryEntry(db, order.userId!, order.orderNumber);
    expect(history).toMatchObject({ carrier: "Royal Mail", trackingNumber: "AB 1234 5678 9GB" });
  });

  it("ships without either, and says neither in the e-mail", async () => {
    const order = await demoOrder("trade@tradewear.test", "processing");
    expect(await ship(order.id, { carrier: "", trackingNumber: "" })).toMatchObject({ ok: true });
    expect(await orderOf(order.id)).toMatchObject({
      status: "shipped",
      shippingCarrier: null,
      trackingNumber: null,
    });
    const mail = await newestMail("trade@tradewear.test");
    expect(mail?.textBody).not.toContain("Carrier:");
    expect(mail?.textBody).not.toContain("Tracking number:");
    expect(await getOrderHistoryEntry(db, order.userId!, order.orderNumber)).toMatchObject({
      carrier: null,
      trackingNumber: null,
    });
  });

  it.each([
    [{ trackingNumber: "<script>" }, "trackingNumber"],
    [{ carrier: "pigeon" }, "carrier"],
    [{ carrier: "other" }, "carrierName"],
    [{ carrier: "other", carrierName: "x".repeat(61) }, "carrierName"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (body, field) => {
    // The trade customer's pending order, moved to processing by the first of these.
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerEmail, "trade@tradewear.test"), eq(orders.status, "pending")));
    if (order)
      await changeOrderStatus(
        services,
        admin,
        order.id,
        { status: "processing" },
        await etagOf(order.id),
      );
    const ready = await demoOrder("trade@tradewear.test", "processing");

    const before = await counts();
    expect(await ship(ready.id, body)).toMatchObject({ ok: false, status: 400, field });
    expect((await orderOf(ready.id)).status).toBe("processing");
    expect(await counts()).toEqual(before);
  });

  it("refuses a carrier or tracking number sent with another status", async () => {
    const order = await demoOrder("retail@tradewear.test", "pending");
    const result = await changeOrderStatus(
      services,
      admin,
      order.id,
      { status: "processing", trackingNumber: "AB123456789GB" },
      await etagOf(order.id),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: "A carrier and tracking number go with Shipped only",
      field: "trackingNumber",
    });
    expect((await orderOf(order.id)).status).toBe("pending");
  });

  it("links a guest's e-mail to the checkout's confirmation page of their order", async () => {
    const order = await demoOrder("retail@tradewear.test", "pending");
    // A guest's order: no account, placed from a cart whose token only the guest's browser had.
    await db
      .update(orders)
      .set({ userId: null, status: "processing" })
      .where(eq(orders.id, order.id));
    await db.insert(carts).values({ token: "guest-cart-token-for-shipping", orderId: order.id });
    expect(await ship(order.id, { carrier: "other", carrierName: "Yodel" })).toMatchObject({
      ok: true,
    });
    const mail = await newestMail("retail@tradewear.test");
    expect(mail?.textBody).toContain("Carrier: Yodel");
    expect(mail?.textBody).toContain(
      `See your order: ${publicUrl}/checkout/guest-cart-token-for-shipping/confirmation`,
    );
  });

  it("adds or corrects a shipped order's tracking later, against the order's version", async () => {
    const order = await demoOrder("trade@tradewear.test", "shipped");
    const tradeId = await userIdOf(db, "trade@tradewear.test");
    const update = (body: unknown, etag: string) =>
      updateOrderShipment(services, admin, order.id, body, etag);

    const staleEtag = orderEtag({ id: order.id, status: "processing" });
    expect(await update({ carrier: "dpd" }, staleEtag)).toMatchObject({ ok: false, status: 412 });
    expect(await updateOrderShipment(services, admin, order.id, {}, undefined)).toMatchObject({
      ok: false,
      status: 428,
    });

    const result = await update(
      { carrier: "dpd", trackingNumber: "15501234567890" },
      await etagOf(order.id),
    );
    expect(result).toMatchObject({ ok: true, value: { changed: true } });
    const stored = await orderOf(order.id);
    expect(stored).toMatchObject({ shippingCarrier: "dpd", trackingNumber: "15501234567890" });
    expect(result.ok && result.value.etag).toBe(orderEtag(stored));
    const mail = await newestMail("trade@tradewear.test");
    expect(mail).toMatchObject({
      subject: `Tracking details for your Tradewear order ${order.orderNumber}`,
      template: "order_shipment_updated",
    });
    expect(mail?.textBody).toContain("Carrier: DPD\nTracking number: 15501234567890");
    expect(mail?.textBody).toContain(`${publicUrl}/account/orders/${order.orderNumber}`);
    expect((await getAdminOrder(db, order.id))?.audit[0]).toMatchObject({
      action: "update_order_shipment",
      before: { carrier: null, trackingNumber: null },
      after: { carrier: "DPD", trackingNumber: "15501234567890" },
    });
    expect(await getOrderHistoryEntry(db, tradeId, order.orderNumber)).toMatchObject({
      carrier: "DPD",
      trackingNumber: "15501234567890",
    });

    // The same details again change nothing and e-mail no one.
    const before = await counts();
    expect(
      await update({ carrier: "dpd", trackingNumber: "15501234567890" }, await etagOf(order.id)),
    ).toMatchObject({ ok: true, value: { changed: false } });
    expect(await counts()).toEqual(before);
  });

  it("refuses tracking changes on an order that is not on its way, and bad values with 400", async () => {
    const order = await demoOrder("retail@tradewear.test", "completed");
    const before = await counts();
    expect(
      await updateOrderShipment(
        services,
        admin,
        order.id,
        { carrier: "ups" },
        await etagOf(order.id),
      ),
    ).toMatchObject({ ok: false, status: 409, field: "carrier" });
    const shipped = await demoOrder("retail@tradewear.test", "shipped");
    expect(
      await updateOrderShipment(
        services,
        admin,
        shipped.id,
        { trackingNumber: "AB" },
        await etagOf(shipped.id),
      ),
    ).toMatchObject({ ok: false, status: 400, field: "trackingNumber" });
    expect(
      await updateOrderShipment(services, admin, shipped.id, [1], await etagOf(shipped.id)),
    ).toMatchObject({ ok: false, status: 400, field: "body" });
    expect(await counts()).toEqual(before);
  });
});
