import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import type { Viewer } from "#server/accounts/viewer.ts";
import { parseConfig } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import type { Database, Db } from "#server/db/client.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  idempotencyKeys,
  mailOutbox,
  orders,
  productVariants,
  products,
  users,
} from "#server/db/schema/index.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";

// Test-only: a seeded database (demo catalogue and accounts), customers made to measure, and the
// viewer built from a users row — as the session-based resolver will build it.

export const polo = "portwest-b210-essential-polo";
export const vest = "portwest-c472-hi-vis-two-band-and-brace-vest";
export const boot = "dewalt-apex-s3-safety-boot";

export type CreditFixture = {
  services: Pick<AppServices, "config" | "database" | "logger">;
  db: Db;
};

export async function setUpCreditFixture(database: Database): Promise<CreditFixture> {
  await applyDemoSeed(database.db);
  const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
  if (!parsed.ok) throw new Error("test config");
  return {
    services: { config: parsed.config, database, logger: pino({ level: "silent" }) },
    db: database.db,
  };
}

export function viewerOf(row: typeof users.$inferSelect): Viewer {
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    role: row.role === "admin" ? "admin" : "customer",
    emailVerified: row.emailVerified,
  };
}

export async function viewerByEmail(db: Db, email: string): Promise<Viewer> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return viewerOf(row);
}

/** A new customer, with a credit account when `credit` is given. */
export async function createCustomer(
  db: Db,
  credit?: { limitPence: number; balancePence?: number; isActive?: boolean },
): Promise<Viewer> {
  const id = randomUUID();
  const [row] = await db
    .insert(users)
    .values({ id, name: "Pat Fletcher", email: `pat-${id}@example.co.uk`, emailVerified: true })
    .returning();
  if (credit)
    await db.insert(customerCreditAccounts).values({
      userId: id,
      creditLimitPence: credit.limitPence,
      currentBalancePence: credit.balancePence ?? 0,
      isActive: credit.isActive ?? true,
    });
  return viewerOf(row!);
}

/** The global id of a demo variant, e.g. ("portwest-b210-essential-polo", "Navy / L"). */
export async function variantGid(db: Db, handle: string, title: string): Promise<string> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, handle), eq(productVariants.title, title)));
  if (!row) throw new Error(`no demo variant ${handle} ${title}`);
  return `gid://shopify/ProductVariant/${row.id}`;
}

export function orderBody(
  basketItems: Record<string, unknown>[],
  customerDetails: Record<string, unknown> = {
    name: "",
    billingAddress: "",
    shippingAddress: "",
    notes: "",
  },
) {
  return { basketItems, customerDetails };
}

export const newKey = () => randomUUID();

/** What a refused request must leave untouched, and what a placed one changes. */
export async function creditSnapshot(db: Db, userId: string) {
  const count = sql<number>`count(*)::int`;
  const [account] = await db
    .select({ balancePence: customerCreditAccounts.currentBalancePence })
    .from(customerCreditAccounts)
    .where(eq(customerCreditAccounts.userId, userId));
  const [[orderCount], [chargeCount], [keyCount], [mailCount]] = await Promise.all([
    db.select({ count }).from(orders).where(eq(orders.userId, userId)),
    db.select({ count }).from(creditTransactions).where(eq(creditTransactions.userId, userId)),
    db.select({ count }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)),
    db.select({ count }).from(mailOutbox),
  ]);
  return {
    balancePence: account?.balancePence ?? null,
    orders: orderCount!.count,
    transactions: chargeCount!.count,
    idempotencyKeys: keyCount!.count,
    mails: mailCount!.count,
  };
}
