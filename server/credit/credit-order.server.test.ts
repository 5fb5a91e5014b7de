import { asc, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { creditTransactions, mailOutbox, orderItems, orders } from "#server/db/schema/index.ts";
import {
  boot,
  createCustomer,
  creditSnapshot,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  vest,
  viewerByEmail,
  type CreditFixture,
} from "./credit-test-support.ts";
import { placeCreditOrder } from "./credit-order.server.ts";

// DESIGN §3 figures, worked by hand. The trade customer pays £7.50 for the Navy / L polo (that
// variant only) and £2.25 for every vest; their £49.95 boot price is inactive.
//   2 × polo Navy / L at 750 = 1500 (VAT 300), 1 × polo Navy / M at 925 (VAT 185),
//   4 × vest Hi-Vis Orange / M at 225 = 900 (VAT 180): lines 3325 ex, 665 VAT, 3990 inc ≤ 7500,
//   so delivery 495 + VAT 99: total 4584.
const tradeBasketTotal = 4584;

describeWithDatabase("placing a credit order", (use) => {
  let fixture: CreditFixture;
  let trade: Viewer;
  let retail: Viewer;
  let tradeItems: Record<string, unknown>[];

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
    retail = await viewerByEmail(fixture.db, "retail@tradewear.test");
    tradeItems = [
      { variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 2 },
      { variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 1 },
      { variantId: await variantGid(fixture.db, vest, "Hi-Vis Orange / M"), quantity: 4 },
    ];
  }, 60_000);

  const place = (viewer: Viewer | null, body: unknown, key: string | null = newKey()) =>
    placeCreditOrder(fixture.services, viewer, body, key);

  async function orderByNumber(orderNumber: string) {
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    return order!;
  }

  it("charges the server's total, with the customer's own prices, and records the charge", async () => {
    const before = await creditSnapshot(fixture.db, trade.userId);
    const result = await place(
      trade,
      orderBody(tradeItems, {
        name: "Dan Hartley",
        billingAddress: "",
        shippingAddress: "",
        notes: "Deliver to the site office",
        poNumber: "HBS-3001",
        deliveryAddress: {
          name: "Dan Hartley",
          line1: "Plot 12, Kirkstall Road",
          city: "Leeds",
          postcode: "ls4 2qb",
        },
      }),
    );
    expect(result).toMatchObject({ status: 201, replayed: false, body: { success: true } });
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    expect(orderNumber).toMatch(/^TW-\d+$/);

    const order = await orderByNumber(orderNumber);
    expect(order).toMatchObject({
      userId: trade.userId,
      customerEmail: "trade@tradewear.test",
      status: "processing",
      paymentMethod: "credit_account",
      subtotalPence: 3325,
      vatPence: 764,
      deliveryPence: 495,
      totalPence: tradeBasketTotal,
      poNumber: "HBS-3001",
      notes: "Deliver to the site office",
      needsQuote: false,
    });
    expect(order.shippingAddress).toMatchObject({ postcode: "LS4 2QB", country: "GB" });
    const items = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    expect(items.map((item) => [item.variantTitle, item.quantity, item.unitPricePence])).toEqual([
      ["Navy / L", 2, 750],
      ["Navy / M", 1, 925],
      ["Hi-Vis Orange / M", 4, 225],
    ]);

    const after = await creditSnapshot(fixture.db, trade.userId);
    expect(after.balancePence).toBe(before.balancePence! + tradeBasketTotal);
    const [charge] = await fixture.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, trade.userId))
      .orderBy(desc(creditTransactions.createdAt))
      .limit(1);
    expect(charge).toMatchObject({
      transactionType: "charge",
      amountPence: tradeBasketTotal,
      balanceAfterPence: after.balancePence,
      orderId: order.id,
      reference: orderNumber,
    });
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${orderNumber}`));
    expect(mail?.toAddress).toBe("trade@tradewear.test");
    expect(mail?.textBody).toContain("charged to your Tradewear credit account");
    expect(mail?.textBody).toContain("Your PO number: HBS-3001");
    expect(mail?.textBody).toContain("Total charged to your account: £45.84");
  });

  it("ignores prices, totals and identities in the body", async () => {
    const tampered = tradeItems.map((item) => ({
      ...item,
      pricePence: 1,
      basePricePence: 1,
      unitPrice: 0.01,
      customizationPricePence: 0,
      setupFeePence: 0,
    }));
    const result = await place(trade, {
      ...orderBody(tampered),
      totalPence: 1,
      userId: retail.userId,
      customerEmail: "retail@tradewear.test",
    });
    expect(result.status).toBe(201);
    const order = await orderByNumber((result.body as { orderNumber: string }).orderNumber);
    expect(order.totalPence).toBe(tradeBasketTotal);
    expect(order.userId).toBe(trade.userId);
    expect(order.customerEmail).toBe("trade@tradewear.test");
    expect((await creditSnapshot(fixture.db, retail.userId)).transactions).toBe(0);
  });

  it("charges the list price with its quantity break when the custom price is inactive", async () => {
    // 1 boot: 5995 + VAT 1199 = 7194, not above £75, so delivery 594: 7788.
    const result = await place(
      trade,
      orderBody([{ variantId: await variantGid(fixture.db, boot, "Honey / 9"), quantity: 1 }]),
    );
    const order = await orderByNumber((result.body as { orderNumber: string }).orderNumber);
    expect(order.totalPence).toBe(7788);
  });

  it("refuses a visitor with 401 and writes nothing", async () => {
    const result = await place(null, orderBody(tradeItems));
    expect(result).toMatchObject({ status: 401, body: { success: false, code: "NOT_SIGNED_IN" } });
  });

  it("refuses a customer without a credit account, and one whose account is inactive", async () => {
    const before = await creditSnapshot(fixture.db, retail.userId);
    const noAccount = await place(retail, orderBody(tradeItems));
    expect(noAccount).toMatchObject({ status: 403, body: { code: "NO_CREDIT_ACCOUNT" } });
    expect((noAccount.body as { error: string }).error).toMatch(/do not have a credit account/);
    expect(await creditSnapshot(fixture.db, retail.userId)).toEqual(before);

    const inactive = await createCustomer(fixture.db, { limitPence: 500_000, isActive: false });
    const refused = await place(inactive, orderBody(tradeItems));
    expect(refused).toMatchObject({ status: 403, body: { code: "CREDIT_ACCOUNT_INACTIVE" } });
    expect((refused.body as { error: string }).error).toMatch(/not active/);
    expect(await creditSnapshot(fixture.db, inactive.userId)).toMatchObject({
      balancePence: 0,
      orders: 0,
      transactions: 0,
      idempotencyKeys: 0,
    });
  });

  it("refuses an order above the available credit, saying how much more is needed", async () => {
    // Available £10.00. 2 polos Navy / M at list: 1850 + 370 + 594 delivery = 2814.
    const customer = await createCustomer(fixture.db, { limitPence: 10_000, balancePence: 9_000 });
    const before = await creditSnapshot(fixture.db, customer.userId);
    const item = { variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 2 };
    const result = await place(customer, orderBody([item]));
    expect(result).toMatchObject({ status: 409, body: { code: "CREDIT_LIMIT_EXCEEDED" } });
    expect((result.body as { error: string }).error).toBe(
      "Insufficient credit: this order comes to £28.14 and your available credit is £10.00, so you need £18.14 more.",
    );
    expect(await creditSnapshot(fixture.db, customer.userId)).toEqual(before);
  });

  it("refuses decoration priced on application (500 or more) with 422 and writes nothing", async () => {
    const before = await creditSnapshot(fixture.db, trade.userId);
    const item = {
      variantId: await variantGid(fixture.db, vest, "Hi-Vis Yellow / L"),
      quantity: 500,
      customizationType: "print",
      customizationPosition: "Back Center",
    };
    const result = await place(trade, orderBody([item]));
    expect(result).toMatchObject({ status: 422, body: { code: "PRICE_ON_APPLICATION" } });
    expect((result.body as { error: string }).error).toMatch(/priced on application/);
    expect(await creditSnapshot(fixture.db, trade.userId)).toEqual(before);
  });

  it("refuses an item that is no longer sold or out of stock, naming the line", async () => {
    const unknown = await place(
      trade,
      orderBody([{ variantId: "gid://shopify/ProductVariant/999999999", quantity: 1 }]),
    );
    expect(unknown).toMatchObject({
      status: 409,
      body: { code: "UNKNOWN_ITEM", field: "basketItems.0.variantId" },
    });
    const soldOut = await place(
      trade,
      orderBody([
        { variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 1 },
        { variantId: await variantGid(fixture.db, polo, "Grey / 3XL"), quantity: 1 },
      ]),
    );
    expect(soldOut).toMatchObject({
      status: 409,
      body: { code: "OUT_OF_STOCK", field: "basketItems.1.variantId" },
    });
    expect((soldOut.body as { error: string }).error).toBe(
      "Portwest B210 Essential Polo (Grey / 3XL): this variant is out of stock — please remove it from your basket",
    );
  });

  it("answers 400 naming the field for bad input, writing nothing", async () => {
    const before = await creditSnapshot(fixture.db, trade.userId);
    const empty = await place(trade, orderBody([]));
    expect(empty).toMatchObject({
      status: 400,
      body: { success: false, error: "Your basket is empty", field: "basketItems" },
    });
    const zero = await place(trade, orderBody([{ ...tradeItems[0], quantity: 0 }]));
    expect(zero).toMatchObject({ status: 400, body: { field: "basketItems.0.quantity" } });
    expect(await creditSnapshot(fixture.db, trade.userId)).toEqual(before);
  });

  it("answers 400 naming the Idempotency-Key when there is none", async () => {
    const result = await place(trade, orderBody(tradeItems), null);
    expect(result).toMatchObject({ status: 400, body: { field: "Idempotency-Key" } });
  });
});
