import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  ProductListQuerySchema,
  type ProductListQuery,
} from "#core/catalogue/product-list-query.ts";
import { productStockLevelOf } from "#core/catalogue/product-stock.ts";
import type { Db } from "#server/db/client.ts";
import { collections, products, productVariants } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { buildDemoCatalogue } from "#server/demo/demo-catalogue.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import {
  countProductsByStock,
  listProductFacets,
  selectProductRows,
} from "./product-list-queries.ts";

// Issue 11.1: the back office's Products list reads the catalogue in the database — search over
// title, vendor, tags and SKUs, the filters, the sorts, 50 a page with the total — and gives each
// product the stock level of core/catalogue/product-stock.ts.

const demo = buildDemoCatalogue();
const cap = "beechfield-b18-heavy-brushed-cotton-cap";
const beanie = "beechfield-b47-original-cuffed-beanie";
/** Demo products with a size out of stock (tracked at 0, deny). */
const outHandles = demo.products
  .filter((product) =>
    product.variants.some(
      (v) => v.inventoryTracked && v.inventoryPolicy === "deny" && v.inventoryQuantity <= 0,
    ),
  )
  .map((product) => product.handle)
  .sort();
/** Demo products with none out and a tracked size with 1 to `threshold` left. */
const lowHandlesAt = (threshold: number) =>
  demo.products
    .filter(
      (product) =>
        !outHandles.includes(product.handle) &&
        product.variants.some(
          (v) => v.inventoryTracked && v.inventoryQuantity > 0 && v.inventoryQuantity <= threshold,
        ),
    )
    .map((product) => product.handle)
    .sort();

const query = (input: Record<string, string> = {}): ProductListQuery =>
  ProductListQuerySchema.parse(input);

describeWithDatabase("the Products list", (use) => {
  let db: Db;
  const list = (input: Record<string, string> = {}, threshold = 5, limit = 50) =>
    selectProductRows(db, query(input), threshold, limit, (query(input).page - 1) * limit);
  const handles = async (input: Record<string, string>, threshold = 5) =>
    (await list(input, threshold, 500)).rows.map((row) => row.handle).sort();

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    // One draft with an admin's wildcard in its title, and one archived product.
    await db
      .update(products)
      .set({ status: "draft", title: "Portwest B210 Essential Polo 100% Cotton" })
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    await db
      .update(products)
      .set({ status: "archived", updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(products.handle, "dewalt-apex-s3-safety-boot"));
  });

  it("searches titles, vendors, tags and variant SKUs, case-insensitively", async () => {
    expect(await handles({ q: "heavy BRUSHED cotton" })).toEqual([cap]);
    expect(await handles({ q: "BF-B47-HVYE" })).toEqual([beanie]);
    const beechfield = demo.products.filter((p) => p.vendor === "Beechfield").map((p) => p.handle);
    expect(await handles({ q: "beechfield" })).toEqual(beechfield.sort());
    const tagged = demo.products.filter((p) => p.tags.includes("embroidery-friendly"));
    expect(await handles({ q: "Embroidery-Friendly" })).toEqual(tagged.map((p) => p.handle).sort());
    // The admin's % is a character, not a wildcard.
    expect(await handles({ q: "100%" })).toEqual(["portwest-b210-essential-polo"]);
    expect(await handles({ q: "_" })).toEqual([]);
  });

  it("filters by status, collection, vendor, type and stock, and combines them", async () => {
    expect(await handles({ status: "draft" })).toEqual(["portwest-b210-essential-polo"]);
    expect(await handles({ status: "archived" })).toEqual(["dewalt-apex-s3-safety-boot"]);
    expect((await list({ status: "active" })).total).toBe(demo.products.length - 2);
    const [caps] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.handle, "caps-and-beanies"));
    const inCaps = demo.products.filter((p) => p.collectionHandles.includes("caps-and-beanies"));
    expect(await handles({ collection: String(caps!.id) })).toEqual(
      inCaps.map((p) => p.handle).sort(),
    );
    expect(await handles({ vendor: "Beechfield", type: "Beanie" })).toEqual([beanie]);
    expect(await handles({ stock: "low" })).toEqual(lowHandlesAt(5));
    expect(lowHandlesAt(5)).toEqual(expect.arrayContaining([beanie, cap]));
    expect(await handles({ stock: "out" })).toEqual(outHandles);
    expect(await handles({ stock: "low", collection: String(caps!.id), q: "cap" })).toEqual([cap]);
  });

  it("counts each stock level over the catalogue, with the shop's threshold", async () => {
    expect(await countProductsByStock(db, 5)).toEqual({
      in: demo.products.length - outHandles.length - lowHandlesAt(5).length,
      low: lowHandlesAt(5).length,
      out: outHandles.length,
    });
    // At a threshold of 2 the beanie's 4 left is plenty; the cap's last 2 Stone are still low.
    expect(await handles({ stock: "low" }, 2)).toEqual(lowHandlesAt(2));
    expect(lowHandlesAt(2)).toContain(cap);
    expect(lowHandlesAt(2)).not.toContain(beanie);
    expect((await countProductsByStock(db, 2)).low).toBe(lowHandlesAt(2).length);
  });

  it("gives every row the figures its stock line is made from, agreeing with core", async () => {
    const { rows } = await list({}, 5, 500);
    expect(rows).toHaveLength(demo.products.length);
    for (const row of rows) expect(row.stockLevel, row.handle).toBe(productStockLevelOf(row));
    const capRow = rows.find((row) => row.handle === cap)!;
    expect(capRow).toMatchObject({
      variantCount: 6,
      trackedCount: 6,
      trackedUnits: 48 + 36 + 3 + 14 + 22 + 2,
      lowCount: 2,
      outCount: 0,
      stockLevel: "low",
      minPricePence: 295,
      maxPricePence: 295,
      status: "active",
      vendor: "Beechfield",
      productType: "Cap",
    });
    expect(capRow.imageUrl).toMatch(/^\/images\/demo\/cap\//);
  });

  it("counts a product with no variants as out of stock, and a back-ordered size as for sale", async () => {
    const [bare] = await db
      .insert(products)
      .values({ handle: "zz-bare-product", title: "Zz Bare Product", status: "draft" })
      .returning({ id: products.id });
    // The B014 cap tracks no stock in the demo.
    const [baseballCap] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, "portwest-b014-six-panel-baseball-cap"));
    const capVariants = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, baseballCap!.id));
    await db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: -2, inventoryPolicy: "continue" })
      .where(eq(productVariants.id, capVariants[0]!.id));
    try {
      const rows = (await list({ q: "zz bare" })).rows;
      expect(rows[0]).toMatchObject({ variantCount: 0, stockLevel: "out", minPricePence: null });
      const capRow = (await list({ q: "B014 six panel" })).rows[0];
      expect(capRow).toMatchObject({
        stockLevel: "in",
        trackedCount: 1,
        trackedUnits: 0,
        outCount: 0,
      });
    } finally {
      await db.delete(products).where(eq(products.id, bare!.id));
      await db
        .update(productVariants)
        .set({ inventoryTracked: false, inventoryQuantity: 0, inventoryPolicy: "deny" })
        .where(
          inArray(
            productVariants.id,
            capVariants.map((v) => v.id),
          ),
        );
    }
  });

  it("sorts by title, price, status, stock and last update, either way", async () => {
    const titles = (await list({ sort: "title", dir: "asc" }, 5, 500)).rows.map((r) =>
      r.title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const prices = (await list({ sort: "price", dir: "desc" }, 5, 500)).rows.map(
      (r) => r.minPricePence!,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byStatus = (await list({ sort: "status" }, 5, 500)).rows.map((r) => r.status);
    expect(byStatus[0]).toBe("draft");
    expect(byStatus.at(-1)).toBe("archived");
    const byStock = (await list({ sort: "stock" }, 5, 500)).rows.map((r) => r.stockLevel);
    expect(byStock.slice(0, outHandles.length).every((level) => level === "out")).toBe(true);
    expect(byStock.slice(outHandles.length, outHandles.length + 2)).toEqual(["low", "low"]);
    const newest = await list({ sort: "updated", dir: "desc" });
    expect(newest.rows[0]?.handle).toBe("dewalt-apex-s3-safety-boot");
  });

  it("pages 50 at a time with the total of all that match", async () => {
    const first = await list({});
    expect(first.total).toBe(demo.products.length);
    expect(first.rows).toHaveLength(50);
    const second = await list({ page: "2" });
    expect(second.rows).toHaveLength(demo.products.length - 50);
    const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(ids.size).toBe(demo.products.length);
    expect((await list({ page: "9" })).rows).toEqual([]);
  });

  it("offers every collection, vendor and product type as a filter", async () => {
    const facets = await listProductFacets(db);
    expect(facets.collections).toHaveLength(demo.collections.length);
    expect(facets.vendors).toEqual([...new Set(demo.products.map((p) => p.vendor))].sort());
    expect(facets.productTypes).toContain("Beanie");
  });
});
