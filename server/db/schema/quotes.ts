import type { SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { productVariants, products } from "./catalogue.ts";
import { orders } from "./orders.ts";
import { storedFiles } from "./system.ts";

// Issue 14.6: request for quote → quote → order. A signed-in buyer sends their basket as a quote
// request; the shop prices it (any line, the decoration of 500+ items above all), sends it with an
// expiry, and the buyer accepts it into an order at the quoted prices, once.

/** Quote numbers, like order numbers: unique, sequential, human-readable (Q-100001). */
export const quoteNumberSequence = pgSequence("quote_number_seq", { startWith: 100001 });

export const quoteStatuses = ["requested", "sent", "accepted", "expired", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quotes = pgTable(
  "quotes",
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteNumber: text()
      .notNull()
      .unique()
      .default(sql`('Q-' || nextval('quote_number_seq')::text)`),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    status: text().notNull().default("requested"),
    /** What the buyer wrote with the request. */
    buyerNotes: text().notNull().default(""),
    /** What the shop writes with the quote it sends. */
    message: text().notNull().default(""),
    /** Delivery ex VAT: the shop's standard charge when requested, the shop's choice after. */
    deliveryPence: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** The order it became, once accepted. */
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    /** The edit check (DESIGN §7): a change names the version it was made from. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "quotes_status",
      sql`${t.status} IN ('requested', 'sent', 'accepted', 'expired', 'declined')`,
    ),
    check("quotes_delivery_not_negative", sql`${t.deliveryPence} >= 0`),
    index().on(t.userId, t.createdAt),
    index().on(t.status, t.createdAt),
  ],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "set null" }),
    productTitle: text().notNull(),
    variantTitle: text(),
    sku: text(),
    imageUrl: text(),
    quantity: integer().notNull(),
    /** Garment per item ex VAT. */
    unitPricePence: integer().notNull(),
    customizationType: text().notNull().default("plain"),
    customizationPosition: text(),
    /** Decoration per item ex VAT. */
    customizationPricePence: integer().notNull().default(0),
    setupFeePence: integer().notNull().default(0),
    /**
     * Issue 15.4: why no set-up was charged on the line's decoration group — its goods reached
     * £1,000, or its design is a logo on file — or null when it was (or the line is plain).
     */
    setupWaiver: text().$type<SetUpWaiver>(),
    designFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /** The decoration is priced on application: the shop sets its price before sending. */
    needsPrice: boolean().notNull().default(false),
  },
  (t) => [
    check("quote_lines_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "quote_lines_customization_type",
      sql`${t.customizationType} IN ('plain', 'embroidery', 'print')`,
    ),
    check(
      "quote_lines_money_not_negative",
      sql`${t.unitPricePence} >= 0 AND ${t.customizationPricePence} >= 0 AND ${t.setupFeePence} >= 0`,
    ),
    index().on(t.quoteId, t.position),
  ],
);
