import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { collectionProducts, collections, products } from "../db/schema/index.ts";

export type CollectionLink = { handle: string; title: string };

/** Every collection's handle and title, in the shop's order. */
export async function listCollectionLinks(db: Db): Promise<CollectionLink[]> {
  return db
    .select({ handle: collections.handle, title: collections.title })
    .from(collections)
    .orderBy(asc(collections.sortOrder), asc(collections.title));
}

export type CollectionCard = CollectionLink & {
  description: string;
  imageUrl: string | null;
  imageAlt: string | null;
  productCount: number;
};

/** Collections with their picture and how many published products they hold. */
export async function listCollectionCards(db: Db, limit?: number): Promise<CollectionCard[]> {
  const query = db
    .select({
      handle: collections.handle,
      title: collections.title,
      description: collections.description,
      imageUrl: collections.imageUrl,
      imageAlt: collections.imageAlt,
      productCount: count(products.id),
    })
    .from(collections)
    .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
    .leftJoin(
      products,
      and(eq(products.id, collectionProducts.productId), eq(products.isPublished, true)),
    )
    .groupBy(collections.id)
    .orderBy(asc(collections.sortOrder), asc(collections.title));
  return limit === undefined ? query : query.limit(limit);
}

export type VendorSummary = { vendor: string; productCount: number };

/** Brands by how many published products carry them, most first. */
export async function listTopVendors(db: Db, limit: number): Promise<VendorSummary[]> {
  return db
    .select({ vendor: products.vendor, productCount: count(products.id) })
    .from(products)
    .where(eq(products.isPublished, true))
    .groupBy(products.vendor)
    .orderBy(desc(count(products.id)), asc(products.vendor))
    .limit(limit);
}
