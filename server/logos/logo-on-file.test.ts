import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
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
import { logos, mailOutbox, orderItems, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { notYoursMessage } from "#server/files/design-claims.server.ts";
import { libraryLogo } from "./logo-test-support.ts";

// Issue 15.4 on the server: the set-up fee of a decoration group is waived when its design is a
// logo in the buyer's library already approved for that method, decided from the library (never
// from the browser), and the order keeps what was charged.

describeWithDatabase("free set-up for a logo on file", (use) => {
  let fixture: CreditFixture;
  let dataDir: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-logo-on-file-"));
  }, 60_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The buyer's logo, its embroidery status as given. */
  async function logoOf(buyer: Viewer, colour: string, embroideryStatus: "new" | "approved") {
    const { designId, logoId } = await libraryLogo(fixture.db, dataDir, buyer, colour);
    await fixture.db.update(logos).set({ embroideryStatus }).where(eq(logos.id, logoId));
    return designId;
  }

  /** A credit order's body: 12 navy polos, size L, embroidered on the chest with `designId`. */
  const twelvePolos = async (designId: string) =>
    orderBody([
      {
        variantId: await variantGid(fixture.db, polo, "Navy / L"),
        quantity: 12,
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
        designId,
      },
    ]);

  async function orderTwelve(buyer: Viewer, designId: string) {
    const result = await placeCreditOrder(
      fixture.services,
      buyer,
      await twelvePolos(designId),
      newKey(),
    );
    if (result.status !== 200 && result.status !== 201) throw new Error(JSON.stringify(result));
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (result.body as { orderNumber: string }).orderNumber));
    const [item] = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    return { order: order!, item: item! };
  }

  it("charges no set-up for an approved logo, and the £9.95 for one not yet approved", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 100_000 });
    const approved = await orderTwelve(buyer, await logoOf(buyer, "#123456", "approved"));
    const fresh = await orderTwelve(buyer, await logoOf(buyer, "#654321", "new"));
    // Polo £9.25 × 12: unit round(925 × 95%) = 879, embroidery 6-49 £3.50: 12 × 1229 = 14748.
    expect(approved.item).toMatchObject({
      unitPricePence: 879,
      customizationPricePence: 350,
      setupFeePence: 0,
      setupWaiver: "logo_on_file",
      lineExVatPence: 14_748,
    });
    // The confirmation says why there is no set-up.
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.textBody).toContain(
      "Embroidery: 12 × £3.50 (£42.00) + Set-up: free — logo on file",
    );
    expect(fresh.item).toMatchObject({
      setupFeePence: 995,
      setupWaiver: null,
      lineExVatPence: 14_748 + 995,
    });
    expect(fresh.order.subtotalPence - approved.order.subtotalPence).toBe(995);
  });

  it("does not waive it for another buyer's approved logo (their design is refused)", async () => {
    const owner = await createCustomer(fixture.db, { limitPence: 100_000 });
    const other = await createCustomer(fixture.db, { limitPence: 100_000 });
    const designId = await logoOf(owner, "#0a0a0a", "approved");
    const result = await placeCreditOrder(
      fixture.services,
      other,
      await twelvePolos(designId),
      newKey(),
    );
    expect(result).toMatchObject({ status: 400, body: { error: notYoursMessage } });
  });
});
