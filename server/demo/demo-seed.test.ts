import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { garmentColourNames } from "#core/catalogue/colours.ts";
import { groupCollections } from "#core/catalogue/category-groups.ts";
import { defaultLowStockThreshold, stockLevelOf } from "#core/catalogue/stock.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  appMeta,
  collectionProducts,
  collections,
  embroideryPositionSurcharges,
  embroideryPricing,
  invoiceCounters,
  invoices,
  orders,
  printPricing,
  productImages,
  productOptions,
  productVariants,
  products,
  shopSettings,
  users,
} from "#server/db/schema/index.ts";
import { loadStoredSettings } from "#server/settings/shop-settings-cache.ts";
import { bankStatusOf } from "#core/settings/shop-details.ts";
import { demoShopSettings } from "./demo-shop-settings.ts";
import { applyDemoSeed, countCatalogueRows, getDemoSeedState } from "./demo-seed.ts";

// The new-season jacket listed before its photos (spec/storefront.md §8 "Missing image").
const photosComingSoonHandle = "result-r901x-recycled-3-layer-softshell-jacket";

const requiredHandles = [
  "workwear",
  "safety-footwear",
  "ppe-equipment",
  "corporate-uniforms",
  "hi-vis-clothing",
  "polo-shirts",
];

describeWithDatabase("applying the demo seed", (use) => {
  // How long the seed takes is for the benchmarks (docs/performance.md: start time), not a timed
  // test: on a shared, busy machine it took 13 s once and failed CI (issue 16).
  beforeAll(async () => {
    expect(await applyDemoSeed(use().db)).toEqual({ applied: true });
  }, 60_000);

  it("creates at least fourteen collections including the six the footer and home page link to", async () => {
    const rows = await use()
      .db.select({ handle: collections.handle, title: collections.title })
      .from(collections);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.map((row) => row.handle)).toEqual(
      expect.arrayContaining([...requiredHandles, "clearance"]),
    );
  });

  it("puts every collection but clearance into a navigation group", async () => {
    const rows = await use()
      .db.select({ handle: collections.handle, title: collections.title })
      .from(collections);
    expect(groupCollections(rows).uncategorised.map((row) => row.handle)).toEqual(["clearance"]);
  });

  it("creates at least sixty products and no empty collection", async () => {
    const db = use().db;
    expect((await countCatalogueRows(db)).products).toBeGreaterThanOrEqual(60);
    const sizes = await db
      .select({
        handle: collections.handle,
        count: sql<number>`count(${collectionProducts.productId})::int`,
      })
      .from(collections)
      .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
      .groupBy(collections.handle);
    for (const row of sizes) expect(row.count, row.handle).toBeGreaterThan(0);
  });

  it("gives every variant a unique SKU", async () => {
    const rows = await use().db.select({ sku: productVariants.sku }).from(productVariants);
    expect(rows.every((row) => row.sku !== "")).toBe(true);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
  });

  it("makes every combination of a product's option values a variant, colour first", async () => {
    const db = use().db;
    const options = await db.select().from(productOptions);
    const variants = await db.select().from(productVariants);
    const productRows = await db.select({ id: products.id }).from(products);
    for (const { id } of productRows) {
      const own = options
        .filter((option) => option.productId === id)
        .sort((a, b) => a.position - b.position);
      expect(own.slice(0, 2).map((option) => option.name)).toEqual(["Color", "Size"]);
      const expected = own.reduce((product, option) => product * option.values.length, 1);
      const ownVariants = variants.filter((variant) => variant.productId === id);
      expect(ownVariants).toHaveLength(expected);
      const titles = new Set(ownVariants.map((variant) => variant.title));
      expect(titles.size).toBe(expected);
      for (const variant of ownVariants) {
        expect(variant.title).toBe(
          variant.selectedOptions.map((option) => option.value).join(" / "),
        );
        expect(variant.pricePence).toBeGreaterThan(0);
      }
      expect(own[0]!.values.length).toBeGreaterThanOrEqual(2);
      expect(own[0]!.values.length).toBeLessThanOrEqual(14);
    }
  });

  it("marks some variants as unavailable and puts some products on sale", async () => {
    const variants = await use().db.select().from(productVariants);
    expect(variants.filter((variant) => !variant.isAvailable).length).toBeGreaterThanOrEqual(8);
    const onSale = variants.filter((variant) => variant.compareAtPricePence !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const variant of onSale)
      expect(variant.compareAtPricePence).toBeGreaterThan(variant.pricePence);
  });

  it("has a variant at every stock level the product page tells of (issue 11.4)", async () => {
    const levels = new Set(
      (await use().db.select().from(productVariants)).map((variant) =>
        stockLevelOf(variant, defaultLowStockThreshold),
      ),
    );
    expect([...levels].sort()).toEqual(["backorder", "in", "low", "out", "untracked"]);
  });

  it("points every variant at an image of its own product whose alt text names its colour", async () => {
    const db = use().db;
    const images = new Map(
      (await db.select().from(productImages)).map((image) => [image.id, image]),
    );
    const [withoutPhotos] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, photosComingSoonHandle));
    for (const variant of await db.select().from(productVariants)) {
      if (variant.productId === withoutPhotos?.id) continue;
      const image = images.get(variant.imageId ?? -1);
      expect(image?.productId).toBe(variant.productId);
      expect(image?.altText).toMatch(new RegExp(` in ${variant.selectedOptions[0]!.value}$`));
      expect(image?.url).toMatch(/^\/images\/demo\/[a-z-]+\/[a-z0-9-]+\.svg$/);
    }
  });

  it("gives each top's colour a back picture, the back of that colour's front (issue 15.2)", async () => {
    const db = use().db;
    const all = await db.select().from(productImages);
    const byId = new Map(all.map((image) => [image.id, image]));
    const backs = all.filter((image) => image.backOfImageId !== null);
    expect(backs.length).toBeGreaterThan(50);
    for (const back of backs) {
      const front = byId.get(back.backOfImageId!);
      expect(front?.productId).toBe(back.productId);
      expect(back.url).toBe(front?.url.replace(/\/([a-z0-9-]+\.svg)$/, "/back/$1"));
      expect(back.altText).toBe(`${front?.altText}, back`);
      expect(back.position).toBe(front!.position + 1);
    }
    const polo = all.filter((image) => image.url.startsWith("/images/demo/polo/"));
    expect(
      polo.every((image) => image.backOfImageId !== null || !image.url.includes("/back/")),
    ).toBe(true);
    // A boot is drawn from the front only.
    expect(all.some((image) => image.url.startsWith("/images/demo/boot/back/"))).toBe(false);
  });

  it("has exactly one product whose photos are coming soon, with no images at all", async () => {
    const db = use().db;
    const productRows = await db
      .select({ id: products.id, handle: products.handle })
      .from(products);
    const withImages = new Set(
      (await db.select({ productId: productImages.productId }).from(productImages)).map(
        (row) => row.productId,
      ),
    );
    const withoutImages = productRows.filter((row) => !withImages.has(row.id));
    expect(withoutImages.map((row) => row.handle)).toEqual([photosComingSoonHandle]);
    const variants = await db
      .select({ imageId: productVariants.imageId })
      .from(productVariants)
      .where(eq(productVariants.productId, withoutImages[0]!.id));
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((variant) => variant.imageId === null)).toBe(true);
  });

  it("uses only colours the illustrations know by name", async () => {
    const known = new Set<string>(garmentColourNames);
    const colours = await use()
      .db.select({ values: productOptions.values })
      .from(productOptions)
      .where(eq(productOptions.name, "Color"));
    for (const colour of colours.flatMap((row) => row.values))
      expect(known.has(colour), colour).toBe(true);
  });

  it("includes one product with more than 250 variants", async () => {
    const rows = await use()
      .db.select({ productId: productVariants.productId, count: sql<number>`count(*)::int` })
      .from(productVariants)
      .groupBy(productVariants.productId);
    expect(rows.filter((row) => row.count > 250)).toHaveLength(1);
  });

  it("writes the decoration price tables with the DESIGN §3 figures", async () => {
    const db = use().db;
    const embroidery = await db
      .select()
      .from(embroideryPricing)
      .orderBy(embroideryPricing.sortOrder);
    expect(
      embroidery.map((row) => [
        row.sizeCategory,
        row.sizeDescription,
        row.setupCostLogoPence,
        row.setupCostTextPence,
      ]),
    ).toEqual([
      ["Standard", "Up to 8,000 stitches", 995, 0],
      ["Large", "8,001 – 15,000 stitches", 1995, 0],
    ]);
    expect(
      embroidery.map((row) => [
        row.price1To5Pence,
        row.price6To49Pence,
        row.price50To99Pence,
        row.price100To199Pence,
        row.price200To499Pence,
        row.price500PlusPence,
      ]),
    ).toEqual([
      [595, 350, 190, 165, 145, null],
      [795, 550, 390, 340, 295, null],
    ]);
    const surcharges = await db.select().from(embroideryPositionSurcharges);
    expect(Object.fromEntries(surcharges.map((row) => [row.position, row.surchargePence]))).toEqual(
      {
        "Chest Left": 0,
        "Chest Right": 0,
        "Chest Center": 0,
        "Back Center": 400,
        "Left Sleeve": 50,
        "Right Sleeve": 50,
      },
    );
    const print = await db.select().from(printPricing).orderBy(printPricing.sortOrder);
    expect(
      print.map((row) => [
        row.quantityRange,
        row.minQuantity,
        row.maxQuantity,
        row.pricePence,
        row.priceNote,
      ]),
    ).toEqual([
      ["1-5", 1, 5, 595, ""],
      ["6-24", 6, 24, 295, ""],
      ["25-49", 25, 49, 195, ""],
      ["50-499", 50, 499, 160, ""],
      ["500+", 500, null, null, "Price on application"],
    ]);
    for (const row of print) {
      expect(row.setupCostPence).toBe(595);
      expect(row.setupCostNote).toBe("Per design, per position");
    }
  });

  it("records that version 3 was applied, and a second run changes nothing", async () => {
    const db = use().db;
    expect(await getDemoSeedState(db)).toMatchObject({ version: 3, appliedAt: expect.any(String) });
    const before = await countCatalogueRows(db);
    expect(await applyDemoSeed(db)).toEqual({ applied: false });
    expect(await countCatalogueRows(db)).toEqual(before);
    expect(await db.select().from(printPricing)).toHaveLength(5);
    expect(await db.select().from(users)).toHaveLength(3);
  });
});

describeWithDatabase("a database seeded before the demo accounts existed (version 1)", (use) => {
  it("gets the demo accounts and keeps its catalogue as it was", async () => {
    const db = use().db;
    await applyDemoSeed(db);
    // Back to what version 1 wrote: the catalogue without accounts or their orders (nor invoices).
    await db.delete(invoices);
    await db.delete(invoiceCounters);
    await db.delete(orders);
    await db.delete(users);
    await db
      .update(appMeta)
      .set({ value: { version: 1, appliedAt: "2025-01-01T00:00:00.000Z" } })
      .where(eq(appMeta.key, "demo_seed"));
    const catalogue = await countCatalogueRows(db);

    expect(await applyDemoSeed(db)).toEqual({ applied: true });
    expect(await countCatalogueRows(db)).toEqual(catalogue);
    expect(
      (await db.select({ email: users.email }).from(users)).map((row) => row.email).sort(),
    ).toEqual(["admin@tradewear.test", "retail@tradewear.test", "trade@tradewear.test"]);
    expect((await db.select().from(orders)).length).toBeGreaterThanOrEqual(10);
    expect(await getDemoSeedState(db)).toMatchObject({ version: 3 });
  });
});

describeWithDatabase("a database seeded before the shop settings existed (version 2)", (use) => {
  it("gets the demo settings, with bank details no buyer is offered, and nothing else twice", async () => {
    const db = use().db;
    await applyDemoSeed(db);
    await db.delete(shopSettings);
    await db
      .update(appMeta)
      .set({ value: { version: 2, appliedAt: "2025-01-01T00:00:00.000Z" } })
      .where(eq(appMeta.key, "demo_seed"));
    const users2 = (await db.select().from(users)).length;

    expect(await applyDemoSeed(db)).toEqual({ applied: true });
    expect((await db.select().from(users)).length).toBe(users2);
    const { settings } = await loadStoredSettings(db);
    expect(settings.phone).toBe("01632 960 123");
    expect(settings.bankName).toBe("Demo Bank plc (not a real account)");
    expect(bankStatusOf(settings)).toBe("demo");
    expect(await getDemoSeedState(db)).toMatchObject({ version: 3 });
  });

  it("keeps settings the owner saved before the seed ran", async () => {
    const db = use().db;
    await db
      .update(shopSettings)
      .set({ settings: { ...demoShopSettings, phone: "0113 496 0000" } });
    await db
      .update(appMeta)
      .set({ value: { version: 2, appliedAt: "2025-01-01T00:00:00.000Z" } })
      .where(eq(appMeta.key, "demo_seed"));
    await applyDemoSeed(db);
    expect((await loadStoredSettings(db)).settings.phone).toBe("0113 496 0000");
  });
});

describeWithDatabase("a demo seed that fails part-way", (use) => {
  it("leaves no rows behind and no marker, so the next start can try again", async () => {
    const db = use().db;
    // A product already holding a handle the seed uses makes the products insert fail after the
    // collections were written in the same transaction.
    await db
      .insert(products)
      .values({ handle: "portwest-c472-hi-vis-two-band-and-brace-vest", title: "Existing vest" });
    await expect(applyDemoSeed(db)).rejects.toThrow();
    expect((await countCatalogueRows(db)).collections).toBe(0);
    expect(await db.select().from(embroideryPricing)).toHaveLength(0);
    expect(await db.select().from(appMeta).where(eq(appMeta.key, "demo_seed"))).toHaveLength(0);
    expect(await getDemoSeedState(db)).toBeNull();
    expect(await db.select().from(users)).toHaveLength(0);

    await db.delete(products);
    expect(await applyDemoSeed(db)).toEqual({ applied: true });
  });
});
