import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { designTokensFor } from "#server/files/design-token.ts";
import { storeDesign } from "#server/files/files.server.ts";
import { placeCreditOrder } from "./credit-order.server.ts";
import {
  createCustomer,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "./credit-test-support.ts";

// Issue 10.10: a credit order may name only a design its buyer uploaded — signed in, or in this
// browser (the upload's token) — never another customer's, which the order would let them
// download.

describeWithDatabase("the designs a credit order may name", (use) => {
  let fixture: CreditFixture;
  let services: CreditFixture["services"];
  let dataDir: string;
  let buyer: Viewer;
  let other: Viewer;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-credit-designs-"));
    services = { ...fixture.services, config: { ...fixture.services.config, dataDir } };
    buyer = await createCustomer(fixture.db, { limitPence: 1_000_000 });
    other = await createCustomer(fixture.db, { limitPence: 1_000_000 });
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function designOf(ownerUserId: string | null): Promise<string> {
    const stored = await storeDesign({
      db: fixture.db,
      dataDir,
      fileName: "logo.png",
      bytes: designFixtures.png,
      ownerUserId,
    });
    if (!stored.ok) throw new Error(stored.message);
    return stored.design.id;
  }

  async function order(viewer: Viewer, design: Record<string, string | undefined>) {
    const line = {
      variantId: await variantGid(fixture.db, polo, "Navy / L"),
      quantity: 10,
      customizationType: "embroidery",
      customizationPosition: "Chest Left",
      ...design,
    };
    return placeCreditOrder(services, viewer, orderBody([line]), randomUUID());
  }

  async function ordersOf(viewer: Viewer) {
    const [row] = await fixture.db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.userId, viewer.userId));
    return row?.total ?? 0;
  }

  it("refuses another customer's design with 400 naming the line's field, writing nothing", async () => {
    const theirs = await designOf(other.userId);
    const result = await order(buyer, { designId: theirs });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      success: false,
      code: "INVALID_INPUT",
      error: "That design file is not yours to use.",
      field: "basketItems.0.designId",
    });
    expect(await ordersOf(buyer)).toBe(0);
  });

  it("refuses a visitor's design named with a forged or another design's token", async () => {
    const visitors = await designOf(null);
    const tokens = designTokensFor(services.config);
    for (const designToken of ["A".repeat(43), tokens.sign(randomUUID()), "not a token"]) {
      const result = await order(buyer, { designId: visitors, designToken });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ field: "basketItems.0.designId" });
    }
    expect(await ordersOf(buyer)).toBe(0);
  });

  it("refuses a design that is not stored (any more), asking for it again", async () => {
    const result = await order(buyer, { designId: randomUUID() });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: expect.stringContaining("upload it again") });
  });

  it("accepts the buyer's own upload, and a visitor's upload with its token, linking each", async () => {
    const own = await designOf(buyer.userId);
    const uploadedBeforeSigningIn = await designOf(null);
    const designToken = designTokensFor(services.config).sign(uploadedBeforeSigningIn);
    for (const design of [{ designId: own }, { designId: uploadedBeforeSigningIn, designToken }]) {
      const result = await order(buyer, design);
      expect(result.status).toBe(201);
      const [item] = await fixture.db
        .select({ designFileId: orderItems.designFileId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.orderNumber, (result.body as { orderNumber: string }).orderNumber));
      expect(item?.designFileId).toBe(design.designId);
    }
  });
});
