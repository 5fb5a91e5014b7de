import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { getAdminOrder } from "#server/admin/orders-admin.ts";
import { carts, mailOutbox, orders, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { loadConfirmation, submitCheckout } from "./checkout.server.ts";
import { listOrderHistory } from "./order-history.server.ts";
import { setUpOrderFixture, type OrderFixture } from "./orders-test-support.ts";

// Issue 18.8: the hosted checkout takes an optional PO number, delivers to the United Kingdom only
// (the server refuses any other country whatever the page offered), and the placed order shows
// its delivery address and PO number on the confirmation, in the order history, on the admin's
// order page and in the confirmation e-mail.

type ActionResult = { data: Record<string, any>; init: { status?: number } | null };

const form = {
  intent: "place-order",
  name: "Dan Hartley",
  email: "trade@tradewear.test",
  company: "Hartley Building Services Ltd",
  line1: "Unit 7, Canal Wharf",
  city: "Leeds",
  county: "West Yorkshire",
  postcode: "ls11 5pq",
  country: "GB",
  billingSame: "on",
};

describeWithDatabase("the hosted checkout's PO number and UK delivery", (use) => {
  let fixture: OrderFixture;
  let context: AppLoadContext;
  let tradeUserId: string;

  const post = (token: string, fields: Record<string, string>) =>
    submitCheckout(
      context,
      token,
      new Request(`http://shop.test/checkout/${token}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
    ) as Promise<ActionResult | Response>;

  const ordersOfCart = async (token: string) => {
    const [cart] = await use().db.select().from(carts).where(eq(carts.token, token));
    return cart?.orderId ?? null;
  };

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
    const [trade] = await use()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, "trade@tradewear.test"));
    tradeUserId = trade!.id;
    context = {
      services: fixture.services,
      viewer: {
        userId: tradeUserId,
        email: "trade@tradewear.test",
        name: "Dan Hartley",
        role: "customer",
        emailVerified: true,
      },
    } as unknown as AppLoadContext;
  });

  it("stores the PO number and shows it with the delivery address wherever the order is shown", async () => {
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 2 }]);
    const placed = await post(token, { ...form, poNumber: "  HBS/2024-0917 " });
    expect(placed).toBeInstanceOf(Response);
    expect((placed as Response).headers.get("location")).toBe(`/checkout/${token}/confirmation`);

    const confirmation = await loadConfirmation(context, token);
    expect(confirmation.poNumber).toBe("HBS/2024-0917");
    expect(confirmation.deliveryAddress).toEqual({
      name: "Dan Hartley",
      company: "Hartley Building Services Ltd",
      line1: "Unit 7, Canal Wharf",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS11 5PQ",
      country: "GB",
    });

    const history = await listOrderHistory(use().db, tradeUserId);
    const entry = history.orders.find((order) => order.orderNumber === confirmation.orderNumber);
    expect(entry?.poNumber).toBe("HBS/2024-0917");

    const [row] = await use()
      .db.select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, confirmation.orderNumber));
    expect((await getAdminOrder(use().db, row!.id))?.poNumber).toBe("HBS/2024-0917");

    const [mail] = await use()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${confirmation.orderNumber}`))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.textBody).toContain("Your PO number: HBS/2024-0917");
  });

  it("places an order without a PO number: it is optional for every order", async () => {
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.l, quantity: 1 }]);
    expect(await post(token, { ...form, poNumber: "   " })).toBeInstanceOf(Response);
    const confirmation = await loadConfirmation(context, token);
    expect(confirmation.poNumber).toBeNull();
    expect(confirmation.deliveryAddress?.postcode).toBe("LS11 5PQ");
  });

  it.each([
    ["Ireland", { country: "IE" }, "country", /^We deliver to UK addresses only/],
    ["a made-up country", { country: "OTHER" }, "country", /^We deliver to UK addresses only/],
    ["a PO number of 51 characters", { poNumber: "P".repeat(51) }, "poNumber", /at most 50/],
    ["a PO number with a line break", { poNumber: "PO-1\r\nPAID" }, "poNumber", /punctuation/],
    ["a PO number with a zero-width space", { poNumber: "PO\u200B1" }, "poNumber", /punctuation/],
  ])(
    "refuses %s with a 400 naming the field, and places nothing",
    async (_, bad, field, message) => {
      const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }]);
      const result = (await post(token, { ...form, ...bad })) as ActionResult;
      expect(result.init?.status).toBe(400);
      expect(Object.keys(result.data["fieldErrors"])).toEqual([field]);
      expect(result.data["fieldErrors"][field]).toMatch(message);
      expect(await ordersOfCart(token)).toBeNull();
    },
  );
});
