import { ShopSettingsSchema } from "#core/settings/shop-settings.ts";
import { defaultShopSettings, type ShopSettings } from "#core/settings/settings-values.ts";
import type { Database, Db, Tx } from "#server/db/client.ts";
import { etagOf } from "#server/admin/record-version.ts";
import { getSettingsRow, type SettingsRow } from "./shop-settings-queries.ts";

// Issue 18.9: every page reads the settings (the header's phone number, the footer), so each
// process keeps them in memory, as it keeps the catalogue (DESIGN §8): until the database says
// they changed. The table's trigger (migration shop_settings) NOTIFYs shop_settings_changed on
// every write, from any instance or straight SQL; each process LISTENs and drops its copy. Until
// the LISTEN is in place (or when it cannot be), nothing is kept: every read asks the database.

export type StoredSettings = {
  settings: ShopSettings;
  /** Saves so far; 0 before the first. */
  version: number;
  /** The version as a strong ETag, for If-Match (issue 10.9). */
  etag: string;
};

export const settingsChannel = "shop_settings_changed";

/** How long after a failed LISTEN the next read tries again. */
const listenRetryMs = 30_000;

type Entry = {
  value: Promise<StoredSettings> | null;
  listening: "no" | "pending" | "yes";
  retryAt: number;
};

const entries = new WeakMap<Database, Entry>();

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

function entryOf(database: Database): Entry {
  let entry = entries.get(database);
  if (!entry) {
    entry = { value: null, listening: "no", retryAt: 0 };
    entries.set(database, entry);
  }
  return entry;
}

function startListening(database: Database, entry: Entry): void {
  if (entry.listening !== "no" || Date.now() < entry.retryAt) return;
  entry.listening = "pending";
  database
    .listen(settingsChannel, () => dropCachedSettings(database))
    .then(
      () => {
        entry.listening = "yes";
      },
      () => {
        entry.listening = "no";
        entry.retryAt = Date.now() + listenRetryMs;
      },
    );
}

/** The shop's settings, from this process's copy when it is known to be current. */
export function readShopSettings(database: Database): Promise<StoredSettings> {
  const entry = entryOf(database);
  startListening(database, entry);
  if (entry.listening !== "yes") return loadStoredSettings(database.db);
  if (!entry.value) {
    const loading = loadStoredSettings(database.db);
    entry.value = loading;
    // A failed read is not kept: the next one asks again.
    loading.catch(() => {
      if (entry.value === loading) entry.value = null;
    });
  }
  return entry.value;
}

/** Forgets this process's copy (the NOTIFY does it for every process; a save does it at once). */
export function dropCachedSettings(database: Database): void {
  const entry = entries.get(database);
  if (entry) entry.value = null;
}
