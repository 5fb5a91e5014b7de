import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import {
  appMeta,
  collectionProducts,
  collections,
  embroideryPositionSurcharges,
  embroideryPricing,
  printPricing,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { buildDemoCatalogue } from "./demo-catalogue.ts";
import {
  demoEmbroideryPositionSurcharges,
  demoEmbroideryPricing,
  demoPrintPricing,
} from "./demo-catalogue-pricing.ts";
import { insertDemoDiscountCodes } from "./demo-discount-codes.ts";

// DESIGN §10: the demo catalogue and the §3 pricing tables. One transaction, so a process killed
// mid-seed leaves nothing half-written; the app_meta marker is written last in the same
// transaction, so "marker present" means "everything present". Demo accounts are seeded elsewhere.

export const demoSeedKey = "demo_seed";
export const demoSeedVersion = 1;

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
 * Writes the demo catalogue and pricing tables unless they are already there.
 * Returns applied: false when the marker exists (nothing is written). Throws, writing nothing,
 * when any row conflicts with existing data.
 */
export async function applyDemoSeed(db: Db): Promise<{ applied: boolean }> {
  const catalogue = buildDemoCatalogue();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    if (await getDemoSeedState(tx)) return { applied: false };

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

    await insertAll(
      catalogue.products.flatMap((product) => {
        const productId = productIdOf(product.handle);
        const imagePosition = new Map(
          product.images.map((image, index) => [image.colour, index + 1]),
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

    await tx.insert(embroideryPricing).values(demoEmbroideryPricing);
    await tx.insert(embroideryPositionSurcharges).values(demoEmbroideryPositionSurcharges);
    await tx.insert(printPricing).values(demoPrintPricing);
    await insertDemoDiscountCodes(tx);

    const state: DemoSeedState = { version: demoSeedVersion, appliedAt: new Date().toISOString() };
    await tx.insert(appMeta).values({ key: demoSeedKey, value: state });
    return { applied: true };
  });
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
