import { and, eq, exists, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderItems, orders, storedFiles } from "../db/schema/index.ts";

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
