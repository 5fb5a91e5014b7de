import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { CollectionListQuery } from "#core/catalogue/collection-list-query.ts";
import type { ProductStatus } from "#core/catalogue/product-input.ts";
import { containsPattern } from "#server/admin/admin-list.ts";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  collections,
  orderItems,
  orders,
  productImages,
  productVariants,
  products,
} from "#server/db/schema/index.ts";

// Issue 11.3: the back office's collections in the database — the list with each one's product
// count, one collection's products in the shop's order with the figures the sort presets read,
// and the writes of the collection editor. Drizzle only; who may, the audit and the rules are one
// layer up (collection-save.ts).

export type CollectionListRow = {
  id: number;
  title: string;
  handle: string;
  imageUrl: string | null;
  productCount: number;
  /** ISO 8601. */
  updatedAt: string;
};

export type CollectionRecord = typeof collections.$inferSelect;

/** A product of the collection as the editor lists it, with what the sort presets read. */
export type CollectionMember = {
  id: number;
  title: string;
  handle: string;
  status: ProductStatus;
  imageUrl: string | null;
  /** Ex VAT, pence; null when the product has no variants. */
  minPricePence: number | null;
  /** Items on orders that were not cancelled. */
  unitsSold: number;
  /** ISO 8601. */
  createdAt: string;
};

const productCount = sql<number>`(select count(*) from ${collectionProducts} cp where cp.collection_id = ${collections.id})::int`;

function sortOf(query: CollectionListQuery): SQL[] {
  const dir = sql.raw(query.dir);
  const key: Record<CollectionListQuery["sort"], SQL> = {
    title: sql`lower(${collections.title}) ${dir}`,
    products: sql`${productCount} ${dir}`,
    updated: sql`${collections.updatedAt} ${dir}`,
  };
  return [key[query.sort], sql`${collections.id} asc`];
}

/** The collections matching the search (title or handle), a page of them and how many in all. */
export async function selectCollectionRows(
  db: Db,
  query: CollectionListQuery,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: CollectionListRow[] }> {
  const pattern = containsPattern(query.q);
  const rows = await db
    .select({
      id: collections.id,
      title: collections.title,
      handle: collections.handle,
      imageUrl: collections.imageUrl,
      productCount,
      updatedAt: collections.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(collections)
    .where(
      query.q === ""
        ? undefined
        : sql`(${collections.title} ilike ${pattern} or ${collections.handle} ilike ${pattern})`,
    )
    .orderBy(...sortOf(query))
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function getCollectionRecord(
  db: Db,
  id: number,
  { lock = false } = {},
): Promise<CollectionRecord | null> {
  const query = db.select().from(collections).where(eq(collections.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The collection's product ids, first to last, as the shop shows them. */
export async function listMemberIds(db: Db, collectionId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
  return rows.map((row) => row.productId);
}

/** Items sold of each product of `productIds` (a subquery), on orders that were not cancelled. */
function unitsSoldOf(db: Db, productIds: SQL) {
  return db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})::int`.as("units"),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(ne(orders.status, "cancelled"), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId)
    .as("sold");
}

/** A product's fields as the collection editor lists it, given its units sold. */
function memberFields(sold: ReturnType<typeof unitsSoldOf>) {
  return {
    id: products.id,
    title: products.title,
    handle: products.handle,
    status: products.status,
    imageUrl: sql<
      string | null
    >`(select pi.url from ${productImages} pi where pi.product_id = ${products.id} order by pi.position limit 1)`,
    minPricePence: sql<
      number | null
    >`(select min(pv.price_pence) from ${productVariants} pv where pv.product_id = ${products.id})`,
    unitsSold: sql<number>`coalesce(${sold.units}, 0)`.mapWith(Number),
    createdAt: products.createdAt,
  };
}

const asMember = (row: Omit<CollectionMember, "createdAt"> & { createdAt: Date }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The collection's products, first to last, with their figures (price, sales, age). */
export async function listCollectionMembers(
  db: Db,
  collectionId: number,
): Promise<CollectionMember[]> {
  // One aggregate over the order lines of the collection's products, not one per product.
  const sold = unitsSoldOf(
    db,
    sql`(select ${collectionProducts.productId} from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId})`,
  );
  const rows = await db
    .select(memberFields(sold))
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
  return rows.map(asMember);
}

/** Products whose title, handle or a SKU contains the text (at most 10), for the add picker. */
export async function searchCollectionCandidates(db: Db, q: string): Promise<CollectionMember[]> {
  const pattern = containsPattern(q);
  const matching = sql`(select ${products.id} from ${products} where ${products.title} ilike ${pattern} or ${products.handle} ilike ${pattern} or exists (select 1 from ${productVariants} sv where sv.product_id = ${products.id} and sv.sku ilike ${pattern}) order by lower(${products.title}), ${products.id} limit 10)`;
  const sold = unitsSoldOf(db, matching);
  const rows = await db
    .select(memberFields(sold))
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(inArray(products.id, matching))
    .orderBy(sql`lower(${products.title})`, asc(products.id));
  return rows.map(asMember);
}

/** Which of these product ids name products (the rest were deleted or never existed). */
export async function existingProductIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  // In slices, so 5,000 ids never make one statement with thousands of parameters.
  for (let start = 0; start < ids.length; start += 1_000) {
    const slice = ids.slice(start, start + 1_000);
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, slice));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Another collection already uses this handle. */
export async function isCollectionHandleTaken(
  db: Db,
  handle: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      exceptId === null
        ? eq(collections.handle, handle)
        : and(eq(collections.handle, handle), ne(collections.id, exceptId)),
    );
  return row !== undefined;
}

/** The sort order that puts a new collection after every other in the shop's collection list. */
export async function nextCollectionSortOrder(db: Db): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${collections.sortOrder})` })
    .from(collections);
  return (row?.last ?? 0) + 10;
}

/** Replaces the collection's products with these, in this order (positions 1, 2, 3, …). */
export async function replaceMembers(
  db: Db,
  collectionId: number,
  productIds: readonly number[],
): Promise<void> {
  await db.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
  for (let start = 0; start < productIds.length; start += 1_000) {
    await db
      .insert(collectionProducts)
      .values(
        productIds
          .slice(start, start + 1_000)
          .map((productId, index) => ({ collectionId, productId, position: start + index + 1 })),
      );
  }
}
