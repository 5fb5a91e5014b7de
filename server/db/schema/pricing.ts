import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { productVariants, products } from "./catalogue.ts";

// DESIGN §3: every stored price is pence excluding VAT. A null tier price means
// "price on application".

export const embroideryPricing = pgTable(
  "embroidery_pricing",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sizeCategory: text().notNull().unique(),
    sizeDescription: text().notNull().default(""),
    setupCostLogoPence: integer().notNull(),
    setupCostTextPence: integer().notNull(),
    price1To5Pence: integer("price_1_5_pence"),
    price6To49Pence: integer("price_6_49_pence"),
    price50To99Pence: integer("price_50_99_pence"),
    price100To199Pence: integer("price_100_199_pence"),
    price200To499Pence: integer("price_200_499_pence"),
    price500PlusPence: integer("price_500_plus_pence"),
    sortOrder: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "embroidery_pricing_not_negative",
      sql`${t.setupCostLogoPence} >= 0 AND ${t.setupCostTextPence} >= 0
        AND coalesce(${t.price1To5Pence}, 0) >= 0 AND coalesce(${t.price6To49Pence}, 0) >= 0
        AND coalesce(${t.price50To99Pence}, 0) >= 0 AND coalesce(${t.price100To199Pence}, 0) >= 0
        AND coalesce(${t.price200To499Pence}, 0) >= 0 AND coalesce(${t.price500PlusPence}, 0) >= 0`,
    ),
  ],
);

/** DESIGN §3.3: per-item surcharge by embroidery position (Back Center +£4.00, sleeves +£0.50). */
export const embroideryPositionSurcharges = pgTable(
  "embroidery_position_surcharges",
  {
    position: text().primaryKey(),
    surchargePence: integer().notNull(),
  },
  (t) => [check("embroidery_position_surcharges_not_negative", sql`${t.surchargePence} >= 0`)],
);

export const printPricing = pgTable(
  "print_pricing",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sortOrder: integer().notNull(),
    setupCostPence: integer().notNull(),
    setupCostNote: text().notNull().default(""),
    quantityRange: text().notNull(),
    minQuantity: integer().notNull(),
    maxQuantity: integer(),
    pricePence: integer(),
    priceNote: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "print_pricing_quantities",
      sql`${t.minQuantity} >= 1 AND (${t.maxQuantity} IS NULL OR ${t.maxQuantity} >= ${t.minQuantity})`,
    ),
    check(
      "print_pricing_not_negative",
      sql`${t.setupCostPence} >= 0 AND coalesce(${t.pricePence}, 0) >= 0`,
    ),
    unique().on(t.minQuantity),
  ],
);

/** spec/storefront.md §3 customer pricing: a customer's net price, ex VAT; no variant = all variants. */
export const customerPricing = pgTable(
  "customer_pricing",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A product of our own catalogue; null when the price is for a Shopify store's product. */
    productId: integer().references(() => products.id, { onDelete: "cascade" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "cascade" }),
    /**
     * Issue 17: in Shopify mode the catalogue is the store's, so a price names the store's product
     * (and variant) by its global id, with the titles the store gave them when the price was set.
     */
    remoteProductId: text(),
    remoteVariantId: text(),
    remoteProductTitle: text(),
    remoteVariantTitle: text(),
    customPricePence: integer().notNull(),
    currency: text().notNull().default("GBP"),
    isActive: boolean().notNull().default(true),
    notes: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("customer_pricing_price_not_negative", sql`${t.customPricePence} >= 0`),
    check("customer_pricing_currency", sql`${t.currency} = 'GBP'`),
    check(
      "customer_pricing_one_catalogue",
      sql`(${t.productId} IS NULL) <> (${t.remoteProductId} IS NULL)
        AND (${t.variantId} IS NULL OR ${t.productId} IS NOT NULL)
        AND (${t.remoteVariantId} IS NULL OR ${t.remoteProductId} IS NOT NULL)`,
    ),
    uniqueIndex("customer_pricing_one_per_target")
      .on(t.userId, t.productId, sql`coalesce(${t.variantId}, 0)`)
      .where(sql`${t.productId} IS NOT NULL`),
    uniqueIndex("customer_pricing_one_per_remote_target")
      .on(t.userId, t.remoteProductId, sql`coalesce(${t.remoteVariantId}, '')`)
      .where(sql`${t.remoteProductId} IS NOT NULL`),
    index().on(t.userId, t.isActive),
  ],
);

/**
 * Issue 15.5: the fewest pieces decorated in one decoration group, per method (embroidery 10,
 * print 1 to start: migration 0026), edited on the pricing page.
 */
export const decorationMinimums = pgTable(
  "decoration_minimums",
  {
    method: text().$type<"embroidery" | "print">().primaryKey(),
    minQuantity: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("decoration_minimums_method", sql`${t.method} IN ('embroidery', 'print')`),
    check("decoration_minimums_quantity", sql`${t.minQuantity} BETWEEN 1 AND 10000`),
  ],
);
