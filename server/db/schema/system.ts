import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** DESIGN §4: uploads up to 10 MB, type checked by content; bytes live in DATA_DIR/uploads (or S3). */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    purpose: text().notNull(),
    ownerUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_files_size", sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 10485760`),
    // Issue 15.3: a proof the shop sends a buyer to approve; 15.2: an order line's mock-up.
    check(
      "stored_files_purpose",
      sql`${t.purpose} IN ('design', 'product_image', 'proof', 'mockup')`,
    ),
    // Issue 18.5: a design uploaded again is found by its bytes' hash.
    index().on(t.sha256),
  ],
);

/**
 * A document attached to an e-mail: an order's invoice (or pro-forma) or credit note, a quote
 * (issue 14.6), or a line's mock-up (issue 15.2).
 */
export type MailAttachment =
  | { orderId: string; document: "invoice" | "credit_note" }
  | { quoteId: string; document: "quote" }
  /** Issue 15.2: the mock-up of the order's line at that place (0 first), a PNG. */
  | { orderId: string; document: "mockup"; line: number };

/** DESIGN §1: e-mail is written here first and sent afterwards, never inside a business transaction. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    template: text().notNull(),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Issue 19.4: a sender took the row and has it until then; past it, another may take it. */
    claimedUntil: timestamp({ withTimezone: true }),
    /**
     * Issue 14.5: the order documents sent with the mail, made from the stored records when it is
     * sent (a pro-forma, the invoice, the credit note), not kept twice.
     */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
  },
  (t) => [
    check("mail_outbox_status", sql`${t.status} IN ('pending', 'sent', 'failed')`),
    index().on(t.status, t.createdAt),
  ],
);

/** DESIGN §6: a retried request with the same key returns the first result. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text().notNull(),
    key: text().notNull(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);

/** DESIGN §4: every admin change, with who, when, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entityType, t.entityId), index().on(t.createdAt)],
);

/** Small facts about this installation, such as which demo seed has been applied. */
export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters shared by every instance (DESIGN §1), in the shape Better Auth's database
 * rate-limit storage expects (key = rule + client, count within the window, last request in ms).
 */
export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull().default(0),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * Issue 10.1, DESIGN §8a: each client address's GraphQL cost bucket, shared by every instance.
 * `level` is the points in the bucket as of `updatedAtMs`; it leaks at the restore rate.
 */
export const graphqlCostBuckets = pgTable(
  "graphql_cost_buckets",
  {
    clientKey: text().primaryKey(),
    level: doublePrecision().notNull(),
    updatedAtMs: bigint({ mode: "number" }).notNull(),
  },
  (t) => [index().on(t.updatedAtMs), check("graphql_cost_buckets_level", sql`${t.level} >= 0`)],
);
