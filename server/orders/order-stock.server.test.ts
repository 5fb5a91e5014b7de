import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import { changeOrderStatus } from "#server/admin/order-status.ts";
import { orderEtag } from "#server/admin/orders-admin.ts";
import { auditLog, carts, orders, productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { checkoutInput, embroideredChestLeft, setUpOrderFixture } from "./orders-test-support.ts";
import type { OrderFixture } from "./orders-test-support.ts";
import { placeOrder } from "./orders.server.ts";

// Issue 11.4: the hosted checkout takes stock in the order's transaction, as Shopify keeps it
// (untracked, or tracked with `deny` / `continue`), and cancelling the order puts it back once.
// Each test sets the stock it needs on the fixture's two polo variants; afterEach untracks them.

type Stock = { tracked: boolean; quantity: number; policy?: "deny" | "continue" };

describeWithDatabase("taking stock with a hosted checkout order", (use) => {
  let fixture: OrderFixture;
  let m: number;
  let l: number;

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
    m = Number(fixture.polo.m.split("/").at(-1));
    l = Number(fixture.polo.l.split("/").at(-1));
  }, 60_000);

  afterEach(async () => {
    await setStock(m, { tracked: false, quantity: 0 });
    await setStock(l, { tracked: false, quantity: 0 });
  });

  async function setStock(variantId: number, stock: Stock) {
    await use()
      .db.update(productVariants)
      .set({
        inventoryTracked: stock.tracked,
        inventoryQuantity: stock.quantity,
        inventoryPolicy: stock.policy ?? "deny",
      })
      .where(eq(productVariants.id, variantId));
  }

  async function quantityOf(variantId: number) {
    const [row] = await use()
      .db.select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return row!.quantity;
  }

  /** A cart made while stock allows it; the stock is set afterwards, as another buyer leaves it. */
  async function cartThen(lines: { variant: string; quantity: number }[], ...stock: Stock[]) {
    for (const id of [m, l]) await setStock(id, { tracked: false, quantity: 0 });
    const token = await fixture.createCart(
      lines.map((line, index) => ({
        merchandiseId: line.variant,
        quantity: line.quantity,
        // Two lines of one variant differ by their decoration, so they stay two lines.
        ...(index > 0 && line.variant === lines[0]!.variant
          ? { attributes: embroideredChestLeft }
          : {}),
      })),
    );
    for (const [index, each] of stock.entries()) await setStock([m, l][index]!, each);
    return token;
  }

  async function refusal(token: string) {
    const before = (await use().db.select({ id: orders.id }).from(orders)).length;
    const error = await placeOrder(fixture.services, checkoutInput(token)).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect((await use().db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const [cart] = await use().db.select().from(carts).where(eq(carts.token, token));
    expect(cart!.orderId).toBeNull();
    return error;
  }

  it("takes a tracked variant's stock once for all its lines", async () => {
    const token = await cartThen(
      [
        { variant: fixture.polo.m, quantity: 3 },
        // Embroidered: 10, the fewest embroidered pieces the shop makes (issue 15.5).
        { variant: fixture.polo.m, quantity: 10 },
      ],
      { tracked: true, quantity: 15 },
    );
    const placed = await placeOrder(fixture.services, checkoutInput(token));
    expect(placed.items.map((item) => item.quantity)).toEqual([3, 10]);
    expect(await quantityOf(m)).toBe(2);
    // A retry answers with the same order and takes nothing more.
    await placeOrder(fixture.services, checkoutInput(token));
    expect(await quantityOf(m)).toBe(2);
  });

  it("refuses a `deny` variant at 0, and one with fewer left than the order wants", async () => {
    const none = await cartThen([{ variant: fixture.polo.m, quantity: 1 }], {
      tracked: true,
      quantity: 0,
    });
    expect(await refusal(none)).toMatchObject({
      code: "OUT_OF_STOCK",
      message: expect.stringMatching(
        /^.+ \(.+\): this variant is out of stock — please remove it from your basket$/,
      ),
    });
    const few = await cartThen([{ variant: fixture.polo.m, quantity: 3 }], {
      tracked: true,
      quantity: 2,
    });
    expect(await refusal(few)).toMatchObject({
      code: "OUT_OF_STOCK",
      message: expect.stringMatching(
        /: only 2 left in stock — please lower the quantity in your basket$/,
      ),
    });
    expect(await quantityOf(m)).toBe(2);
  });

  it("gives back what an earlier line took when a later one is short", async () => {
    const token = await cartThen(
      [
        { variant: fixture.polo.m, quantity: 2 },
        { variant: fixture.polo.l, quantity: 2 },
      ],
      { tracked: true, quantity: 10 },
      { tracked: true, quantity: 1 },
    );
    expect(await refusal(token)).toMatchObject({
      message: expect.stringMatching(/only 1 left/),
    });
    expect([await quantityOf(m), await quantityOf(l)]).toEqual([10, 1]);
  });

  it("sells a `continue` variant into back order, below 0", async () => {
    const token = await cartThen([{ variant: fixture.polo.m, quantity: 3 }], {
      tracked: true,
      quantity: 1,
      policy: "continue",
    });
    await placeOrder(fixture.services, checkoutInput(token));
    expect(await quantityOf(m)).toBe(-2);
  });

  it("leaves an untracked variant's count alone", async () => {
    const token = await cartThen([{ variant: fixture.polo.m, quantity: 3 }], {
      tracked: false,
      quantity: 7,
    });
    await placeOrder(fixture.services, checkoutInput(token));
    expect(await quantityOf(m)).toBe(7);
  });

  it("puts a cancelled order's stock back once, for tracked variants only", async () => {
    const token = await cartThen(
      [
        { variant: fixture.polo.m, quantity: 4 },
        { variant: fixture.polo.l, quantity: 2 },
      ],
      { tracked: true, quantity: 10 },
      { tracked: false, quantity: 7 },
    );
    const { order } = await placeOrder(fixture.services, checkoutInput(token));
    expect([await quantityOf(m), await quantityOf(l)]).toEqual([6, 7]);

    const db = use().db;
    const admin = await demoAdmin(db);
    const cancel = async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      return changeOrderStatus(
        fixture.services,
        admin,
        order.id,
        { status: "cancelled" },
        orderEtag(row!),
      );
    };
    expect(await cancel()).toMatchObject({ ok: true, value: { to: "cancelled" } });
    expect([await quantityOf(m), await quantityOf(l)]).toEqual([10, 7]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [order.id]));
    expect(audit!.after).toEqual({
      status: "cancelled",
      restocked: [{ variantId: m, quantity: 4 }],
    });

    // Cancelled is final: neither a second cancel nor a way back can count the stock again.
    expect(await cancel()).toMatchObject({ ok: false, status: 409 });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(
      await changeOrderStatus(
        fixture.services,
        admin,
        order.id,
        { status: "pending" },
        orderEtag(row!),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await quantityOf(m)).toBe(10);
  });
});
