import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { formatPence } from "#core/money/money.ts";
import type { Db } from "#server/db/client.ts";
import { creditTransactions, customerCreditAccounts } from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import type { Admin } from "./admin-guard.ts";
import type { Failure } from "./admin-http.ts";
import { firstFieldError, maxCreditPence, poundsField } from "./admin-input.ts";
import { recordAudit } from "./audit.ts";
import { creditAccountEtag, isUuid } from "./credit-admin.ts";
import { isCurrent, readIfMatch, staleRecord } from "./record-version.ts";

// spec/back-office.md §2 and §7 "UPDATE customer_credit_accounts": the edit dialog's save of the
// limit, the balance and whether the account is active. The ledger stays honest: an edited balance
// is an `adjustment` credit transaction with its balance_after, written with the account's new
// figures and the audit entry in one transaction, the account row locked meanwhile so a credit
// order placed at the same moment cannot interleave. The database's CHECK (balance ≤ limit) backs
// the rule checked here.
//
// Issue 10.9: the save names the version it was made against (If-Match, the ETag loaded with the
// account) and sends only what the admin changed. A limit change never carries a balance, and the
// version is compared under the row lock, so a customer's charge made after the dialog opened is
// never reversed as an "adjustment": the save is refused with 412 and the account as it is now.

type Done<T> = { ok: true; value: T } | Failure;

const notFound: Failure = { ok: false, status: 404, error: "This credit account no longer exists" };

export const staleAccountMessage = "This account changed while you had it open";

// No field at all is a save that changes nothing: answered 200 when the version still matches (the
// dialog saved as it was loaded), 412 when the account moved on meanwhile.
const CreditEditSchema = z.object({
  creditLimit: poundsField(maxCreditPence).optional(),
  /** The new balance: sent only when the admin edited the balance field. */
  currentBalance: poundsField(maxCreditPence).optional(),
  isActive: z.boolean({ error: "Say whether the account is active" }).optional(),
  /** Why the balance changed; goes on the adjustment's description. */
  reason: z.string().trim().max(200, { error: "Keep the reason under 200 characters" }).default(""),
});

export type CreditFigures = {
  creditLimitPence: number;
  currentBalancePence: number;
  availablePence: number;
  isActive: boolean;
};

type AccountRow = typeof customerCreditAccounts.$inferSelect;

function figuresOf(row: Pick<AccountRow, "creditLimitPence" | "currentBalancePence" | "isActive">) {
  return {
    creditLimitPence: row.creditLimitPence,
    currentBalancePence: row.currentBalancePence,
    availablePence: row.creditLimitPence - row.currentBalancePence,
    isActive: row.isActive,
  };
}

/** The audit trail's before/after: the three stored figures. */
const stored = ({ creditLimitPence, currentBalancePence, isActive }: CreditFigures) => ({
  creditLimitPence,
  currentBalancePence,
  isActive,
});

/** The edit dialog's save: the changed figures of limit, balance (as an adjustment) and active. */
export async function updateCreditAccount(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<CreditFigures & { etag: string }>> {
  const precondition = readIfMatch(ifMatch, "account");
  if (!precondition.ok) return precondition;
  const parsed = CreditEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const changes = parsed.data;
  if (!isUuid(id)) return notFound;
  return db.transaction(async (tx): Promise<Done<CreditFigures & { etag: string }>> => {
    const [row] = await tx
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.id, id))
      .for("update");
    if (!row) return notFound;
    const before = figuresOf(row);
    // Compared under the row lock: a concurrent save or charge waits here and then sees the change.
    const etag = creditAccountEtag(row);
    if (!isCurrent(precondition, etag)) return staleRecord(staleAccountMessage, before, etag);
    const after = figuresOf({
      creditLimitPence: changes.creditLimit ?? row.creditLimitPence,
      currentBalancePence: changes.currentBalance ?? row.currentBalancePence,
      isActive: changes.isActive ?? row.isActive,
    });
    if (after.currentBalancePence > after.creditLimitPence)
      return {
        ok: false,
        status: 400,
        error: "The current balance cannot be more than the credit limit",
        // Beside the field the admin changed: the balance if they sent one, else the limit.
        field: changes.currentBalance === undefined ? "creditLimit" : "currentBalance",
      };
    const afterEtag = creditAccountEtag({ id, ...after });
    if (afterEtag === etag) return { ok: true, value: { ...after, etag } };
    await tx
      .update(customerCreditAccounts)
      .set({ ...stored(after), updatedAt: sql`now()` })
      .where(eq(customerCreditAccounts.id, id));
    const change = after.currentBalancePence - row.currentBalancePence;
    if (change !== 0) {
      // amount is positive (the column's rule); the description and balance_after say which way.
      await tx.insert(creditTransactions).values({
        accountId: id,
        userId: row.userId,
        transactionType: "adjustment",
        description:
          `Balance adjusted ${change > 0 ? "up" : "down"} from ${formatPence(row.currentBalancePence)} to ${formatPence(after.currentBalancePence)}` +
          (changes.reason ? `: ${changes.reason}` : ""),
        amountPence: Math.abs(change),
        balanceAfterPence: after.currentBalancePence,
        createdBy: admin.userId,
      });
    }
    await recordAudit(tx, admin, {
      action: "update_credit_account",
      entityType: "customer_credit_account",
      entityId: id,
      before: stored(before),
      after: changes.reason ? { ...stored(after), reason: changes.reason } : stored(after),
    });
    // The customer's open credit page (and basket) hear of it on commit (/api/events).
    await notifyAccountEvent(tx, row.userId, { type: "credit.changed" });
    return { ok: true, value: { ...after, etag: afterEtag } };
  });
}
