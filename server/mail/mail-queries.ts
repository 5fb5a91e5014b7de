import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";

// The mail outbox's reads and writes (Drizzle only).

export type MailRow = typeof mailOutbox.$inferSelect;

/** Pending rows with fewer than `maxAttempts` attempts, oldest first, whether claimed or not. */
export function listPendingMail(db: Db, limit: number, maxAttempts: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Issue 19.4: takes the oldest pending row no sender holds (never claimed, or its claim ran out),
 * leaving out `skipIds`, and holds it for `leaseMs`; undefined when there is none. SKIP LOCKED
 * passes over a row another sender is claiming this instant, and one it has just claimed no longer
 * matches, so two senders never take the same row. The clock is the database's, one for all.
 */
export async function claimNextMail(
  db: Db,
  options: { maxAttempts: number; leaseMs: number; skipIds: string[] },
): Promise<MailRow | undefined> {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lt(mailOutbox.attempts, options.maxAttempts),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
        options.skipIds.length > 0 ? notInArray(mailOutbox.id, options.skipIds) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})` })
    .where(inArray(mailOutbox.id, next))
    .returning();
  return row;
}

// The outcome of a send releases the claim. Only a pending row is written: if the claim ran out
// and another sender has already marked the row, its outcome stands.

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

/** One more failed attempt; after `maxAttempts` the row is failed, before that it stays pending. */
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      status: sql`CASE WHEN ${mailOutbox.attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`,
      claimedUntil: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}
