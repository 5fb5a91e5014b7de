import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import { priceBasketLines } from "#server/basket/basket.server.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { auditLog, customerPricing, productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import type { Admin } from "./admin-guard.ts";
import { adminTestServices, demoAdmin, userIdOf } from "./admin-test-support.ts";
import { getCustomPriceDetail, searchCatalogue } from "./custom-pricing-admin.ts";
import {
  createCustomPrice,
  deleteCustomPrice,
  updateCustomPrice,
} from "./custom-pricing-changes.ts";

// spec/back-office.md §2 Custom Pricing: an admin creates a customer's price (charged in their
// basket at once), toggles it by its badge, deletes it; each change audited.

const polo = "portwest-b210-essential-polo";

describeWithDatabase("custom prices in the back office", (use) => {
  let db: Db;
  let services: AppServices;
  let commerce: CommerceClient;
  let admin: Admin;
  let retail: Viewer;
  let poloId: number;
  let variantId: number;

  beforeAll(async () => {
    services = { ...adminTestServices(use()), logger: pino({ level: "silent" }) };
    db = services.database.db;
    ({ commerce } = await seededStorefront(db));
    admin = await demoAdmin(db);
    retail = {
      userId: await userIdOf(db, "retail@tradewear.test"),
      email: "retail@tradewear.test",
      name: "Amy Clarke",
      role: "customer",
      emailVerified: true,
    };
    const [product] = await db.select().from(products).where(eq(products.handle, polo));
    poloId = product!.id;
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, poloId), eq(productVariants.title, "Navy / M")));
    variantId = variant!.id;
  });

  const unitPriceForRetail = async () => {
    const result = await priceBasketLines({ commerce, services, viewer: retail }, [
      { variantId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 },
    ]);
    if (!result.ok) throw new Error(result.error);
    return result.basket.lines[0]?.price?.unitPence;
  };

  /** An edit as the dialog sends it: with the ETag of the price as it is now (Issue 10.9). */
  const edit = async (id: string, body: unknown) =>
    updateCustomPrice(db, admin, id, body, (await getCustomPriceDetail(db, id))!.price.etag);

  it("creates a price the customer is charged at once, toggles it off and on, then deletes it", async () => {
    expect(await unitPriceForRetail()).toBe(925);
    const created = await createCustomPrice(db, admin, {
      userId: retail.userId,
      productId: poloId,
      variantId: null,
      customPrice: "8.10",
      notes: "School uniform contract",
    });
    if (!created.ok) throw new Error(created.error);
    expect(await unitPriceForRetail()).toBe(810);

    expect(await edit(created.value.id, { isActive: false })).toMatchObject({
      ok: true,
      value: { isActive: false, customPricePence: 810 },
    });
    expect(await unitPriceForRetail()).toBe(925);
    await edit(created.value.id, { isActive: true, customPrice: 7.95 });
    expect(await unitPriceForRetail()).toBe(795);

    const detail = await getCustomPriceDetail(db, created.value.id);
    expect(detail?.price).toMatchObject({
      customerName: "Amy Clarke",
      productTitle: expect.stringContaining("Polo"),
      variantTitle: null,
      standardPence: { min: expect.any(Number), max: expect.any(Number) },
    });
    expect(detail?.audit.map((entry) => entry.action)).toEqual([
      "update_custom_price",
      "set_custom_price_status",
      "create_custom_price",
    ]);

    expect(await deleteCustomPrice(db, admin, created.value.id)).toMatchObject({ ok: true });
    expect(await unitPriceForRetail()).toBe(925);
    const [deletion] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, created.value.id), eq(auditLog.action, "delete_custom_price")),
      );
    expect(deletion).toMatchObject({ after: null, before: { customPricePence: 795 } });
    expect(await deleteCustomPrice(db, admin, created.value.id)).toMatchObject({ status: 404 });
  });

  it("refuses a second price for the same customer, product and variant", async () => {
    const body = { userId: retail.userId, productId: poloId, variantId, customPrice: 8 };
    expect((await createCustomPrice(db, admin, body)).ok).toBe(true);
    expect(await createCustomPrice(db, admin, body)).toMatchObject({ ok: false, status: 409 });
  });

  it.each([
    [{ userId: undefined, customPrice: 1 }, "userId"],
    [{ userId: "x", productId: 1, customPrice: 1 }, "userId"],
    [{ productId: "polo", customPrice: 1 }, "productId"],
    [{ customPrice: -2 }, "customPrice"],
    [{ customPrice: 10_000.01 }, "customPrice"],
  ])("refuses %j with 400 naming %s, writing nothing", async (partial, field) => {
    const before = await db.$count(customerPricing);
    const valid: Record<string, unknown> = {
      userId: retail.userId,
      productId: poloId,
      variantId: null,
      customPrice: 5,
    };
    const body = { ...valid, ...partial };
    expect(await createCustomPrice(db, admin, body)).toMatchObject({
      ok: false,
      status: 400,
      field,
    });
    expect(await db.$count(customerPricing)).toBe(before);
  });

  it("refuses a variant of another product", async () => {
    const [other] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, poloId + 1));
    expect(
      await createCustomPrice(db, admin, {
        userId: retail.userId,
        productId: poloId,
        variantId: other!.id,
        customPrice: 5,
      }),
    ).toMatchObject({ ok: false, status: 400, field: "variantId" });
  });

  it("refuses a product or variant id beyond PostgreSQL's integer range, naming it, writing nothing", async () => {
    const before = await db.$count(customerPricing);
    for (const [field, ids] of [
      ["productId", { productId: 99_999_999_999 }],
      ["productId", { productId: 2_147_483_648 }],
      ["variantId", { productId: poloId, variantId: 99_999_999_999 }],
    ] as const) {
      const result = await createCustomPrice(db, admin, {
        userId: retail.userId,
        customPrice: 5,
        ...ids,
      });
      expect(result).toMatchObject({ ok: false, status: 400, field });
    }
    expect(await db.$count(customerPricing)).toBe(before);
  });

  it("finds products for the picker by title, handle or SKU, case-insensitively", async () => {
    const byTitle = await searchCatalogue(db, "eSSential POLO");
    expect(byTitle[0]).toMatchObject({ id: poloId, handle: polo });
    expect(byTitle[0]?.variants.some((v) => v.id === variantId)).toBe(true);
    expect(await searchCatalogue(db, "%")).toEqual([]);
    expect(await searchCatalogue(db, "")).toEqual([]);
  });
});
