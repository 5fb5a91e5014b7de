import type { DecorationPricing } from "./decoration-pricing.ts";
import { decorationGroupKey } from "./decoration-groups.ts";
import { type PricedLine, priceValidInput } from "./price-lines.ts";
import type { CustomPrice, PricingDecoration } from "./pricing-input.ts";
import {
  maxLineQuantity,
  type QuantityBreak,
  quantityBreakFor,
  quantityBreaks,
} from "./quantity-breaks.ts";

// Issue 18.1: what the product page's price box shows while the buyer configures: the items being
// chosen priced as the basket will price them once added, by priceBasket itself (DESIGN §3: the
// same function the server charges with), with what the basket already holds of the product
// counting toward the quantity break and the decoration group. The page builds the input from the
// server's own data, so it is priced without zod (which would add 25 KB to the page); a quantity
// the basket would refuse gives null.

/** A line of the basket as the pricing needs it, with the variant's own price, pence ex VAT. */
export type ConfiguredLine = {
  variantId: string;
  variantPricePence: number;
  quantity: number;
  decoration: PricingDecoration;
};

export type ConfiguredPrice = {
  /** The chosen items, priced as the last line of the basket (so they carry a set-up fee only
   *  when they start a decoration group of their own). */
  line: PricedLine;
  /** Items of this product already in the basket, all variants and decorations. */
  inBasket: number;
  /** The decoration group was already in the basket: its set-up fee is charged there. */
  joinsBasketGroup: boolean;
  /** The next quantity break above the product's total with these items; null at the top. */
  nextBreak: QuantityBreak | null;
};

/**
 * Prices `configured` of product `productId` added to the basket's `basketLines` of the same
 * product (other products change neither its break nor its groups). Null when a quantity is not
 * a whole number from 1 to the basket's limit.
 */
export function priceConfiguration({
  productId,
  basketLines,
  configured,
  customPrices,
  decorationPricing,
}: {
  productId: string;
  basketLines: readonly ConfiguredLine[];
  configured: ConfiguredLine;
  customPrices: readonly CustomPrice[];
  decorationPricing: DecorationPricing;
}): ConfiguredPrice | null {
  const lines = [...basketLines, configured].map((line) => ({ ...line, productId }));
  const isWhole = (quantity: number) =>
    Number.isInteger(quantity) && quantity >= 1 && quantity <= maxLineQuantity;
  if (!lines.every((line) => isWhole(line.quantity))) return null;
  const priced = priceValidInput({ lines, customPrices: [...customPrices], decorationPricing });
  const line = priced.lines.at(-1)!;
  const inBasket = basketLines.reduce((total, basketLine) => total + basketLine.quantity, 0);
  const key = decorationGroupKey(line);
  const joinsBasketGroup =
    key !== null && priced.lines.slice(0, -1).some((other) => decorationGroupKey(other) === key);
  const band = quantityBreakFor(inBasket + configured.quantity);
  const nextBreak = quantityBreaks.find((next) => next.minQuantity > band.minQuantity) ?? null;
  return { line, inBasket, joinsBasketGroup, nextBreak };
}
