import {
  bankStatusOf,
  bankTransferOf,
  shopDetailsOf,
  type BankStatus,
  type BankTransferDetails,
  type ShopDetails,
} from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { Database } from "#server/db/client.ts";
import { readShopSettings, type StoredSettings } from "./shop-settings-cache.ts";

// Issue 18.9: the facade app/ reads the shop's settings through (STYLE: app reaches the server
// through *.server.ts), and what the rest of the server asks of them.

export type { BankStatus, BankTransferDetails, ShopDetails, ShopSettings, StoredSettings };

/** The settings as saved (or a fresh shop's defaults). */
export async function getShopSettings(database: Database): Promise<ShopSettings> {
  return (await readShopSettings(database)).settings;
}

/** What every page shows of the shop: the root loader's. */
export async function getShopDetails(database: Database, now = new Date()): Promise<ShopDetails> {
  return shopDetailsOf(await getShopSettings(database), now);
}

/** Where buyers pay by bank transfer, or null when it must not be offered (demo or no details). */
export async function getBankTransfer(database: Database): Promise<BankTransferDetails | null> {
  return bankTransferOf(await getShopSettings(database));
}

/** /admin/settings: the settings with their version, and whether bank transfer is on offer. */
export async function loadSettingsPage(
  database: Database,
): Promise<StoredSettings & { bankStatus: BankStatus }> {
  const stored = await readShopSettings(database);
  return { ...stored, bankStatus: bankStatusOf(stored.settings) };
}

/** The admin's warning while buyers cannot pay by bank transfer; null when they can. */
export async function getSettingsWarning(
  database: Database,
): Promise<Exclude<BankStatus, "ready"> | null> {
  const status = bankStatusOf(await getShopSettings(database));
  return status === "ready" ? null : status;
}
