import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { shopSettings } from "#server/db/schema/index.ts";

// Issue 18.9: the settings row's reads and writes (Drizzle only; the rules are one layer up).

export type SettingsRow = { version: number; settings: unknown };

/** The one settings row, or null before anything was saved. `forUpdate` locks it. */
export async function getSettingsRow(db: Db | Tx, forUpdate = false): Promise<SettingsRow | null> {
  const query = db
    .select({ version: shopSettings.version, settings: shopSettings.settings })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Writes the settings as `version` (the first save inserts the row). */
export async function putSettingsRow(
  db: Db | Tx,
  settings: unknown,
  version: number,
  updatedBy: string | null,
): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, version, settings, updatedBy })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { version, settings, updatedBy, updatedAt: sql`now()` },
    });
}

/** Writes the row unless there is one (the demo seed; a fresh shop's first save). */
export async function insertSettingsIfNone(
  db: Db | Tx,
  settings: unknown,
  version = 1,
): Promise<void> {
  await db.insert(shopSettings).values({ id: 1, version, settings }).onConflictDoNothing();
}
