import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  idempotencyKeys,
  mailOutbox,
  orderItems,
  orders,
  productImages,
  productVariants,
  products,
  storedFiles,
} from "#server/db/schema/index.ts";

// Credit accounts, their transactions, credit orders and idempotency keys (Drizzle only). Callers
// pass a transaction where a write needs one; a transaction is a Db too.

export type CreditAccountRow = typeof customerCreditAccounts.$inferSelect;
export type CreditTransactionRow = typeof creditTransactions.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type CreditOrderRow = typeof orders.$inferSelect;
export type NewCreditOrder = Omit<typeof orders.$inferInsert, "id" | "orderNumber" | "createdAt">;
export type NewCreditOrderItem = Omit<typeof orderItems.$inferInsert, "id">;

/** A variant as an order needs it: what it costs and whether it can be sold, and what to record. */
export type OrderVariant = {
  variantId: number;
  productId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  pricePence: number;
  isAvailable: boolean;
  isPublished: boolean;
  imageUrl: string | null;
};

export async function getCreditAccount(db: Db, userId: string): Promise<CreditAccountRow | null> {
  const [row] = await db
    .select()
    .from(customerCreditAccounts)
    .where(eq(customerCreditAccounts.userId, userId));
  return row ?? null;
}

/** DESIGN §6: the account row locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockCreditAccount(db: Db, userId: string): Promise<CreditAccountRow | null> {
  const [row] = await db
    .select()
    .from(customerCreditAccounts)
    .where(eq(customerCreditAccounts.userId, userId))
    .for("update");
  return row ?? null;
}

/** Adds to the balance; answers the new balance. The CHECK (balance <= limit) is the backstop. */
export async function raiseCreditBalance(
  db: Db,
  accountId: string,
  amountPence: number,
): Promise<number> {
  const [row] = await db
    .update(customerCreditAccounts)
    .set({
      currentBalancePence: sql`${customerCreditAccounts.currentBalancePence} + ${amountPence}`,
      updatedAt: sql`now()`,
    })
    .where(eq(customerCreditAccounts.id, accountId))
    .returning({ balancePence: customerCreditAccounts.currentBalancePence });
  if (!row) throw new Error(`credit account ${accountId} vanished while locked`);
  return row.balancePence;
}

export async function insertCreditTransaction(
  db: Db,
  values: Omit<typeof creditTransactions.$inferInsert, "id" | "createdAt">,
): Promise<void> {
  await db.insert(creditTransactions).values(values);
}

/** Newest first (spec/back-office.md §9: the credit page lists the 10 most recent). */
export function listCreditTransactions(
  db: Db,
  userId: string,
  limit: number,
): Promise<CreditTransactionRow[]> {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit);
}

/**
 * Claims (scope, key) for this request. False when the key exists already; on PostgreSQL a claim
 * made by a transaction still running waits for it to end, so the answer is then final.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { scope: string; key: string; userId: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function getIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function recordIdempotentResponse(
  db: Db,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Price, availability, titles, SKU and image (the variant's own, else the product's first). */
export async function getOrderVariants(db: Db, variantIds: number[]): Promise<OrderVariant[]> {
  if (variantIds.length === 0) return [];
  const firstImage = db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .orderBy(productImages.position)
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

export async function insertCreditOrder(db: Db, values: NewCreditOrder): Promise<CreditOrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("the order was not inserted");
  return row;
}

export async function insertCreditOrderItems(db: Db, rows: NewCreditOrderItem[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderItems).values(rows);
}

export async function insertOutboxMail(
  db: Db,
  values: Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">,
): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** The delivery address of the customer's latest order that had one, or null. */
export async function getLastDeliveryAddress(
  db: Db,
  userId: string,
): Promise<PostalAddress | null> {
  const [row] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingAddress)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.address ?? null;
}
