import { sql, type SQL } from "drizzle-orm";
import {
  decodeKeysetCursor,
  EngineInputError,
  type KeysetCursor,
  type KeysetPage,
} from "../connection.ts";

// Issue 12.6: keyset pagination. A list is ordered by one sort key and the row id (the tie
// breaker); a page is the rows after (or before) the cursor's (value, id), so with an index on
// (key, id) any page is a short index range, however deep. No OFFSET.

export type Ordering = {
  /** Named in the cursor: a cursor of one ordering is refused by another. */
  name: string;
  /** The sort key (null: the id alone) and the type its text form is read back as. */
  key: SQL | null;
  keyType: "text" | "integer" | "timestamptz" | "real";
  id: SQL;
  isKeyDescending: boolean;
  isIdDescending: boolean;
};

/** The cursor value of a row: the sort key as text (exact, e.g. microseconds and float bits). */
export function sortValueOf(ordering: Ordering): SQL<string | null> {
  return ordering.key ? sql<string | null>`(${ordering.key})::text` : sql<null>`null`;
}

function comparison(isDescending: boolean, isBackward: boolean): SQL {
  return isDescending !== isBackward ? sql.raw("<") : sql.raw(">");
}

/** WHERE condition and ORDER BY of one keyset page (in its direction of travel). */
export function keysetClauses(
  ordering: Ordering,
  page: KeysetPage,
): { where: SQL | undefined; orderBy: SQL[] } {
  const { key, id, isKeyDescending, isIdDescending } = ordering;
  const towards = (isDescending: boolean) =>
    isDescending !== page.isBackward ? sql.raw("desc") : sql.raw("asc");
  const orderBy = [
    ...(key ? [sql`${key} ${towards(isKeyDescending)}`] : []),
    sql`${id} ${towards(isIdDescending)}`,
  ];
  if (!page.cursor) return { where: undefined, orderBy };
  const cursor = cursorOf(ordering, page.cursor);
  const idOp = comparison(isIdDescending, page.isBackward);
  if (!key) return { where: sql`${id} ${idOp} ${cursor.id}`, orderBy };
  const value = sql`${cursor.value}::${sql.raw(ordering.keyType)}`;
  const where =
    isKeyDescending === isIdDescending
      ? sql`(${key}, ${id}) ${idOp} (${value}, ${cursor.id})`
      : sql`(${key} ${comparison(isKeyDescending, page.isBackward)} ${value} or (${key} = ${value} and ${id} ${idOp} ${cursor.id}))`;
  return { where, orderBy };
}

/** What a cursor value of each type looks like, so a forged one fails here, not in SQL. */
const valueShapes: Record<Ordering["keyType"], RegExp> = {
  text: /^[^\0]{0,500}$/u,
  integer: /^-?\d{1,10}$/,
  real: /^-?\d+(\.\d+)?(e[+-]?\d+)?$/,
  timestamptz: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/,
};

/** Within what the SQL type can hold (a real between 1e-37 and 3e38, or 0). */
function isInRange(ordering: Ordering, value: string | null): boolean {
  const number = Number(value);
  switch (ordering.keyType) {
    case "integer":
      return Math.abs(number) <= 2_147_483_647;
    case "real":
      return number === 0 || (Math.abs(number) >= 1e-37 && Math.abs(number) <= 3e38);
    case "timestamptz":
      return !Number.isNaN(
        Date.parse((value ?? "").replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")),
      );
    default:
      return true;
  }
}

function cursorOf(ordering: Ordering, text: string): KeysetCursor {
  const cursor = decodeKeysetCursor(text);
  const isValueValid =
    ordering.key === null
      ? cursor.value === null
      : cursor.value !== null && valueShapes[ordering.keyType].test(cursor.value);
  if (cursor.sort !== ordering.name || !isValueValid || !isInRange(ordering, cursor.value))
    throw new EngineInputError("Invalid cursor");
  return cursor;
}
