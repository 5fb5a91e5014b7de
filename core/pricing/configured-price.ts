import type { DecorationPricing } from "./decoration-pricing.ts";
import { decorationGroupKey } from "./decoration-groups.ts";
import { type PricedLine, priceValidInput } from "./price-lines.ts";
import type { CustomPrice, LogosOnFile, PricingDecoration } from "./pricing-input.ts";
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

type PriceWithBasketInput = {
  productId: string;
  basketLines: readonly ConfiguredLine[];
  customPrices: readonly CustomPrice[];
  decorationPricing: DecorationPricing;
  /** Issue 15.4: the chosen logo when it is on file for its method (the server decides at order). */
  logosOnFile?: LogosOnFile;
};

/** A size run chosen on the product page's size grid (issue 14.1), priced as one addition. */
export type ConfiguredRun = {
  /** The run's lines in input order, priced after the basket's (the first of a new decoration
   *  group carries its set-up fee). */
  lines: PricedLine[];
  /** Items in the run. */
  quantity: number;
  /** Σ quantity × garment price after the break or special price, pence ex VAT. */
  garmentsPence: number;
  /** Σ quantity × (decoration + position surcharge), pence ex VAT. */
  decorationPence: number;
  /** The set-up fee the run carries, pence ex VAT (0 when waived or already in the basket). */
  setUpPence: number;
  lineExVatPence: number;
  lineIncVatPence: number;
  inBasket: number;
  joinsBasketGroup: boolean;
  nextBreak: QuantityBreak | null;
};

/**
 * Prices the `configured` lines of product `productId` added together to the basket's
 * `basketLines` of the same product (other products change neither its break nor its groups).
 * Null when there is no line or a quantity is not a whole number from 1 to the basket's limit.
 */
export function priceRun({
  productId,
  basketLines,
  configured,
  customPrices,
  decorationPricing,
  logosOnFile = { embroidery: [], print: [] },
}: PriceWithBasketInput & { configured: readonly ConfiguredLine[] }): ConfiguredRun | null {
  const lines = [...basketLines, ...configured].map((line) => ({ ...line, productId }));
  const isWhole = (quantity: number) =>
    Number.isInteger(quantity) && quantity >= 1 && quantity <= maxLineQuantity;
  if (configured.length === 0 || !lines.every((line) => isWhole(line.quantity))) return null;
  const priced = priceValidInput({
    lines,
    customPrices: [...customPrices],
    decorationPricing,
    logosOnFile,
  });
  const inBasketLines = priced.lines.slice(0, basketLines.length);
  const runLines = priced.lines.slice(basketLines.length);
  const basketGroups = new Set(inBasketLines.map(decorationGroupKey));
  const joinsBasketGroup = runLines.some((line) => {
    const key = decorationGroupKey(line);
    return key !== null && basketGroups.has(key);
  });
  const sum = (amount: (line: PricedLine) => number) =>
    runLines.reduce((total, line) => total + amount(line), 0);
  const inBasket = basketLines.reduce((total, basketLine) => total + basketLine.quantity, 0);
  const quantity = sum((line) => line.quantity);
  const band = quantityBreakFor(inBasket + quantity);
  return {
    lines: runLines,
    quantity,
    garmentsPence: sum((line) => line.quantity * line.unitPence),
    decorationPence: sum((line) => line.quantity * (line.decorationPence + line.surchargePence)),
    setUpPence: sum((line) => line.setUpSharePence),
    lineExVatPence: sum((line) => line.lineExVatPence),
    lineIncVatPence: sum((line) => line.lineIncVatPence),
    inBasket,
    joinsBasketGroup,
    nextBreak: quantityBreaks.find((next) => next.minQuantity > band.minQuantity) ?? null,
  };
}

/**
 * Prices `configured` of product `productId` added to the basket's `basketLines` of the same
 * product. Null when a quantity is not a whole number from 1 to the basket's limit.
 */
export function priceConfiguration({
  configured,
  ...input
}: PriceWithBasketInput & { configured: ConfiguredLine }): ConfiguredPrice | null {
  const run = priceRun({ ...input, configured: [configured] });
  if (!run) return null;
  const { lines, inBasket, joinsBasketGroup, nextBreak } = run;
  return { line: lines[0]!, inBasket, joinsBasketGroup, nextBreak };
}
