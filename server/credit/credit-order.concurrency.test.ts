import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  orders,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { hasPostgresServer, openTestDatabase } from "#server/db/test-database.ts";
import {
  createCustomer,
  newKey,
  orderBody,
  setUpCreditFixture,
  variantGid,
  vest,
  type CreditFixture,
} from "./credit-test-support.ts";
import { placeCreditOrder } from "./credit-order.server.ts";

// DESIGN §6: PGlite serialises transactions anyway, so this runs against a PostgreSQL server
// (TEST_DATABASE_URL; CI sets it). Every order here is exactly £150.00: one jacket whose price this
// test sets to £125.00 ex VAT, + £25.00 VAT, delivery free above £75.
const jacket = "snickers-1533-high-vis-class-3-jacket";

describe.skipIf(!hasPostgresServer)("credit orders placed at the same time (postgres)", () => {
  let database: Database;
  let fixture: CreditFixture;
  let body: ReturnType<typeof orderBody>;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    fixture = await setUpCreditFixture(database);
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, jacket));
    await database.db
      .update(productVariants)
      .set({ pricePence: 12_500, inventoryTracked: false })
      .where(eq(productVariants.productId, product!.id));
    const [variant] = await database.db
      .select({ title: productVariants.title })
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id))
      .limit(1);
    body = orderBody([
      { variantId: await variantGid(database.db, jacket, variant!.title), quantity: 1 },
    ]);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  async function ledger(userId: string) {
    const [account] = await database.db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, userId));
    const [sums] = await database.db
      .select({
        charges: sql<number>`coalesce(sum(${creditTransactions.amountPence}) filter (where ${creditTransactions.transactionType} = 'charge'), 0)::int`,
        payments: sql<number>`coalesce(sum(${creditTransactions.amountPence}) filter (where ${creditTransactions.transactionType} = 'payment'), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId));
    const placed = await database.db
      .select({ totalPence: orders.totalPence })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, "credit_account")));
    return { balancePence: account!.currentBalancePence, ...sums!, orders: placed };
  }

  it("50 orders of £150.00 against £1,000.00 of credit: exactly 6 go through", async () => {
    const customer = await createCustomer(database.db, { limitPence: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeCreditOrder(fixture.services, customer, body, newKey()),
      ),
    );
    const placed = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status !== 201);
    expect(placed).toHaveLength(6);
    expect(new Set(placed.map((result) => JSON.stringify(result.body))).size).toBe(6);
    for (const result of refused) {
      expect(result).toMatchObject({ status: 409, body: { code: "CREDIT_LIMIT_EXCEEDED" } });
      expect((result.body as { error: string }).error).toMatch(
        /^Insufficient credit: .* £150\.00 /,
      );
    }

    const after = await ledger(customer.userId);
    expect(after.orders.map((order) => order.totalPence)).toEqual(Array(6).fill(15_000));
    expect(after.balancePence).toBe(90_000);
    expect(after.charges - after.payments).toBe(after.balancePence);
    expect(after.count).toBe(6);
    // Each charge's balance_after is a different step of the way up to the balance.
    const steps = await database.db
      .select({ after: creditTransactions.balanceAfterPence })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, customer.userId));
    expect(steps.map((step) => step.after).sort((a, b) => a - b)).toEqual([
      15_000, 30_000, 45_000, 60_000, 75_000, 90_000,
    ]);
  });

  it("20 simultaneous requests with one Idempotency-Key place one order and all answer with it", async () => {
    const customer = await createCustomer(database.db, { limitPence: 100_000 });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeCreditOrder(fixture.services, customer, body, key)),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    expect(new Set(results.map((result) => JSON.stringify(result.body))).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);

    const retried = await placeCreditOrder(fixture.services, customer, body, key);
    expect(retried).toEqual({ ...results.find((result) => !result.replayed), replayed: true });
    const after = await ledger(customer.userId);
    expect(after).toMatchObject({ balancePence: 15_000, charges: 15_000, count: 1 });
    expect(after.orders).toHaveLength(1);
  });

  it("of 10 buyers of the last 3 (issue 11.4), exactly 3 are charged and 7 told it is out of stock", async () => {
    const gid = await variantGid(database.db, vest, "Hi-Vis Yellow / XL");
    const variantId = Number(gid.split("/").at(-1));
    await database.db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 3, inventoryPolicy: "deny" })
      .where(eq(productVariants.id, variantId));
    const buyers = await Promise.all(
      Array.from({ length: 10 }, () => createCustomer(database.db, { limitPence: 100_000 })),
    );
    const results = await Promise.all(
      buyers.map((buyer) =>
        placeCreditOrder(
          fixture.services,
          buyer,
          orderBody([{ variantId: gid, quantity: 1 }]),
          newKey(),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(7);
    for (const result of refused)
      expect(result).toMatchObject({
        status: 409,
        body: {
          code: "OUT_OF_STOCK",
          field: "basketItems.0.variantId",
          error: expect.stringMatching(/: this variant is out of stock — please remove it/),
        },
      });
    const [row] = await database.db
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(row!.quantity).toBe(0);
    // The refused buyers were charged nothing.
    for (const [index, result] of results.entries()) {
      const after = await ledger(buyers[index]!.userId);
      expect(after.orders).toHaveLength(result.status === 201 ? 1 : 0);
      expect(after.balancePence).toBe(after.orders[0]?.totalPence ?? 0);
    }
  });
});
