import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  contactMessages,
  designSubmissions,
  mailOutbox,
  newsletterSubscribers,
} from "#server/db/schema/index.ts";

// The public forms' reads and writes (Drizzle only).

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewDesignSubmission = typeof designSubmissions.$inferInsert;
export type NewMail = Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact_messages insert returned no row");
  return row.id;
}

export async function insertDesignSubmission(db: Db, values: NewDesignSubmission): Promise<string> {
  const [row] = await db
    .insert(designSubmissions)
    .values(values)
    .returning({ id: designSubmissions.id });
  if (!row) throw new Error("design_submissions insert returned no row");
  return row.id;
}

export async function insertMail(db: Db, values: NewMail): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/** A new subscriber, or null when the address (in any case) is already on the list. */
export async function insertSubscriber(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Puts an unsubscribed address back on the list; null when it was not unsubscribed. */
export async function resubscribe(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(and(sameEmail(email), isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  return row ?? null;
}

/** Marks a subscriber unsubscribed (keeping the first time); false when there is no such row. */
export async function markUnsubscribed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
