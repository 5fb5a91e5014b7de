import { parse } from "csv-parse/sync";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shopifyExportHeaders } from "#core/catalogue/shopify-csv.ts";
import { testConfig } from "#server/accounts/accounts-test-support.ts";
import type { Database } from "#server/db/client.ts";
import { products, users } from "#server/db/schema/index.ts";
import { describeWithDatabase, openTestDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import { exportCatalogueCsv } from "./csv-export.ts";
import { saveProduct } from "./product-save.ts";
import { loadProductsByHandle } from "./csv-import/csv-existing.ts";
import { runImportJob } from "./csv-import/csv-import-job.ts";
import { createImportJob, getImportJob } from "./csv-import/import-jobs.ts";
import type { EditorProduct } from "./product-editor.ts";

// Issue 11.5: the export writes Shopify's product CSV, and export → import into an empty shop
// gives the same catalogue (every product field, option, variant with its stock and picture, and
// picture), which a second import of the same file then leaves as it is.

const shopOrigin = new URL(testConfig.publicUrl).origin;

async function exportText(database: Database) {
  const stream = exportCatalogueCsv(database.db, { shopOrigin });
  // Kept as sent: Response.text() would drop the byte-order mark.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await new Response(stream).arrayBuffer(),
  );
}

/** The catalogue as the owner sees it, without the ids and times two databases cannot share. */
async function catalogueOf(database: Database) {
  const handles = (await database.db.select({ handle: products.handle }).from(products)).map(
    (row) => row.handle,
  );
  const loaded = await loadProductsByHandle(database.db, handles);
  const shape = (product: EditorProduct) => {
    const urlOf = new Map(product.images.map((image) => [image.id, image.url]));
    return {
      ...product,
      id: undefined,
      etag: undefined,
      updatedAt: undefined,
      collectionIds: undefined,
      images: product.images.map(({ url, altText }) => ({ url, altText })),
      variants: product.variants.map(({ id: _id, imageId, ...variant }) => ({
        ...variant,
        image: imageId ? urlOf.get(imageId) : null,
      })),
    };
  };
  return [...loaded.values()].map(shape).sort((a, b) => a.handle.localeCompare(b.handle));
}

describeWithDatabase("the product CSV export", (use, engine) => {
  let empty: Database;
  let text: string;

  beforeAll(async () => {
    const { db } = use();
    await applyDemoSeed(db);
    // Cells a spreadsheet would take for formulas, stock below zero, three options, no SKU,
    // archived: all must come back as they were.
    const saved = await saveProduct(db, await demoAdmin(db), null, {
      title: "=Hi-Vis Vest +",
      descriptionHtml: "<p>Class 2, <em>EN ISO 20471</em></p>",
      vendor: "@Portwest",
      productType: "-Vests",
      tags: ["hi-vis", "+ppe"],
      status: "archived",
      seoTitle: "Vest",
      options: [
        { name: "Colour", values: ["Yellow"] },
        { name: "Size", values: ["M", "L"] },
        { name: "Fit", values: ["Regular"] },
      ],
      variants: [
        {
          optionValues: ["Yellow", "M", "Regular"],
          sku: "=VEST-M",
          barcode: "+5012345678900",
          price: "2.95",
          inventoryTracked: true,
          inventoryQuantity: -2,
          inventoryPolicy: "continue",
          weightGrams: 0,
        },
        { optionValues: ["Yellow", "L", "Regular"], price: "3.10", compareAtPrice: "4.00" },
      ],
    });
    if (!saved.ok) throw new Error(saved.error);
    empty = await openTestDatabase(engine);
    await empty.db.insert(users).values({
      id: "csv-admin",
      name: "CSV Admin",
      email: "csv-admin@tradewear.test",
      emailVerified: true,
      role: "admin",
    });
    text = await exportText(use());
  }, 120_000);
  afterAll(async () => {
    await empty?.close();
  });

  it("writes Shopify's layout with a byte-order mark, a product's fields on its first row", () => {
    expect(text.startsWith("\uFEFFHandle,Title,Body (HTML),Vendor,Product Category,Type,")).toBe(
      true,
    );
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...shopifyExportHeaders]);
    const polo = rows.filter((row) => row["Handle"] === "portwest-b210-essential-polo");
    expect(polo[0]).toMatchObject({
      Title: "Portwest B210 Essential Polo",
      Published: "TRUE",
      Status: "active",
      "Option1 Name": "Color",
      "Option2 Name": "Size",
      "Variant Inventory Policy": "deny",
      "Variant Fulfillment Service": "manual",
    });
    expect(polo[0]!["Variant Price"]).toMatch(/^\d+\.\d{2}$/);
    expect(polo[0]!["Image Src"]).toMatch(new RegExp(`^${shopOrigin}/images/demo/`));
    expect(polo[1]!.Title).toBe("");
    expect(polo.filter((row) => row["Variant SKU"] !== "").length).toBeGreaterThan(10);
    const vest = rows.filter((row) => row["Handle"] === "hi-vis-vest");
    expect(vest[0]).toMatchObject({
      Title: "'=Hi-Vis Vest +",
      Vendor: "'@Portwest",
      "Variant SKU": "'=VEST-M",
      "Variant Inventory Qty": "-2",
      Published: "FALSE",
      Status: "archived",
    });
  });

  it("imports into an empty shop as the same catalogue, and a second import changes nothing", async () => {
    const services = { config: testConfig, database: empty, logger: pino({ level: "silent" }) };
    const run = async () => {
      const id = await createImportJob(empty.db, {
        fileName: "export.csv",
        pricesIncludeVat: false,
        createdBy: "csv-admin",
        csvText: text,
      });
      await runImportJob(services, id);
      return (await getImportJob(empty.db, id))!;
    };
    const first = await run();
    const original = await catalogueOf(use());
    expect(first).toMatchObject({
      status: "done",
      failed: 0,
      errors: [],
      created: original.length,
    });
    expect(await catalogueOf(empty)).toEqual(original);
    const second = await run();
    expect(second).toMatchObject({
      status: "done",
      created: 0,
      updated: 0,
      unchanged: original.length,
    });
  }, 300_000);
});
