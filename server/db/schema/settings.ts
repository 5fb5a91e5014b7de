import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Issue 18.9: the shop's own settings (core/settings/shop-settings.ts), one row (id 1). The values
 * are one JSON document checked by the settings schema on every write and read; `version` counts
 * the saves, so an edit made from an older version is refused (docs/decisions/022).
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer().primaryKey().default(1),
    version: integer().notNull().default(1),
    settings: jsonb().notNull(),
    updatedBy: text().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);
