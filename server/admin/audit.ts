import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { auditLog, users } from "#server/db/schema/index.ts";
import type { Admin } from "./admin-guard.ts";

// DESIGN §4: every admin change to credit accounts, custom prices, pricing tables and order
// status is written to the audit log with who, when, before and after — in the same transaction
// as the change, so there is never a change without its entry (or an entry without its change).

export type AuditEntityType =
  | "customer_credit_account"
  | "customer_pricing"
  | "embroidery_pricing"
  | "print_pricing"
  | "order"
  // Issue 11: the catalogue the owner runs in the back office.
  | "product"
  | "collection"
  // Issue 18.9: the shop's own settings (one record, id "1").
  | "shop_settings"
  // Issue 13.5: the information pages.
  | "page"
  // Issue 14.6: quotes.
  | "quote"
  // Issue 15.5: the fewest pieces per design, by method (id "embroidery" or "print").
  | "decoration_minimum"
  // Issue 15.1: a logo the shop uploaded to a customer's library.
  | "logo";

export type AuditChange = {
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes one audit entry; pass the change's transaction. The actor is an admin, or (issue 15.3) a
 * buyer whose answer to a proof moves their order on.
 */
export async function recordAudit(
  tx: Db,
  admin: Pick<Admin, "userId">,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: admin.userId, ...change });
}

/** Writes one entry per changed record in one statement (a bulk change); pass its transaction. */
export async function recordAudits(
  tx: Db,
  admin: Admin,
  changes: readonly AuditChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(auditLog)
    .values(changes.map((change) => ({ actorUserId: admin.userId, ...change })));
}

export type AuditEntry = {
  id: number;
  action: string;
  /** The admin's e-mail; null when their account has since been removed. */
  actorEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** ISO 8601. */
  createdAt: string;
};

/** The record's audit trail, newest first (at most `limit`). */
export async function listAuditTrail(
  db: Db,
  entityType: AuditEntityType,
  entityId: string,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
