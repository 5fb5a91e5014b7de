import { sql } from "drizzle-orm";
import type { ProductStatus } from "#core/catalogue/product-input.ts";
import type { InventoryPolicy } from "#core/catalogue/stock.ts";
import type { MockupArea } from "#core/mockup/mockup-areas.ts";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// The catalogue our commerce engine serves through the Storefront API (DESIGN §1, §5). Numeric ids
// become Shopify-style global ids (gid://shopify/Product/123). Prices are pence excluding VAT.

export type SelectedOption = { name: string; value: string };

// Issue 11: only active products are sold (drafts are being prepared, archived ones are retired);
// a tracked variant at 0 is not for sale (deny) or back-ordered (continue), as in Shopify.
export type { ProductStatus } from "#core/catalogue/product-input.ts";
export type { InventoryPolicy } from "#core/catalogue/stock.ts";

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    handle: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(""),
    descriptionHtml: text().notNull().default(""),
    vendor: text().notNull().default(""),
    productType: text().notNull().default(""),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().$type<ProductStatus>().notNull().default("active"),
    /** Follows the status, so every storefront read keeps its one condition. */
    isPublished: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    seoTitle: text(),
    seoDescription: text(),
    /**
     * Issue 12.6: the lowest variant price, kept by a trigger on product_variants (migration
     * 0009), so the price sort and price bands read one indexed column, not a million variants.
     */
    priceMinPence: integer().notNull().default(0),
    /**
     * Issue 18.7: units sold in orders not cancelled, the measure of the best-selling sort; kept
     * by triggers on order_items and orders (migration 0015), never written by the application.
     */
    unitsSold: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Issue 12.6, docs/decisions/015: migration 0009 also gives products a `search_vector` column
  // (generated: title A, vendor / type / tags B, description C) with a GIN index, and keeps the
  // words of the catalogue in catalogue_search_words for typo correction. Neither is declared here
  // so that reading a product never fetches its search document; the engine reaches them in SQL.
  // The indexes on (sort key, id) serve keyset pagination (commerce/engine/catalogue).
  (t) => [
    check("products_handle_format", sql`${t.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("products_status", sql`${t.status} IN ('draft', 'active', 'archived')`),
    index().on(t.vendor),
    index().on(t.productType),
    index("products_title_sort").on(sql`lower(${t.title})`, t.id),
    index("products_vendor_sort").on(sql`lower(${t.vendor})`, t.id),
    index("products_type_sort").on(sql`lower(${t.productType})`, t.id),
    index("products_created_sort").on(t.createdAt, t.id),
    index("products_updated_sort").on(t.updatedAt, t.id),
    index("products_price_sort").on(t.priceMinPence, t.id),
    // Best selling: most sold first, equal counts in id order (the ordering keyset.ts reads).
    index("products_best_selling_sort").on(sql`${t.unitsSold} desc`, t.id),
  ],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text().notNull(),
    position: integer().notNull(),
    values: text().array().notNull(),
  },
  (t) => [unique().on(t.productId, t.name), unique().on(t.productId, t.position)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text().notNull(),
    altText: text(),
    width: integer(),
    height: integer(),
    position: integer().notNull(),
    /**
     * Issue 15.2: this picture shows the back of that one (the same colour from behind); the live
     * mock-up draws a design on the back here. Null for a front or other picture.
     */
    backOfImageId: integer().references((): AnyPgColumn => productImages.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    unique().on(t.productId, t.position),
    check("product_images_back_of_other", sql`${t.backOfImageId} <> ${t.id}`),
  ],
);

/**
 * Issue 15.2: the owner's own placement areas for a product's live mock-up (core/mockup); a
 * product without a row uses its type's defaults.
 */
export const productMockups = pgTable("product_mockups", {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** Null: the product type's defaults (the owner set only which picture is whose back). */
  areas: jsonb().$type<MockupArea[]>(),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const productVariants = pgTable(
  "product_variants",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text().notNull(),
    sku: text().notNull().default(""),
    pricePence: integer().notNull(),
    compareAtPricePence: integer(),
    barcode: text().notNull().default(""),
    /** Issue 11.4: stock as Shopify keeps it. An untracked variant is always for sale. */
    inventoryTracked: boolean().notNull().default(false),
    inventoryQuantity: integer().notNull().default(0),
    inventoryPolicy: text().$type<InventoryPolicy>().notNull().default("deny"),
    /** For sale: untracked, back-ordered at 0, or with stock left. Orders take stock. */
    isAvailable: boolean()
      .notNull()
      .generatedAlwaysAs(
        sql`NOT inventory_tracked OR inventory_policy = 'continue' OR inventory_quantity > 0`,
      ),
    weightGrams: integer(),
    imageId: integer().references(() => productImages.id, { onDelete: "set null" }),
    selectedOptions: jsonb().$type<SelectedOption[]>().notNull().default([]),
    position: integer().notNull(),
  },
  (t) => [
    check("product_variants_price_not_negative", sql`${t.pricePence} >= 0`),
    check(
      "product_variants_compare_at_not_negative",
      sql`${t.compareAtPricePence} IS NULL OR ${t.compareAtPricePence} >= 0`,
    ),
    check("product_variants_inventory_policy", sql`${t.inventoryPolicy} IN ('deny', 'continue')`),
    unique().on(t.productId, t.position),
    uniqueIndex("product_variants_sku_unique")
      .on(t.sku)
      .where(sql`${t.sku} <> ''`),
    index().on(t.productId),
  ],
);

/** Issue 11.2: a product's earlier handles, answered with a 301 to its current one. */
export const productHandleRedirects = pgTable(
  "product_handle_redirects",
  {
    handle: text().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId)],
);

export const collections = pgTable(
  "collections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    handle: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(""),
    descriptionHtml: text().notNull().default(""),
    imageUrl: text(),
    imageAlt: text(),
    sortOrder: integer().notNull().default(0),
    /** Issue 11.3: the search listing, as products have (null: the title and description). */
    seoTitle: text(),
    seoDescription: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("collections_handle_format", sql`${t.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const collectionProducts = pgTable(
  "collection_products",
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index().on(t.productId),
    // Issue 12.6: a collection's page is a range of this index (keyset pagination).
    index("collection_products_order").on(t.collectionId, t.position, t.productId),
  ],
);

/** Issue 11.5: a problem of an imported CSV, by its line and column ("line 14, Variant Price"). */
export type CatalogueImportProblem = {
  line: number | null;
  column: string | null;
  message: string;
};

export type CatalogueImportStatus = "queued" | "running" | "done" | "failed";

/**
 * Issue 11.5: a product CSV import, run in the background by the instance that took the upload.
 * Its progress is here, so a reloaded page and every instance see it; the file is kept until the
 * import ends, so an import left "running" by a stopped process is taken up again (heartbeat).
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    status: text().$type<CatalogueImportStatus>().notNull().default("queued"),
    fileName: text().notNull(),
    pricesIncludeVat: boolean().notNull().default(false),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The file's text while the import runs; cleared when it ends. */
    csvText: text(),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    /** Products of the file (in order) done so far: where a resumed import goes on from. */
    productsDone: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    variantsCreated: integer().notNull().default(0),
    variantsUpdated: integer().notNull().default(0),
    variantsUnchanged: integer().notNull().default(0),
    errors: jsonb().$type<CatalogueImportProblem[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Moved by the running import after each batch; a stale one was left by a stopped process. */
    heartbeatAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("catalogue_imports_status", sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    index().on(t.createdAt),
    index().on(t.status),
  ],
);
