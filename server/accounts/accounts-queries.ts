import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox, profiles, users } from "#server/db/schema/index.ts";

// The accounts' own reads and writes (Drizzle only). Better Auth writes users, sessions, accounts
// and verifications through its adapter; these are the rows around them that are ours.

export type NewProfile = typeof profiles.$inferInsert;
export type NewMail = Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">;

/** The id of the account with this e-mail, in any letter case, or null. */
export async function getUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The profile of a new account; a second call for the same user keeps the first. */
export async function insertProfile(db: Db, profile: NewProfile): Promise<void> {
  await db.insert(profiles).values(profile).onConflictDoNothing();
}

/** One message into the mail outbox (server/mail sends it). */
export async function insertMail(db: Db, values: NewMail): Promise<void> {
  await db.insert(mailOutbox).values(values);
}
