import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { discountCodes, mailOutbox, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { demoDiscountCode } from "#server/demo/demo-discount-codes.ts";
import { redeemDiscountCode } from "./orders-queries.ts";
import {
  checkoutInput,
  embroideredChestLeft,
  setUpOrderFixture,
  type OrderFixture,
} from "./orders-test-support.ts";
import { placeOrder } from "./orders.server.ts";

// Issue 4: the order is priced with the cart's discount code, counts the code's use in the same
// transaction, and is refused rather than charged a total the buyer was not shown.

describeWithDatabase("placing an order with a discount code", (use) => {
  let fixture: OrderFixture;

  const timesUsed = async (code: string) => {
    const [row] = await use().db.select().from(discountCodes).where(eq(discountCodes.code, code));
    return row!.timesUsed;
  };
  const orderCount = async () => (await use().db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
    await use()
      .db.insert(discountCodes)
      .values([
        { code: "LAST-ONE", kind: "fixed_amount", value: 500, usageLimit: 1 },
        { code: "SPENT", kind: "fixed_amount", value: 100, usageLimit: 1, timesUsed: 1 },
      ]);
  }, 60_000);

  it("prices the split-size example with 10% off, stores the discount and counts the use", async () => {
    const token = await fixture.createCart(
      [
        { merchandiseId: fixture.polo.m, quantity: 5, attributes: embroideredChestLeft },
        { merchandiseId: fixture.polo.l, quantity: 5, attributes: embroideredChestLeft },
      ],
      { discountCodes: [demoDiscountCode.toLowerCase()] },
    );
    const usedBefore = await timesUsed(demoDiscountCode);
    const { order, items } = await placeOrder(fixture.services, {
      ...checkoutInput(token),
      expectedTotalPence: 15114,
    });
    // 13995 − 1400 = 12595 ex VAT; VAT 1349 + 1170 on the discounted lines; delivery free.
    expect(order).toMatchObject({
      subtotalPence: 13995,
      discountPence: 1400,
      discountCodes: [demoDiscountCode],
      vatPence: 2519,
      deliveryPence: 0,
      totalPence: 15114,
    });
    expect(items.map((item) => [item.lineExVatPence, item.lineVatPence])).toEqual([
      [7495, 1349],
      [6500, 1170],
    ]);
    expect(await timesUsed(demoDiscountCode)).toBe(usedBefore + 1);
    const [mail] = await use()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${order.orderNumber}`));
    expect(mail!.textBody).toContain(
      `Subtotal (ex VAT): £139.95\nDiscount (${demoDiscountCode}): −£14.00`,
    );
    expect(mail!.textBody).toContain("Total: £151.14");
  });

  it("refuses with a clear message when the code's last use went to another order meanwhile", async () => {
    const first = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }], {
      discountCodes: ["LAST-ONE"],
    });
    const second = await fixture.createCart([{ merchandiseId: fixture.polo.l, quantity: 1 }], {
      discountCodes: ["LAST-ONE"],
    });
    // Both pages showed £10.00 − £5.00 = 500 ex VAT, VAT 100, delivery 594: £11.94.
    const placed = await placeOrder(fixture.services, {
      ...checkoutInput(first),
      expectedTotalPence: 1194,
    });
    expect(placed.order).toMatchObject({ discountPence: 500, totalPence: 1194 });
    expect(await timesUsed("LAST-ONE")).toBe(1);

    const before = await orderCount();
    await expect(
      placeOrder(fixture.services, { ...checkoutInput(second), expectedTotalPence: 1194 }),
    ).rejects.toMatchObject({
      code: "DISCOUNT_USED_UP",
      message:
        "The discount code LAST-ONE has reached its usage limit, so it no longer applies: your order total is now £17.94. Check your order and place it again.",
    });
    expect(await orderCount()).toBe(before);
    expect(await timesUsed("LAST-ONE")).toBe(1);

    // Placed again from the page that now shows £17.94: no discount, the code not counted.
    const full = await placeOrder(fixture.services, {
      ...checkoutInput(second),
      expectedTotalPence: 1794,
    });
    expect(full.order).toMatchObject({ discountPence: 0, discountCodes: [], totalPence: 1794 });
    expect(await timesUsed("LAST-ONE")).toBe(1);
  });

  it("refuses a total the page did not show, writing nothing", async () => {
    // A code already used up when the page was shown is not what changed: it is not blamed.
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 2 }], {
      discountCodes: ["SPENT"],
    });
    const before = await orderCount();
    await expect(
      placeOrder(fixture.services, { ...checkoutInput(token), expectedTotalPence: 1 }),
    ).rejects.toMatchObject({
      code: "PRICE_CHANGED",
      message:
        "Your order total has changed to £29.94 since this page was loaded. Check your order and place it again.",
    });
    expect(await orderCount()).toBe(before);
  });

  it("counts a use only while the code is under its limit", async () => {
    const [row] = await use()
      .db.insert(discountCodes)
      .values({ code: "TWICE", kind: "percentage", value: 5, usageLimit: 2 })
      .returning();
    expect(await redeemDiscountCode(use().db, row!.id)).toBe(true);
    expect(await redeemDiscountCode(use().db, row!.id)).toBe(true);
    expect(await redeemDiscountCode(use().db, row!.id)).toBe(false);
    expect(await timesUsed("TWICE")).toBe(2);
  });

  it("flags price-on-application lines on the order, its items and the e-mail", async () => {
    const token = await fixture.createCart([
      { merchandiseId: fixture.polo.m, quantity: 500, attributes: embroideredChestLeft },
      { merchandiseId: fixture.polo.l, quantity: 2 },
    ]);
    const { order, items } = await placeOrder(fixture.services, checkoutInput(token));
    expect(order.needsQuote).toBe(true);
    expect(items.map((item) => item.needsQuote)).toEqual([true, false]);
    const [mail] = await use()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${order.orderNumber}`));
    expect(mail!.textBody).toContain("(decoration: Price on application — we will send a quote)");
  });
});
