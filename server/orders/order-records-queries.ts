import { and, asc, eq, inArray, sql } from "drizzle-orm";
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
  variantId: number;
  productId: number;
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
  values: NewOrder & { createdAt?: Date },
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
