import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  idempotencyKeys,
  orders,
} from "#server/db/schema/index.ts";

// Credit accounts, their transactions and idempotency keys (Drizzle only); the order itself is
// written by server/orders/order-records-queries.ts. Callers pass a transaction where a write
// needs one; a transaction is a Db too.

export type CreditAccountRow = typeof customerCreditAccounts.$inferSelect;
export type CreditTransactionRow = typeof creditTransactions.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export async function getCreditAccount(db: Db, userId: string): Promise<CreditAccountRow | null> {
  const [row] = await db
    .select()
    .from(customerCreditAccounts)
    .where(eq(customerCreditAccounts.userId, userId));
  return row ?? null;
}

/** DESIGN §6: the account row locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockCreditAccount(db: Db, userId: string): Promise<CreditAccountRow | null> {
  const [row] = await db
    .select()
    .from(customerCreditAccounts)
    .where(eq(customerCreditAccounts.userId, userId))
    .for("update");
  return row ?? null;
}

/** Adds to the balance; answers the new balance. The CHECK (balance <= limit) is the backstop. */
export async function raiseCreditBalance(
  db: Db,
  accountId: string,
  amountPence: number,
): Promise<number> {
  const [row] = await db
    .update(customerCreditAccounts)
    .set({
      currentBalancePence: sql`${customerCreditAccounts.currentBalancePence} + ${amountPence}`,
      updatedAt: sql`now()`,
    })
    .where(eq(customerCreditAccounts.id, accountId))
    .returning({ balancePence: customerCreditAccounts.currentBalancePence });
  if (!row) throw new Error(`credit account ${accountId} vanished while locked`);
  return row.balancePence;
}

export async function insertCreditTransaction(
  db: Db,
  values: Omit<typeof creditTransactions.$inferInsert, "id" | "createdAt">,
): Promise<void> {
  await db.insert(creditTransactions).values(values);
}

/** Newest first (spec/back-office.md §9: the credit page lists the 10 most recent). */
export function listCreditTransactions(
  db: Db,
  userId: string,
  limit: number,
): Promise<CreditTransactionRow[]> {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}

/**
 * Claims (scope, key) for this request. False when the key exists already; on PostgreSQL a claim
 * made by a transaction still running waits for it to end, so the answer is then final.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { scope: string; key: string; userId: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function getIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function recordIdempotentResponse(
  db: Db,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** The delivery address of the customer's latest order that had one, or null. */
export async function getLastDeliveryAddress(
  db: Db,
  userId: string,
): Promise<PostalAddress | null> {
  const [row] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingAddress)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.address ?? null;
}
