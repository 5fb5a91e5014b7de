import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// The back office's lists (spec/back-office.md §2, §5): a case-insensitive substring search on the
// spec's fields, done in the database with ILIKE (wildcards typed by the admin are escaped, so
// "50%" finds "50%" and not everything), a page of rows, and a sort by one of the list's columns.

/** Rows per page of every admin list. */
export const adminPageSize = 25;

/** The most rows a CSV export holds: a whole list for a shop of this size, bounded all the same. */
export const maxExportRows = 10_000;

export type SortDirection = "asc" | "desc";

export type ListQuery<S extends string> = {
  /** The search text, trimmed; "" = no search. */
  q: string;
  /** 1-based. */
  page: number;
  sort: S;
  dir: SortDirection;
};

export type ListPage<Row> = {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
};

/** `%text%` for ILIKE, with the admin's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any of these text expressions contains the search text, case-insensitively; undefined for "". */
export function searchWhere(q: string, fields: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (q === "") return undefined;
  const pattern = containsPattern(q);
  return or(...fields.map((field) => ilike(field, pattern)));
}

/**
 * Reads a list query from URL parameters, forgiving anything unknown: an unknown sort becomes the
 * list's default, a bad page the first. The search is capped at 100 characters.
 */
export function parseListQuery<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaults: { sort: S; dir: SortDirection },
): ListQuery<S> {
  const sort = params.get("sort");
  const dir = params.get("dir");
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: sorts.includes(sort as S) ? (sort as S) : defaults.sort,
    dir: dir === "asc" || dir === "desc" ? dir : defaults.dir,
  };
}

/** ORDER BY the expression in the direction, nulls last, then a tie-breaker for a stable page. */
export function orderBy(
  expression: AnyPgColumn | SQL,
  dir: SortDirection,
  tieBreaker: AnyPgColumn,
) {
  return [
    dir === "asc" ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`,
    sql`${tieBreaker} asc`,
  ];
}

/** The total of a windowed query (count(*) over ()), 0 when the page is empty. */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

export function offsetOf(query: { page: number }, pageSize = adminPageSize): number {
  return (query.page - 1) * pageSize;
}

/** What a list's one query returns: the matching rows from an offset, and how many match in all. */
export type FoundRows<Row> = { total: number; rows: Row[] };

/** The rows of a windowed query (see totalOver) mapped for the page, with the total they carry. */
export function foundRows<In extends { total: number }, Row>(
  rows: In[],
  toRow: (row: In) => Row,
): FoundRows<Row> {
  return { total: rows[0]?.total ?? 0, rows: rows.map(toRow) };
}

/**
 * A list's two readers built on its one query: the tab's page of rows, and every matching row (up
 * to `limit`) for the CSV export. One query behind both, so the export holds what the list shows.
 */
export function listReaders<D, S extends string, Row>(
  select: (db: D, query: ListQuery<S>, limit: number, offset: number) => Promise<FoundRows<Row>>,
) {
  return {
    async page(db: D, query: ListQuery<S>): Promise<ListPage<Row>> {
      const found = await select(db, query, adminPageSize, offsetOf(query));
      return { ...found, page: query.page, pageSize: adminPageSize };
    },
    async all(db: D, query: ListQuery<S>, limit: number): Promise<Row[]> {
      return (await select(db, query, limit, 0)).rows;
    },
  };
}
