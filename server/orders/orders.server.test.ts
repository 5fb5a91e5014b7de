import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccountEvent } from "#core/accounts/account-events.ts";
import {
  carts,
  mailOutbox,
  orderItems,
  orders,
  productVariants,
  users,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { createAccountEventHub } from "#server/events/account-event-hub.ts";
import {
  checkoutInput,
  embroideredChestLeft,
  setUpOrderFixture,
  type OrderFixture,
} from "./orders-test-support.ts";
import { OrderError, findOrderForCart, placeOrder } from "./orders.server.ts";

describeWithDatabase("placing an order from a cart", (use) => {
  let fixture: OrderFixture;

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
  }, 60_000);

  it("prices the DESIGN §3 split-size example on the server and writes order, items and cart", async () => {
    const token = await fixture.createCart([
      { merchandiseId: fixture.polo.m, quantity: 5, attributes: embroideredChestLeft },
      { merchandiseId: fixture.polo.l, quantity: 5, attributes: embroideredChestLeft },
    ]);
    const placed = await placeOrder(fixture.services, checkoutInput(token));
    expect(placed.created).toBe(true);
    const { order, items } = placed;
    // One group of 10: unit 950, deco 350, set-up 995 on the first line; delivery free.
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "bank_transfer",
      subtotalPence: 13995,
      vatPence: 2799,
      deliveryPence: 0,
      totalPence: 16794,
      needsQuote: false,
      customerEmail: "sam@example.co.uk",
    });
    expect(order.orderNumber).toMatch(/^TW-\d{6,}$/);
    expect(order.shippingAddress).toMatchObject({ postcode: "LS1 1AA", country: "GB" });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(
      items.map((item) => [
        item.quantity,
        item.unitPricePence,
        item.customizationType,
        item.customizationPosition,
        item.customizationPricePence,
        item.setupFeePence,
        item.lineExVatPence,
        item.lineVatPence,
      ]),
    ).toEqual([
      [5, 950, "embroidery", "Chest Left", 350, 995, 7495, 1499],
      [5, 950, "embroidery", "Chest Left", 350, 0, 6500, 1300],
    ]);
    // Items come back in the cart's order: the group's set-up fee sits on its first line.
    expect(items.map((item) => item.position)).toEqual([0, 1]);
    expect(items[0]!.productTitle).not.toBe("");
    expect(items[0]!.sku).toBeTruthy();
    const db = use().db;
    const [cart] = await db.select().from(carts).where(eq(carts.token, token));
    expect(cart!.orderId).toBe(order.id);
  });

  it("charges delivery on a small plain order (DESIGN §3: 1000 + 200, delivery 594, total 1794)", async () => {
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }]);
    const { order } = await placeOrder(fixture.services, checkoutInput(token));
    expect(order).toMatchObject({
      subtotalPence: 1000,
      vatPence: 299,
      deliveryPence: 495,
      totalPence: 1794,
    });
  });

  it("numbers orders from the sequence, one after another", async () => {
    const first = await placeOrder(
      fixture.services,
      checkoutInput(await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }])),
    );
    const second = await placeOrder(
      fixture.services,
      checkoutInput(await fixture.createCart([{ merchandiseId: fixture.polo.l, quantity: 2 }])),
    );
    const number = (orderNumber: string) => Number(orderNumber.slice(3));
    expect(number(first.order.orderNumber)).toBeGreaterThanOrEqual(100001);
    expect(number(second.order.orderNumber)).toBe(number(first.order.orderNumber) + 1);
  });

  it("answers a second call for the same cart with the same order and writes nothing more", async () => {
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 3 }]);
    const first = await placeOrder(fixture.services, checkoutInput(token));
    const again = await placeOrder(fixture.services, {
      ...checkoutInput(token),
      contact: { name: "Someone Else", email: "else@example.com" },
    });
    expect(again.created).toBe(false);
    expect(again.order).toEqual(first.order);
    expect(again.items).toEqual(first.items);
    const db = use().db;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${first.order.orderNumber}`));
    expect(mails).toHaveLength(1);
    expect((await findOrderForCart(db, token))?.order.id).toBe(first.order.id);
  });

  it("refuses an empty cart and an unknown cart, writing nothing", async () => {
    const db = use().db;
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const token = await fixture.createCart([]);
    await expect(placeOrder(fixture.services, checkoutInput(token))).rejects.toMatchObject({
      code: "EMPTY_CART",
      message: "Your basket is empty",
    });
    await expect(
      placeOrder(fixture.services, checkoutInput("x".repeat(32))),
    ).rejects.toBeInstanceOf(OrderError);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("refuses a cart whose variant has sold out, saying it is out of stock", async () => {
    const db = use().db;
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.l, quantity: 1 }]);
    const variantId = Number(fixture.polo.l.split("/").at(-1));
    await db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 0 })
      .where(eq(productVariants.id, variantId));
    try {
      await expect(placeOrder(fixture.services, checkoutInput(token))).rejects.toMatchObject({
        code: "OUT_OF_STOCK",
        message: expect.stringMatching(/\(.+\): this variant is out of stock — please remove it/),
      });
      const [cart] = await db.select().from(carts).where(eq(carts.token, token));
      expect(cart!.orderId).toBeNull();
    } finally {
      await db
        .update(productVariants)
        .set({ inventoryTracked: false })
        .where(eq(productVariants.id, variantId));
    }
  });

  it("writes the confirmation e-mail to the outbox with the order's totals and bank details", async () => {
    const token = await fixture.createCart([
      { merchandiseId: fixture.polo.m, quantity: 10, attributes: embroideredChestLeft },
    ]);
    const { order } = await placeOrder(fixture.services, checkoutInput(token));
    const [mail] = await use()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${order.orderNumber}`));
    expect(mail).toMatchObject({ toAddress: "sam@example.co.uk", status: "pending", attempts: 0 });
    expect(mail!.textBody).toContain("10 × ");
    expect(mail!.textBody).toContain("Embroidery, Chest Left");
    expect(mail!.textBody).toContain("Subtotal (ex VAT): £139.95");
    // Issue 21.2: the decorated line's garments, embroidery and set-up, adding up to the line.
    const parts = /Garments: 10 × .*Set-up \(£[\d.]+\)/.exec(mail!.textBody)![0];
    const amounts = [...parts.matchAll(/\(£([\d.]+)\)/g)].map((match) => Number(match[1]));
    expect(amounts).toHaveLength(3);
    expect(Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(13995);
    expect(mail!.textBody).toContain("VAT: £27.99");
    expect(mail!.textBody).toContain("Delivery (ex VAT): Free");
    expect(mail!.textBody).toContain("Total: £167.94");
    expect(mail!.textBody).toContain(`Reference: ${order.orderNumber}`);
    // Issue 18.9: the shop's own bank details (the test fixture's), never the demo's.
    expect(mail!.textBody).toContain("Sort code: 20-45-77");
  });

  it("ignores prices tampered into cart and line attributes", async () => {
    const token = await fixture.createCart(
      [
        {
          merchandiseId: fixture.polo.m,
          quantity: 10,
          attributes: [
            ...embroideredChestLeft,
            { key: "_price", value: "1" },
            { key: "price", value: "0.01" },
          ],
        },
      ],
      {
        attributes: [
          { key: "total", value: "0.01" },
          { key: "_subtotal", value: "1" },
        ],
      },
    );
    const { order, items } = await placeOrder(fixture.services, checkoutInput(token));
    expect(order.totalPence).toBe(16794);
    expect(items[0]!.unitPricePence).toBe(950);
    const stored = await use().db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored.map((item) => item.lineExVatPence)).toEqual([13995]);
  });

  it("tells a signed-in buyer's open pages of the new order once it commits (/api/events)", async () => {
    const hub = createAccountEventHub(use(), pino({ level: "silent" }));
    await hub.start();
    let unsubscribe = () => {};
    try {
      const [buyer] = await use()
        .db.select({ id: users.id })
        .from(users)
        .where(eq(users.email, "trade@tradewear.test"));
      const heard = new Promise<AccountEvent>((resolve) => {
        unsubscribe = hub.subscribe(buyer!.id, resolve);
      });
      const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }]);
      const placed = await placeOrder(fixture.services, {
        ...checkoutInput(token),
        buyerId: buyer!.id,
      });
      expect(placed.order.userId).toBe(buyer!.id);
      expect(await heard).toEqual({ type: "order.placed", orderNumber: placed.order.orderNumber });
    } finally {
      unsubscribe();
    }
  });
});

describe("OrderError", () => {
  it("carries a code beside its message", () => {
    const error = new OrderError("EMPTY_CART", "Your basket is empty");
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("EMPTY_CART");
  });
});
