// Relay connections with opaque cursors. Two kinds:
// - offset cursors ("o:N") for lists the engine already holds in memory (a product's images and
//   variants, a cart's lines, the collections);
// - keyset cursors ("k:" + [sort, value, id]) for catalogue lists that grow with the catalogue
//   (products, search, a collection's products; issue 12.6): the next page starts after the sort
//   value and id of the last row seen, read from an index, so page 500 costs what page 1 does.
// The engine never trusts a cursor beyond its shape: a keyset value is bound as a parameter.

export type PageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export const maxPageSize = 250;

export class EngineInputError extends Error {}

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString("base64url");
}

export type KeysetCursor = { sort: string; value: string | null; id: number };

export function encodeKeysetCursor({ sort, value, id }: KeysetCursor): string {
  return Buffer.from(`k:${JSON.stringify([sort, value, id])}`).toString("base64url");
}

const invalidCursor = () => new EngineInputError("Invalid cursor");

function keysetOf(text: string): KeysetCursor | null {
  if (!text.startsWith("k:") || text.length > 1_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(2));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [sort, value, id] = parsed as unknown[];
  const isValue = value === null || typeof value === "string";
  const isId = Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2_147_483_647;
  return typeof sort === "string" && isValue && isId ? { sort, value, id: id as number } : null;
}

/** The keyset cursor in `cursor`; throws "Invalid cursor" for anything else. */
export function decodeKeysetCursor(cursor: string): KeysetCursor {
  const keyset = keysetOf(Buffer.from(cursor, "base64url").toString());
  if (!keyset) throw invalidCursor();
  return keyset;
}

/** The offset the page after `cursor` starts at (0 without one); throws on a cursor not ours. */
export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match?.[1]) throw invalidCursor();
  return Number(match[1]) + 1;
}

/** Whether the engine could have issued this cursor (either kind): the pre-execution check. */
export function checkCursor(cursor: string): void {
  const text = Buffer.from(cursor, "base64url").toString();
  if (/^o:\d{1,9}$/.test(text) || keysetOf(text)) return;
  throw invalidCursor();
}

function sizeOf(value: number | null | undefined, name: string): number {
  const size = value ?? 20;
  if (!Number.isInteger(size) || size < 0 || size > maxPageSize) {
    throw new EngineInputError(`${name} must be between 0 and ${maxPageSize}`);
  }
  return size;
}

/** Offset and limit for a page; `first` defaults to 20 and is capped at 250 as on Shopify. */
export function pageWindow({ first, after }: PageArgs): { offset: number; limit: number } {
  return { offset: decodeCursor(after), limit: sizeOf(first, "first") };
}

/**
 * Offset and limit of a page of a list held by offset cursors, either way: `first`/`after`
 * forward, `last`/`before` backward (`last` alone: the end of the list, whose length `total`
 * tells).
 */
export async function offsetWindow(
  args: PageArgs,
  total: () => Promise<number>,
): Promise<{ offset: number; limit: number }> {
  const page = keysetPage(args);
  if (!page.isBackward) return { offset: decodeCursor(args.after), limit: page.size };
  const end = args.before ? decodeCursor(args.before) - 1 : await total();
  const offset = Math.max(0, end - page.size);
  return { offset, limit: end - offset };
}

/**
 * A keyset page: `size` rows after `after` (forward), or the `size` rows before `before`
 * (backward, when `last` or `before` is given). Its cursor is not decoded yet: only the query
 * knows which sort it must belong to.
 */
export type KeysetPage = { size: number; isBackward: boolean; cursor: string | null };

export function keysetPage({ first, after, last, before }: PageArgs): KeysetPage {
  if (first != null && last != null) throw new EngineInputError("Give first or last, not both");
  if (after && before) throw new EngineInputError("Give after or before, not both");
  const isBackward = last != null || (!!before && first == null);
  return isBackward
    ? { size: sizeOf(last, "last"), isBackward, cursor: before ?? null }
    : { size: sizeOf(first, "first"), isBackward, cursor: after ?? null };
}

type Edge<T> = { cursor: string; node: T };

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

/** A page: its edges, and (issue 13.2: today's clients read `nodes`) the same rows bare. */
export type Connection<T> = { edges: Edge<T>[]; nodes: T[]; pageInfo: PageInfo };

/** Shopify's page info: the first and last edge's cursors, null on an empty page. */
export function pageInfoOf(
  edges: Edge<unknown>[],
  { hasNextPage, hasPreviousPage }: Pick<PageInfo, "hasNextPage" | "hasPreviousPage">,
): PageInfo {
  return {
    hasNextPage,
    hasPreviousPage,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

/** Builds a connection from rows fetched with limit + 1 (the extra row tells there is a next page). */
export function toConnection<T>(rows: T[], offset: number, limit: number): Connection<T> {
  const edges = rows
    .slice(0, limit)
    .map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: pageInfoOf(edges, { hasNextPage: rows.length > limit, hasPreviousPage: offset > 0 }),
  };
}

/**
 * A connection from keyset rows, fetched size + 1 in the direction of travel (so backward rows
 * come nearest-first and are turned round here). The side we came from is taken to have rows
 * when a cursor was given, as Shopify answers.
 */
export function toKeysetConnection<T>(
  rows: { node: T; cursor: KeysetCursor }[],
  page: KeysetPage,
): Connection<T> {
  const taken = rows.slice(0, page.size);
  if (page.isBackward) taken.reverse();
  const hasMore = rows.length > page.size;
  const cameFrom = page.cursor !== null;
  const edges = taken.map((row) => ({ cursor: encodeKeysetCursor(row.cursor), node: row.node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: pageInfoOf(
      edges,
      page.isBackward
        ? { hasNextPage: cameFrom, hasPreviousPage: hasMore }
        : { hasNextPage: hasMore, hasPreviousPage: cameFrom },
    ),
  };
}

/** A connection with nothing in it (a cart's delivery groups, a product's selling plans). */
export const emptyConnection: Connection<never> = toConnection<never>([], 0, 0);
