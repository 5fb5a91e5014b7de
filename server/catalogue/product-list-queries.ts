import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductListQuery, ProductStatusValue } from "#core/catalogue/product-list-query.ts";
import type { ProductStockLevel } from "#core/catalogue/product-stock.ts";
import { containsPattern } from "#server/admin/admin-list.ts";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  collections,
  productImages,
  products,
  productVariants,
} from "#server/db/schema/index.ts";

// Issue 11.1: the back office's Products list in the database — search, filters, sort, a page of
// rows with the total, and the figures of its quick filters. Drizzle only; the rules (who may,
// audit) are one layer up. A product's stock figures come from its own variants (a lateral
// subquery, one index lookup per product), and its stock level follows core/catalogue/
// product-stock.ts: out before low before in.

export type ProductListRow = {
  id: number;
  handle: string;
  title: string;
  status: ProductStatusValue;
  vendor: string;
  productType: string;
  tags: string[];
  /** The first image, or null when the product has none yet. */
  imageUrl: string | null;
  variantCount: number;
  trackedCount: number;
  trackedUnits: number;
  outCount: number;
  lowCount: number;
  stockLevel: ProductStockLevel;
  /** Ex VAT; null when the product has no variants. */
  minPricePence: number | null;
  maxPricePence: number | null;
  /** ISO 8601. */
  updatedAt: string;
};

/** A product's variants added up (see ProductStockCounts), joined laterally to each product. */
function variantStats(db: Db, lowStockThreshold: number) {
  const v = alias(productVariants, "v");
  const isTracked = sql`${v.inventoryTracked}`;
  return db
    .select({
      variantCount: sql<number>`count(*)::int`.as("variant_count"),
      trackedCount: sql<number>`(count(*) filter (where ${isTracked}))::int`.as("tracked_count"),
      trackedUnits:
        sql<number>`coalesce(sum(greatest(${v.inventoryQuantity}, 0)) filter (where ${isTracked}), 0)::int`.as(
          "tracked_units",
        ),
      outCount:
        sql<number>`(count(*) filter (where ${isTracked} and ${v.inventoryPolicy} = 'deny' and ${v.inventoryQuantity} <= 0))::int`.as(
          "out_count",
        ),
      lowCount:
        sql<number>`(count(*) filter (where ${isTracked} and ${v.inventoryQuantity} between 1 and ${lowStockThreshold}))::int`.as(
          "low_count",
        ),
      minPricePence: sql<number | null>`min(${v.pricePence})`.as("min_price_pence"),
      maxPricePence: sql<number | null>`max(${v.pricePence})`.as("max_price_pence"),
    })
    .from(v)
    .where(eq(v.productId, products.id))
    .as("stats");
}

type Stats = ReturnType<typeof variantStats>;

/** 0 out, 1 low, 2 in: the product's worst variant (core/catalogue/product-stock.ts). */
function stockRank(stats: Stats): SQL<number> {
  return sql<number>`case when ${stats.variantCount} = 0 or ${stats.outCount} > 0 then 0 when ${stats.lowCount} > 0 then 1 else 2 end`;
}

const stockLevels: readonly ProductStockLevel[] = ["out", "low", "in"];

function searchCondition(q: string): SQL | undefined {
  if (q === "") return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(products.title, pattern),
    ilike(products.vendor, pattern),
    sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`,
    sql`exists (select 1 from ${productVariants} sv where sv.product_id = ${products.id} and sv.sku ilike ${pattern})`,
  );
}

function filterConditions(query: ProductListQuery, stats: Stats): (SQL | undefined)[] {
  return [
    searchCondition(query.q),
    query.status ? eq(products.status, query.status) : undefined,
    query.collection === undefined
      ? undefined
      : sql`exists (select 1 from ${collectionProducts} cp where cp.product_id = ${products.id} and cp.collection_id = ${query.collection})`,
    query.vendor ? eq(products.vendor, query.vendor) : undefined,
    query.type ? eq(products.productType, query.type) : undefined,
    query.stock ? sql`${stockRank(stats)} = ${stockLevels.indexOf(query.stock)}` : undefined,
  ];
}

function sortOf(query: ProductListQuery, stats: Stats): SQL[] {
  const dir = sql.raw(query.dir);
  const key: Record<ProductListQuery["sort"], SQL[]> = {
    title: [sql`lower(${products.title}) ${dir}`],
    updated: [sql`${products.updatedAt} ${dir}`],
    // The order a product lives through: draft, then active, then archived.
    status: [
      sql`case ${products.status} when 'draft' then 0 when 'active' then 1 else 2 end ${dir}`,
    ],
    price: [sql`${stats.minPricePence} ${dir} nulls last`],
    stock: [sql`${stockRank(stats)} ${dir}`, sql`${stats.trackedUnits} ${dir}`],
  };
  return [...key[query.sort], sql`${products.id} asc`];
}

/** The matching products from `offset` (at most `limit`), and how many match in all. */
export async function selectProductRows(
  db: Db,
  query: ProductListQuery,
  lowStockThreshold: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: ProductListRow[] }> {
  const stats = variantStats(db, lowStockThreshold);
  const rows = await db
    .select({
      id: products.id,
      handle: products.handle,
      title: products.title,
      status: products.status,
      vendor: products.vendor,
      productType: products.productType,
      tags: products.tags,
      imageUrl: sql<
        string | null
      >`(select pi.url from ${productImages} pi where pi.product_id = ${products.id} order by pi.position limit 1)`,
      variantCount: stats.variantCount,
      trackedCount: stats.trackedCount,
      trackedUnits: stats.trackedUnits,
      outCount: stats.outCount,
      lowCount: stats.lowCount,
      stockRank: stockRank(stats),
      minPricePence: stats.minPricePence,
      maxPricePence: stats.maxPricePence,
      updatedAt: products.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoinLateral(stats, sql`true`)
    .where(and(...filterConditions(query, stats)))
    .orderBy(...sortOf(query, stats))
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, stockRank: rank, ...row }) => ({
      ...row,
      stockLevel: stockLevels[rank] ?? "in",
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** How many products are in each stock level, over the whole catalogue (the quick filters). */
export async function countProductsByStock(
  db: Db,
  lowStockThreshold: number,
): Promise<Record<ProductStockLevel, number>> {
  const stats = variantStats(db, lowStockThreshold);
  const rank = stockRank(stats);
  const rows = await db
    .select({ rank, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoinLateral(stats, sql`true`)
    .groupBy(rank);
  const counts: Record<ProductStockLevel, number> = { in: 0, low: 0, out: 0 };
  for (const row of rows) counts[stockLevels[row.rank] ?? "in"] += row.count;
  return counts;
}

export type ProductListFacets = {
  collections: { id: number; title: string }[];
  vendors: string[];
  productTypes: string[];
};

/** What the filter selects offer: every collection, vendor and product type in the catalogue. */
export async function listProductFacets(db: Db): Promise<ProductListFacets> {
  const [collectionRows, vendorRows, typeRows] = await Promise.all([
    db
      .select({ id: collections.id, title: collections.title })
      .from(collections)
      .orderBy(asc(collections.title), asc(collections.id)),
    db
      .selectDistinct({ vendor: products.vendor })
      .from(products)
      .where(sql`${products.vendor} <> ''`)
      .orderBy(asc(products.vendor)),
    db
      .selectDistinct({ productType: products.productType })
      .from(products)
      .where(sql`${products.productType} <> ''`)
      .orderBy(asc(products.productType)),
  ]);
  return {
    collections: collectionRows,
    vendors: vendorRows.map((row) => row.vendor),
    productTypes: typeRows.map((row) => row.productType),
  };
}
