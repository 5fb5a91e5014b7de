import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { InvoiceParty, InvoiceSeller } from "#core/invoices/invoice-document.ts";
import { orders } from "./orders.ts";

/**
 * Issue 14.5: HMRC asks that VAT invoices carry a unique number from a sequence with no gaps. A
 * PostgreSQL sequence skips a number whenever a transaction that took one rolls back, so each
 * series keeps its last number in a row here, locked (FOR UPDATE) by the transaction that issues
 * the document: a number is used exactly when its document commits. Invoices and credit notes
 * are numbered apart (INV-000001, CN-000001).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text().primaryKey(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [
    check("invoice_counters_series", sql`${t.series} IN ('invoice', 'credit_note')`),
    check("invoice_counters_last_number", sql`${t.lastNumber} >= 0`),
  ],
);

/**
 * A VAT invoice or a credit note, as issued. What the document says is kept here as it was on the
 * day (the seller's and the buyer's details, the amounts copied from the stored order): a later
 * change to the shop's settings, an address or a price never changes an issued document. The lines
 * are the order's items, which do not change once the order is placed. One invoice per order, and
 * at most one credit note, which cancels the whole invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    kind: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    creditsInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The time of supply for VAT: the issue date here (credit agreed, or payment received). */
    taxPoint: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    subtotalPence: integer().notNull(),
    discountPence: integer().notNull(),
    deliveryPence: integer().notNull(),
    vatPence: integer().notNull(),
    totalPence: integer().notNull(),
  },
  (t) => [
    check("invoices_kind", sql`${t.kind} IN ('invoice', 'credit_note')`),
    check(
      "invoices_credit_note_names_invoice",
      sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} IS NOT NULL)`,
    ),
    check(
      "invoices_totals_add_up",
      sql`${t.totalPence} = ${t.subtotalPence} - ${t.discountPence} + ${t.vatPence} + ${t.deliveryPence}`,
    ),
    uniqueIndex("invoices_one_per_order_and_kind").on(t.orderId, t.kind),
    index().on(t.issuedAt),
  ],
);
