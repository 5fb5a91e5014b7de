import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { Database } from "#server/db/client.ts";
import { dropCachedSettings, loadStoredSettings } from "./shop-settings-cache.ts";
import { putSettingsRow } from "./shop-settings-queries.ts";

// Test-only: a shop whose owner has entered real-looking bank details, so its checkout offers
// bank transfer (the demo seed's are never offered, issue 18.9).

export const testBankDetails = {
  bankAccountName: "Hartley Workwear Ltd",
  bankName: "Northern Trade Bank",
  sortCode: "20-45-77",
  accountNumber: "43218765",
} as const satisfies Partial<ShopSettings>;

/** Saves `changes` over the stored settings (as the next version), as if from /admin/settings. */
export async function changeTestSettings(
  database: Database,
  changes: Partial<ShopSettings>,
): Promise<ShopSettings> {
  const { settings, version } = await loadStoredSettings(database.db);
  const next = { ...settings, ...changes };
  await putSettingsRow(database.db, next, version + 1, null);
  dropCachedSettings(database);
  return next;
}

/** The shop's own bank details in place of the demo's. */
export function useTestBankDetails(database: Database): Promise<ShopSettings> {
  return changeTestSettings(database, testBankDetails);
}
