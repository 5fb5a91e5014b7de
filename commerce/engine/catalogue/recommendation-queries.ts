import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { collectionProducts, products } from "#server/db/schema/index.ts";
import { productRowColumns, type ProductRow } from "./catalogue-queries.ts";

// The engine's reads for productRecommendations (issue 13.1): RELATED is the products that share
// the most collections with the product, nearest in the owner's order first, filled up with
// products of its type. Both are bounded index ranges, so they cost the same at any size.

/** Collections and neighbours per collection a recommendation looks at (bounded at any size). */
const relatedReach = { collections: 20, neighbours: 24 };

/**
 * Products sharing collections with this one, most shared first: in each of its collections the
 * products that follow it in the owner's order (a bounded index range, so a collection of 100,000
 * costs what one of 10 does), then the nearest.
 */
export function listRelatedProducts(
  db: Db,
  productId: number,
  limit: number,
): Promise<ProductRow[]> {
  const related = sql`(
    select next.product_id, count(*) as shared, min(next.distance) as nearest
    from (select * from ${collectionProducts} where product_id = ${productId}
          order by collection_id limit ${relatedReach.collections}) as mine
    cross join lateral (
      select cp.product_id, cp.position - mine.position as distance
      from ${collectionProducts} as cp
      where cp.collection_id = mine.collection_id
        and (cp.position, cp.product_id) > (mine.position, mine.product_id)
      order by cp.position, cp.product_id
      limit ${relatedReach.neighbours}
    ) as next
    group by next.product_id
  ) as related`;
  return db
    .select({ product: productRowColumns })
    .from(products)
    .innerJoin(related, sql`related.product_id = ${products.id}`)
    .where(and(eq(products.isPublished, true), sql`${products.id} <> ${productId}`))
    .orderBy(sql`related.shared desc`, sql`related.nearest`, asc(products.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.product));
}

/** Published products of this type, but not these, first added first (a recommendation's fill). */
export function listProductsOfType(
  db: Db,
  productType: string,
  exceptIds: number[],
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select(productRowColumns)
    .from(products)
    .where(
      and(
        eq(products.isPublished, true),
        // The (lower(product_type), id) index of the sort by type serves this range.
        sql`lower(${products.productType}) = ${productType.toLowerCase()}`,
        sql`${products.id} <> all(${`{${exceptIds.join(",")}}`}::int[])`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(limit);
}
