import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { textOfHtml } from "#core/html/plain-text.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import { pagePath } from "#core/pages/page-paths.ts";
import { fillShopDetails } from "#core/pages/page-placeholders.ts";
import type { Db } from "#server/db/client.ts";
import { pages } from "#server/db/schema/index.ts";
import { offsetWindow, toConnection, type PageArgs } from "../connection.ts";
import { asInput, type EngineContext } from "../catalogue/catalogue-resolvers.ts";
import { numericIdOf, toGid } from "../global-id.ts";
import { escapeLike, parseQueryTerms } from "../catalogue/product-search.ts";

// Issue 13.5: the shop's information pages as Shopify's Page (`page`, `pages`, and PAGE results of
// `search` and `predictiveSearch`), read from the records the owner edits in the back office.

export type PageRow = typeof pages.$inferSelect;

const tagged = (row: PageRow) => ({ __typename: "Page" as const, ...row });

/** Every word of the query in the title or the text (a handful of pages: no index needed). */
function matching(query: string | null | undefined): SQL | undefined {
  const words = parseQueryTerms(query ?? "", new Set<never>()).map((term) => term.value);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const contains = `%${escapeLike(word)}%`;
      return or(ilike(pages.title, contains), ilike(pages.bodyHtml, contains));
    }),
  );
}

export function searchPages(db: Db, query: string, limit: number) {
  return db
    .select()
    .from(pages)
    .where(matching(query))
    .orderBy(asc(sql`lower(${pages.title})`), asc(pages.id))
    .limit(limit)
    .then((rows) => rows.map(tagged));
}

const bodySummaryLength = 150;

/** The page's body as the shop shows it: made safe, the shop's details in its placeholders. */
async function bodyOf(row: PageRow, context: EngineContext): Promise<string> {
  const safe = sanitiseHtml(row.bodyHtml, "page");
  return context.shopDetails ? fillShopDetails(safe, await context.shopDetails()) : safe;
}

export const pageResolvers = {
  Shop: {
    // Issue 13.5: the delivery page is the shop's shipping policy; the shop sells no subscriptions.
    async shippingPolicy(_: unknown, __: unknown, context: EngineContext) {
      const [row] = await context.db
        .select()
        .from(pages)
        .where(eq(pages.handle, "delivery-information"));
      if (!row) return null;
      return {
        id: toGid("ShopPolicy", 4),
        title: row.title,
        handle: "shipping-policy",
        body: await bodyOf(row, context),
        url: `${context.publicUrl}${pagePath(row.handle)}`,
      };
    },
    subscriptionPolicy: () => null,
  },
  QueryRoot: {
    async page(
      _: unknown,
      { id, handle }: { id?: string | null; handle?: string | null },
      { db }: EngineContext,
    ) {
      const numeric = id ? numericIdOf(id, "Page") : null;
      const condition =
        handle != null ? eq(pages.handle, handle) : numeric !== null ? eq(pages.id, numeric) : null;
      if (!condition) return null;
      const [row] = await db.select().from(pages).where(condition);
      return row ? tagged(row) : null;
    },
    async pages(
      _: unknown,
      args: PageArgs & {
        query?: string | null;
        reverse?: boolean | null;
        sortKey?: "ID" | "TITLE" | "UPDATED_AT" | "RELEVANCE" | null;
      },
      { db }: EngineContext,
    ) {
      const where = matching(args.query);
      const { offset, limit } = await asInput(() =>
        offsetWindow(args, async () => {
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(pages)
            .where(where);
          return row?.count ?? 0;
        }),
      );
      const direction = args.reverse ? desc : asc;
      const key =
        args.sortKey === "TITLE"
          ? sql`lower(${pages.title})`
          : args.sortKey === "UPDATED_AT"
            ? pages.updatedAt
            : pages.id;
      const rows = await db
        .select()
        .from(pages)
        .where(where)
        .orderBy(direction(key), direction(pages.id))
        .limit(limit + 1)
        .offset(offset);
      return toConnection(rows.map(tagged), offset, limit);
    },
  },
  Page: {
    id: (row: PageRow) => toGid("Page", row.id),
    body: (row: PageRow, _: unknown, context: EngineContext) => bodyOf(row, context),
    async bodySummary(row: PageRow, _: unknown, context: EngineContext) {
      const text = textOfHtml(await bodyOf(row, context));
      return text.length <= bodySummaryLength
        ? text
        : `${text.slice(0, bodySummaryLength).replace(/\s+\S*$/, "")}…`;
    },
    createdAt: (row: PageRow) => row.createdAt.toISOString(),
    updatedAt: (row: PageRow) => row.updatedAt.toISOString(),
    seo: (row: PageRow) => ({ title: row.seoTitle, description: row.seoDescription }),
    onlineStoreUrl: (row: PageRow, _: unknown, { publicUrl }: EngineContext) =>
      `${publicUrl}${pagePath(row.handle)}`,
    trackingParameters: () => null,
  },
};
