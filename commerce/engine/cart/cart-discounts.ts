import type { Db } from "#server/db/client.ts";
import { findDiscountCodes, type DiscountCodeRow } from "./cart-queries.ts";

// Issue 4 item 3: a cart's discount codes and whether each applies. A code applies when it exists
// (any case), is active, is within its dates, is under its usage limit and the lines ex VAT reach
// its minimum. Unknown codes stay in the list with applicable: false, as on Shopify.
// Not yet done: the discount's amount (allocations and lower totals) — the cost is undiscounted.

export type CartDiscountCode = { code: string; applicable: boolean };

export function isApplicable(row: DiscountCodeRow, subtotalExVatPence: number, now: Date) {
  return (
    row.isActive &&
    (row.startsAt === null || row.startsAt <= now) &&
    (row.endsAt === null || row.endsAt > now) &&
    (row.usageLimit === null || row.timesUsed < row.usageLimit) &&
    subtotalExVatPence >= row.minimumSubtotalPence
  );
}

export async function discountCodesOf(
  db: Db,
  codes: string[],
  subtotalExVatPence: number,
  now = new Date(),
): Promise<CartDiscountCode[]> {
  const rows = new Map(
    (await findDiscountCodes(db, codes)).map((row) => [row.code.toLowerCase(), row]),
  );
  return codes.map((code) => {
    const row = rows.get(code.toLowerCase());
    return { code, applicable: row !== undefined && isApplicable(row, subtotalExVatPence, now) };
  });
}

/** The codes to keep: trimmed, blanks dropped, each code once whatever its case. */
export function normaliseCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toLowerCase();
      if (!code || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
