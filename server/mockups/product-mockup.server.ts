import { eq, sql } from "drizzle-orm";
import { numericIdOf } from "#commerce/engine/global-id.ts";
import { type MockupArea, mockupAreasFor } from "#core/mockup/mockup-areas.ts";
import { readMockupAreas } from "#core/mockup/mockup-input.ts";
import type { Db } from "#server/db/client.ts";
import { productImages, productMockups } from "#server/db/schema/index.ts";

// Issue 15.2: what the product page needs to draw the live mock-up — the placement areas (the
// owner's, else the product type's defaults) and which picture is the back of which.

export type ProductMockup = {
  areas: MockupArea[];
  /** Pairs of picture indexes in the product's gallery: [front, back]. */
  backs: [number, number][];
};

type ImageLike = { url: string };

/** The owner's own areas for a product, or null when it uses its type's defaults. */
export async function ownMockupAreas(db: Db, productId: number): Promise<MockupArea[] | null> {
  const [row] = await db
    .select({ areas: productMockups.areas })
    .from(productMockups)
    .where(eq(productMockups.productId, productId));
  // Stored by the checked save (mockup-admin.server.ts); read through the same check so a row
  // written by hand cannot break the page.
  return row?.areas ? readMockupAreas(row.areas) : null;
}

/** Gallery index pairs [front, back] from an address map, for the pictures the page shows. */
export function backPairs(
  images: readonly ImageLike[],
  backs: Map<string, string>,
): [number, number][] {
  const indexOf = new Map(images.map((image, index) => [image.url, index]));
  return images.flatMap((image, index): [number, number][] => {
    const back = backs.get(image.url);
    const backIndex = back === undefined ? undefined : indexOf.get(back);
    return backIndex === undefined ? [] : [[index, backIndex]];
  });
}

/**
 * The owner's areas and the back picture of each front picture (by address) in one statement:
 * the product page reads them on every uncached render (issue 12.6).
 */
async function mockupRowOf(
  db: Db,
  productId: number,
): Promise<{ own: MockupArea[] | null; backs: Map<string, string> }> {
  const result = await db.execute(sql`
    select
      (select ${productMockups.areas} from ${productMockups}
        where ${productMockups.productId} = ${productId}) as areas,
      (select json_agg(json_build_array(front.url, back.url))
        from ${productImages} as back
        join ${productImages} as front on front.id = back.back_of_image_id
        where back.product_id = ${productId}) as backs`);
  const [row] = (result as unknown as { rows: { areas: unknown; backs: unknown }[] }).rows;
  const backs = Array.isArray(row?.backs) ? (row.backs as [string, string][]) : [];
  return {
    // Read through the checked save's check, as ownMockupAreas does.
    own: row?.areas ? readMockupAreas(row.areas) : null,
    backs: new Map(backs),
  };
}

/**
 * The product page's mock-up data for a product of our catalogue (global id), its type and its
 * gallery as the page shows it. A product the database does not hold gets its type's defaults.
 */
export async function productMockupOf(
  db: Db,
  product: { id: string; productType: string; images: readonly ImageLike[] },
): Promise<ProductMockup> {
  const productId = numericIdOf(product.id, "Product");
  if (productId === null) return { areas: mockupAreasFor(product.productType, null), backs: [] };
  const { own, backs } = await mockupRowOf(db, productId);
  return {
    areas: mockupAreasFor(product.productType, own),
    backs: backPairs(product.images, backs),
  };
}
