import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#server/context.ts";
import type { Database, Db } from "#server/db/client.ts";
import {
  customerCreditAccounts,
  customerPricing,
  embroideryPricing,
  orders,
  printPricing,
} from "#server/db/schema/index.ts";
import { hasPostgresServer, openTestDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { updateEmbroideryPrice, updatePrintPrice } from "#server/pricing/pricing-edits.server.ts";
import { embroideryRowEtag, printRowEtag } from "#server/pricing/pricing-versions.ts";
import type { Admin } from "./admin-guard.ts";
import { adminTestServices, demoAdmin, userIdOf } from "./admin-test-support.ts";
import { updateCreditAccount } from "./credit-account-edit.ts";
import { creditAccountEtag } from "./credit-admin.ts";
import { customPriceEtag } from "./custom-pricing-admin.ts";
import { updateCustomPrice } from "./custom-pricing-changes.ts";
import { changeOrderStatus } from "./order-status.ts";
import { orderEtag } from "./orders-admin.ts";

// Issue 10.9: the version is compared inside the write's own transaction, under the row lock, so
// two admins saving the same record from the same ETag at the same moment get one success and one
// 412 — never two writes. PGlite serialises transactions anyway, so this runs against a PostgreSQL
// server (TEST_DATABASE_URL), each save on its own pooled connection.

type Outcome = { ok: boolean; status?: number };
const statuses = (outcomes: Outcome[]) =>
  outcomes.map((outcome) => (outcome.ok ? 200 : outcome.status)).sort();

describe.skipIf(!hasPostgresServer)("admin saves made at the same moment (postgres)", () => {
  let database: Database;
  let db: Db;
  let services: AppServices;
  let admin: Admin;
  let tradeId: string;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    db = database.db;
    await applyDemoSeed(db);
    services = adminTestServices(database);
    admin = await demoAdmin(db);
    tradeId = await userIdOf(db, "trade@tradewear.test");
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it("saves a credit account once from two dialogs with the same ETag, ten times over", async () => {
    for (let round = 1; round <= 10; round++) {
      const [row] = await db
        .select()
        .from(customerCreditAccounts)
        .where(eq(customerCreditAccounts.userId, tradeId));
      const etag = creditAccountEtag(row!);
      const outcomes = await Promise.all([
        updateCreditAccount(db, admin, row!.id, { creditLimit: 6000 + round }, etag),
        updateCreditAccount(db, admin, row!.id, { creditLimit: 7000 + round }, etag),
      ]);
      expect(statuses(outcomes), `round ${round}`).toEqual([200, 412]);
    }
  });

  it("saves a custom price, each price row and an order status once from the same ETag", async () => {
    const [price] = await db
      .select()
      .from(customerPricing)
      .where(eq(customerPricing.userId, tradeId));
    const priceEtag = customPriceEtag(price!);
    expect(
      statuses(
        await Promise.all([
          updateCustomPrice(db, admin, price!.id, { customPrice: 5.1 }, priceEtag),
          updateCustomPrice(db, admin, price!.id, { notes: "Other" }, priceEtag),
        ]),
      ),
    ).toEqual([200, 412]);

    const [standard] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    const standardEtag = embroideryRowEtag(standard!);
    const id = String(standard!.id);
    expect(
      statuses(
        await Promise.all([
          updateEmbroideryPrice(db, admin, id, { field: "1-5", value: 6 }, standardEtag),
          updateEmbroideryPrice(db, admin, id, { field: "500+", value: 1 }, standardEtag),
        ]),
      ),
    ).toEqual([200, 412]);

    const [band] = await db.select().from(printPricing).where(eq(printPricing.minQuantity, 1));
    const bandEtag = printRowEtag(band!);
    expect(
      statuses(
        await Promise.all([
          updatePrintPrice(db, admin, String(band!.id), { value: 4 }, bandEtag),
          updatePrintPrice(db, admin, String(band!.id), { value: 5 }, bandEtag),
        ]),
      ),
    ).toEqual([200, 412]);

    const [pending] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, "pending"), eq(orders.paymentMethod, "bank_transfer")))
      .limit(1);
    const pendingEtag = orderEtag(pending!);
    expect(
      statuses(
        await Promise.all([
          changeOrderStatus(services, admin, pending!.id, { status: "processing" }, pendingEtag),
          changeOrderStatus(services, admin, pending!.id, { status: "cancelled" }, pendingEtag),
        ]),
      ),
    ).toEqual([200, 412]);
  });
});
