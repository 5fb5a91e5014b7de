import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { formatPence } from "#core/money/money.ts";
import type { Db } from "#server/db/client.ts";
import { creditTransactions, customerCreditAccounts, users } from "#server/db/schema/index.ts";
import type { Admin } from "./admin-guard.ts";
import type { Failure } from "./admin-http.ts";
import { firstFieldError, maxCreditPence, poundsField } from "./admin-input.ts";
import { recordAudit } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";

// spec/back-office.md §2 and §7: an admin opens an account for a customer, or records a payment.
// The ledger stays honest: a payment is a `payment` credit transaction with its balance_after,
// written with the account's new balance and the audit entry in one transaction, the account row
// locked meanwhile so a credit order placed at the same moment cannot interleave. The edit
// dialog's save (limit, balance, active) is in credit-account-edit.ts.

type Done<T> = { ok: true; value: T } | Failure;

const notFound: Failure = { ok: false, status: 404, error: "This credit account no longer exists" };

const CreateSchema = z.object({
  userId: z.string({ error: "Choose a customer" }).min(1, { error: "Choose a customer" }).max(100),
  creditLimit: poundsField(maxCreditPence),
  isActive: z.boolean().default(true),
});

/** Opens a credit account (balance £0) for a customer who has none, audited. */
export async function createCreditAccount(
  db: Db,
  admin: Admin,
  body: unknown,
): Promise<Done<{ id: string }>> {
  const parsed = CreateSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const { userId, creditLimit, isActive } = parsed.data;
  return db.transaction(async (tx): Promise<Done<{ id: string }>> => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.role !== "customer")
      return { ok: false, status: 400, error: "Choose a customer of the shop", field: "userId" };
    const [created] = await tx
      .insert(customerCreditAccounts)
      .values({ userId, creditLimitPence: creditLimit, currentBalancePence: 0, isActive })
      .onConflictDoNothing({ target: customerCreditAccounts.userId })
      .returning({ id: customerCreditAccounts.id });
    if (!created)
      return {
        ok: false,
        status: 409,
        error: "This customer already has a credit account",
        field: "userId",
      };
    await recordAudit(tx, admin, {
      action: "create_credit_account",
      entityType: "customer_credit_account",
      entityId: created.id,
      before: null,
      after: { userId, creditLimitPence: creditLimit, currentBalancePence: 0, isActive },
    });
    // The customer's open credit page (and basket) hear of it on commit (/api/events).
    await notifyAccountEvent(tx, userId, { type: "credit.changed" });
    return { ok: true, value: created };
  });
}

const PaymentSchema = z.object({
  amount: poundsField(maxCreditPence),
  reference: z
    .string()
    .trim()
    .max(100, { error: "Keep the reference under 100 characters" })
    .default(""),
  description: z
    .string()
    .trim()
    .max(200, { error: "Keep the description under 200 characters" })
    .default(""),
});

export type RecordedPayment = { transactionId: string; balanceAfterPence: number };

/** A payment received: lowers the balance by the amount, as a `payment` transaction, audited. */
export async function recordCreditPayment(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
): Promise<Done<RecordedPayment>> {
  const parsed = PaymentSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const { amount, reference, description } = parsed.data;
  if (amount === 0)
    return { ok: false, status: 400, error: "Enter the amount received", field: "amount" };
  if (!isUuid(id)) return notFound;
  return db.transaction(async (tx): Promise<Done<RecordedPayment>> => {
    const [row] = await tx
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.id, id))
      .for("update");
    if (!row) return notFound;
    if (amount > row.currentBalancePence)
      return {
        ok: false,
        status: 400,
        error: `The payment is more than the balance owed (${formatPence(row.currentBalancePence)})`,
        field: "amount",
      };
    const balanceAfter = row.currentBalancePence - amount;
    await tx
      .update(customerCreditAccounts)
      .set({ currentBalancePence: balanceAfter, updatedAt: sql`now()` })
      .where(and(eq(customerCreditAccounts.id, id)));
    const [transaction] = await tx
      .insert(creditTransactions)
      .values({
        accountId: id,
        userId: row.userId,
        transactionType: "payment",
        description: description || "Payment received, thank you",
        reference: reference || null,
        amountPence: amount,
        balanceAfterPence: balanceAfter,
        createdBy: admin.userId,
      })
      .returning({ id: creditTransactions.id });
    await recordAudit(tx, admin, {
      action: "record_credit_payment",
      entityType: "customer_credit_account",
      entityId: id,
      before: { currentBalancePence: row.currentBalancePence },
      after: {
        currentBalancePence: balanceAfter,
        paymentPence: amount,
        reference: reference || null,
      },
    });
    // The customer's open credit page (and basket) hear of it on commit (/api/events).
    await notifyAccountEvent(tx, row.userId, { type: "credit.changed" });
    return { ok: true, value: { transactionId: transaction!.id, balanceAfterPence: balanceAfter } };
  });
}
