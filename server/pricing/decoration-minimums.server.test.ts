import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import { basketTestContext, demoVariant } from "#server/basket/basket-test-support.ts";
import { priceBasketLines } from "#server/basket/basket.server.ts";
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
import { decorationMinimums, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { updateDecorationMinimum } from "./pricing-edits.server.ts";
import { getPricingTables } from "./pricing-tables.server.ts";
import { getDecorationFacts } from "./pricing.server.ts";
import { minimumEtag } from "./pricing-versions.ts";

// Issue 15.5 on the server: a decoration group below its method's minimum (embroidery 10 to
// start) is marked in the basket and refused on account, with the field named and nothing
// written; the owner changes the minimum on the pricing page, from the version they saw, audited.

describeWithDatabase("decoration minimums", (use) => {
  let fixture: CreditFixture;
  let admin: Admin;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    admin = { ...(await createCustomer(fixture.db)), role: "admin" };
  }, 60_000);

  const embroidered = async (size: string, quantity: number) => ({
    variantId: await variantGid(fixture.db, polo, `Navy / ${size}`),
    quantity,
    customizationType: "embroidery",
    customizationPosition: "Chest Left",
  });

  it("marks and refuses 9 embroidered polos across two sizes, and takes 10", async () => {
    const context = basketTestContext(use());
    const [m, l] = await Promise.all([
      demoVariant(context.commerce, polo, "Navy / M"),
      demoVariant(context.commerce, polo, "Navy / L"),
    ]);
    const basket = await priceBasketLines(context, [
      {
        id: "a",
        variantId: m.id,
        quantity: 4,
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
      },
      {
        id: "b",
        variantId: l.id,
        quantity: 5,
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
      },
    ]);
    if (!basket.ok) throw new Error(basket.error);
    expect(basket.basket.lines.map((line) => line.problem)).toEqual([
      expect.stringMatching(/^Embroidery is available from 10 pieces: add 1 more/),
      expect.stringMatching(/^Embroidery is available from 10 pieces: add 1 more/),
    ]);

    const buyer = await createCustomer(fixture.db, { limitPence: 100_000 });
    const refused = await placeCreditOrder(
      fixture.services,
      buyer,
      orderBody([await embroidered("M", 4), await embroidered("L", 5)]),
      newKey(),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error:
          "Embroidery is available from 10 pieces. Add more to that line, or choose another decoration.",
        field: "basketItems.0.quantity",
      },
    });
    expect(await fixture.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual(
      [],
    );
    const placed = await placeCreditOrder(
      fixture.services,
      buyer,
      orderBody([await embroidered("M", 4), await embroidered("L", 6)]),
      newKey(),
    );
    expect(placed.status).toBe(201);
  });

  it("lets the owner raise the minimum from the version they saw, and refuses bad values", async () => {
    const tables = await getPricingTables(fixture.services);
    const { etag } = tables!.minimums.embroidery;
    expect(tables!.minimums.embroidery.minQuantity).toBe(10);
    for (const value of ["0", "x", "10001", "2.5"])
      expect(
        await updateDecorationMinimum(fixture.db, admin, "embroidery", { value }, etag),
      ).toMatchObject({ ok: false, status: 400, field: "value" });
    expect(
      await updateDecorationMinimum(fixture.db, admin, "embroidery", { value: "12" }, undefined),
    ).toMatchObject({ ok: false, status: 428 });
    expect(
      await updateDecorationMinimum(fixture.db, admin, "stitching", { value: "12" }, etag),
    ).toMatchObject({ ok: false, status: 404 });

    // Issue 21.4: the services and home pages say the minimum the shop enforces.
    expect((await getDecorationFacts(fixture.services))?.minimums).toEqual({
      embroidery: 10,
      print: 1,
    });
    const saved = await updateDecorationMinimum(
      fixture.db,
      admin,
      "embroidery",
      { value: "12" },
      etag,
    );
    await vi.waitFor(async () =>
      expect((await getDecorationFacts(fixture.services))?.minimums.embroidery).toBe(12),
    );
    expect(saved).toMatchObject({
      ok: true,
      before: 10,
      after: 12,
      etag: minimumEtag("embroidery", 12),
    });
    // A second save from the same page is told the minimum changed, with it as it is now.
    expect(
      await updateDecorationMinimum(fixture.db, admin, "embroidery", { value: "15" }, etag),
    ).toMatchObject({ ok: false, status: 412, current: { value: 12 } });
    const [entry] = await listAuditTrail(fixture.db, "decoration_minimum", "embroidery");
    expect(entry).toMatchObject({
      action: "update_decoration_minimum",
      before: { minQuantity: 10 },
      after: { minQuantity: 12 },
    });

    const buyer = await createCustomer(fixture.db, { limitPence: 100_000 });
    const refused = await placeCreditOrder(
      fixture.services,
      buyer,
      orderBody([await embroidered("L", 10)]),
      newKey(),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Embroidery is available from 12 pieces/) },
    });
    await fixture.db
      .update(decorationMinimums)
      .set({ minQuantity: 10 })
      .where(eq(decorationMinimums.method, "embroidery"));
  });
});
