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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { orders } from "./orders.ts";
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

/** Issue 15.3: where one proof stands. A proof sent again replaces the one still awaiting an answer. */
export const proofStatuses = ["sent", "approved", "changes_requested", "replaced"] as const;
export type ProofStatus = (typeof proofStatuses)[number];

/**
 * Issue 15.3: a proof the shop sends a buyer before production — one per round, for one logo and
 * method on one order (the order's lines with that design and method: one decoration group). The
 * file is the shop's picture of the work (stored_files, purpose 'proof'); the shop records the
 * stitch count (embroidery) and size it will produce, and a note to the buyer. The buyer approves
 * or asks for changes with a comment. `version` is the edit check (DESIGN §7).
 */
export const proofs = pgTable(
  "proofs",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    logoId: uuid()
      .notNull()
      .references(() => logos.id, { onDelete: "cascade" }),
    method: text().$type<"embroidery" | "print">().notNull(),
    round: integer().notNull(),
    status: text().$type<ProofStatus>().notNull().default("sent"),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    stitchCount: integer(),
    widthMm: integer(),
    heightMm: integer(),
    message: text().notNull().default(""),
    /**
     * Decision 037: extra set-up for a design over 8,000 stitches, ex VAT, accepted by approving;
     * null for none. Approving charges it as an order of its own, `extraOrderId`.
     */
    extraSetupPence: integer(),
    extraOrderId: uuid().references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    buyerComment: text(),
    sentBy: text().references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    /** When the buyer was last reminded of it (2 working days after sending, then again). */
    remindedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.logoId, t.method, t.round),
    index().on(t.status, t.sentAt),
    index().on(t.logoId),
    check("proofs_method", sql`${t.method} IN ('embroidery', 'print')`),
    check(
      "proofs_status",
      sql.raw(`status IN (${proofStatuses.map((status) => `'${status}'`).join(", ")})`),
    ),
    check("proofs_round", sql`${t.round} >= 1`),
    check(
      "proofs_measures_positive",
      sql`coalesce(${t.stitchCount}, 1) > 0 AND coalesce(${t.widthMm}, 1) > 0 AND coalesce(${t.heightMm}, 1) > 0`,
    ),
    check(
      "proofs_extra_setup",
      sql`${t.extraSetupPence} IS NULL OR (${t.extraSetupPence} BETWEEN 1 AND 50000
        AND ${t.method} = 'embroidery' AND ${t.stitchCount} > 8000)`,
    ),
    check("proofs_message_length", sql`char_length(${t.message}) <= 2000`),
    check("proofs_comment_length", sql`char_length(coalesce(${t.buyerComment}, '')) <= 2000`),
  ],
);
