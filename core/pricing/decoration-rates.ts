import type { DecorationPosition } from "../basket/basket.ts";
import type {
  EmbroideryPricing,
  PositionSurcharge,
  PrintPricingRow,
} from "./decoration-pricing.ts";

// DESIGN §3.3: a decoration group's rates from the tables. Apart from the tables' zod schemas
// (decoration-pricing.ts), so a page that prices in the browser does not load zod for them.

/** A group's per-item decoration price (pence ex VAT, null = on application) and set-up fee. */
export type DecorationRate = { perItemPence: number | null; setUpFeePence: number };

/** DESIGN §3.3 embroidery tiers by the group's quantity (items): 1-5, 6-49, 50-99, 100-199, 200-499, 500+. */
export function embroideryRate(table: EmbroideryPricing, groupQuantity: number): DecorationRate {
  const perItemPence =
    groupQuantity <= 5
      ? table.price1To5Pence
      : groupQuantity <= 49
        ? table.price6To49Pence
        : groupQuantity <= 99
          ? table.price50To99Pence
          : groupQuantity <= 199
            ? table.price100To199Pence
            : groupQuantity <= 499
              ? table.price200To499Pence
              : table.price500PlusPence;
  return { perItemPence, setUpFeePence: table.setupCostLogoPence };
}

/**
 * DESIGN §3.3 print price by the group's quantity (items): the row whose band holds it gives both
 * the per-item price and the set-up fee (every row carries one; the tables hold the same £5.95).
 */
export function printRate(rows: readonly PrintPricingRow[], groupQuantity: number): DecorationRate {
  const row = rows.find(
    (r) =>
      groupQuantity >= r.minQuantity && (r.maxQuantity === null || groupQuantity <= r.maxQuantity),
  );
  if (!row) throw new RangeError(`no print_pricing row holds ${groupQuantity} items`);
  return { perItemPence: row.pricePence, setUpFeePence: row.setupCostPence };
}

/** DESIGN §3.3 embroidery position surcharge per item, pence ex VAT; 0 for unlisted positions. */
export function positionSurchargePence(
  surcharges: readonly PositionSurcharge[],
  position: DecorationPosition,
): number {
  return surcharges.find((s) => s.position === position)?.surchargePence ?? 0;
}
