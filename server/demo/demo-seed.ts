import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import {
  appMeta,
  collectionProducts,
  collections,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { hashDemoPasswords, insertDemoAccounts } from "./demo-accounts.ts";
import { buildDemoCatalogue, type DemoCatalogue } from "./demo-catalogue.ts";
import { insertStartingPrices } from "#server/pricing/starting-prices.ts";
import { insertDemoDiscountCodes } from "./demo-discount-codes.ts";
import { demoShopSettings } from "./demo-shop-settings.ts";
import { insertSettingsIfNone } from "#server/settings/shop-settings-queries.ts";

// DESIGN §10: the demo catalogue, the §3 pricing tables and the demo accounts (demo-accounts.ts)
// with their orders, prices and credit. One transaction, so a process killed mid-seed leaves
// nothing half-written; the app_meta marker is written last in the same transaction, so "marker
// present" means "everything of that version present".

export const demoSeedKey = "demo_seed";
/**
 * 1: catalogue and pricing tables. 2: the demo accounts too (added to a version-1 database).
 * 3: the demo shop settings too (added to an older database unless the owner saved settings).
 */
export const demoSeedVersion = 3;

export type DemoSeedState = { version: number; appliedAt: string };

/** Rows per INSERT: few round trips, well under PostgreSQL's 65,535 bind parameters. */
const chunkSize = 500;

/** Serialises concurrent seeders (two instances starting at once) on a server database. */
const seedLockId = 7_310_042_001;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += chunkSize)
    out.push(rows.slice(start, start + chunkSize));
  return out;
}

/** Inserts in chunks, one after another, and collects what each INSERT … RETURNING gave back. */
async function insertAll<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (const chunk of chunks(rows)) results.push(...(await insert(chunk)));
  return results;
}

/** The demo seed marker, or null when the demo data has not been applied. */
export async function getDemoSeedState(db: Db | Tx): Promise<DemoSeedState | null> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, demoSeedKey));
  return row ? (row.value as DemoSeedState) : null;
}

/**
 * Writes the demo data unless it is already there: all of it into an empty database, only the
 * demo accounts into one seeded before they existed (version 1). Returns applied: false when the
 * current version's marker exists (nothing is written). Throws, writing nothing, when any row
 * conflicts with existing data.
 */
export async function applyDemoSeed(db: Db): Promise<{ applied: boolean }> {
  if (((await getDemoSeedState(db))?.version ?? 0) >= demoSeedVersion) return { applied: false };
  const catalogue = buildDemoCatalogue();
  // scrypt takes a moment: hashed before the transaction rather than while it holds the lock.
  const passwordHashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    const existing = await getDemoSeedState(tx);
    if ((existing?.version ?? 0) >= demoSeedVersion) return { applied: false };
    const applied = existing?.version ?? 0;
    if (applied < 1) await insertDemoCatalogue(tx, catalogue);
    if (applied < 2) {
      await insertDemoAccounts(tx, passwordHashes);
      await insertDemoDiscountCodes(tx);
    }
    await insertSettingsIfNone(tx, demoShopSettings);

    const state: DemoSeedState = { version: demoSeedVersion, appliedAt: new Date().toISOString() };
    await tx
      .insert(appMeta)
      .values({ key: demoSeedKey, value: state })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: state, updatedAt: sql`now()` } });
    return { applied: true };
  });
}

/** The catalogue, its collections and the decoration pricing tables. */
async function insertDemoCatalogue(tx: Tx, catalogue: DemoCatalogue): Promise<void> {
  const collectionRows = await tx
    .insert(collections)
    .values(catalogue.collections)
    .returning({ id: collections.id, handle: collections.handle });
  const collectionIds = new Map(collectionRows.map((row) => [row.handle, row.id]));

  const productRows = await insertAll(
    catalogue.products.map(
      ({ handle, title, description, descriptionHtml, vendor, productType, tags }) => ({
        handle,
        title,
        description,
        descriptionHtml,
        vendor,
        productType,
        tags,
      }),
    ),
    (chunk) =>
      tx.insert(products).values(chunk).returning({ id: products.id, handle: products.handle }),
  );
  const productIds = new Map(productRows.map((row) => [row.handle, row.id]));
  const productIdOf = (handle: string) => {
    const id = productIds.get(handle);
    if (id === undefined) throw new Error(`Demo product ${handle} was not inserted`);
    return id;
  };

  await insertAll(
    catalogue.products.flatMap((product) =>
      product.options.map((option, index) => ({
        productId: productIdOf(product.handle),
        name: option.name,
        position: index + 1,
        values: option.values,
      })),
    ),
    (chunk) => tx.insert(productOptions).values(chunk).returning({ id: productOptions.id }),
  );

  const imageRows = await insertAll(
    catalogue.products.flatMap((product) =>
      product.images.map(({ url, altText, width, height }, index) => ({
        productId: productIdOf(product.handle),
        url,
        altText,
        width,
        height,
        position: index + 1,
      })),
    ),
    (chunk) =>
      tx.insert(productImages).values(chunk).returning({
        id: productImages.id,
        productId: productImages.productId,
        position: productImages.position,
      }),
  );
  const imageIds = new Map(imageRows.map((row) => [`${row.productId}:${row.position}`, row.id]));
  // Issue 15.2: each back picture (/images/demo/{kind}/back/{colour}.svg) is the back of its
  // colour's front picture, found by address in one statement.
  await tx.execute(sql`
    UPDATE product_images AS back SET back_of_image_id = front.id
    FROM product_images AS front
    WHERE back.product_id = front.product_id
      AND back.url LIKE '/images/demo/%/back/%'
      AND front.url = replace(back.url, '/back/', '/')`);

  await insertAll(
    catalogue.products.flatMap((product) => {
      const productId = productIdOf(product.handle);
      const imagePosition = new Map(
        product.images.flatMap((image, index) =>
          image.view === "front" ? [[image.colour, index + 1] as const] : [],
        ),
      );
      return product.variants.map(({ colour, ...variant }, index) => ({
        ...variant,
        productId,
        imageId: imageIds.get(`${productId}:${imagePosition.get(colour)}`) ?? null,
        position: index + 1,
      }));
    }),
    (chunk) => tx.insert(productVariants).values(chunk).returning({ id: productVariants.id }),
  );

  const memberships = new Map<string, number>();
  await insertAll(
    catalogue.products.flatMap((product) =>
      product.collectionHandles.map((handle) => {
        const position = (memberships.get(handle) ?? 0) + 1;
        memberships.set(handle, position);
        return {
          collectionId: collectionIds.get(handle)!,
          productId: productIdOf(product.handle),
          position,
        };
      }),
    ),
    (chunk) =>
      tx
        .insert(collectionProducts)
        .values(chunk)
        .returning({ productId: collectionProducts.productId }),
  );

  // Loaded at the first start already when the shop began without the demo data.
  await insertStartingPrices(tx);
}

export type DemoCatalogueCounts = {
  collections: number;
  products: number;
  variants: number;
  images: number;
};

/** Row counts of the catalogue tables, for logs after seeding and for tests. */
export async function countCatalogueRows(db: Db | Tx): Promise<DemoCatalogueCounts> {
  const count = sql<number>`count(*)::int`;
  const [[collectionCount], [productCount], [variantCount], [imageCount]] = await Promise.all([
    db.select({ count }).from(collections),
    db.select({ count }).from(products),
    db.select({ count }).from(productVariants),
    db.select({ count }).from(productImages),
  ]);
  return {
    collections: collectionCount?.count ?? 0,
    products: productCount?.count ?? 0,
    variants: variantCount?.count ?? 0,
    images: imageCount?.count ?? 0,
  };
}
