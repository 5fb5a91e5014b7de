import { and, asc, eq, exists, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  cartLines,
  designSubmissions,
  logos,
  orderItems,
  orders,
  storedFiles,
} from "../db/schema/index.ts";

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertStoredFile(db: Db, values: NewStoredFile): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error("stored_files insert returned no row");
  return row;
}

/** A design upload by id, or null. `id` must already be a well-formed UUID. */
export async function getStoredDesign(db: Db, id: string): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.purpose, "design")))
    .limit(1);
  return row ?? null;
}

/**
 * Whether this user uploaded the design (signed in) or has an order carrying it. `fileId` must
 * already be a well-formed UUID.
 */
/**
 * Issue 18.5: the design with these bytes (SHA-256, hex) that this buyer uploaded (`ownerUserId`)
 * or this browser did (`heldIds`, each proved by its upload token), the first kept; null for none.
 */
export async function findHeldDesign(
  db: Db,
  {
    sha256,
    ownerUserId,
    heldIds,
  }: { sha256: string; ownerUserId: string | null; heldIds: readonly string[] },
): Promise<StoredFileRow | null> {
  const whose = [
    ...(ownerUserId === null ? [] : [eq(storedFiles.ownerUserId, ownerUserId)]),
    ...(heldIds.length === 0 ? [] : [inArray(storedFiles.id, [...heldIds])]),
  ];
  if (whose.length === 0) return null;
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.purpose, "design"), or(...whose)))
    .orderBy(asc(storedFiles.createdAt))
    .limit(1);
  return row ?? null;
}

export async function isDesignOfUser(db: Db, fileId: string, userId: string): Promise<boolean> {
  const onTheirOrder = db
    .select({ one: sql`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // Qualified by hand: the outer table, not the subquery's own columns.
    .where(and(sql`${orderItems.designFileId} = ${storedFiles}.id`, eq(orders.userId, userId)));
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        or(eq(storedFiles.ownerUserId, userId), exists(onTheirOrder)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the transaction-scoped advisory lock `lockId` if no other session holds it; false at
 * once when one does (never waits). Released when the transaction ends.
 */
export async function tryTransactionLock(tx: Db, lockId: number): Promise<boolean> {
  // Both drivers (node-postgres, PGlite) answer execute() with { rows }.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${lockId}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/**
 * Deletes up to `limit` design rows made before `before` that nothing claims — no order item, no
 * design request and no cart line names them (a cart line by its `_design_id` attribute, in any
 * case) — and answers the storage keys of the files they pointed at.
 */
export async function deleteUnclaimedDesigns(
  db: Db,
  before: Date,
  limit: number,
): Promise<string[]> {
  // Qualified by hand: the outer table, not the subqueries' own columns.
  const fileId = sql`${storedFiles}.id`;
  const onOrder = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(sql`${orderItems.designFileId} = ${fileId}`);
  const onRequest = db
    .select({ one: sql`1` })
    .from(designSubmissions)
    .where(sql`${designSubmissions.fileId} = ${fileId}`);
  const inCart = db
    .select({ one: sql`1` })
    .from(cartLines)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${cartLines.attributes}) as attribute
        where attribute->>'key' = '_design_id' and lower(attribute->>'value') = ${fileId}::text)`,
    );
  // Issue 15.1: a logo in a buyer's library is theirs to order again, however old.
  const inLibrary = db
    .select({ one: sql`1` })
    .from(logos)
    .where(sql`${logos.fileId} = ${fileId}`);
  const unclaimed = db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.purpose, "design"),
        lt(storedFiles.createdAt, before),
        notExists(onOrder),
        notExists(onRequest),
        notExists(inCart),
        notExists(inLibrary),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, unclaimed))
    .returning({ storageKey: storedFiles.storageKey });
  return deleted.map((row) => row.storageKey);
}

/** The owners (null: a visitor) of the stored designs among `ids`, by id; ids must be UUIDs. */
export async function listDesignOwners(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, ownerUserId: storedFiles.ownerUserId })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, "design")));
  return new Map(rows.map((row) => [row.id, row.ownerUserId]));
}
