import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { auditLog, creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import type { Admin } from "./admin-guard.ts";
import { demoAdmin, userIdOf } from "./admin-test-support.ts";
import { getCreditAccountDetail } from "./credit-admin.ts";
import { createCreditAccount, recordCreditPayment } from "./credit-admin-changes.ts";
import { updateCreditAccount } from "./credit-account-edit.ts";

// spec/back-office.md §2 Credit Accounts, and the ledger rule of issue 6: every balance change an
// admin makes is a credit transaction with its balance_after, and every change is audited.

describeWithDatabase("credit accounts in the back office", (use) => {
  let db: Db;
  let admin: Admin;
  let accountId: string;
  let tradeId: string;

  const account = async () =>
    (
      await db.select().from(customerCreditAccounts).where(eq(customerCreditAccounts.id, accountId))
    )[0]!;
  const newestTransaction = async () =>
    (
      await db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.accountId, accountId))
        .orderBy(desc(creditTransactions.createdAt))
        .limit(1)
    )[0];
  /** The ETag the dialog loads with the account (Issue 10.9). */
  const etag = async () => (await getCreditAccountDetail(db, accountId))!.account.etag;
  const counts = async () => ({
    transactions: await db.$count(creditTransactions),
    audit: await db.$count(auditLog),
  });

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    admin = await demoAdmin(db);
    tradeId = await userIdOf(db, "trade@tradewear.test");
    const [row] = await db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, tradeId));
    accountId = row!.id;
  });

  it("records a payment as a payment transaction that lowers the balance, audited", async () => {
    expect((await account()).currentBalancePence).toBe(125_000);
    const result = await recordCreditPayment(db, admin, accountId, {
      amount: "500.00",
      reference: "BACS 0412",
    });
    expect(result).toMatchObject({ ok: true, value: { balanceAfterPence: 75_000 } });
    expect((await account()).currentBalancePence).toBe(75_000);
    expect(await newestTransaction()).toMatchObject({
      transactionType: "payment",
      amountPence: 50_000,
      balanceAfterPence: 75_000,
      reference: "BACS 0412",
      createdBy: admin.userId,
    });
    const detail = await getCreditAccountDetail(db, accountId);
    expect(detail?.account.availablePence).toBe(425_000);
    expect(detail?.audit[0]).toMatchObject({
      action: "record_credit_payment",
      actorEmail: "admin@tradewear.test",
      before: { currentBalancePence: 125_000 },
      after: { currentBalancePence: 75_000, paymentPence: 50_000 },
    });
  });

  it("refuses a payment above the balance owed, or of nothing, and writes nothing", async () => {
    const before = await counts();
    expect(await recordCreditPayment(db, admin, accountId, { amount: 750.01 })).toMatchObject({
      ok: false,
      status: 400,
      field: "amount",
      error: expect.stringContaining("more than the balance owed (£750.00)"),
    });
    expect(await recordCreditPayment(db, admin, accountId, { amount: 0 })).toMatchObject({
      ok: false,
      field: "amount",
    });
    expect(await counts()).toEqual(before);
    expect((await account()).currentBalancePence).toBe(75_000);
  });

  it("writes an edited balance as an adjustment with its balance_after, and audits the edit", async () => {
    const result = await updateCreditAccount(
      db,
      admin,
      accountId,
      {
        creditLimit: "6000",
        currentBalance: 800.5,
        isActive: true,
        reason: "Invoice 118 re-issued",
      },
      await etag(),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        creditLimitPence: 600_000,
        currentBalancePence: 80_050,
        availablePence: 519_950,
        isActive: true,
        etag: await etag(),
      },
    });
    expect(await newestTransaction()).toMatchObject({
      transactionType: "adjustment",
      amountPence: 5_050,
      balanceAfterPence: 80_050,
      description: "Balance adjusted up from £750.00 to £800.50: Invoice 118 re-issued",
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, accountId), eq(auditLog.action, "update_credit_account")));
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      before: { creditLimitPence: 500_000, currentBalancePence: 75_000, isActive: true },
      after: { creditLimitPence: 600_000, currentBalancePence: 80_050, isActive: true },
    });
  });

  it("changes only the limit and status without a transaction when the balance stays", async () => {
    const before = await counts();
    await updateCreditAccount(
      db,
      admin,
      accountId,
      { creditLimit: 6000, currentBalance: "800.50", isActive: false },
      await etag(),
    );
    expect(await counts()).toEqual({ ...before, audit: before.audit + 1 });
    expect((await account()).isActive).toBe(false);
  });

  it.each([
    [
      { creditLimit: 100, currentBalance: 200, isActive: true },
      "currentBalance",
      "cannot be more than the credit limit",
    ],
    [{ creditLimit: -1, currentBalance: 0, isActive: true }, "creditLimit", "negative"],
    [
      { creditLimit: 10, currentBalance: "1.001", isActive: true },
      "currentBalance",
      "two decimals",
    ],
    [{ creditLimit: 10, currentBalance: 0, isActive: "yes" }, "isActive", "active"],
  ])("refuses %j with 400 naming %s, changing nothing", async (body, field, message) => {
    const before = { ...(await account()), ...(await counts()) };
    const result = await updateCreditAccount(db, admin, accountId, body, await etag());
    expect(result).toMatchObject({ ok: false, status: 400, field });
    expect(result.ok ? "" : result.error).toContain(message);
    expect({ ...(await account()), ...(await counts()) }).toEqual(before);
  });

  it("opens an account for a customer without one, once", async () => {
    const retailId = await userIdOf(db, "retail@tradewear.test");
    const created = await createCreditAccount(db, admin, { userId: retailId, creditLimit: "1500" });
    expect(created.ok).toBe(true);
    const detail = await getCreditAccountDetail(db, created.ok ? created.value.id : "");
    expect(detail?.account).toMatchObject({
      email: "retail@tradewear.test",
      name: "Amy Clarke",
      creditLimitPence: 150_000,
      currentBalancePence: 0,
      isActive: true,
    });
    expect(detail?.audit[0]?.action).toBe("create_credit_account");
    expect(
      await createCreditAccount(db, admin, { userId: retailId, creditLimit: 10 }),
    ).toMatchObject({ ok: false, status: 409, field: "userId" });
    expect(
      await createCreditAccount(db, admin, { userId: admin.userId, creditLimit: 10 }),
    ).toMatchObject({ ok: false, status: 400, field: "userId" });
  });
});
