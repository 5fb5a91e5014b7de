// Relay connections with opaque cursors. A cursor holds the offset of the item after which the
// next page starts; the engine never trusts it beyond that number.

export type PageArgs = { first?: number | null; after?: string | null };

export const maxPageSize = 250;

export class EngineInputError extends Error {}

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match?.[1]) throw new EngineInputError("Invalid cursor");
  return Number(match[1]) + 1;
}

/** Offset and limit for a page; `first` defaults to 20 and is capped at 250 as on Shopify. */
export function pageWindow({ first, after }: PageArgs): { offset: number; limit: number } {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 0 || size > maxPageSize) {
    throw new EngineInputError(`first must be between 0 and ${maxPageSize}`);
  }
  return { offset: decodeCursor(after), limit: size };
}

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
};

/** Builds a connection from rows fetched with limit + 1 (the extra row tells there is a next page). */
export function toConnection<T>(rows: T[], offset: number, limit: number): Connection<T> {
  const page = rows.slice(0, limit);
  return {
    edges: page.map((node, index) => ({ cursor: encodeCursor(offset + index), node })),
    pageInfo: { hasNextPage: rows.length > limit, hasPreviousPage: offset > 0 },
  };
}
