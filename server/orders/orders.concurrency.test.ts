import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCartByToken } from "#commerce/engine/cart/cart-queries.ts";
import type { Database } from "#server/db/client.ts";
import { discountCodes, mailOutbox, orders } from "#server/db/schema/index.ts";
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
});
