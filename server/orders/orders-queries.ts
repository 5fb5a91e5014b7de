import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { carts, discountCodes, orderItems, orders } from "#server/db/schema/index.ts";
import type { OrderItemRow, OrderRow } from "./order-records-queries.ts";

// The hosted checkout's order reads and writes (Drizzle only); the order itself is written by
// order-records-queries.ts. Callers pass a transaction where a write needs one; a transaction is a
// Db too.

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

export async function setCartOrder(db: Db, cartId: string, orderId: string): Promise<void> {
  await db
    .update(carts)
    .set({ orderId, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
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
