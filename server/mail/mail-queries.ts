import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";

// The mail outbox's reads and writes (Drizzle only).

export type MailRow = typeof mailOutbox.$inferSelect;

/** Pending rows with fewer than `maxAttempts` attempts, oldest first. */
export function listPendingMail(db: Db, limit: number, maxAttempts: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
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
    })
    .where(eq(mailOutbox.id, id));
}
