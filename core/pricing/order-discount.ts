import { z } from "zod";
import { amountForFreeDeliveryPence, deliveryExVatPence, isFreeDelivery } from "./delivery.ts";
import type { PricedBasket, PricedLine } from "./price-basket.ts";
import { divideHalfUp, vatPence } from "./vat.ts";

// Order-level discount codes (issue 4), applied to a basket priced by priceBasket (DESIGN §3).
//
// Decisions, also in README "The Storefront API":
// - One code per order, as on Shopify where order discounts do not combine: of the codes that
//   qualify (the goods ex VAT before discount reach the code's minimum), the one giving the
//   largest discount applies; on a tie, the first in the cart's order. The others do not apply.
// - The discount comes off the goods ex VAT (never delivery): a percentage of the lines' total,
//   rounded half-up, or a fixed amount, at most the lines' total.
// - It is shared across the lines in proportion to their ex-VAT amounts by largest remainder, so
//   the shares add up to the discount exactly and no line goes below 0; the shares rise with the
//   line amounts, which is how Shopify's SDK pairs order-level allocations with lines
//   (reference/storefront-api.md §7.2: smallest allocation to the cheapest line).
// - Each line's VAT is charged on its discounted amount (DESIGN §3.4 rounding), so the buyer pays
//   VAT on what they pay for.
// - Free delivery (DESIGN §3.5, strictly above £75.00 inc VAT) is measured after the discount:
//   on the goods the buyer pays for.

export const DiscountCodeTermsSchema = z
  .object({
    /** As the buyer entered it. */
    code: z.string().min(1),
    kind: z.enum(["percentage", "fixed_amount"]),
    /** percentage: whole per cent, 1–100; fixed_amount: pence off the goods, ex VAT. */
    value: z.int().min(1),
    /** The goods ex VAT, before discount, must reach this many pence. */
    minimumSubtotalPence: z.int().min(0),
  })
  .refine((terms) => terms.kind !== "percentage" || terms.value <= 100, {
    message: "a percentage is at most 100",
    path: ["value"],
  });
export type DiscountCodeTerms = z.infer<typeof DiscountCodeTermsSchema>;

/** A priced line with its share of the order discount; pence ex VAT unless the name says so. */
export type DiscountedLine = PricedLine & {
  /** This line's share of the order discount. */
  discountPence: number;
  /** lineExVatPence − discountPence. */
  discountedExVatPence: number;
  /** VAT on the discounted amount: what the buyer is charged for this line. */
  discountedVatPence: number;
};

/**
 * The basket after its discount, integer pence. Same fields as PricedBasket and the same values
 * when no code applies; with a discount, `subtotalExVatPence` stays the goods before the discount
 * (DESIGN §5 subtotal, the orders table's subtotal) and every other total is after it.
 */
export type DiscountedBasket = Omit<PricedBasket, "lines"> & {
  lines: DiscountedLine[];
  /** The code that applies, or null. */
  appliedCode: DiscountCodeTerms | null;
  /** The order discount, ex VAT (0 without a code). */
  discountPence: number;
  /** subtotalExVatPence − discountPence. */
  discountedSubtotalExVatPence: number;
};

/** What a code takes off goods worth `subtotalExVatPence` (ex VAT), in pence; 0 below its minimum. */
export function discountAmountPence(terms: DiscountCodeTerms, subtotalExVatPence: number): number {
  if (subtotalExVatPence < terms.minimumSubtotalPence) return 0;
  return terms.kind === "percentage"
    ? divideHalfUp(subtotalExVatPence * terms.value, 100)
    : Math.min(terms.value, subtotalExVatPence);
}

/** The code that applies to goods worth `subtotalExVatPence`, or null (rules at the top). */
export function bestDiscountCode(
  codes: readonly DiscountCodeTerms[],
  subtotalExVatPence: number,
): DiscountCodeTerms | null {
  let best: { terms: DiscountCodeTerms; amount: number } | null = null;
  for (const terms of codes) {
    if (subtotalExVatPence < terms.minimumSubtotalPence) continue;
    const amount = discountAmountPence(terms, subtotalExVatPence);
    if (best === null || amount > best.amount) best = { terms, amount };
  }
  return best?.terms ?? null;
}

/**
 * Shares `discountPence` across amounts (pence) in proportion, by largest remainder: the shares
 * sum to the discount, each is within a penny of its exact share and at most its amount, and a
 * larger amount never gets a smaller share. Needs 0 ≤ discount ≤ the amounts' sum.
 */
export function allocateDiscount(discountPence: number, amountsPence: readonly number[]): number[] {
  const total = amountsPence.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isInteger(discountPence) || discountPence < 0 || discountPence > total)
    throw new RangeError(`cannot share ${discountPence} pence over ${total} pence`);
  if (discountPence === 0) return amountsPence.map(() => 0);
  // BigInt: discount × amount can pass 2^53 for large trade orders.
  const exact = amountsPence.map((amount) => {
    const product = BigInt(discountPence) * BigInt(amount);
    return { floor: Number(product / BigInt(total)), remainder: product % BigInt(total) };
  });
  // The pennies left go to the largest remainders; on a tie, to the later line. Then a larger
  // amount never gets a smaller share, and of two equal amounts the later line gets the larger
  // one: the pairing Shopify's SDK makes (smallest share to the cheapest line, cart order first).
  const left = discountPence - exact.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = exact
    .map((share, index) => ({ ...share, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? b.index - a.index : a.remainder > b.remainder ? -1 : 1,
    );
  const shares = exact.map((share) => share.floor);
  for (const { index } of byRemainder.slice(0, left)) shares[index]! += 1;
  return shares;
}

/**
 * Applies the best qualifying code (rules at the top of this file) to a priced basket and gives
 * its lines and totals after the discount, integer pence. Throws on malformed code terms.
 */
export function applyOrderDiscount(
  basket: PricedBasket,
  codes: readonly DiscountCodeTerms[],
): DiscountedBasket {
  const terms = codes.map((code) => DiscountCodeTermsSchema.parse(code));
  const appliedCode =
    basket.lines.length === 0 ? null : bestDiscountCode(terms, basket.subtotalExVatPence);
  const discountPence = appliedCode
    ? discountAmountPence(appliedCode, basket.subtotalExVatPence)
    : 0;
  const shares = allocateDiscount(
    discountPence,
    basket.lines.map((line) => line.lineExVatPence),
  );
  const lines = basket.lines.map((line, index): DiscountedLine => {
    const discountedExVatPence = line.lineExVatPence - shares[index]!;
    return {
      ...line,
      discountPence: shares[index]!,
      discountedExVatPence,
      // DESIGN §3.4 each line's VAT on its own (now discounted) amount.
      discountedVatPence: vatPence(discountedExVatPence),
    };
  });

  const sum = (pick: (line: DiscountedLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const discountedSubtotalExVatPence = basket.subtotalExVatPence - discountPence;
  const linesVatPence = sum((line) => line.discountedVatPence);
  // DESIGN §3.5 measured on the goods the buyer pays for, after the discount.
  const subtotalIncVatPence = discountedSubtotalExVatPence + linesVatPence;
  const itemCount = sum((line) => line.quantity);
  const delivery = deliveryExVatPence(subtotalIncVatPence, itemCount);
  const deliveryVat = vatPence(delivery);
  const vatTotalPence = linesVatPence + deliveryVat;
  return {
    lines,
    appliedCode,
    discountPence,
    belowMinimum: basket.belowMinimum,
    subtotalExVatPence: basket.subtotalExVatPence,
    discountedSubtotalExVatPence,
    linesVatPence,
    subtotalIncVatPence,
    deliveryExVatPence: delivery,
    deliveryVatPence: deliveryVat,
    vatTotalPence,
    totalPence: discountedSubtotalExVatPence + vatTotalPence + delivery,
    isFreeDelivery: itemCount > 0 && isFreeDelivery(subtotalIncVatPence),
    amountForFreeDeliveryPence: amountForFreeDeliveryPence(subtotalIncVatPence),
    needsQuote: basket.needsQuote,
  };
}
