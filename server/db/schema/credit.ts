import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { orders } from "./orders.ts";

// DESIGN §6: the balance may never pass the limit; the database itself guards it.
export const customerCreditAccounts = pgTable(
  "customer_credit_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    creditLimitPence: integer().notNull(),
    currentBalancePence: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("credit_limit_not_negative", sql`${t.creditLimitPence} >= 0`),
    check("credit_balance_within_limit", sql`${t.currentBalancePence} <= ${t.creditLimitPence}`),
  ],
);

export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => customerCreditAccounts.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    transactionType: text().notNull(),
    description: text().notNull().default(""),
    reference: text(),
    /** Positive pence: a charge raises the balance, a payment lowers it. */
    amountPence: integer().notNull(),
    balanceAfterPence: integer().notNull(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "credit_transactions_type",
      sql`${t.transactionType} IN ('charge', 'payment', 'adjustment', 'refund')`,
    ),
    index().on(t.userId, t.createdAt),
  ],
);
