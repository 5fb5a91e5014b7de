import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { sortCollectionProducts } from "#core/catalogue/collection-order.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import type { Db } from "#server/db/client.ts";
import { auditLog, collectionProducts, collections, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import { collectionInputOf, getEditorCollection } from "./collection-editor.ts";
import { deleteCollection, saveCollection, saveCollectionProducts } from "./collection-save.ts";
import { saveProduct } from "./product-save.ts";
import { editorInputOf, getEditorProduct } from "./product-editor.ts";

// Issue 11.3: the collection editor's writes on the demo catalogue — create, a handle taken, an
// edit against an old version, the products' order (which the shop follows), the sort presets'
// figures, delete (the products stay) — each with its audit entry, and every refusal writing
// nothing.

const handles = {
  vest: "portwest-c472-hi-vis-two-band-and-brace-vest",
  polo: "portwest-b210-essential-polo",
  boot: "dewalt-apex-s3-safety-boot",
  jacket: "portwest-s466-sentinel-hi-vis-traffic-jacket",
  martens: "dr-martens-icon-7b12-steel-toe-cap-boot",
  snickers: "snickers-2741-allroundwork-pique-polo",
};
type Name = keyof typeof handles;

describeWithDatabase("the collection editor's writes", (use) => {
  let db: Db;
  let admin: Admin;
  let commerce: CommerceClient;
  const ids = {} as Record<Name, number>;

  beforeAll(async () => {
    db = use().db;
    ({ commerce } = await seededStorefront(db));
    admin = await demoAdmin(db);
    const rows = await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(inArray(products.handle, Object.values(handles)));
    for (const [name, handle] of Object.entries(handles))
      ids[name as Name] = rows.find((row) => row.handle === handle)!.id;
  });

  const load = async (id: number) => (await getEditorCollection(db, id))!;
  const count = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(collections))[0]!.n;
  const audits = async (id: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "collection"), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
  const shopOrder = async (handle: string) => {
    const result = await commerce.getProductsByCollectionHandle(handle, { first: 20 });
    if (!result.ok || !result.data) throw new Error(`no collection ${handle}`);
    return result.data.products.items.map((item) => item.handle);
  };
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const saved = await saveCollection(db, admin, null, { title, ...extra });
    if (!saved.ok) throw new Error(saved.error);
    return saved.value;
  };

  it("creates a collection with a handle from its title, a sanitised description, an image and a listing, at the end of the shop's list", async () => {
    const saved = await create("Hi-Vis Vests & Tabards", {
      descriptionHtml:
        '<p>EN ISO 20471 <strong>class 2</strong> vests.</p><img src=x onerror="alert(1)">',
      imageUrl: "/images/demo/hi-vis-vest/hi-vis-yellow.svg",
      imageAlt: "A yellow hi-vis vest",
      seoTitle: "Hi-vis vests for site teams",
      seoDescription: "Class 2 vests, embroidered with your logo.",
    });
    expect(saved.handle).toBe("hi-vis-vests-and-tabards");
    const [row] = await db.select().from(collections).where(eq(collections.id, saved.id));
    expect(row).toMatchObject({
      descriptionHtml: "<p>EN ISO 20471 <strong>class 2</strong> vests.</p>",
      description: "EN ISO 20471 class 2 vests.",
      imageUrl: "/images/demo/hi-vis-vest/hi-vis-yellow.svg",
      imageAlt: "A yellow hi-vis vest",
      seoTitle: "Hi-vis vests for site teams",
      seoDescription: "Class 2 vests, embroidered with your logo.",
    });
    const [{ last }] = (await db
      .select({ last: sql<number>`max(${collections.sortOrder})` })
      .from(collections)) as [{ last: number }];
    expect(row!.sortOrder).toBe(last);
    const [entry] = await audits(saved.id);
    expect(entry).toMatchObject({
      action: "collection.create",
      actorUserId: admin.userId,
      before: null,
      after: {
        title: "Hi-Vis Vests & Tabards",
        handle: "hi-vis-vests-and-tabards",
        productIds: [],
      },
    });
    // The shop has it at once, empty.
    expect(await shopOrder("hi-vis-vests-and-tabards")).toEqual([]);
  });

  it("refuses a handle another collection has, naming the field, and writes nothing", async () => {
    const before = await count();
    const taken = await saveCollection(db, admin, null, { title: "Trousers", handle: "workwear" });
    expect(taken).toEqual({
      ok: false,
      status: 409,
      error: "Another collection already uses this handle",
      field: "handle",
    });
    const bad = await saveCollection(db, admin, null, { title: "", imageUrl: "javascript:x" });
    expect(bad).toMatchObject({ ok: false, status: 400, field: "title" });
    const badImage = await saveCollection(db, admin, null, {
      title: "T",
      imageUrl: "javascript:x",
    });
    expect(badImage).toMatchObject({ ok: false, status: 400, field: "imageUrl" });
    expect(await count()).toBe(before);
    // A handle made from the title gets a free one instead.
    expect((await create("Workwear")).handle).toBe("workwear-2");
  });

  it("saves an edit only against the version it was loaded at", async () => {
    const { id } = await create("Site Gloves");
    const loaded = await load(id);
    const form = { ...collectionInputOf(loaded), title: "Site Gloves & Hand Protection" };
    expect(await saveCollection(db, admin, id, form)).toMatchObject({ ok: false, status: 428 });
    const saved = await saveCollection(db, admin, id, form, loaded.etag);
    expect(saved).toMatchObject({ ok: true, value: { id, handle: "site-gloves" } });

    const stale = await saveCollection(db, admin, id, { ...form, title: "Gloves" }, loaded.etag);
    expect(stale).toMatchObject({
      ok: false,
      status: 412,
      current: { title: "Site Gloves & Hand Protection" },
    });
    expect((await load(id)).title).toBe("Site Gloves & Hand Protection");
    const [entry] = await audits(id);
    expect(entry).toMatchObject({
      action: "collection.update",
      before: { title: "Site Gloves" },
      after: { title: "Site Gloves & Hand Protection" },
    });
  });

  it("puts the products in the owner's order, which the shop follows, and refuses unknown or repeated ones", async () => {
    const { id, handle } = await create("Site Starter Kit");
    let etag = (await load(id)).etag;
    const order = [ids.boot, ids.vest, ids.polo];
    const saved = await saveCollectionProducts(db, admin, id, { productIds: order }, etag);
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.value.productCount).toBe(3);
    expect(await shopOrder(handle)).toEqual([handles.boot, handles.vest, handles.polo]);

    etag = saved.value.etag;
    const reordered = await saveCollectionProducts(
      db,
      admin,
      id,
      { productIds: [ids.polo, ids.boot, ids.vest] },
      etag,
    );
    expect(reordered.ok).toBe(true);
    expect(await shopOrder(handle)).toEqual([handles.polo, handles.boot, handles.vest]);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({
      action: "collection.products",
      before: { productIds: [ids.boot, ids.vest, ids.polo] },
      after: { productIds: [ids.polo, ids.boot, ids.vest] },
    });

    const now = (await load(id)).etag;
    const unknown = await saveCollectionProducts(
      db,
      admin,
      id,
      { productIds: [ids.polo, 2_000_000_000] },
      now,
    );
    expect(unknown).toMatchObject({ ok: false, status: 400, field: "productIds.1" });
    const twice = await saveCollectionProducts(
      db,
      admin,
      id,
      { productIds: [ids.polo, ids.polo] },
      now,
    );
    expect(twice).toMatchObject({ ok: false, status: 400, field: "productIds.1" });
    expect(await saveCollectionProducts(db, admin, id, { productIds: [] }, etag)).toMatchObject({
      status: 412,
    });
    expect(await shopOrder(handle)).toEqual([handles.polo, handles.boot, handles.vest]);
  });

  it("makes an order loaded before a product joined from the product editor stale", async () => {
    const { id } = await create("Hi-Vis Jackets");
    const loaded = await load(id);
    const jacket = (await getEditorProduct(db, ids.jacket))!;
    const joined = await saveProduct(
      db,
      admin,
      ids.jacket,
      { ...editorInputOf(jacket), collectionIds: [...jacket.collectionIds, id] },
      jacket.etag,
    );
    expect(joined.ok).toBe(true);
    // Saving the empty list loaded earlier would take the jacket out again: refused.
    const stale = await saveCollectionProducts(db, admin, id, { productIds: [] }, loaded.etag);
    expect(stale).toMatchObject({ ok: false, status: 412 });
    expect((await load(id)).products.map((product) => product.id)).toEqual([ids.jacket]);
  });

  it("gives each product the figures the sort presets read: items sold on orders not cancelled", async () => {
    const { id } = await create("Best Sellers");
    const names: Name[] = ["martens", "snickers", "polo", "vest", "boot", "jacket"];
    const etag = (await load(id)).etag;
    const saved = await saveCollectionProducts(
      db,
      admin,
      id,
      { productIds: names.map((name) => ids[name]) },
      etag,
    );
    expect(saved.ok).toBe(true);
    const members = (await load(id)).products;
    const sold = Object.fromEntries(members.map((member) => [member.id, member.unitsSold]));
    // The demo orders: 20 vests and a pair of Dr. Martens were on cancelled orders.
    expect(names.map((name) => sold[ids[name]])).toEqual([0, 3, 23, 51, 12, 15]);
    expect(sortCollectionProducts(members, "best-selling").map((member) => member.id)).toEqual(
      ["vest", "polo", "jacket", "boot", "snickers", "martens"].map((name) => ids[name as Name]),
    );
    const byPrice = sortCollectionProducts(members, "price-asc");
    const prices = byPrice.map((member) => member.minPricePence!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("deletes a collection and keeps its products in the catalogue and their other collections", async () => {
    const { id, handle } = await create("Seasonal Offers");
    const etag = (await load(id)).etag;
    await saveCollectionProducts(db, admin, id, { productIds: [ids.vest, ids.polo] }, etag);
    const before = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .where(inArray(collectionProducts.productId, [ids.vest, ids.polo]));

    const deleted = await deleteCollection(db, admin, id, (await load(id)).etag);
    expect(deleted).toEqual({ ok: true, value: { id, deleted: true, productsKept: 2 } });
    expect(await getEditorCollection(db, id)).toBeNull();
    const kept = await db
      .select()
      .from(products)
      .where(inArray(products.id, [ids.vest, ids.polo]));
    expect(kept).toHaveLength(2);
    const after = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .where(inArray(collectionProducts.productId, [ids.vest, ids.polo]));
    expect(after[0]!.n).toBe(before[0]!.n - 2);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({
      action: "collection.delete",
      before: { title: "Seasonal Offers", productIds: [ids.vest, ids.polo] },
      after: null,
    });
    const shop = await commerce.getProductsByCollectionHandle(handle, { first: 20 });
    expect(shop).toEqual({ ok: true, data: null });
    expect(await deleteCollection(db, admin, id)).toMatchObject({ ok: false, status: 404 });
  });
});
