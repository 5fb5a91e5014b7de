import { count, eq, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { auditLog, productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { checkImport, type ImportOptions } from "./csv-check.ts";
import { csvOf, olderHeader, sampleCsv, sampleRows } from "./csv-test-support.ts";

// Issue 11.5: the dry run ("Check file") against the demo catalogue: what the import would create,
// update and leave, every problem with its line and column, and nothing written.

const options: ImportOptions = { pricesIncludeVat: false, shopOrigin: "http://localhost:3000" };

describeWithDatabase("checking a product CSV (dry run)", (use) => {
  let db: Db;
  const tableCounts = async () => ({
    products: (await db.select({ n: count() }).from(products))[0]!.n,
    variants: (await db.select({ n: count() }).from(productVariants))[0]!.n,
    audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
  });

  it("previews two new products and their variants, and writes nothing", async () => {
    const before = await tableCounts();
    const check = await checkImport(db, sampleCsv(), options);
    expect(check).toMatchObject({
      status: "done",
      totalRows: 5,
      processedRows: 5,
      created: 2,
      updated: 0,
      unchanged: 0,
      failed: 0,
      variants: { created: 5, updated: 0, unchanged: 0 },
      errors: [],
      productCount: 2,
      ignoredColumns: [
        "Variant Fulfillment Service",
        "Variant Requires Shipping",
        "Variant Taxable",
        "Gift Card",
        "Variant Weight Unit",
      ],
    });
    expect(check.products.map((p) => [p.handle, p.action, p.line])).toEqual([
      ["site-polo", "create", 2],
      ["thermal-beanie", "create", 6],
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it("names every problem by line and column, and leaves out only the products that have one", async () => {
    const rows = sampleRows();
    rows[1]!["Variant Price"] = "abc";
    rows[2]!["Variant Inventory Qty"] = "lots";
    rows[3]!["Option2 Value"] = "";
    rows[4]!.Status = "live";
    rows.push({
      Handle: "no-price-cap",
      Title: "Cap",
      "Option1 Name": "Title",
      "Option1 Value": "Default Title",
    });
    const check = await checkImport(db, csvOf(olderHeader, rows), options);
    expect(check.errors).toEqual([
      { line: 3, column: "Variant Price", message: "'abc' is not a price" },
      {
        line: 4,
        column: "Variant Inventory Qty",
        message: "'lots' is not a whole number of items",
      },
      { line: 5, column: "Option2 Value", message: "Enter this variant's Size" },
      {
        line: 6,
        column: "Status",
        message: "'live' is not a status: use active, draft or archived",
      },
      { line: 8, column: "Variant Price", message: "Enter the variant's price" },
    ]);
    expect(check).toMatchObject({ created: 0, failed: 3 });
  });

  it("runs the product editor's checks on each product: limits, options, SKUs", async () => {
    const rows = sampleRows();
    rows[0]!["Variant Price"] = "100000.01";
    rows[1]!["Variant SKU"] = "SP-NAVY-M";
    rows[4]!.Handle = "Thermal Beanie!";
    const [demo] = await db
      .select()
      .from(productVariants)
      .where(ne(productVariants.sku, ""))
      .limit(1);
    rows[4]!["Variant SKU"] = demo!.sku;
    const check = await checkImport(db, csvOf(olderHeader, rows), options);
    expect(check.errors).toEqual([
      { line: 2, column: "Variant Price", message: "'100000.01' is more than £100,000" },
      { line: 3, column: "Variant SKU", message: "SKU SP-NAVY-M is also on variant 1" },
      {
        line: 6,
        column: "Handle",
        message: "Use lower-case letters, numbers and single hyphens, e.g. hi-vis-polo",
      },
      {
        line: 6,
        column: "Variant SKU",
        message: expect.stringMatching(/^SKU .* is already used by the product /),
      },
    ]);
  });

  it("refuses a SKU two products of the file share, and a picture that is not a web address", async () => {
    const rows = sampleRows();
    rows[4]!["Variant SKU"] = "SP-NAVY-L"; // the polo's second variant
    rows[2]!["Image Src"] = "ftp://cdn.example.com/polo-black.jpg";
    const check = await checkImport(db, csvOf(olderHeader, rows), options);
    expect(check.errors).toEqual([
      {
        line: 4,
        column: "Image Src",
        message: "'ftp://cdn.example.com/polo-black.jpg' is not a web address (https://…)",
      },
      { line: 6, column: "Variant SKU", message: "SKU SP-NAVY-L is also on line 3 (site-polo)" },
    ]);
  });

  it("takes VAT off prices given with VAT, rounding half a penny up", async () => {
    const rows = sampleRows().slice(4);
    rows[0]!["Variant Price"] = "12.03"; // 1002.5p ex VAT
    const check = await checkImport(db, csvOf(olderHeader, rows), {
      ...options,
      pricesIncludeVat: true,
    });
    expect(check.errors).toEqual([]);
    expect(check.created).toBe(1);
  });

  it("leaves alone what the file has no column for: a stock file by SKU changes only stock", async () => {
    const [row] = await db
      .select({
        handle: products.handle,
        sku: productVariants.sku,
        quantity: productVariants.inventoryQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ne(productVariants.sku, ""))
      .limit(1);
    const header = ["Handle", "Variant SKU", "Variant Inventory Qty"];
    const same = {
      Handle: row!.handle,
      "Variant SKU": row!.sku,
      "Variant Inventory Qty": String(row!.quantity),
    };
    const unchanged = await checkImport(db, csvOf(header, [same]), options);
    expect(unchanged.errors).toEqual([]);
    expect(unchanged.products[0]!.action).toBe("unchanged");
    const restock = { ...same, "Variant Inventory Qty": String(row!.quantity + 5) };
    const updated = await checkImport(db, csvOf(header, [restock]), options);
    expect(updated).toMatchObject({ updated: 1, variants: { updated: 1, created: 0 } });
  });
});
