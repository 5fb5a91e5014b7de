import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { customerCreditAccounts } from "#server/db/schema/index.ts";
import {
  createCustomer,
  creditSnapshot,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "./credit-test-support.ts";
import { placeCreditOrder } from "./credit-order.server.ts";

// DESIGN §6: a retried request returns the first result instead of charging twice. Each order
// here is 2 polos Navy / M at list price: 1850 + VAT 370 + delivery 594 = 2814.

describeWithDatabase("retrying a credit order with the same Idempotency-Key", (use) => {
  let fixture: CreditFixture;
  let customer: Viewer;
  let body: ReturnType<typeof orderBody>;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    customer = await createCustomer(fixture.db, { limitPence: 100_000 });
    body = orderBody([{ variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 2 }]);
  }, 60_000);

  it("answers the first order again and charges once", async () => {
    const key = newKey();
    const first = await placeCreditOrder(fixture.services, customer, body, key);
    const retried = await placeCreditOrder(fixture.services, customer, body, key);
    expect(first.status).toBe(201);
    expect(retried).toEqual({ ...first, replayed: true });
    const snapshot = await creditSnapshot(fixture.db, customer.userId);
    expect(snapshot).toMatchObject({ balancePence: 2814, orders: 1, transactions: 1 });

    // Prices in the body are ignored, so they do not make it another request.
    const withPrices = {
      ...body,
      basketItems: body.basketItems.map((item) => ({ ...item, pricePence: 5 })),
    };
    expect(await placeCreditOrder(fixture.services, customer, withPrices, key)).toEqual(retried);
    expect(await creditSnapshot(fixture.db, customer.userId)).toEqual(snapshot);
  });

  it("refuses the same key with another basket, or from another customer, with 422", async () => {
    const key = newKey();
    await placeCreditOrder(fixture.services, customer, body, key);
    const snapshot = await creditSnapshot(fixture.db, customer.userId);
    const otherBasket = orderBody([{ ...body.basketItems[0]!, quantity: 3 }]);
    const changed = await placeCreditOrder(fixture.services, customer, otherBasket, key);
    expect(changed).toMatchObject({
      status: 422,
      body: { code: "IDEMPOTENCY_KEY_REUSED", field: "Idempotency-Key" },
    });
    expect((changed.body as { error: string }).error).toMatch(/already used for a different order/);

    const someoneElse = await createCustomer(fixture.db, { limitPence: 100_000 });
    const stolen = await placeCreditOrder(fixture.services, someoneElse, body, key);
    expect(stolen).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await creditSnapshot(fixture.db, customer.userId)).toEqual(snapshot);
    expect((await creditSnapshot(fixture.db, someoneElse.userId)).orders).toBe(0);
  });

  it("lets a refused order be tried again with its key once there is credit", async () => {
    const short = await createCustomer(fixture.db, { limitPence: 1_000 });
    const key = newKey();
    const refused = await placeCreditOrder(fixture.services, short, body, key);
    expect(refused.status).toBe(409);
    await fixture.db
      .update(customerCreditAccounts)
      .set({ creditLimitPence: 10_000 })
      .where(eq(customerCreditAccounts.userId, short.userId));
    const placed = await placeCreditOrder(fixture.services, short, body, key);
    expect(placed).toMatchObject({ status: 201, replayed: false });
    expect(await creditSnapshot(fixture.db, short.userId)).toMatchObject({
      balancePence: 2814,
      orders: 1,
    });
  });
});
