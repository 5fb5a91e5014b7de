import { sql } from "drizzle-orm";
import { AccountEventSchema, type AccountEvent } from "#core/accounts/account-events.ts";
import type { Db } from "#server/db/client.ts";

// DESIGN §1 "realtime events cross instances through Postgres LISTEN/NOTIFY". Domain code that
// changes a customer's orders or credit calls notifyAccountEvent in the same transaction as the
// change: PostgreSQL (and PGlite) hold a NOTIFY until COMMIT and drop it on ROLLBACK, so a stream
// never announces a change that did not happen, nor one a reader could not see yet.

/** The one channel every instance LISTENs on (server/events/account-event-hub.ts). */
export const accountEventsChannel = "account_events";

/** What travels on the channel: whose event it is, and the event. */
export type AccountNotification = { userId: string; event: AccountEvent };

/** Types the domain sends; "resync" is the hub's own (it says events may have been missed). */
export type DomainAccountEvent = Exclude<AccountEvent, { type: "resync" }>;

/**
 * Announces `event` to `userId`'s open streams when `tx` commits. Call it with the transaction
 * that makes the change (a transaction is a Db too), never after it: outside a transaction the
 * notification goes at once, whether or not the change is later visible.
 */
export async function notifyAccountEvent(
  tx: Db,
  userId: string,
  event: DomainAccountEvent,
): Promise<void> {
  const notification: AccountNotification = { userId, event: AccountEventSchema.parse(event) };
  await tx.execute(sql`select pg_notify(${accountEventsChannel}, ${JSON.stringify(notification)})`);
}

/** Reads a notification's payload; null when it is not one of ours (logged by the caller). */
export function parseAccountNotification(payload: string): AccountNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { userId, event } = value as { userId?: unknown; event?: unknown };
  const parsed = AccountEventSchema.safeParse(event);
  if (typeof userId !== "string" || userId === "" || !parsed.success) return null;
  return { userId, event: parsed.data };
}
