import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { storedFiles } from "./system.ts";

/** Issue 15.1: where a logo stands for one decoration method. */
export const logoStatuses = ["new", "proof_sent", "approved", "changes_requested"] as const;
export type LogoStatus = (typeof logoStatuses)[number];

const statusCheck = (column: string) =>
  sql.raw(`${column} IN (${logoStatuses.map((status) => `'${status}'`).join(", ")})`);

/**
 * Issue 15.1: a buyer's logo library. Every design a signed-in buyer uploads is a logo here (one
 * per stored file and buyer), with a name they choose, a preview made on the server
 * (`previewKey`, a PNG under DATA_DIR/uploads; null for PDF, AI and EPS files or a picture that
 * could not be drawn safely), and its status per method. The shop records an embroidered logo's
 * stitch count and size. An archived logo is kept (its approvals too) but not offered. A file in
 * the library is never cleaned up as unclaimed. `version` is the edit check (DESIGN §7).
 */
export const logos = pgTable(
  "logos",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    name: text().notNull(),
    previewKey: text(),
    embroideryStatus: text().$type<LogoStatus>().notNull().default("new"),
    printStatus: text().$type<LogoStatus>().notNull().default("new"),
    stitchCount: integer(),
    widthMm: integer(),
    heightMm: integer(),
    archivedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.fileId),
    index().on(t.userId, t.createdAt),
    index().on(t.fileId),
    check("logos_embroidery_status", statusCheck("embroidery_status")),
    check("logos_print_status", statusCheck("print_status")),
    check("logos_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 120`),
    check(
      "logos_measures_positive",
      sql`coalesce(${t.stitchCount}, 1) > 0 AND coalesce(${t.widthMm}, 1) > 0 AND coalesce(${t.heightMm}, 1) > 0`,
    ),
  ],
);
