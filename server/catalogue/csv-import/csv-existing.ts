import { asc, eq, inArray, ne, and } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { editorProductOf, type EditorProduct } from "../product-editor.ts";

// Issue 11.5: the shop's products named by a file, read many at a time (an import of 10,000 rows
// must not read them one by one), in the shape the product editor uses. Inside an import's
// transaction they are read locked (FOR UPDATE), so a save from the editor waits for the batch.

const chunkSize = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += chunkSize) out.push(items.slice(at, at + chunkSize));
  return out;
}

/** The products with these handles (lower case), by handle. */
export async function loadProductsByHandle(
  db: Db,
  handles: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, EditorProduct>> {
  const found = new Map<string, EditorProduct>();
  for (const part of chunks(handles)) {
    const query = db
      .select()
      .from(products)
      .where(inArray(products.handle, part))
      .orderBy(asc(products.id));
    const rows = options.lock ? await query.for("update") : await query;
    if (rows.length === 0) continue;
    const ids = rows.map((row) => row.id);
    const [options_, variants, images, memberships] = [
      await db
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, ids))
        .orderBy(asc(productOptions.productId), asc(productOptions.position)),
      await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.productId), asc(productVariants.position)),
      await db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.productId), asc(productImages.position)),
      await db.select().from(collectionProducts).where(inArray(collectionProducts.productId, ids)),
    ];
    const byProduct = <T extends { productId: number }>(list: T[]) => {
      const map = new Map<number, T[]>();
      for (const item of list) {
        const own = map.get(item.productId);
        if (own) own.push(item);
        else map.set(item.productId, [item]);
      }
      return map;
    };
    const optionsOf = byProduct(options_);
    const variantsOf = byProduct(variants);
    const imagesOf = byProduct(images);
    const collectionsOf = byProduct(memberships);
    for (const product of rows) {
      found.set(
        product.handle,
        editorProductOf(product, {
          options: optionsOf.get(product.id) ?? [],
          variants: variantsOf.get(product.id) ?? [],
          images: imagesOf.get(product.id) ?? [],
          memberships: collectionsOf.get(product.id) ?? [],
        }),
      );
    }
  }
  return found;
}

/** Which product (by handle) has each of these SKUs (lower case keys). */
export async function loadSkuOwners(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const part of chunks(skus)) {
    const rows = await db
      .select({ sku: productVariants.sku, handle: products.handle })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(productVariants.sku, part), ne(productVariants.sku, "")));
    for (const row of rows) owners.set(row.sku.toLowerCase(), row.handle);
  }
  return owners;
}
