import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { quoteLines, quotes, type QuoteStatus } from "#server/db/schema/index.ts";
import { statusNow } from "#server/quotes/quote-views.server.ts";
import {
  foundRows,
  listReaders,
  orderBy,
  searchWhere,
  totalOver,
  type ListQuery,
} from "./admin-list.ts";
import { noEmail, unknownName } from "./customers-admin.ts";

// Issue 14.6: the Quotes tab of /admin, the requests buyers sent from their basket, listed as the
// Orders tab lists orders (search by number, name, e-mail, status; sort; page; CSV). There is no
// quote page yet, so a row opens nothing.

export const quoteSorts = ["number", "customer", "total", "status", "created"] as const;
export type QuoteSort = (typeof quoteSorts)[number];

export type QuoteListRow = {
  id: string;
  quoteNumber: string;
  customerName: string;
  customerEmail: string;
  /** As it reads now: a sent quote past its expiry is expired (statusNow). */
  status: QuoteStatus;
  /** The units asked for: the lines' quantities added up (quoteTotals' itemCount). */
  itemCount: number;
  lineCount: number;
  /** The lines ex VAT, as quoteTotals adds them up (its goodsExVatPence); delivery not included. */
  goodsExVatPence: number;
  /** Some line's decoration is priced on application: the shop has to price it. */
  needsPrice: boolean;
  expiresAt: string | null;
  createdAt: string;
};

// Table-qualified by hand, as in orders-admin.ts: inside these subqueries an unqualified "id"
// would be the line's own.
const lineCount =
  sql<number>`(select count(*) from ${quoteLines} ql where ql.quote_id = ${quotes}.id)`.mapWith(
    Number,
  );
const itemCount =
  sql<number>`(select coalesce(sum(ql.quantity), 0) from ${quoteLines} ql where ql.quote_id = ${quotes}.id)`.mapWith(
    Number,
  );
// core/quotes/quote-totals.ts quoteLineExVatPence, added up: quantity × (garment + decoration) +
// set-up. In bigint, so a large quote cannot overflow the integer columns' arithmetic.
const goodsExVatPence =
  sql<number>`(select coalesce(sum(ql.quantity::bigint * (ql.unit_price_pence + ql.customization_price_pence) + ql.setup_fee_pence), 0) from ${quoteLines} ql where ql.quote_id = ${quotes}.id)`.mapWith(
    Number,
  );
const needsPrice =
  sql<boolean>`coalesce((select bool_or(ql.needs_price) from ${quoteLines} ql where ql.quote_id = ${quotes}.id), false)`.mapWith(
    Boolean,
  );

/** The status as statusNow reads it, in SQL, so the search and the sort agree with the list. */
function statusAt(now: Date) {
  return sql<string>`(case when ${and(eq(quotes.status, "sent"), lte(quotes.expiresAt, now))} then 'expired' else ${quotes.status} end)`;
}

async function selectPage(db: Db, query: ListQuery<QuoteSort>, limit: number, offset: number) {
  const now = new Date();
  const status = statusAt(now);
  const sortColumns = {
    customer: sql`lower(${quotes.customerName})`,
    total: goodsExVatPence,
    status,
    created: quotes.createdAt,
  } as const;
  // By number: Q-100009 before Q-100010 (the length first, then the text), as orders are.
  const sort =
    query.sort === "number"
      ? [
          sql`length(${quotes.quoteNumber}) ${sql.raw(query.dir)}`,
          ...orderBy(quotes.quoteNumber, query.dir, quotes.id),
        ]
      : orderBy(sortColumns[query.sort], query.dir, quotes.id);
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      customerName: quotes.customerName,
      customerEmail: quotes.customerEmail,
      storedStatus: quotes.status,
      itemCount,
      lineCount,
      goodsExVatPence,
      needsPrice,
      expiresAt: quotes.expiresAt,
      createdAt: quotes.createdAt,
      total: totalOver,
    })
    .from(quotes)
    .where(
      searchWhere(query.q, [quotes.quoteNumber, quotes.customerName, quotes.customerEmail, status]),
    )
    .orderBy(...sort)
    .limit(limit)
    .offset(offset);
  return foundRows(rows, ({ total: _total, storedStatus, ...row }): QuoteListRow => ({
    ...row,
    customerName: row.customerName || unknownName,
    customerEmail: row.customerEmail || noEmail,
    status: statusNow(storedStatus, row.expiresAt, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The Quotes tab's page, and every matching quote for its CSV export. */
export const { page: listQuotes, all: listAllQuotes } = listReaders(selectPage);
