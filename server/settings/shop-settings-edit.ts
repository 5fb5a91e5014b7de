import { ShopSettingsSchema } from "#core/settings/shop-settings.ts";
import { defaultShopSettings, type ShopSettings } from "#core/settings/settings-values.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { firstFieldError, type FieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import {
  isCurrent,
  readIfMatch,
  staleRecord,
  type PreconditionRequired,
  type StaleRecord,
} from "#server/admin/record-version.ts";
import type { Database } from "#server/db/client.ts";
import {
  dropCachedSettings,
  settingsEtag,
  storedSettingsOf,
  type StoredSettings,
} from "./shop-settings-cache.ts";
import { getSettingsRow, insertSettingsIfNone, putSettingsRow } from "./shop-settings-queries.ts";

// Issue 18.9: the owner saves the whole settings form at once. DESIGN §4: admins only (the
// router's guard), checked input (the form's own schema), the version it was made from
// (If-Match; a save from an older version is refused with the settings as they are now), and an
// audit entry with the fields changed, before and after, in the save's transaction.

export const staleSettingsMessage =
  "Someone else saved the settings while you had them open: check their changes below, then save again.";

export type SettingsSaveResult =
  | { ok: true; value: StoredSettings }
  | FieldError
  | PreconditionRequired
  | StaleRecord<ShopSettings>;

/** The fields whose values differ, with their values before and after. */
function changes(before: ShopSettings, after: ShopSettings) {
  const changed = (Object.keys(after) as (keyof ShopSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (settings: ShopSettings) =>
    Object.fromEntries(changed.map((key) => [key, settings[key]]));
  return { changed, before: pick(before), after: pick(after) };
}

export async function saveShopSettings(
  database: Database,
  admin: Admin,
  body: unknown,
  ifMatch: string | undefined,
): Promise<SettingsSaveResult> {
  const precondition = readIfMatch(ifMatch, "settings");
  if (!precondition.ok) return precondition;
  const parsed = ShopSettingsSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const next = parsed.data;
  const result = await database.db.transaction(async (tx): Promise<SettingsSaveResult> => {
    // A fresh shop's first save makes the row (version 0, the defaults) to lock, like any other:
    // two saves from the same version cannot both pass.
    await insertSettingsIfNone(tx, defaultShopSettings, 0);
    const row = await getSettingsRow(tx, true);
    const current = storedSettingsOf(row);
    const { version } = current;
    if (!isCurrent(precondition, settingsEtag(version)))
      return staleRecord(staleSettingsMessage, current.settings, settingsEtag(version));
    const diff = changes(current.settings, next);
    if (diff.changed.length === 0) return { ok: true, value: current };
    await putSettingsRow(tx, next, version + 1, admin.userId);
    await recordAudit(tx, admin, {
      action: "update_shop_settings",
      entityType: "shop_settings",
      entityId: "1",
      before: diff.before,
      after: diff.after,
    });
    return {
      ok: true,
      value: { settings: next, version: version + 1, etag: settingsEtag(version + 1) },
    };
  });
  // This process sees the change at once; the others when the NOTIFY reaches them.
  if (result.ok) dropCachedSettings(database);
  return result;
}
