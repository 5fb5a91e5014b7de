import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  cartLines,
  carts,
  discountCodes,
  productVariants,
  products,
  type CartAttribute,
} from "#server/db/schema/index.ts";

// The engine's cart reads and writes (Drizzle only). Callers pass a transaction where a mutation
// needs one; a transaction is a Db too.

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type CartPatch = Partial<Omit<typeof carts.$inferInsert, "id" | "token" | "createdAt">>;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/**
 * A variant as the cart sees it: its price, availability, stock (issue 11.4: a line of a tracked
 * `deny` variant holds at most what is left), titles and whether its product is on sale.
 */
export type CartVariant = {
  id: number;
  productId: number;
  productTitle: string;
  title: string;
  pricePence: number;
  compareAtPricePence: number | null;
  isAvailable: boolean;
  inventoryTracked: boolean;
  inventoryQuantity: number;
  inventoryPolicy: "deny" | "continue";
  isPublished: boolean;
};

export async function getCartByToken(
  db: Db,
  token: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = db.select().from(carts).where(eq(carts.token, token));
  const [row] = await (options.lock ? query.for("update") : query);
  return row ?? null;
}

export async function insertCart(
  db: Db,
  values: Omit<typeof carts.$inferInsert, "id">,
): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error("the cart was not inserted");
  return row;
}

/** Changes the cart's own fields and always moves its updatedAt. */
export async function updateCart(db: Db, cartId: string, patch: CartPatch): Promise<void> {
  await db
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export function listCartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.position), asc(cartLines.createdAt));
}

export async function insertCartLines(
  db: Db,
  rows: Omit<typeof cartLines.$inferInsert, "id">[],
): Promise<void> {
  if (rows.length > 0) await db.insert(cartLines).values(rows);
}

export async function updateCartLine(
  db: Db,
  lineId: string,
  patch: { quantity?: number; attributes?: CartAttribute[]; variantId?: number },
): Promise<void> {
  await db
    .update(cartLines)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}

export async function deleteCartLines(db: Db, cartId: string, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds)));
}

export async function getCartVariants(db: Db, variantIds: number[]): Promise<CartVariant[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      productTitle: products.title,
      title: productVariants.title,
      pricePence: productVariants.pricePence,
      compareAtPricePence: productVariants.compareAtPricePence,
      isAvailable: productVariants.isAvailable,
      inventoryTracked: productVariants.inventoryTracked,
      inventoryQuantity: productVariants.inventoryQuantity,
      inventoryPolicy: productVariants.inventoryPolicy,
      isPublished: products.isPublished,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
}

/** Discount codes by code, case-insensitively. */
export function findDiscountCodes(db: Db, codes: string[]): Promise<DiscountCodeRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  const lowered = codes.map((code) => code.toLowerCase());
  return db
    .select()
    .from(discountCodes)
    .where(inArray(sql`lower(${discountCodes.code})`, lowered));
}
