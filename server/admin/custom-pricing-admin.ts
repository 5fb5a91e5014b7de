import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { toGid } from "#commerce/engine/global-id.ts";
import type { RemoteCatalogue } from "#server/pricing/customer-prices.server.ts";
import type { Db } from "#server/db/client.ts";
import {
  customerPricing,
  productVariants,
  products,
  profiles,
  users,
} from "#server/db/schema/index.ts";
import {
  containsPattern,
  foundRows,
  listReaders,
  orderBy,
  searchWhere,
  totalOver,
  type ListQuery,
} from "./admin-list.ts";
import { listAuditTrail, type AuditEntry } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { customerNameSql, noEmail, unknownName } from "./customers-admin.ts";
import { etagOf } from "./record-version.ts";

// spec/back-office.md §2 Custom Pricing tab: per-customer prices (ex VAT, DESIGN §3.1) with the
// standard price beside each, searched by customer name, e-mail, product id and variant id (as a
// number or a global id) and, as a shop owner would expect, the product's title. Changes are in
// custom-pricing-changes.ts.

export const customPricingSorts = ["customer", "product", "price", "status", "created"] as const;
export type CustomPricingSort = (typeof customPricingSorts)[number];

export type CustomPriceListRow = {
  id: string;
  userId: string;
  customerName: string;
  email: string;
  /** Our product's number, or in Shopify mode the store's product global id (issue 17). */
  productId: number | string;
  productTitle: string;
  productHandle: string;
  /** null = all variants. */
  variantId: number | string | null;
  variantTitle: string | null;
  customPricePence: number;
  /** The variant's list price; for all variants the cheapest and dearest variant. */
  standardPence: { min: number; max: number } | null;
  isActive: boolean;
  notes: string;
  createdAt: string;
  /** Issue 10.9: the price's version, sent back as If-Match with an edit. */
  etag: string;
};

/** Issue 10.9: a custom price's version, from the fields its dialog and badge edit. */
export function customPriceEtag(row: {
  id: string;
  customPricePence: number;
  isActive: boolean;
  notes: string;
}): string {
  return etagOf("customer_pricing", row.id, [row.customPricePence, row.isActive, row.notes]);
}

// The cheapest and dearest variant of the product, for an all-variants price. Qualified by hand
// (an alias inside, the outer table by name) so the subquery never reads the wrong row.
const standardMin = sql<
  number | null
>`(select min(pv.price_pence) from ${productVariants} pv where pv.product_id = ${customerPricing}.product_id)`;
const standardMax = sql<
  number | null
>`(select max(pv.price_pence) from ${productVariants} pv where pv.product_id = ${customerPricing}.product_id)`;

const sortColumns = {
  customer: sql`lower(${customerNameSql()})`,
  product: sql`lower(coalesce(${products.title}, ${customerPricing.remoteProductTitle}))`,
  price: customerPricing.customPricePence,
  status: customerPricing.isActive,
  created: customerPricing.createdAt,
} as const;

function selectPrices(db: Db) {
  return db
    .select({
      id: customerPricing.id,
      userId: customerPricing.userId,
      customerName: customerNameSql(),
      email: users.email,
      productId: customerPricing.productId,
      productTitle: products.title,
      productHandle: products.handle,
      variantId: customerPricing.variantId,
      variantTitle: productVariants.title,
      remoteProductId: customerPricing.remoteProductId,
      remoteVariantId: customerPricing.remoteVariantId,
      remoteProductTitle: customerPricing.remoteProductTitle,
      remoteVariantTitle: customerPricing.remoteVariantTitle,
      variantPrice: productVariants.pricePence,
      standardMin,
      standardMax,
      customPricePence: customerPricing.customPricePence,
      isActive: customerPricing.isActive,
      notes: customerPricing.notes,
      createdAt: customerPricing.createdAt,
      total: totalOver,
    })
    .from(customerPricing)
    .leftJoin(users, eq(users.id, customerPricing.userId))
    .leftJoin(profiles, eq(profiles.id, customerPricing.userId))
    .leftJoin(products, eq(products.id, customerPricing.productId))
    .leftJoin(productVariants, eq(productVariants.id, customerPricing.variantId));
}

type PriceSelect = Awaited<ReturnType<ReturnType<typeof selectPrices>["execute"]>>[number];

function toRow(row: PriceSelect): CustomPriceListRow {
  const base = {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName || unknownName,
    email: row.email ?? noEmail,
    customPricePence: row.customPricePence,
    isActive: row.isActive,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    etag: customPriceEtag(row),
  };
  // Issue 17: a Shopify store's product, with the titles it had when the price was set. Its list
  // price is the store's (withStoreStandardPrices).
  if (row.productId === null)
    return {
      ...base,
      productId: row.remoteProductId ?? "",
      productTitle: row.remoteProductTitle ?? row.remoteProductId ?? "",
      productHandle: "",
      variantId: row.remoteVariantId,
      variantTitle:
        row.remoteVariantId === null ? null : (row.remoteVariantTitle ?? row.remoteVariantId),
      standardPence: null,
    };
  const standardPence =
    row.variantId !== null
      ? row.variantPrice === null
        ? null
        : { min: row.variantPrice, max: row.variantPrice }
      : row.standardMin === null || row.standardMax === null
        ? null
        : { min: Number(row.standardMin), max: Number(row.standardMax) };
  return {
    ...base,
    productId: row.productId,
    productTitle: row.productTitle ?? `Product ${row.productId}`,
    productHandle: row.productHandle ?? "",
    variantId: row.variantId,
    variantTitle: row.variantTitle,
    standardPence,
  };
}

/**
 * The product and variant ids as searched: as numbers (39), and, for a search with a slash in it,
 * as the global ids the Storefront API and the shop's pages show (gid://shopify/Product/39), so a
 * pasted id finds its prices (issue 22.7). Not for every search: any text would match the words
 * of every row's global id ("product").
 */
function idFields(q: string) {
  const numbers = [
    sql`${customerPricing.productId}::text`,
    sql`${customerPricing.variantId}::text`,
  ];
  if (!q.includes("/")) return numbers;
  return [
    ...numbers,
    customerPricing.remoteProductId,
    customerPricing.remoteVariantId,
    sql`${toGid("Product", "")} || ${customerPricing.productId}::text`,
    sql`${toGid("ProductVariant", "")} || ${customerPricing.variantId}::text`,
  ];
}

async function selectPage(
  db: Db,
  query: ListQuery<CustomPricingSort>,
  limit: number,
  offset: number,
) {
  const rows = await selectPrices(db)
    .where(
      searchWhere(query.q, [
        customerNameSql(),
        users.email,
        ...idFields(query.q),
        products.title,
        customerPricing.remoteProductTitle,
      ]),
    )
    .orderBy(...orderBy(sortColumns[query.sort], query.dir, customerPricing.id))
    .limit(limit)
    .offset(offset);
  return foundRows(rows, toRow);
}

/** The Custom Pricing tab's page, and every matching price for its CSV export. */
export const { page: listCustomPrices, all: listAllCustomPrices } = listReaders(selectPage);

/**
 * Issue 17: the store's list prices (and handles) beside the prices of its products, the store
 * asked once for all the rows' products. A row keeps no standard price when the store cannot
 * answer or no longer sells it; our own products' rows are left as they are.
 */
export async function withStoreStandardPrices(
  rows: CustomPriceListRow[],
  store: RemoteCatalogue | null,
): Promise<CustomPriceListRow[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => (typeof row.productId === "string" ? [row.productId] : []))),
  ];
  if (!store || ids.length === 0) return rows;
  const found = await store.getProductVariantPrices(ids);
  if (!found.ok) return rows;
  const byId = new Map(found.data.map((product) => [product.productId, product]));
  return rows.map((row) => {
    const product = typeof row.productId === "string" ? byId.get(row.productId) : undefined;
    if (!product) return row;
    const prices = product.variants
      .filter((variant) => row.variantId === null || variant.id === row.variantId)
      .map((variant) => variant.pricePence);
    return {
      ...row,
      productHandle: product.handle,
      standardPence:
        prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) },
    };
  });
}

export type CustomPriceDetail = { price: CustomPriceListRow; audit: AuditEntry[] };

export async function getCustomPriceDetail(
  db: Db,
  id: string,
  store: RemoteCatalogue | null = null,
): Promise<CustomPriceDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectPrices(db).where(eq(customerPricing.id, id));
  if (!row) return null;
  const [price] = await withStoreStandardPrices([toRow(row)], store);
  return { price: price!, audit: await listAuditTrail(db, "customer_pricing", id) };
}

/** Our catalogue's numbers, or in Shopify mode the store's global ids (issue 17). */
export type CatalogueId = number | string;

export type CatalogueMatch = {
  id: CatalogueId;
  title: string;
  handle: string;
  variants: { id: CatalogueId; title: string; sku: string; pricePence: number }[];
};

const pickerSize = 10;

/**
 * Issue 17: the product picker in Shopify mode, over the store's catalogue: up to 10 of its
 * products found by the shop's own search, each with its variants. Throws when the store cannot
 * be read (the route answers 503).
 */
export async function searchStoreCatalogue(
  store: RemoteCatalogue,
  q: string,
): Promise<CatalogueMatch[]> {
  const text = q.trim().slice(0, 100);
  if (text === "") return [];
  const found = await store.searchProducts(text, { first: pickerSize });
  if (!found.ok) throw new Error("the store's catalogue could not be searched");
  const ids = found.data.items.map((product) => product.id);
  const detailed = await store.getProductVariantPrices(ids);
  if (!detailed.ok) throw new Error("the store's variants could not be read");
  const byId = new Map(detailed.data.map((product) => [product.productId, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    return [{ id, title: product.title, handle: product.handle, variants: product.variants }];
  });
}

/** The product picker: up to 10 products whose title, handle or a variant's SKU contains `q`. */
export async function searchCatalogue(db: Db, q: string): Promise<CatalogueMatch[]> {
  const text = q.trim().slice(0, 100);
  if (text === "") return [];
  const pattern = containsPattern(text);
  const found = await db
    .selectDistinct({ id: products.id, title: products.title, handle: products.handle })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      or(
        ilike(products.title, pattern),
        ilike(products.handle, pattern),
        ilike(productVariants.sku, pattern),
        /^\d{1,9}$/.test(text) ? eq(products.id, Number(text)) : undefined,
      ),
    )
    .orderBy(asc(products.title), asc(products.id))
    .limit(pickerSize);
  if (found.length === 0) return [];
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      title: productVariants.title,
      sku: productVariants.sku,
      pricePence: productVariants.pricePence,
    })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.productId,
          found.map((product) => product.id),
        ),
      ),
    )
    .orderBy(asc(productVariants.position));
  return found.map((product) => ({
    ...product,
    variants: variants
      .filter((variant) => variant.productId === product.id)
      .map(({ id, title, sku, pricePence }) => ({ id, title, sku, pricePence })),
  }));
}
