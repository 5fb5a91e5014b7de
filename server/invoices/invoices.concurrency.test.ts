import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { invoices } from "#server/db/schema/index.ts";
import { hasPostgresServer, openTestDatabase } from "#server/db/test-database.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  createCustomer,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";

// Issue 14.5: invoice numbers have no gaps and no repeats when orders are placed at the same time,
// and a refused order takes none. PGlite serialises transactions anyway, so this needs the server.

describe.skipIf(!hasPostgresServer)("invoices issued at the same time (postgres)", () => {
  let database: Database;
  let fixture: CreditFixture;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    fixture = await setUpCreditFixture(database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("numbers 12 orders placed together one after another, while 4 refused ones take no number", async () => {
    // The demo's own orders were invoiced when it was seeded: INV-000001 to INV-00000n.
    const seeded = (await fixture.db.select({ number: invoices.number }).from(invoices)).length;
    const variantId = await variantGid(fixture.db, polo, "Navy / M");
    const buyers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        createCustomer(fixture.db, { limitPence: index < 12 ? 1_000_000 : 100 }),
      ),
    );
    const results = await Promise.all(
      buyers.map((buyer) =>
        placeCreditOrder(
          fixture.services,
          buyer,
          orderBody([{ variantId, quantity: 2 }]),
          newKey(),
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([
      ...Array<number>(12).fill(201),
      ...Array<number>(4).fill(409),
    ]);
    // Every number from the first to the last, each once: no gap, no repeat.
    const rows = await fixture.db.select({ number: invoices.number }).from(invoices);
    const numbers = rows.map((row) => row.number).sort();
    expect(numbers).toEqual(
      Array.from(
        { length: seeded + 12 },
        (_, index) => `INV-${String(index + 1).padStart(6, "0")}`,
      ),
    );
  });
});
