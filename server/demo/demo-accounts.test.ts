import { verifyPassword } from "better-auth/crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { vatPence } from "#core/pricing/vat.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  accounts,
  creditTransactions,
  customerCreditAccounts,
  customerPricing,
  orderItems,
  orders,
  productVariants,
  products,
  profiles,
  users,
} from "#server/db/schema/index.ts";
import { applyDemoSeed } from "./demo-seed.ts";

const emails = {
  admin: "admin@tradewear.test",
  trade: "trade@tradewear.test",
  retail: "retail@tradewear.test",
};
const statuses = ["pending", "processing", "shipped", "completed", "cancelled"];

describeWithDatabase("the demo accounts after seeding", (use) => {
  const ids = { admin: "", trade: "", retail: "" };

  beforeAll(async () => {
    const { db } = use();
    await applyDemoSeed(db);
    const rows = await db.select().from(users);
    for (const key of ["admin", "trade", "retail"] as const)
      ids[key] = rows.find((row) => row.email === emails[key])!.id;
  }, 60_000);

  it("creates the admin, the trade and the retail customer with verified e-mails and profiles", async () => {
    const { db } = use();
    const rows = await db
      .select({
        email: users.email,
        role: users.role,
        emailVerified: users.emailVerified,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        phone: profiles.phone,
        companyName: profiles.companyName,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.role, row.emailVerified])).toEqual([
      [emails.admin, "admin", true],
      [emails.retail, "customer", true],
      [emails.trade, "customer", true],
    ]);
    for (const row of rows) {
      expect(row.firstName).toBeTruthy();
      expect(row.lastName).toBeTruthy();
      expect(row.phone).toMatch(/^0\d{3,4} ?\d{3} ?\d{3,4}$/);
    }
    expect(rows.find((row) => row.email === emails.trade)!.companyName).toBe(
      "Hartley Building Services Ltd",
    );
  });

  it("stores each password so Better Auth's e-mail sign-in accepts demo-password-1 and nothing else", async () => {
    const rows = await use()
      .db.select()
      .from(accounts)
      .where(inArray(accounts.userId, Object.values(ids)));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      // What Better Auth's sign-in looks for: a credential account keyed by the user id.
      expect(row.providerId).toBe("credential");
      expect(row.accountId).toBe(row.userId);
      expect(await verifyPassword({ hash: row.password!, password: "demo-password-1" })).toBe(true);
      expect(await verifyPassword({ hash: row.password!, password: "demo-password-2" })).toBe(
        false,
      );
    }
  });

  it("gives only the trade customer a credit account: active, limit £5,000.00, balance £1,250.00", async () => {
    const rows = await use().db.select().from(customerCreditAccounts);
    expect(
      rows.map((row) => [row.userId, row.creditLimitPence, row.currentBalancePence, row.isActive]),
    ).toEqual([[ids.trade, 500_000, 125_000, true]]);
  });

  it("keeps a credit history whose balances follow on and end at exactly £1,250.00", async () => {
    const { db } = use();
    const history = await db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, ids.trade))
      .orderBy(asc(creditTransactions.createdAt));
    expect(history.filter((row) => row.transactionType === "charge").length).toBeGreaterThan(2);
    expect(history.filter((row) => row.transactionType === "payment").length).toBeGreaterThan(1);
    let balance = 0;
    for (const row of history) {
      expect(row.amountPence).toBeGreaterThan(0);
      balance += row.transactionType === "charge" ? row.amountPence : -row.amountPence;
      expect(row.balanceAfterPence).toBe(balance);
    }
    expect(balance).toBe(125_000);
    expect(history.at(-1)!.balanceAfterPence).toBe(125_000);
  });

  it("makes every charge the total of one of the trade customer's credit orders, by reference", async () => {
    const { db } = use();
    const charges = await db
      .select({ charge: creditTransactions, order: orders })
      .from(creditTransactions)
      .leftJoin(orders, eq(orders.id, creditTransactions.orderId))
      .where(eq(creditTransactions.transactionType, "charge"));
    const creditOrders = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentMethod, "credit_account"));
    expect(charges).toHaveLength(creditOrders.length);
    for (const { charge, order } of charges) {
      expect(order?.userId).toBe(ids.trade);
      expect(order?.paymentMethod).toBe("credit_account");
      expect(charge.amountPence).toBe(order!.totalPence);
      expect(charge.reference).toBe(order!.orderNumber);
      expect(charge.createdAt).toEqual(order!.createdAt);
    }
  });

  it("gives the trade customer three custom prices: one variant, all variants, one inactive", async () => {
    const rows = await use()
      .db.select({
        handle: products.handle,
        variant: productVariants.title,
        pence: customerPricing.customPricePence,
        isActive: customerPricing.isActive,
        userId: customerPricing.userId,
      })
      .from(customerPricing)
      .innerJoin(products, eq(products.id, customerPricing.productId))
      .leftJoin(productVariants, eq(productVariants.id, customerPricing.variantId))
      .orderBy(asc(products.handle));
    expect(rows).toEqual([
      {
        handle: "dewalt-apex-s3-safety-boot",
        variant: null,
        pence: 4995,
        isActive: false,
        userId: ids.trade,
      },
      {
        handle: "portwest-b210-essential-polo",
        variant: "Navy / L",
        pence: 750,
        isActive: true,
        userId: ids.trade,
      },
      {
        handle: "portwest-c472-hi-vis-two-band-and-brace-vest",
        variant: null,
        pence: 225,
        isActive: true,
        userId: ids.trade,
      },
    ]);
  });

  it("gives the trade and the retail customer orders in every status over the last six weeks", async () => {
    const rows = await use().db.select().from(orders);
    const now = Date.now();
    for (const key of ["trade", "retail"] as const) {
      const own = rows.filter((row) => row.userId === ids[key]);
      expect(new Set(own.map((row) => row.status))).toEqual(new Set(statuses));
      for (const row of own) {
        expect(row.customerEmail).toBe(emails[key]);
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
        expect(now - row.createdAt.getTime()).toBeLessThan(42 * 86_400_000);
      }
      const ages = own.map((row) => now - row.createdAt.getTime());
      expect(Math.max(...ages)).toBeGreaterThan(28 * 86_400_000);
    }
    expect(rows.filter((row) => row.userId === ids.retail).map((row) => row.paymentMethod)).toEqual(
      expect.not.arrayContaining(["credit_account"]),
    );
  });

  it("prices every order to the penny: items add up to the subtotal and the total adds up", async () => {
    const { db } = use();
    const items = await db.select().from(orderItems);
    for (const order of await db.select().from(orders)) {
      const own = items.filter((item) => item.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.reduce((sum, item) => sum + item.lineExVatPence, 0)).toBe(order.subtotalPence);
      const deliveryVat = vatPence(order.deliveryPence);
      expect(own.reduce((sum, item) => sum + item.lineVatPence, 0) + deliveryVat).toBe(
        order.vatPence,
      );
      expect(order.totalPence).toBe(
        order.subtotalPence - order.discountPence + order.vatPence + order.deliveryPence,
      );
      for (const item of own)
        expect(item.lineExVatPence).toBe(
          item.quantity * (item.unitPricePence + item.customizationPricePence) + item.setupFeePence,
        );
    }
  });

  it("charges the trade customer their custom price and list price with the break for other sizes", async () => {
    // DESIGN §3: 12 Navy/L at the custom £7.50 (no break on top) and 8 Navy/XL at £9.25 less 5%
    // (20 polos in the basket), each with Chest Left embroidery at £3.50 for a group of 20.
    const { db } = use();
    const [order] = await db.select().from(orders).where(eq(orders.poNumber, "HBS-2041"));
    const lines = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(asc(orderItems.position));
    expect(
      lines.map((line) => [
        line.variantTitle,
        line.quantity,
        line.unitPricePence,
        line.customizationPricePence,
      ]),
    ).toEqual([
      ["Navy / L", 12, 750, 350],
      ["Navy / XL", 8, 879, 350],
    ]);
    expect(lines.map((line) => line.setupFeePence)).toEqual([995, 0]);
    expect(order!.userId).toBe(ids.trade);
  });
});
