import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { collections, pages, productHandleRedirects, products } from "#server/db/schema/index.ts";
import {
  emptyConnection,
  EngineInputError,
  offsetWindow,
  toConnection,
  type PageArgs,
} from "../connection.ts";
import { toGid } from "../global-id.ts";
import { asInput, type EngineContext } from "./catalogue-resolvers.ts";

// Issue 13: what Hydrogen's sitemap and 404 routes ask. `sitemap(type:)` lists the shop's
// products, collections and pages 250 to a sitemap page, as Shopify does; the shop has no blog,
// articles or metaobjects, so those have none. `urlRedirects` are a product's earlier handles
// (issue 11.2), each sending /products/{old} to /products/{current}. `blogs` is empty and `blog`
// null: the shop has no blog.

type SitemapType = "ARTICLE" | "BLOG" | "COLLECTION" | "METAOBJECT" | "PAGE" | "PRODUCT";

/** Resources per sitemap page, as on Shopify. */
const perSitemapPage = 250;
/** The deepest sitemap page asked for: 2.5 million resources. */
const maxSitemapPage = 10_000;

type Listed = {
  table: PgTable;
  handle: PgColumn;
  title: PgColumn;
  updatedAt: PgColumn;
  id: PgColumn;
  where?: SQL;
};

const listedTypes: Partial<Record<SitemapType, Listed>> = {
  PRODUCT: {
    table: products,
    handle: products.handle,
    title: products.title,
    updatedAt: products.updatedAt,
    id: products.id,
    where: eq(products.isPublished, true),
  },
  COLLECTION: {
    table: collections,
    handle: collections.handle,
    title: collections.title,
    updatedAt: collections.updatedAt,
    id: collections.id,
  },
  PAGE: {
    table: pages,
    handle: pages.handle,
    title: pages.title,
    updatedAt: pages.updatedAt,
    id: pages.id,
  },
};

function sitemapOf(type: SitemapType, context: EngineContext) {
  const { db } = context;
  const listed = listedTypes[type];
  return {
    async pagesCount() {
      if (!listed) return { count: 0, precision: "EXACT" };
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(listed.table)
        .where(listed.where);
      return { count: Math.ceil((row?.count ?? 0) / perSitemapPage), precision: "EXACT" };
    },
    resources: ({ page }: { page: number }) => asInput(() => resourcesOf(listed, page, context)),
  };
}

async function resourcesOf(listed: Listed | undefined, page: number, { db }: EngineContext) {
  if (!Number.isInteger(page) || page < 1 || page > maxSitemapPage)
    throw new EngineInputError(`page must be between 1 and ${maxSitemapPage}`);
  if (!listed) return { hasNextPage: false, items: [] };
  const rows = await db
    .select({ handle: listed.handle, title: listed.title, updatedAt: listed.updatedAt })
    .from(listed.table)
    .where(listed.where)
    .orderBy(asc(listed.id))
    .limit(perSitemapPage + 1)
    .offset((page - 1) * perSitemapPage);
  return {
    hasNextPage: rows.length > perSitemapPage,
    items: rows.slice(0, perSitemapPage).map((row) => ({
      __typename: "SitemapResource",
      handle: row.handle as string,
      title: row.title as string,
      updatedAt: (row.updatedAt as Date).toISOString(),
      image: null,
    })),
  };
}

/** `path:/products/old-handle` (Hydrogen's form) or the path alone; null: every redirect. */
function pathOf(query: string | null | undefined): string | null {
  const text = (query ?? "").trim();
  if (text === "") return null;
  return text.replace(/^path:\s*/i, "").replace(/^["']|["']$/g, "");
}

export const sitemapResolvers = {
  QueryRoot: {
    sitemap: (_: unknown, { type }: { type: SitemapType }, context: EngineContext) =>
      sitemapOf(type, context),
    async urlRedirects(
      _: unknown,
      args: PageArgs & { query?: string | null; reverse?: boolean | null },
      { db }: EngineContext,
    ) {
      const path = pathOf(args.query);
      const oldHandle = path?.match(/^\/products\/([^/?#]+)$/)?.[1];
      if (path !== null && oldHandle === undefined) return emptyConnection;
      const where = and(
        eq(products.isPublished, true),
        oldHandle === undefined ? undefined : eq(productHandleRedirects.handle, oldHandle),
      );
      const select = () =>
        db
          .select({ handle: productHandleRedirects.handle, current: products.handle })
          .from(productHandleRedirects)
          .innerJoin(products, eq(products.id, productHandleRedirects.productId))
          .where(where);
      const { offset, limit } = await asInput(() =>
        offsetWindow(args, async () => (await select()).length),
      );
      const rows = await select()
        .orderBy(
          args.reverse
            ? sql`${productHandleRedirects.handle} desc`
            : asc(productHandleRedirects.handle),
        )
        .limit(limit + 1)
        .offset(offset);
      return toConnection(
        rows.map((row) => ({
          id: toGid("UrlRedirect", row.handle),
          path: `/products/${row.handle}`,
          target: `/products/${row.current}`,
        })),
        offset,
        limit,
      );
    },
    blogs: () => emptyConnection,
    blog: () => null,
  },
  SitemapResourceInterface: { __resolveType: () => "SitemapResource" },
};
