import {
  applyOrderDiscount,
  type DiscountCodeTerms,
  type DiscountedBasket,
  type DiscountedLine,
} from "#core/pricing/order-discount.ts";
import type { PricedBasket } from "#core/pricing/price-basket.ts";
import type { Db } from "#server/db/client.ts";
import { money } from "../money.ts";
import { findDiscountCodes, type DiscountCodeRow } from "./cart-queries.ts";

// Issue 4: a cart's discount codes, the one that applies and its amount. A code can be redeemed
// when it exists (any case), is active, is within its dates and is under its usage limit; of those,
// core/pricing applies one per order (the largest discount whose minimum the goods reach, see
// core/pricing/order-discount.ts). Unknown and other codes stay in the list with applicable:
// false, as on Shopify.

export type CartDiscountCode = { code: string; applicable: boolean };

/** Active, in date and under its usage limit at `now` (the minimum spend is core's rule). */
export function isRedeemable(row: DiscountCodeRow, now: Date): boolean {
  return (
    row.isActive &&
    (row.startsAt === null || row.startsAt <= now) &&
    (row.endsAt === null || row.endsAt > now) &&
    (row.usageLimit === null || row.timesUsed < row.usageLimit)
  );
}

/** A stored code as core's terms, under the spelling the buyer used. */
export function termsOf(row: DiscountCodeRow, code: string): DiscountCodeTerms {
  return {
    code,
    kind: row.kind === "percentage" ? "percentage" : "fixed_amount",
    value: row.value,
    minimumSubtotalPence: row.minimumSubtotalPence,
  };
}

/** The cart's codes (as entered) with their stored rows, case-insensitively; null when unknown. */
export async function discountRowsOf(
  db: Db,
  codes: string[],
): Promise<{ code: string; row: DiscountCodeRow | null }[]> {
  const rows = new Map(
    (await findDiscountCodes(db, codes)).map((row) => [row.code.toLowerCase(), row]),
  );
  return codes.map((code) => ({ code, row: rows.get(code.toLowerCase()) ?? null }));
}

/**
 * The priced cart after its discount, each of its codes with whether it applies, and the stored
 * row of each code (null when unknown).
 */
export async function discountCart(
  db: Db,
  codes: string[],
  priced: PricedBasket,
  now = new Date(),
): Promise<{
  discounted: DiscountedBasket;
  discountCodes: CartDiscountCode[];
  known: { code: string; row: DiscountCodeRow | null }[];
}> {
  const known = await discountRowsOf(db, codes);
  const discounted = applyOrderDiscount(
    priced,
    known.flatMap(({ code, row }) => (row && isRedeemable(row, now) ? [termsOf(row, code)] : [])),
  );
  return {
    discounted,
    known,
    discountCodes: codes.map((code) => ({
      code,
      applicable: discounted.appliedCode?.code === code,
    })),
  };
}

/**
 * The code that would apply but for its usage limit, with the total it would give (so a buyer
 * shown that total can be told why it changed), or null.
 */
export function usedUpDiscount(
  priced: PricedBasket,
  known: { code: string; row: DiscountCodeRow | null }[],
  now = new Date(),
): { code: string; totalPence: number } | null {
  const unlimited = applyOrderDiscount(
    priced,
    known.flatMap(({ code, row }) =>
      row && isRedeemable({ ...row, usageLimit: null }, now) ? [termsOf(row, code)] : [],
    ),
  );
  const code = unlimited.appliedCode?.code;
  const row = known.find((entry) => entry.code === code)?.row;
  return row && row.usageLimit !== null && row.timesUsed >= row.usageLimit
    ? { code: code!, totalPence: unlimited.totalPence }
    : null;
}

/**
 * The cart's order-level allocations (Cart.discountAllocations): one per cart line, in line
 * order, as Shopify's SDK needs (reference/storefront-api.md §10 item 8); a fixed amount's value
 * is the allocation's own amount, so the SDK's sum of them is the discount.
 */
export function orderAllocations(
  applied: DiscountCodeTerms | null,
  lines: { priced: DiscountedLine }[],
) {
  if (!applied) return [];
  return lines.map(({ priced }) => ({
    __typename: "CartCodeDiscountAllocation",
    code: applied.code,
    discountedAmount: money(priced.discountPence),
    discountApplication: {
      targetType: "LINE_ITEM",
      allocationMethod: "ACROSS",
      targetSelection: "ALL",
      value:
        applied.kind === "percentage"
          ? { __typename: "PricingPercentageValue", percentage: applied.value }
          : { __typename: "MoneyV2", ...money(priced.discountPence) },
    },
  }));
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
