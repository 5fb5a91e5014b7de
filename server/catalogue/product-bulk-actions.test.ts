import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { testConfig } from "#server/accounts/accounts-test-support.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { adminTestServices, demoAdmin } from "#server/admin/admin-test-support.ts";
import { parseConfig } from "#server/config/env.ts";
import type { Db } from "#server/db/client.ts";
import { auditLog, collectionProducts, collections, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { runProductBulkAction } from "./catalogue-admin.server.ts";
import { applyProductBulkAction } from "./product-bulk-actions.ts";

// Issue 11.1: the Products list's bulk actions change only what they say, on the chosen products,
// with one audit entry per product changed (who, before, after) in the same transaction; bad input
// is refused with the field named and nothing written; with Shopify owning the catalogue, nothing.

const cap = "beechfield-b18-heavy-brushed-cotton-cap";
const beanie = "beechfield-b47-original-cuffed-beanie";
const coverall = "portwest-s999-classic-polycotton-coverall";

describeWithDatabase("the Products list's bulk actions", (use) => {
  let db: Db;
  let admin: Admin;
  const ids: Record<string, number> = {};

  const auditCount = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const auditOf = (entityType: string, entityId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id));
  const productsById = async (productIds: number[]) =>
    db
      .select({ id: products.id, status: products.status, tags: products.tags })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id));
  const collectionId = async (handle: string) =>
    (await db.select().from(collections).where(eq(collections.handle, handle)))[0]!.id;

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    admin = await demoAdmin(db);
    for (const row of await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(inArray(products.handle, [cap, beanie, coverall])))
      ids[row.handle] = row.id;
  });

  it("sets the status of the chosen products, auditing each one it changed", async () => {
    const chosen = [ids[cap]!, ids[beanie]!];
    expect(
      await applyProductBulkAction(db, admin, {
        action: "set-status",
        productIds: chosen,
        status: "draft",
      }),
    ).toEqual({ ok: true, value: { changed: 2, unchanged: 0 } });
    expect((await productsById(chosen)).map((p) => p.status)).toEqual(["draft", "draft"]);
    const [published] = await db
      .select({ isPublished: products.isPublished })
      .from(products)
      .where(eq(products.id, ids[cap]!));
    expect(published?.isPublished).toBe(false);
    const [entry] = await auditOf("product", ids[cap]!);
    expect(entry).toMatchObject({
      action: "change_product_status",
      actorUserId: admin.userId,
      before: { status: "active" },
      after: { status: "draft" },
    });

    // Again, with one already a draft: only the other changes, and only it is audited.
    const before = await auditCount();
    const again = await applyProductBulkAction(db, admin, {
      action: "set-status",
      productIds: [...chosen, ids[coverall]!],
      status: "draft",
    });
    expect(again).toEqual({ ok: true, value: { changed: 1, unchanged: 2 } });
    expect(await auditCount()).toBe(before + 1);

    await applyProductBulkAction(db, admin, {
      action: "set-status",
      productIds: [...chosen, ids[coverall]!],
      status: "active",
    });
    expect((await productsById(chosen)).map((p) => p.status)).toEqual(["active", "active"]);
  });

  it("adds a tag once, however it is capitalised", async () => {
    const chosen = [ids[cap]!, ids[beanie]!];
    const result = await applyProductBulkAction(db, admin, {
      action: "add-tag",
      productIds: chosen,
      tag: " Winter  Range ",
    });
    expect(result).toEqual({ ok: true, value: { changed: 2, unchanged: 0 } });
    const [capRow] = await productsById([ids[cap]!]);
    expect(capRow?.tags).toEqual(["cap", "headwear", "embroidery-friendly", "Winter Range"]);
    expect(
      await applyProductBulkAction(db, admin, {
        action: "add-tag",
        productIds: chosen,
        tag: "winter range",
      }),
    ).toEqual({ ok: true, value: { changed: 0, unchanged: 2 } });
    const trail = await auditOf("product", ids[beanie]!);
    expect(trail.at(-1)).toMatchObject({
      action: "add_product_tag",
      before: { tags: ["beanie", "headwear", "embroidery-friendly"] },
      after: { tags: ["beanie", "headwear", "embroidery-friendly", "Winter Range"] },
    });
  });

  it("adds products to the end of a collection and takes them out again", async () => {
    const clearance = await collectionId("clearance");
    const positionsBefore = await db
      .select({ position: collectionProducts.position })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, clearance));
    const last = Math.max(0, ...positionsBefore.map((row) => row.position));
    const added = await applyProductBulkAction(db, admin, {
      action: "add-to-collection",
      productIds: [ids[beanie]!, ids[cap]!],
      collectionId: clearance,
    });
    expect(added).toEqual({ ok: true, value: { changed: 2, unchanged: 0 } });
    const members = await db
      .select()
      .from(collectionProducts)
      .where(
        and(
          eq(collectionProducts.collectionId, clearance),
          inArray(collectionProducts.productId, [ids[cap]!, ids[beanie]!]),
        ),
      )
      .orderBy(asc(collectionProducts.position));
    expect(members.map((m) => [m.productId, m.position])).toEqual([
      [ids[beanie]!, last + 1],
      [ids[cap]!, last + 2],
    ]);
    const [collectionEntry] = await auditOf("collection", clearance);
    expect(collectionEntry).toMatchObject({
      action: "add_products_to_collection",
      before: { productCount: positionsBefore.length },
      after: { productCount: positionsBefore.length + 2, productIds: [ids[beanie]!, ids[cap]!] },
    });
    const caps = await collectionId("caps-and-beanies");
    expect((await auditOf("product", ids[cap]!)).at(-1)).toMatchObject({
      action: "add_product_to_collection",
      before: { collectionIds: [caps] },
      after: { collectionIds: [caps, clearance].sort((a, b) => a - b) },
    });

    const removed = await applyProductBulkAction(db, admin, {
      action: "remove-from-collection",
      productIds: [ids[cap]!, ids[beanie]!, ids[coverall]!],
      collectionId: clearance,
    });
    expect(removed).toEqual({ ok: true, value: { changed: 2, unchanged: 1 } });
    const left = await db
      .select()
      .from(collectionProducts)
      .where(
        and(
          eq(collectionProducts.collectionId, clearance),
          inArray(collectionProducts.productId, [ids[cap]!, ids[beanie]!]),
        ),
      );
    expect(left).toEqual([]);
  });

  it("refuses bad input with the field named, and writes nothing", async () => {
    const before = await auditCount();
    const statuses = await productsById([ids[cap]!]);
    const refusals: [unknown, string][] = [
      [null, "body"],
      [{ productIds: [ids[cap]], status: "draft" }, "action"],
      [{ action: "set-status", productIds: [], status: "draft" }, "productIds"],
      [{ action: "set-status", productIds: "all", status: "draft" }, "productIds"],
      [{ action: "set-status", productIds: [ids[cap]], status: "deleted" }, "status"],
      [{ action: "add-tag", productIds: [ids[cap]], tag: "one, two" }, "tag"],
      [{ action: "add-tag", productIds: [ids[cap]], tag: "x".repeat(256) }, "tag"],
      [{ action: "add-to-collection", productIds: [ids[cap]], collectionId: "1" }, "collectionId"],
      // Well-formed, but naming what is not there.
      [{ action: "set-status", productIds: [ids[cap], 2_000_000], status: "draft" }, "productIds"],
      [
        { action: "add-to-collection", productIds: [ids[cap]], collectionId: 999_999 },
        "collectionId",
      ],
    ];
    for (const [body, field] of refusals) {
      const result = await applyProductBulkAction(db, admin, body);
      expect(result, JSON.stringify(body)).toMatchObject({ ok: false, status: 400, field });
      expect(result.ok ? "" : result.error).not.toBe("");
    }
    expect(await auditCount()).toBe(before);
    expect(await productsById([ids[cap]!])).toEqual(statuses);
  });

  it("changes nothing when Shopify owns the catalogue", async () => {
    const parsed = parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL: testConfig.publicUrl,
      SESSION_SECRET: "accounts-test-secret-0123456789abcdef",
      SHOPIFY_STORE_DOMAIN: "tradewear-demo.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const services = { ...adminTestServices(use()), config: parsed.config };
    const before = await auditCount();
    const result = await runProductBulkAction(services, admin, {
      action: "set-status",
      productIds: [ids[cap]!],
      status: "archived",
    });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? "" : result.error).toMatch(
      /managed in Shopify \(tradewear-demo\.myshopify\.com\)/,
    );
    expect((await productsById([ids[cap]!]))[0]?.status).toBe("active");
    expect(await auditCount()).toBe(before);
  });
});
