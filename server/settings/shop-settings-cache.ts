import { ShopSettingsSchema } from "#core/settings/shop-settings.ts";
import { defaultShopSettings, type ShopSettings } from "#core/settings/settings-values.ts";
import type { Database, Db, Tx } from "#server/db/client.ts";
import { etagOf } from "#server/admin/record-version.ts";
import { keptUntilNotified } from "#server/db/kept-until-notified.ts";
import { getSettingsRow, type SettingsRow } from "./shop-settings-queries.ts";

// Issue 18.9: every page reads the settings (the header's phone number, the footer), so each
// process keeps them in memory until the database says they changed: the table's trigger
// (migration shop_settings) NOTIFYs shop_settings_changed on every write (server/db/kept-until-notified.ts).

export type StoredSettings = {
  settings: ShopSettings;
  /** Saves so far; 0 before the first. */
  version: number;
  /** The version as a strong ETag, for If-Match (issue 10.9). */
  etag: string;
};

export const settingsChannel = "shop_settings_changed";

export const settingsEtag = (version: number) => etagOf("shop_settings", 1, [version]);

/** A row's settings, checked; a row the schema refuses (edited by hand) reads as the defaults. */
export function storedSettingsOf(row: SettingsRow | null): StoredSettings {
  const version = row?.version ?? 0;
  const stored = typeof row?.settings === "object" && row.settings !== null ? row.settings : {};
  const parsed = ShopSettingsSchema.safeParse({ ...defaultShopSettings, ...stored });
  return {
    settings: parsed.success ? parsed.data : defaultShopSettings,
    version,
    etag: settingsEtag(version),
  };
}

export async function loadStoredSettings(db: Db | Tx): Promise<StoredSettings> {
  return storedSettingsOf(await getSettingsRow(db));
}

const kept = keptUntilNotified(settingsChannel, (database) => loadStoredSettings(database.db));

/** The shop's settings, from this process's copy when it is known to be current. */
export function readShopSettings(database: Database): Promise<StoredSettings> {
  return kept.read(database);
}

/** Forgets this process's copy (the NOTIFY does it for every process; a save does it at once). */
export function dropCachedSettings(database: Database): void {
  kept.drop(database);
}
