import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { placeCreditOrder } from "./credit-order.server.ts";
import {
  createCustomer,
  creditSnapshot,
  newKey,
  orderBody,
  setUpCreditFixture,
  variantGid,
  vest,
  type CreditFixture,
} from "./credit-test-support.ts";

// Issue 11.4: a credit order takes its stock in the transaction that charges the account, by the
// same rules as the hosted checkout (server/orders/order-stock.ts). Each test sets the stock of
// one vest variant; afterEach untracks it again.

type Stock = { tracked: boolean; quantity: number; policy?: "deny" | "continue" };

describeWithDatabase("taking stock with a credit order", (use) => {
  let fixture: CreditFixture;
  let buyer: Viewer;
  let gid: string;
  let variantId: number;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    buyer = await createCustomer(fixture.db, { limitPence: 1_000_000 });
    gid = await variantGid(fixture.db, vest, "Hi-Vis Yellow / L");
    variantId = Number(gid.split("/").at(-1));
  }, 60_000);

  afterEach(() => setStock({ tracked: false, quantity: 0 }));

  async function setStock(stock: Stock) {
    await fixture.db
      .update(productVariants)
      .set({
        inventoryTracked: stock.tracked,
        inventoryQuantity: stock.quantity,
        inventoryPolicy: stock.policy ?? "deny",
      })
      .where(eq(productVariants.id, variantId));
  }

  async function quantityLeft() {
    const [row] = await fixture.db
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return row!.quantity;
  }

  const order = (...quantities: number[]) =>
    placeCreditOrder(
      fixture.services,
      buyer,
      orderBody(quantities.map((quantity) => ({ variantId: gid, quantity }))),
      newKey(),
    );

  it("takes a tracked variant's stock with the charge, over all its lines", async () => {
    await setStock({ tracked: true, quantity: 5 });
    expect(await order(1, 1)).toMatchObject({ status: 201 });
    expect(await quantityLeft()).toBe(3);
  });

  it("refuses a `deny` variant with too few left or none, naming the line and charging nothing", async () => {
    await setStock({ tracked: true, quantity: 3 });
    const before = await creditSnapshot(fixture.db, buyer.userId);
    const few = await order(4);
    expect(few).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: "OUT_OF_STOCK",
        field: "basketItems.0.variantId",
        error:
          "Portwest C472 Hi-Vis Two Band & Brace Vest (Hi-Vis Yellow / L): only 3 left in stock — please lower the quantity in your basket",
      },
    });
    expect(await creditSnapshot(fixture.db, buyer.userId)).toEqual(before);
    expect(await quantityLeft()).toBe(3);

    await setStock({ tracked: true, quantity: 0 });
    expect(await order(1)).toMatchObject({
      status: 409,
      body: {
        code: "OUT_OF_STOCK",
        error: expect.stringMatching(/: this variant is out of stock — please remove it/),
      },
    });
    expect(await creditSnapshot(fixture.db, buyer.userId)).toEqual(before);
  });

  it("sells a `continue` variant into back order, below 0", async () => {
    await setStock({ tracked: true, quantity: 1, policy: "continue" });
    expect(await order(3)).toMatchObject({ status: 201 });
    expect(await quantityLeft()).toBe(-2);
  });

  it("leaves an untracked variant's count alone", async () => {
    await setStock({ tracked: false, quantity: 7 });
    expect(await order(3)).toMatchObject({ status: 201 });
    expect(await quantityLeft()).toBe(7);
  });
});
