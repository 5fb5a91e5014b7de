import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Issue 13.5: the shop's information pages (delivery, returns, size guide, FAQ, privacy) as
 * Shopify's Page records: the owner edits them in the back office, the shop renders them, and the
 * Storefront API serves them (`page`, `pages`, search). The body is HTML kept sanitised
 * (core/html/sanitise-html.ts, the page profile); `version` is the edit check (DESIGN §7).
 */
export const pages = pgTable(
  "pages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    handle: text().notNull().unique(),
    title: text().notNull(),
    bodyHtml: text().notNull().default(""),
    seoTitle: text(),
    seoDescription: text(),
    version: integer().notNull().default(1),
    updatedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pages_handle_format", sql`${t.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
