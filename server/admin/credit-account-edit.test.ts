import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerByEmail,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import type { Admin } from "./admin-guard.ts";
import { demoAdmin } from "./admin-test-support.ts";
import { updateCreditAccount } from "./credit-account-edit.ts";
import { getCreditAccountDetail } from "./credit-admin.ts";

// Issue 10.9, the attack as it was found: the admin opens the trade customer's credit account, the
// customer then charges an order to it, and the admin saves a new limit from the dialog still open.
// Before, the dialog PATCHed the balance it had loaded, so the save wrote the charge off as an
// "adjustment". Now the save names the version it was made from and the charge stays.

describeWithDatabase("a credit account saved from a dialog opened before a charge", (use) => {
  let fixture: CreditFixture;
  let admin: Admin;
  let trade: Viewer;
  let accountId: string;

  const account = async () =>
    (
      await fixture.db
        .select()
        .from(customerCreditAccounts)
        .where(eq(customerCreditAccounts.id, accountId))
    )[0]!;
  const ledger = () =>
    fixture.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.accountId, accountId))
      .orderBy(desc(creditTransactions.createdAt));

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    admin = await demoAdmin(fixture.db);
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
    const [row] = await fixture.db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, trade.userId));
    accountId = row!.id;
  });

  it("refuses the old dialog's limit with 412 and the figures now, and keeps the customer's charge", async () => {
    const opened = (await getCreditAccountDetail(fixture.db, accountId))!;
    const balanceWhenOpened = opened.account.currentBalancePence;

    const items = [{ variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 2 }];
    const placed = await placeCreditOrder(fixture.services, trade, orderBody(items), newKey());
    expect(placed.status).toBe(201);
    const charged = await account();
    expect(charged.currentBalancePence).toBeGreaterThan(balanceWhenOpened);
    const ledgerAfterCharge = await ledger();

    // What today's dialog sends for a limit change: the limit, and no balance.
    const stale = await updateCreditAccount(
      fixture.db,
      admin,
      accountId,
      { creditLimit: "7000" },
      opened.account.etag,
    );
    expect(stale).toEqual({
      ok: false,
      status: 412,
      error: "This account changed while you had it open",
      current: {
        creditLimitPence: charged.creditLimitPence,
        currentBalancePence: charged.currentBalancePence,
        availablePence: charged.creditLimitPence - charged.currentBalancePence,
        isActive: true,
      },
      etag: (await getCreditAccountDetail(fixture.db, accountId))!.account.etag,
    });
    expect(await account()).toEqual(charged);
    expect(await ledger()).toEqual(ledgerAfterCharge);

    // The admin, shown the new figures, saves again on purpose: the limit only, the charge kept.
    const saved = await updateCreditAccount(
      fixture.db,
      admin,
      accountId,
      { creditLimit: "7000" },
      stale.ok || stale.status !== 412 ? "" : stale.etag,
    );
    expect(saved).toMatchObject({
      ok: true,
      value: { creditLimitPence: 700_000, currentBalancePence: charged.currentBalancePence },
    });
    expect((await account()).currentBalancePence).toBe(charged.currentBalancePence);
    expect(await ledger()).toEqual(ledgerAfterCharge);
  });

  it("answers 428 and writes nothing when the save names no version", async () => {
    const before = { row: await account(), ledger: await ledger() };
    expect(
      await updateCreditAccount(fixture.db, admin, accountId, { creditLimit: "1" }, undefined),
    ).toMatchObject({ ok: false, status: 428, field: "If-Match" });
    expect({ row: await account(), ledger: await ledger() }).toEqual(before);
  });

  it("refuses a limit below the balance owed beside the limit, and saves nothing changed as is", async () => {
    const before = { row: await account(), ledger: await ledger() };
    const { etag } = (await getCreditAccountDetail(fixture.db, accountId))!.account;
    expect(
      await updateCreditAccount(fixture.db, admin, accountId, { creditLimit: "1" }, etag),
    ).toMatchObject({ ok: false, status: 400, field: "creditLimit" });
    expect(await updateCreditAccount(fixture.db, admin, accountId, {}, etag)).toMatchObject({
      ok: true,
      value: { etag },
    });
    expect({ row: await account(), ledger: await ledger() }).toEqual(before);
  });
});
