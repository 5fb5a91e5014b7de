import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { VariantStock } from "#core/catalogue/stock.ts";
import type { Db } from "#server/db/client.ts";
import {
  mailOutbox,
  orderItems,
  orders,
  productImages,
  productVariants,
  products,
  storedFiles,
} from "#server/db/schema/index.ts";

// Writing an order (Drizzle only), the one copy shared by every way an order is made: the hosted
// checkout (orders.server.ts), credit orders (server/credit) and the demo seed (server/demo).
// Callers pass their transaction; a transaction is a Db too.

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "orderNumber" | "createdAt">;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "id">;
export type NewMail = Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">;

/** A variant as an order needs it: what it costs, whether it can be sold, and what to record. */
export type OrderVariant = {
  /** Our catalogue's numbers; null for a Shopify store's variant (issue 17). */
  variantId: number | null;
  productId: number | null;
  /** Issue 17: in Shopify mode, the store's global ids. */
  remoteVariantId?: string | null;
  remoteProductId?: string | null;
  productTitle: string;
  variantTitle: string;
  sku: string;
  pricePence: number;
  isAvailable: boolean;
  isPublished: boolean;
  /** The variant's own image, else the product's first; null when it has none. */
  imageUrl: string | null;
};

/** Price, availability, titles, SKU and image of these variants (unknown ids are left out). */
export async function getOrderVariants(db: Db, variantIds: number[]): Promise<OrderVariant[]> {
  if (variantIds.length === 0) return [];
  const firstImage = db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .orderBy(asc(productImages.position))
    .limit(1);
  const variantImage = db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.id, productVariants.imageId));
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productTitle: products.title,
      variantTitle: productVariants.title,
      sku: productVariants.sku,
      pricePence: productVariants.pricePence,
      isAvailable: productVariants.isAvailable,
      isPublished: products.isPublished,
      imageUrl: sql<string | null>`coalesce((${variantImage}), (${firstImage}))`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
}

/** A variant's stock as Shopify keeps it (issue 11.4). */
export type VariantStockRow = VariantStock & { variantId: number };

/** The stock of these variants, as committed now (unknown ids are left out). */
export function getVariantStock(db: Db, variantIds: number[]): Promise<VariantStockRow[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      variantId: productVariants.id,
      inventoryTracked: productVariants.inventoryTracked,
      inventoryQuantity: productVariants.inventoryQuantity,
      inventoryPolicy: productVariants.inventoryPolicy,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
}

/**
 * Takes `quantity` from a tracked variant's stock if it can be sold: always with `continue` (into
 * back order), with `deny` only while that many are left. One conditional UPDATE, so of two orders
 * racing for the last items the second waits for the first and then finds too few (DESIGN §6).
 * False when nothing was taken: too few left, or the variant is not tracked.
 */
export async function takeVariantStock(
  db: Db,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} - ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.inventoryTracked, true),
        sql`(${productVariants.inventoryPolicy} = 'continue' OR ${productVariants.inventoryQuantity} >= ${quantity})`,
      ),
    )
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** Puts `quantity` back into a tracked variant's stock; false when it is not tracked (now). */
export async function returnVariantStock(
  db: Db,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} + ${quantity}` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.inventoryTracked, true)))
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** Which of these ids are stored design files. */
export async function existingDesignIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, "design")));
  return new Set(rows.map((row) => row.id));
}

export async function insertOrder(
  db: Db,
  values: NewOrder & { id?: string; createdAt?: Date },
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("the order was not inserted");
  return row;
}

export async function insertOrderItems(db: Db, rows: NewOrderItem[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderItems).values(rows);
}

/** Puts a message in the outbox; it is sent after the commit (DESIGN §6). */
export async function insertMail(db: Db, values: NewMail): Promise<void> {
  await db.insert(mailOutbox).values(values);
}
