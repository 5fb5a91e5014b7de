import { and, count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import { createApp } from "#server/app.ts";
import { parseConfig, type Config } from "#server/config/env.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  catalogueImports,
  productVariants,
  products,
  users,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { streamedForm } from "#server/testing/streamed-form.ts";
import { getEditorProduct } from "../product-editor.ts";
import { csvOf, olderHeader, sampleCsv, sampleRows } from "./csv-test-support.ts";
import { importRunnerFor } from "./import-runner.ts";

// Issue 11.5 over HTTP, as the page and a script call it: the dry run, the import in the
// background (202, then its progress), idempotence, all or nothing per product, VAT, stock set
// from the file, an import taken up after its process stopped, and the refusals. Who may call
// these at all is server/admin/admin-access.test.ts's matrix.

type Summary = {
  id: string;
  status: string;
  totalRows: number;
  processedRows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: { line: number | null; column: string | null; message: string }[];
};

describeWithDatabase("the product CSV import over HTTP", (use) => {
  let db: Db;
  let admin: Browser;

  const adminOf = async (config: Config) => {
    const services = { config, database: use(), logger: pino({ level: "silent" }) };
    const app = createApp({ services, pageHandler: async () => new Response("page") });
    const browser = new Browser(app);
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: "admin@tradewear.test",
      password: "demo-password-1",
    });
    expect(signIn.status).toBe(200);
    return browser;
  };

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    admin = await adminOf(testConfig);
  });

  const upload = (text: string | Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("file", new Blob([text], { type: "text/csv" }), "products.csv");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };
  const post = (path: string, body: FormData | string, headers: Record<string, string> = {}) =>
    admin.request(`/api/admin/catalogue/imports${path}`, { method: "POST", body, headers });

  /** Starts the import and waits for it to end; its summary as GET answers it. */
  async function runImport(text: string, fields: Record<string, string> = {}) {
    const started = await post("", upload(text, fields));
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    expect(started.headers.get("location")).toBe(`/api/admin/catalogue/imports/${id}`);
    await importRunnerFor({
      config: testConfig,
      database: use(),
      logger: pino({ level: "silent" }),
    }).idle();
    const answer = await admin.request(`/api/admin/catalogue/imports/${id}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Summary;
  }

  const productNamed = async (handle: string) => {
    const [row] = await db.select().from(products).where(eq(products.handle, handle));
    return row ? getEditorProduct(db, row.id) : null;
  };
  const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;

  it("checks a file without writing anything (dryRun=1 answers 200 with the summary)", async () => {
    const before = await auditCount();
    const response = await post("?dryRun=1", upload(sampleCsv({ bom: true })));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "done",
      totalRows: 5,
      processedRows: 5,
      created: 2,
      updated: 0,
      errors: [],
    });
    expect(await productNamed("site-polo")).toBeNull();
    expect(await auditCount()).toBe(before);
    expect((await db.select({ n: count() }).from(catalogueImports))[0]!.n).toBe(0);
  });

  it("imports the file in the background: products, options, variants, stock, pictures, audit", async () => {
    const before = await auditCount();
    const summary = await runImport(sampleCsv({ delimiter: ";", bom: true }));
    expect(summary).toMatchObject({
      status: "done",
      totalRows: 5,
      processedRows: 5,
      created: 2,
      updated: 0,
      unchanged: 0,
      failed: 0,
      errors: [],
    });
    const polo = (await productNamed("site-polo"))!;
    expect(polo).toMatchObject({
      title: "Site Polo",
      descriptionHtml: "<p>Breathable <strong>pique</strong> polo.</p>",
      vendor: "Tradewear",
      productType: "Polo Shirts",
      tags: ["polo", "embroidery"],
      status: "active",
      seoTitle: "Site Polo | Tradewear",
      options: [
        { name: "Colour", values: ["Navy", "Black"] },
        { name: "Size", values: ["M", "L"] },
      ],
    });
    expect(polo.images.map((image) => [image.url, image.altText])).toEqual([
      ["https://cdn.example.com/polo-navy.jpg", "Navy polo"],
      ["https://cdn.example.com/polo-black.jpg", "Black polo"],
    ]);
    const [navyImage, blackImage] = polo.images;
    expect(
      polo.variants.map((v) => [
        v.optionValues.join(" / "),
        v.sku,
        v.pricePence,
        v.compareAtPricePence,
        v.weightGrams,
        v.inventoryTracked,
        v.inventoryQuantity,
        v.inventoryPolicy,
        v.imageId,
      ]),
    ).toEqual([
      ["Navy / M", "SP-NAVY-M", 1250, 1500, 220, true, 10, "deny", navyImage!.id],
      ["Navy / L", "SP-NAVY-L", 1250, null, 220, true, 4, "deny", null],
      ["Black / M", "SP-BLACK-M", 1250, null, 220, true, 0, "deny", blackImage!.id],
      ["Black / L", "SP-BLACK-L", 1250, null, 220, true, 2, "continue", null],
    ]);
    const beanie = (await productNamed("thermal-beanie"))!;
    expect(beanie).toMatchObject({
      status: "draft",
      options: [],
      descriptionHtml: "Warm,\nwith a fold-up cuff.",
    });
    expect(beanie.variants).toMatchObject([
      { sku: "BEANIE-1", pricePence: 450, inventoryTracked: false },
    ]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.action, "product.import.create")));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual(
      [String(polo.id), String(beanie.id)].sort(),
    );
    expect(await auditCount()).toBe(before + 2);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await auditCount();
    const updatedAt = (await productNamed("site-polo"))!.updatedAt;
    const check = await post("?dryRun=1", upload(sampleCsv()));
    expect(await check.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const summary = await runImport(sampleCsv());
    expect(summary).toMatchObject({ status: "done", created: 0, updated: 0, unchanged: 2 });
    expect((await productNamed("site-polo"))!.updatedAt).toBe(updatedAt);
    expect(await auditCount()).toBe(before);
  });

  it("imports each product whole or not at all", async () => {
    const rows = sampleRows();
    rows[0]!["Variant Price"] = "13.00";
    rows[1]!["Variant Price"] = "abc";
    rows[4]!["Variant Price"] = "5.00";
    const summary = await runImport(csvOf(olderHeader, rows));
    expect(summary).toMatchObject({ status: "done", created: 0, updated: 1, failed: 1 });
    expect(summary.errors).toEqual([
      { line: 3, column: "Variant Price", message: "'abc' is not a price" },
    ]);
    // The polo's first row was fine, but the polo is left as it was.
    expect((await productNamed("site-polo"))!.variants[0]!.pricePence).toBe(1250);
    expect((await productNamed("thermal-beanie"))!.variants[0]!.pricePence).toBe(500);
  });

  it("sets stock to the file's figure, as Shopify's import does", async () => {
    const navyM = (await productNamed("site-polo"))!.variants[0]!;
    // 3 sold since the last import: the file's 8 is what the shop now has, not 8 − 3.
    await db
      .update(productVariants)
      .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} - 3` })
      .where(eq(productVariants.id, navyM.id));
    const rows = sampleRows();
    rows[0]!["Variant Inventory Qty"] = "8";
    const summary = await runImport(csvOf(olderHeader, rows));
    expect(summary).toMatchObject({ status: "done", updated: 2, failed: 0, errors: [] });
    expect((await productNamed("site-polo"))!.variants[0]).toMatchObject({
      id: navyM.id,
      inventoryQuantity: 8,
    });
  });

  it("divides prices given with VAT by 1.2, rounding half a penny up", async () => {
    const rows = [
      {
        ...sampleRows()[4]!,
        Handle: "vat-beanie",
        Title: "VAT Beanie",
        "Variant SKU": "VAT-1",
        "Variant Price": "12.03",
        "Variant Compare At Price": "14.99",
      },
    ];
    const summary = await runImport(csvOf(olderHeader, rows), { pricesIncludeVat: "true" });
    expect(summary).toMatchObject({ status: "done", created: 1 });
    expect((await productNamed("vat-beanie"))!.variants[0]).toMatchObject({
      pricePence: 1003,
      compareAtPricePence: 1249,
    });
  });

  it("lists the latest imports and answers 404 for one that does not exist", async () => {
    const list = (await (await admin.request("/api/admin/catalogue/imports")).json()) as {
      imports: Summary[];
    };
    expect(list.imports.length).toBeGreaterThanOrEqual(4);
    expect(list.imports[0]).toMatchObject({ status: "done", fileName: "products.csv" });
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"])
      expect((await admin.request(`/api/admin/catalogue/imports/${id}`)).status).toBe(404);
  });

  it("takes up an import a stopped process left running, and ends one whose file is gone", async () => {
    const [owner] = await db.select().from(users).where(eq(users.email, "admin@tradewear.test"));
    const rows = sampleRows().map((row) => ({
      ...row,
      Handle: `resumed-${row.Handle}`,
      "Variant SKU": row["Variant SKU"] ? `R-${row["Variant SKU"]}` : "",
    }));
    const stale = sql`now() - interval '5 minutes'`;
    const [left] = await db
      .insert(catalogueImports)
      .values({
        fileName: "left.csv",
        createdBy: owner!.id,
        csvText: csvOf(olderHeader, rows),
        status: "running",
        heartbeatAt: stale,
        totalRows: 5,
        // Its first product was written before the process stopped.
        productsDone: 1,
        processedRows: 4,
        created: 1,
      })
      .returning();
    const [lost] = await db
      .insert(catalogueImports)
      .values({ fileName: "lost.csv", createdBy: owner!.id, status: "running", heartbeatAt: stale })
      .returning();
    const runner = importRunnerFor({
      config: testConfig,
      database: use(),
      logger: pino({ level: "silent" }),
    });
    await runner.resumeStale();
    await runner.idle();
    const resumed = (await (
      await admin.request(`/api/admin/catalogue/imports/${left!.id}`)
    ).json()) as Summary;
    expect(resumed).toMatchObject({ status: "done", processedRows: 5, created: 2 });
    expect(await productNamed("resumed-site-polo")).toBeNull();
    expect(await productNamed("resumed-thermal-beanie")).not.toBeNull();
    const failed = (await (
      await admin.request(`/api/admin/catalogue/imports/${lost!.id}`)
    ).json()) as Summary;
    expect(failed.status).toBe("failed");
    expect(failed.errors.at(-1)?.message).toMatch(/no longer kept/);
  });

  it("refuses a file that is not UTF-8, has no Handle column, or is too large — writing nothing", async () => {
    const before = (await db.select({ n: count() }).from(catalogueImports))[0]!.n;
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode("Handle,Title\r\npolo,"),
      0xa3,
      0x35,
    ]);
    const notUtf8 = await post("", upload(latin1));
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({
      field: "file",
      line: 2,
      error: expect.stringMatching(/not UTF-8/),
    });
    const noHandle = await post("?dryRun=1", upload("Title,Variant Price\r\nPolo,1.00\r\n"));
    expect(noHandle.status).toBe(400);
    expect(await noHandle.json()).toMatchObject({
      field: "file",
      error: expect.stringMatching(/no Handle column/),
    });
    const notMultipart = await post("", "Handle\r\npolo\r\n", { "content-type": "text/csv" });
    expect(notMultipart.status).toBe(400);
    const noFile = new FormData();
    noFile.set("pricesIncludeVat", "true");
    expect((await post("", noFile)).status).toBe(400);
    const badVat = await post("", upload(sampleCsv(), { pricesIncludeVat: "maybe" }));
    expect(await badVat.json()).toMatchObject({ field: "pricesIncludeVat" });

    // 21 MB counted as it streams in (no Content-Length), 50 MB refused from its declared length.
    const big = new Uint8Array(21 * 1024 * 1024).fill(0x61);
    const sent = await streamedForm(upload(big));
    const tooLarge = await admin.request("/api/admin/catalogue/imports", {
      method: "POST",
      body: sent.body,
      duplex: "half",
      headers: { "content-type": sent.contentType },
    } as RequestInit);
    expect(tooLarge.status).toBe(413);
    expect(sent.sentBytes()).toBeLessThan(sent.totalBytes);
    expect(await tooLarge.json()).toEqual({
      field: "file",
      error: expect.stringMatching(/^This file is larger than 20 MB\./),
    });
    const declared = await admin.request("/api/admin/catalogue/imports", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    expect((await db.select({ n: count() }).from(catalogueImports))[0]!.n).toBe(before);
  });

  it("refuses an upload from another site, and every import when Shopify owns the catalogue", async () => {
    const crossSite = await post("", upload(sampleCsv()), { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const parsed = parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL: testConfig.publicUrl,
      SESSION_SECRET: "accounts-test-secret-0123456789abcdef",
      SHOPIFY_STORE_DOMAIN: "tradewear-demo.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const shopify = await adminOf(parsed.config);
    const form = upload(sampleCsv());
    const refused = await shopify.request("/api/admin/catalogue/imports", {
      method: "POST",
      body: form,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "This shop's catalogue is managed in Shopify: change products there.",
    });
    expect((await shopify.request("/api/admin/catalogue/export")).status).toBe(409);
  });
});
