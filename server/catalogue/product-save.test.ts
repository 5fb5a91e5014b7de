import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { optionCombinations, type ProductInput } from "#core/catalogue/product-input.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  collections,
  productHandleRedirects,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import { editorInputOf, getEditorProduct, type EditorProduct } from "./product-editor.ts";
import { currentProductHandle } from "./handle-redirects.server.ts";
import { saveProduct } from "./product-save.ts";

// Issue 11.2: the product editor's save: a polo in 6 colours × 8 sizes, its handle, its options
// renamed and reordered with the variants keeping their ids, stock moved by the editor's change,
// and every refusal writing nothing.

const colours = ["Black", "Navy", "Royal", "Red", "Bottle", "White"];
const sizes = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"];

function newPolo(overrides: Partial<ProductInput> = {}): ProductInput {
  const options = [
    { name: "Colour", values: colours },
    { name: "Size", values: sizes },
  ];
  return {
    title: "Site Polo",
    descriptionHtml: "<p>Breathable <strong>pique</strong> polo.</p><script>alert(1)</script>",
    vendor: "Tradewear",
    productType: "Polo Shirts",
    tags: ["polo", "embroidery"],
    status: "active",
    seoTitle: "Site Polo Shirts | Tradewear",
    options,
    variants: optionCombinations(options).map((optionValues) => ({
      optionValues,
      sku: `SP-${optionValues.join("-")}`,
      price: "12.50",
      inventoryTracked: true,
      inventoryQuantity: 10,
    })),
    ...overrides,
  };
}

/** The editor's form as the owner has it after loading `product`, ready to send back. */
const formOf = (product: EditorProduct) => ({ ...editorInputOf(product), etag: product.etag });

describeWithDatabase("the product editor's save", (use) => {
  let db: Db;
  let admin: Admin;
  let commerce: CommerceClient;

  beforeAll(async () => {
    db = use().db;
    ({ commerce } = await seededStorefront(db));
    admin = await demoAdmin(db);
  });

  const load = async (id: number) => (await getEditorProduct(db, id))!;

  it("creates a 6 × 8 polo the shop sells, with a handle from its title and a sanitised description", async () => {
    const [workwear] = await db
      .select()
      .from(collections)
      .where(eq(collections.handle, "workwear"));
    const saved = await saveProduct(db, admin, null, newPolo({ collectionIds: [workwear!.id] }));
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.value.handle).toBe("site-polo");
    const product = await load(saved.value.id);
    expect(product.variants).toHaveLength(48);
    expect(product.variants[9]).toMatchObject({
      optionValues: ["Navy", "S"],
      pricePence: 1250,
      inventoryQuantity: 10,
    });
    expect(product.descriptionHtml).toBe("<p>Breathable <strong>pique</strong> polo.</p>");

    const shown = await commerce.getProductByHandle("site-polo");
    expect(shown.ok && shown.data?.variants.length).toBe(48);
    // The search listing reaches the Storefront API's Product.seo.
    expect(shown.ok && shown.data?.seo).toEqual({
      title: "Site Polo Shirts | Tradewear",
      description: null,
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(saved.value.id))),
      );
    expect(audit.map((entry) => entry.action)).toEqual(["product.create"]);
  });

  it("gives a second product of the same title the next free handle", async () => {
    const saved = await saveProduct(
      db,
      admin,
      null,
      newPolo({ variants: [{ optionValues: ["Black", "M"], sku: "SP2", price: 10 }] }),
    );
    expect(saved.ok && saved.value.handle).toBe("site-polo-2");
  });

  it("keeps the variants' ids when a colour is renamed and the sizes reordered", async () => {
    const [row] = await db.select().from(products).where(eq(products.handle, "site-polo"));
    const before = await load(row!.id);
    const navyS = before.variants.find((v) => v.optionValues.join("/") === "Navy/S")!;
    const form = formOf(before);
    form.options = [
      { name: "Colour", values: colours.map((c) => (c === "Navy" ? "French Navy" : c)) },
      { name: "Size", values: [...sizes].reverse() },
    ];
    form.variants = form.variants.map((variant) => ({
      ...variant,
      optionValues: variant.optionValues.map((v) => (v === "Navy" ? "French Navy" : v)),
    }));
    const saved = await saveProduct(db, admin, row!.id, form, before.etag);
    if (!saved.ok) throw new Error(saved.error);
    const after = await load(row!.id);
    const renamed = after.variants.find((v) => v.id === navyS.id)!;
    expect(renamed.optionValues).toEqual(["French Navy", "S"]);
    expect(after.variants.map((v) => v.id).sort()).toEqual(before.variants.map((v) => v.id).sort());
    expect(after.options[0]!.values[1]).toBe("French Navy");
  });

  it("moves stock by the editor's change, so items sold meanwhile stay sold", async () => {
    const [row] = await db.select().from(products).where(eq(products.handle, "site-polo"));
    const before = await load(row!.id);
    const form = formOf(before);
    const first = before.variants[0]!;
    // A buyer takes 3 while the owner has the form open; the owner adds 5 to the 10 shown.
    await db
      .update(productVariants)
      .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} - 3` })
      .where(eq(productVariants.id, first.id));
    form.variants[0] = { ...form.variants[0]!, inventoryQuantity: first.inventoryQuantity + 5 };
    const saved = await saveProduct(db, admin, row!.id, form, before.etag);
    expect(saved.ok).toBe(true);
    expect((await load(row!.id)).variants[0]!.inventoryQuantity).toBe(first.inventoryQuantity + 2);
  });

  it("leaves a redirect from the old handle when the handle changes", async () => {
    const [row] = await db.select().from(products).where(eq(products.handle, "site-polo"));
    const form = formOf(await load(row!.id));
    const saved = await saveProduct(
      db,
      admin,
      row!.id,
      { ...form, handle: "site-polo-shirt" },
      form.etag as string,
    );
    expect(saved.ok).toBe(true);
    const redirects = await db
      .select()
      .from(productHandleRedirects)
      .where(eq(productHandleRedirects.productId, row!.id));
    expect(redirects.map((r) => r.handle)).toEqual(["site-polo"]);
    const services = { database: use(), config: { shopify: undefined } };
    expect(await currentProductHandle(services, "site-polo")).toBe("site-polo-shirt");
    expect(await currentProductHandle(services, "no-such-polo")).toBeNull();
  });

  it("refuses a save made against an older version (412, with the product as it is now)", async () => {
    const [row] = await db
      .select()
      .from(products)
      .where(
        eq(
          products.id,
          (await db.select().from(products).where(eq(products.handle, "site-polo-shirt")))[0]!.id,
        ),
      );
    const stale = formOf(await load(row!.id));
    const first = await saveProduct(
      db,
      admin,
      row!.id,
      { ...stale, title: "Site Polo Shirt" },
      stale.etag as string,
    );
    expect(first.ok).toBe(true);
    const second = await saveProduct(
      db,
      admin,
      row!.id,
      { ...stale, title: "Old title" },
      stale.etag as string,
    );
    expect(second).toMatchObject({ ok: false, status: 412 });
    expect((await load(row!.id)).title).toBe("Site Polo Shirt");
    expect(await saveProduct(db, admin, row!.id, stale)).toMatchObject({ status: 428 });
  });

  describe("refuses bad input with the field named and writes nothing", () => {
    const refusals: [string, Partial<ProductInput>, string, number?][] = [
      ["no title", { title: "  " }, "title"],
      [
        "a price below 0",
        { variants: [{ optionValues: ["Black", "S"], price: "-1" }] },
        "variants.0.price",
      ],
      [
        "a price over £100,000",
        { variants: [{ optionValues: ["Black", "S"], price: "100000.01" }] },
        "variants.0.price",
      ],
      ["a bad handle", { handle: "Hi Vis!" }, "handle"],
      [
        "more than 100 values in an option",
        {
          options: [{ name: "Size", values: Array.from({ length: 101 }, (_, i) => `S${i}`) }],
          variants: [{ optionValues: ["S0"], price: 1 }],
        },
        "options.0.values",
      ],
      [
        "more than 2,000 variants",
        {
          options: [
            { name: "A", values: Array.from({ length: 50 }, (_, i) => `a${i}`) },
            { name: "B", values: Array.from({ length: 41 }, (_, i) => `b${i}`) },
          ],
          variants: [{ optionValues: ["a0", "b0"], price: 1 }],
        },
        "options",
      ],
      [
        "a SKU twice",
        {
          variants: [
            { optionValues: ["Black", "S"], sku: "X1", price: 1 },
            { optionValues: ["Black", "M"], sku: "X1", price: 1 },
          ],
        },
        "variants.1.sku",
      ],
      [
        "a SKU of another product",
        { variants: [{ optionValues: ["Black", "S"], sku: "SP-Black-S", price: 1 }] },
        "variants.0.sku",
        409,
      ],
      [
        "a handle of another product",
        {
          handle: "site-polo-2",
          variants: [{ optionValues: ["Black", "S"], sku: "NEW-1", price: 1 }],
        },
        "handle",
        409,
      ],
      [
        "a variant of another product",
        { variants: [{ id: 1, optionValues: ["Black", "S"], price: 1 }] },
        "variants.0.id",
      ],
      ["a NUL byte", { vendor: "Acme\u0000" }, "vendor"],
    ];
    it.each(refusals)("%s", async (_, overrides, field, status = 400) => {
      const count = async () => (await db.select({ id: products.id }).from(products)).length;
      const before = await count();
      const result = await saveProduct(
        db,
        admin,
        null,
        newPolo({ title: "Refused Polo", ...overrides }),
      );
      expect(result).toMatchObject({ ok: false, status, field });
      expect(await count()).toBe(before);
    });
  });

  it("hides a draft from the shop and shows it once active", async () => {
    const [row] = await db.select().from(products).where(eq(products.handle, "site-polo-shirt"));
    const form = formOf(await load(row!.id));
    expect(
      (await saveProduct(db, admin, row!.id, { ...form, status: "draft" }, form.etag)).ok,
    ).toBe(true);
    const hidden = await commerce.getProductByHandle("site-polo-shirt");
    expect(hidden.ok && hidden.data).toBeNull();
  });
});
