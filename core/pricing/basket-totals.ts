import type { PricedBasket } from "./price-basket.ts";

// Issue 18.4: the basket shows every figure both ex VAT and inc VAT, so its lines add up to the
// summary in either column. This arranges the priced basket's own figures (price-basket.ts, the
// same the server charges with) into those columns; it adds nothing of its own but the delivery's
// ex + VAT, which is how price-basket.ts itself adds it into the total.

/** One row of the summary: its amount ex VAT, its VAT and the two together, integer pence. */
export type TotalsRow = { exVatPence: number; vatPence: number; incVatPence: number };

export type BasketTotals = {
  /** The lines: each column the sum of the lines' figures in that column. */
  items: TotalsRow;
  delivery: TotalsRow & { isFree: boolean };
  /** VAT at 20% on the items and the delivery (DESIGN §3.6 "VAT total"). */
  vatTotalPence: number;
  /** What the buyer pays: items inc VAT + delivery inc VAT = ex VAT column + VAT. */
  totalPence: number;
};

export function basketTotals(
  basket: Pick<
    PricedBasket,
    | "subtotalExVatPence"
    | "linesVatPence"
    | "subtotalIncVatPence"
    | "deliveryExVatPence"
    | "deliveryVatPence"
    | "vatTotalPence"
    | "totalPence"
    | "isFreeDelivery"
  >,
): BasketTotals {
  return {
    items: {
      exVatPence: basket.subtotalExVatPence,
      vatPence: basket.linesVatPence,
      incVatPence: basket.subtotalIncVatPence,
    },
    delivery: {
      exVatPence: basket.deliveryExVatPence,
      vatPence: basket.deliveryVatPence,
      incVatPence: basket.deliveryExVatPence + basket.deliveryVatPence,
      isFree: basket.isFreeDelivery,
    },
    vatTotalPence: basket.vatTotalPence,
    totalPence: basket.totalPence,
  };
}
