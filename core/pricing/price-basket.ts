import { parsePricingInput, type PricingInput } from "./pricing-input.ts";
import { type PricedBasket, priceValidInput } from "./price-lines.ts";

// DESIGN §3: the one entry point that prices a basket — in the browser for display and on the
// server for every order — so the two can never disagree.

export type { PricedBasket, PricedLine } from "./price-lines.ts";

/**
 * Prices a basket by DESIGN §3, all amounts integer pence. Validates its input first and throws
 * PricingInputError when it is not valid (quantities whole and ≥ 1, pence whole and ≥ 0, …).
 */
export function priceBasket(input: PricingInput): PricedBasket {
  return priceValidInput(parsePricingInput(input));
}
