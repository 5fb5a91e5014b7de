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
import { storedFiles } from "./system.ts";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_ci_unique").on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

export const designSubmissions = pgTable(
  "design_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    fileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    serviceType: text().notNull(),
    quantity: integer().notNull(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    additionalNotes: text().notNull().default(""),
    status: text().notNull().default("new"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("design_submissions_service_type", sql`${t.serviceType} IN ('embroidery', 'printing')`),
    check("design_submissions_quantity_positive", sql`${t.quantity} > 0`),
    check("design_submissions_status", sql`${t.status} IN ('new', 'quoted', 'closed')`),
    index().on(t.createdAt),
  ],
);
