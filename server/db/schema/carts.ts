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
  boolean,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { productVariants } from "./catalogue.ts";
import { orders, type PostalAddress } from "./orders.ts";

export type CartAttribute = { key: string; value: string };

// Storefront API carts (spec/back-office.md §7), kept in the database so any instance can serve them.
export const carts = pgTable(
  "carts",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The secret part of the cart's id and checkout URL. */
    token: text().notNull().unique(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    note: text().notNull().default(""),
    attributes: jsonb().$type<CartAttribute[]>().notNull().default([]),
    buyerEmail: text(),
    buyerPhone: text(),
    countryCode: text().notNull().default("GB"),
    deliveryAddress: jsonb().$type<PostalAddress>(),
    discountCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    giftCardCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.updatedAt)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    attributes: jsonb().$type<CartAttribute[]>().notNull().default([]),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
    index().on(t.cartId, t.position),
  ],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    title: text().notNull().default(""),
    /** percentage: value is whole per cent (1-100); fixed_amount: value is pence off the order, ex VAT. */
    kind: text().notNull(),
    value: integer().notNull(),
    minimumSubtotalPence: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    timesUsed: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_ci_unique").on(sql`lower(${t.code})`),
    check("discount_codes_kind", sql`${t.kind} IN ('percentage', 'fixed_amount')`),
    check(
      "discount_codes_value",
      sql`${t.value} > 0 AND (${t.kind} <> 'percentage' OR ${t.value} <= 100)`,
    ),
    check(
      "discount_codes_usage",
      sql`${t.timesUsed} >= 0 AND (${t.usageLimit} IS NULL OR ${t.timesUsed} <= ${t.usageLimit})`,
    ),
    check(
      "discount_codes_dates",
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);
