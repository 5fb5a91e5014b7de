import { maxLineQuantity } from "../pricing/quantity-breaks.ts";

// Issue 18.3: the basket's typed quantity. The same rules as the product page's field and the
// basket's own (basket.ts: fractions floored, spec §4: 0 or less removes the line), with two
// differences a basket needs: an empty or unreadable field keeps the line as it was (the product
// page makes it 1, which here would silently turn 250 into 1), and removing asks first.

export const quantityLimitMessage = `A line holds at most ${maxLineQuantity.toLocaleString("en-GB")} items: for more, please call us`;
export const quantityFormatMessage = "Enter a whole number of items, 1 or more";

/** More items than one basket line holds (fractions floored, as the basket does). */
export function exceedsLineLimit(quantity: number): boolean {
  return Math.floor(quantity) > maxLineQuantity;
}

export type QuantityEdit =
  /** A whole number from 1 to maxLineQuantity. */
  | { kind: "set"; quantity: number }
  /** 0 or less: remove the line, once the customer confirms. */
  | { kind: "remove" }
  /** Nothing to set; the line keeps its quantity and the message says why. */
  | { kind: "invalid"; message: string };

/** What a typed basket quantity asks for. */
export function readQuantityEdit(text: string): QuantityEdit {
  const trimmed = text.trim();
  const value = trimmed === "" ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { kind: "invalid", message: quantityFormatMessage };
  const whole = Math.floor(value);
  if (whole <= 0) return { kind: "remove" };
  if (exceedsLineLimit(whole)) return { kind: "invalid", message: quantityLimitMessage };
  return { kind: "set", quantity: whole };
}
