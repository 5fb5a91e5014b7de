import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  createCustomer,
  setUpCreditFixture,
  viewerByEmail,
  type CreditFixture,
} from "./credit-test-support.ts";
import {
  formatTransactionDate,
  getBasketCredit,
  getCreditAccountView,
} from "./credit-views.server.ts";

// What the credit account page and the basket are given (their loaders pass context.viewer).

describe("transaction dates (spec/back-office.md §9: 'MMM dd, yyyy HH:mm', UK time)", () => {
  it.each([
    ["2025-01-05T09:05:00Z", "Jan 05, 2025 09:05"], // GMT
    ["2025-07-01T12:00:00Z", "Jul 01, 2025 13:00"], // BST, one hour ahead
    ["2025-03-30T00:59:00Z", "Mar 30, 2025 00:59"], // the minute before the clocks go forward
    ["2025-03-30T01:00:00Z", "Mar 30, 2025 02:00"],
    ["2025-12-31T23:30:00Z", "Dec 31, 2025 23:30"],
    ["2025-06-30T23:30:00Z", "Jul 01, 2025 00:30"], // already the next day in London
  ])("%s is printed as %s", (iso, text) => {
    expect(formatTransactionDate(iso)).toBe(text);
  });
});

describeWithDatabase("the credit views", (use) => {
  let fixture: CreditFixture;
  let trade: Viewer;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
  }, 60_000);

  it("gives the credit page the customer's own figures and ten latest transactions", async () => {
    const view = await getCreditAccountView(use(), trade.userId);
    const [account] = await fixture.db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, trade.userId));
    expect(view.account).toEqual({
      limitPence: 500_000,
      balancePence: account!.currentBalancePence,
      availablePence: 500_000 - account!.currentBalancePence,
      isActive: true,
    });
    const own = await fixture.db
      .select({ id: creditTransactions.id, createdAt: creditTransactions.createdAt })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, trade.userId))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(10);
    expect(view.transactions.map((row) => row.id)).toEqual(own.map((row) => row.id));
    expect(view.transactions[0]?.dateText).toBe(
      formatTransactionDate(own[0]!.createdAt.toISOString()),
    );
    // Issue 18.9: the demo seed's bank details are never offered for a payment; the reference is
    // the shop's account pattern with the account's own short reference.
    expect(view.bank).toBeNull();
    expect(view.reference).toBe(`ACC ${account!.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`);
  });

  it("gives a second customer only their own account, and one without an account none", async () => {
    const other = await createCustomer(fixture.db, { limitPence: 80_000, balancePence: 20_000 });
    expect(await getCreditAccountView(use(), other.userId)).toMatchObject({
      account: { limitPence: 80_000, balancePence: 20_000, availablePence: 60_000 },
      transactions: [],
    });
    const retail = await viewerByEmail(fixture.db, "retail@tradewear.test");
    expect(await getCreditAccountView(use(), retail.userId)).toEqual({
      account: null,
      transactions: [],
      bank: null,
      reference: null,
    });
  });

  it("gives the basket credit figures only for an active account of the signed-in customer", async () => {
    expect(await getBasketCredit(fixture.db, null)).toBeNull();
    expect(
      await getBasketCredit(fixture.db, await viewerByEmail(fixture.db, "retail@tradewear.test")),
    ).toBeNull();
    const inactive = await createCustomer(fixture.db, { limitPence: 50_000, isActive: false });
    expect(await getBasketCredit(fixture.db, inactive)).toBeNull();
    const active = await createCustomer(fixture.db, { limitPence: 50_000, balancePence: 12_345 });
    expect(await getBasketCredit(fixture.db, active)).toEqual({
      limitPence: 50_000,
      balancePence: 12_345,
      availablePence: 37_655,
      customerName: "Pat Fletcher",
      lastDeliveryAddress: null,
      savedAddresses: [],
    });
    // The trade customer's panel is prefilled with where their latest order went.
    expect(await getBasketCredit(fixture.db, trade)).toMatchObject({
      limitPence: 500_000,
      lastDeliveryAddress: { line1: expect.any(String), postcode: expect.any(String) },
    });
  });
});
