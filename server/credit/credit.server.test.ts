import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import { getCreditSummary } from "./credit.server.ts";
import { createCustomer, setUpCreditFixture, viewerByEmail } from "./credit-test-support.ts";

describeWithDatabase("the credit summary", (use) => {
  let trade: Viewer;

  beforeAll(async () => {
    const fixture = await setUpCreditFixture(use());
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
  }, 60_000);

  it("gives the demo trade customer's figures and history, newest first", async () => {
    const summary = await getCreditSummary(use().db, trade.userId);
    expect(summary.account).toEqual({
      limitPence: 500_000,
      balancePence: 125_000,
      availablePence: 375_000,
      isActive: true,
    });
    expect(summary.transactions.map((row) => row.type)).toEqual([
      "charge",
      "payment",
      "charge",
      "payment",
      "charge",
      "charge",
    ]);
    expect(summary.transactions[0]!.balanceAfterPence).toBe(125_000);
  });

  it("lists only the ten most recent transactions", async () => {
    const customer = await createCustomer(use().db, { limitPence: 100_000 });
    const { accountId } = await accountOf(customer.userId);
    const start = Date.UTC(2025, 0, 1);
    await use()
      .db.insert(creditTransactions)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          accountId,
          userId: customer.userId,
          transactionType: "adjustment",
          description: `Adjustment ${index + 1}`,
          amountPence: 100,
          balanceAfterPence: 0,
          createdAt: new Date(start + index * 60_000),
        })),
      );
    const summary = await getCreditSummary(use().db, customer.userId);
    expect(summary.transactions.map((row) => row.description)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Adjustment ${12 - index}`),
    );
    expect(summary.transactions[0]!.createdAt).toBe(new Date(start + 11 * 60_000).toISOString());
  });

  it("answers no account and no transactions for a customer without one", async () => {
    const customer = await createCustomer(use().db);
    expect(await getCreditSummary(use().db, customer.userId)).toEqual({
      account: null,
      transactions: [],
    });
  });

  async function accountOf(userId: string) {
    const [row] = await use()
      .db.select({ accountId: customerCreditAccounts.id })
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, userId));
    return row!;
  }
});
