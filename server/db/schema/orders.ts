import type { SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { productVariants, products } from "./catalogue.ts";
import { storedFiles } from "./system.ts";

export type PostalAddress = {
  name: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  postcode: string;
  country: "GB";
  phone?: string;
};

// DESIGN §4: order numbers are unique, sequential and human-readable, made by a sequence.
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text()
      .notNull()
      .unique()
      .default(sql`('TW-' || nextval('order_number_seq')::text)`),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    status: text().notNull().default("pending"),
    customerName: text().notNull().default(""),
    customerEmail: text().notNull().default(""),
    customerPhone: text(),
    currency: text().notNull().default("GBP"),
    paymentMethod: text().notNull(),
    /** Goods ex VAT before any discount code. */
    subtotalPence: integer().notNull(),
    /** Order-level discount from discount codes, ex VAT (VAT is charged on the discounted goods). */
    discountPence: integer().notNull().default(0),
    discountCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vatPence: integer().notNull(),
    deliveryPence: integer().notNull(),
    totalPence: integer().notNull(),
    billingAddress: jsonb().$type<PostalAddress>(),
    shippingAddress: jsonb().$type<PostalAddress>(),
    notes: text().notNull().default(""),
    /** The buyer's purchase-order number (trade buyers quote it on invoices). */
    poNumber: text(),
    needsQuote: boolean().notNull().default(false),
    /** Issue 18.10: who carries the shipped order (core/orders/shipment.ts carriers), if said. */
    shippingCarrier: text(),
    /** The carrier's name when `shippingCarrier` is "other". */
    shippingCarrierName: text(),
    trackingNumber: text(),
    idempotencyKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "orders_status",
      sql`${t.status} IN ('pending', 'awaiting_proof', 'processing', 'shipped', 'completed', 'cancelled')`,
    ),
    check(
      "orders_payment_method",
      sql`${t.paymentMethod} IN ('credit_account', 'bank_transfer', 'checkout')`,
    ),
    check(
      "orders_totals_add_up",
      sql`${t.subtotalPence} >= 0 AND ${t.vatPence} >= 0 AND ${t.deliveryPence} >= 0
        AND ${t.discountPence} >= 0 AND ${t.discountPence} <= ${t.subtotalPence}
        AND ${t.totalPence} = ${t.subtotalPence} - ${t.discountPence} + ${t.vatPence} + ${t.deliveryPence}`,
    ),
    check(
      "orders_shipment",
      sql`(${t.shippingCarrier} IS NULL OR ${t.shippingCarrier} IN ('royal_mail', 'parcelforce', 'dpd', 'dhl', 'ups', 'evri', 'fedex', 'own_van', 'other'))
        AND (${t.shippingCarrierName} IS NULL OR (${t.shippingCarrier} = 'other' AND length(${t.shippingCarrierName}) BETWEEN 1 AND 60))
        AND (${t.trackingNumber} IS NULL OR length(${t.trackingNumber}) BETWEEN 4 AND 40)`,
    ),
    index().on(t.userId, t.createdAt),
    index().on(t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "set null" }),
    /** Issue 17: in Shopify mode, the store's product and variant global ids at the time. */
    remoteProductId: text(),
    remoteVariantId: text(),
    productTitle: text().notNull(),
    variantTitle: text(),
    sku: text(),
    imageUrl: text(),
    quantity: integer().notNull(),
    /** Garment price per item after special price or quantity break, ex VAT. */
    unitPricePence: integer().notNull(),
    customizationType: text().notNull().default("plain"),
    customizationPosition: text(),
    /** Decoration plus position surcharge per item, ex VAT. */
    customizationPricePence: integer().notNull().default(0),
    setupFeePence: integer().notNull().default(0),
    /**
     * Issue 15.4: why no set-up was charged on the line's decoration group — its goods reached
     * £1,000, or its design is a logo on file — or null when it was (or the line is plain).
     */
    setupWaiver: text().$type<SetUpWaiver>(),
    lineExVatPence: integer().notNull(),
    lineVatPence: integer().notNull(),
    designFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    /**
     * Issue 15.2: the line's mock-up (its design drawn on the garment's picture), made once when
     * first needed — the confirmation e-mail, as the order is placed — and kept as it was.
     */
    mockupFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    needsQuote: boolean().notNull().default(false),
    /** The line's place in the order, as in the cart (0 first). */
    position: integer().notNull().default(0),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "order_items_customization_type",
      sql`${t.customizationType} IN ('plain', 'embroidery', 'print')`,
    ),
    check(
      "order_items_money_not_negative",
      sql`${t.unitPricePence} >= 0 AND ${t.customizationPricePence} >= 0 AND ${t.setupFeePence} >= 0
        AND ${t.lineExVatPence} >= 0 AND ${t.lineVatPence} >= 0`,
    ),
    index().on(t.orderId, t.position),
    // Issue 18.7: a product's units sold are recounted from its order items (migration 0015).
    index("order_items_product_sales").on(t.productId, t.orderId, t.quantity),
  ],
);
