import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  carts,
  discountCodes,
  mailOutbox,
  orderItems,
  orders,
  productImages,
  productVariants,
  products,
  storedFiles,
} from "#server/db/schema/index.ts";

// The orders' reads and writes (Drizzle only). Callers pass a transaction where a write needs one;
// a transaction is a Db too.

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "orderNumber" | "createdAt">;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "id">;
export type NewMail = Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">;

/** What an order item records about its garment, read when the order is placed. */
export type VariantDetails = {
  variantId: number;
  productId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  imageUrl: string | null;
};

export async function getOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order placed from the cart with this token, or null. */
export async function getOrderByCartToken(db: Db, token: string): Promise<OrderRow | null> {
  const [row] = await db
    .select({ order: orders })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.orderId))
    .where(eq(carts.token, token));
  return row?.order ?? null;
}

export function listOrderItems(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("the order was not inserted");
  return row;
}

export async function insertOrderItems(db: Db, rows: NewOrderItem[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderItems).values(rows);
}

export async function setCartOrder(db: Db, cartId: string, orderId: string): Promise<void> {
  await db
    .update(carts)
    .set({ orderId, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function insertMail(db: Db, values: NewMail): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** Titles, SKU and image (the variant's own, else the product's first) of these variants. */
export async function getVariantDetails(db: Db, variantIds: number[]): Promise<VariantDetails[]> {
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

/**
 * Counts one use of a discount code if it is still under its usage limit: one conditional UPDATE,
 * so two orders racing for the last use cannot both have it (DESIGN §6). False when used up.
 */
export async function redeemDiscountCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        sql`(${discountCodes.usageLimit} IS NULL OR ${discountCodes.timesUsed} < ${discountCodes.usageLimit})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}
