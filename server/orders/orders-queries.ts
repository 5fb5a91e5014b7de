import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { carts, discountCodes, orderItems, orders, storedFiles } from "#server/db/schema/index.ts";
import type { CustomerOrdersPage } from "#commerce/engine/customer/customer-accounts.ts";
import type { OrderItemRow, OrderRow } from "./order-records-queries.ts";

// The hosted checkout's and the order history's order reads and writes (Drizzle only); the order itself is written by
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

/**
 * spec/back-office.md §7: the user's orders, newest first (ties by order number), at most `limit`.
 * Filtered by user id here, in the query: a customer never reads another's orders.
 */
export function listOrdersOfUser(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

/**
 * Issue 13.6: a page of the user's orders as the Storefront API lists them, in the order they were
 * placed (or by total), `reverse` for newest or largest first.
 */
export function listOrdersPageOfUser(
  db: Db,
  userId: string,
  page: CustomerOrdersPage,
): Promise<OrderRow[]> {
  const direction = page.reverse ? desc : asc;
  const key = page.sortKey === "TOTAL_PRICE" ? orders.totalPence : orders.createdAt;
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(direction(key), direction(orders.orderNumber))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrdersOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.count ?? 0;
}

/** The user's order with this number, or null (also when it is someone else's). */
export async function getOrderOfUser(
  db: Db,
  userId: string,
  orderNumber: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
  return row ?? null;
}

/** The items of these orders, each order's in line order. */
export function listItemsOfOrders(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** The file names of these stored design files, by id. */
export async function getDesignNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.originalName })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, "design")));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Issue 18.2: whether the cart with this token became an order: "completed", "open", or null when
 * there is no such cart. Only that: the basket page asks it, and learns nothing of the order.
 */
export async function getCartCheckoutState(
  db: Db,
  token: string,
): Promise<"open" | "completed" | null> {
  const [row] = await db
    .select({ orderId: carts.orderId })
    .from(carts)
    .where(eq(carts.token, token));
  if (!row) return null;
  return row.orderId ? "completed" : "open";
}
