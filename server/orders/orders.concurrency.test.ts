import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getCartByToken } from "#commerce/engine/cart/cart-queries.ts";
import type { Database } from "#server/db/client.ts";
import { discountCodes, mailOutbox, orders, productVariants } from "#server/db/schema/index.ts";
import { hasPostgresServer, openTestDatabase } from "#server/db/test-database.ts";
import {
  checkoutInput,
  embroideredChestLeft,
  setUpOrderFixture,
  type OrderFixture,
} from "./orders-test-support.ts";
import { priceCartForBuyer } from "./checkout-pricing.server.ts";
import { placeOrder } from "./orders.server.ts";

// DESIGN §6: PGlite serialises transactions anyway, so this runs against a PostgreSQL server
// (TEST_DATABASE_URL; CI sets it).
describe.skipIf(!hasPostgresServer)("placing one cart's order concurrently (postgres)", () => {
  let database: Database;
  let fixture: OrderFixture;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    fixture = await setUpOrderFixture(database);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it("20 concurrent calls make exactly one order, one e-mail, and all answer with it", async () => {
    const token = await fixture.createCart([
      { merchandiseId: fixture.polo.m, quantity: 10, attributes: embroideredChestLeft },
    ]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(fixture.services, checkoutInput(token))),
    );
    const ids = new Set(results.map((result) => result.order.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    // The demo seed holds orders of its own; count this buyer's.
    const rows = await database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, "sam@example.co.uk"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.totalPence).toBe(16794);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Tradewear order ${rows[0]!.orderNumber}`));
    expect(mails).toHaveLength(1);
  });
  it("gives a code's last use to exactly one of 10 concurrent orders; the others are refused", async () => {
    await database.db
      .insert(discountCodes)
      .values({ code: "ONLY-ONCE", kind: "fixed_amount", value: 300, usageLimit: 1 });
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () =>
        fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }], {
          discountCodes: ["ONLY-ONCE"],
        }),
      ),
    );
    // Each buyer's checkout page showed the discounted total (the form sends it back): an order
    // priced after the code ran out must be refused, not charged in full without a word.
    const shown = await Promise.all(
      tokens.map(async (token) => {
        const cart = await getCartByToken(database.db, token);
        return (await priceCartForBuyer(database.db, cart!, null)).priced.totalPence;
      }),
    );
    const results = await Promise.allSettled(
      tokens.map((token, at) =>
        placeOrder(fixture.services, { ...checkoutInput(token), expectedTotalPence: shown[at] }),
      ),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    expect(placed).toHaveLength(1);
    expect(placed[0]!.value.order.discountPence).toBe(300);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.map((result) => result.reason.code)).toEqual(Array(9).fill("DISCOUNT_USED_UP"));
    const [code] = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, "ONLY-ONCE"));
    expect(code!.timesUsed).toBe(1);
  });

  describe("taking stock (issue 11.4)", () => {
    const ids = () => [fixture.polo.m, fixture.polo.l].map((gid) => Number(gid.split("/").at(-1)));
    const setStock = (quantity: number) =>
      database.db
        .update(productVariants)
        .set({ inventoryTracked: quantity >= 0, inventoryQuantity: Math.max(0, quantity) })
        .where(inArray(productVariants.id, ids()));
    const quantityOf = async (gid: string) => {
      const [row] = await database.db
        .select({ quantity: productVariants.inventoryQuantity })
        .from(productVariants)
        .where(eq(productVariants.id, Number(gid.split("/").at(-1))));
      return row!.quantity;
    };

    // Carts are made while the variants are untracked; the stock is set before the orders race.
    afterEach(() => setStock(-1));

    it("of two buyers of the last one, one gets the order and the other is told it is out of stock", async () => {
      const tokens = await Promise.all(
        [1, 2].map(() => fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 1 }])),
      );
      await setStock(1);
      const results = await Promise.allSettled(
        tokens.map((token) => placeOrder(fixture.services, checkoutInput(token))),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.flatMap((result) =>
        result.status === "rejected" ? [result.reason] : [],
      );
      expect(refused).toEqual([
        expect.objectContaining({
          code: "OUT_OF_STOCK",
          message: expect.stringMatching(/: this variant is out of stock — please remove it/),
        }),
      ]);
      expect(await quantityOf(fixture.polo.m)).toBe(0);
    });

    it("sells 5 left to exactly 5 of 12 buyers, and orders of two variants in either order all go through", async () => {
      const tokens = await Promise.all(
        Array.from({ length: 12 }, () =>
          fixture.createCart([{ merchandiseId: fixture.polo.l, quantity: 1 }]),
        ),
      );
      await setStock(5);
      const results = await Promise.allSettled(
        tokens.map((token) => placeOrder(fixture.services, checkoutInput(token))),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
      expect(
        results.every(
          (result) => result.status === "fulfilled" || result.reason.code === "OUT_OF_STOCK",
        ),
      ).toBe(true);

      // Variant rows are locked in one order whatever the cart's: no two orders deadlock.
      await setStock(-1);
      const both = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const lines = [
            { merchandiseId: fixture.polo.m, quantity: 2 },
            { merchandiseId: fixture.polo.l, quantity: 1 },
          ];
          return fixture.createCart(index % 2 === 0 ? lines : lines.reverse());
        }),
      );
      await setStock(100);
      await Promise.all(both.map((token) => placeOrder(fixture.services, checkoutInput(token))));
      expect([await quantityOf(fixture.polo.m), await quantityOf(fixture.polo.l)]).toEqual([
        80, 90,
      ]);
    });
  });
});
