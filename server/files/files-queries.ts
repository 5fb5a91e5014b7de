import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storedFiles } from "../db/schema/index.ts";

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
