// DESIGN §3.5: delivery is free when the basket subtotal including VAT (the sum of the lines'
// inc-VAT amounts) is strictly above £75.00; otherwise £4.95 + VAT = £5.94. UK addresses only.

/** Free delivery needs a subtotal inc VAT strictly above this, in pence. */
export const freeDeliveryAbovePence = 7500;

/** The delivery charge below the threshold, pence ex VAT (£5.94 with VAT). */
export const standardDeliveryExVatPence = 495;

/** DESIGN §3.5 free strictly above £75.00 inc VAT: true for 7501 pence, false for 7500. */
export function isFreeDelivery(subtotalIncVatPence: number): boolean {
  return subtotalIncVatPence > freeDeliveryAbovePence;
}

/**
 * The delivery charge in pence ex VAT for a basket subtotal in pence inc VAT. An empty basket has
 * nothing to deliver, so it is charged nothing (it is not "free delivery" either).
 */
export function deliveryExVatPence(subtotalIncVatPence: number, itemCount: number): number {
  if (itemCount === 0 || isFreeDelivery(subtotalIncVatPence)) return 0;
  return standardDeliveryExVatPence;
}

/**
 * How much more to spend, in pence inc VAT, for free delivery: 0 once it is free, 1 at exactly
 * 7500 (the threshold is strictly above £75.00), 7501 for an empty basket.
 */
export function amountForFreeDeliveryPence(subtotalIncVatPence: number): number {
  return Math.max(0, freeDeliveryAbovePence + 1 - subtotalIncVatPence);
}
