import { startingDecorationMinimums } from "./decoration-minimums.ts";
import type { DecorationPricing } from "./decoration-pricing.ts";
import type { CustomPrice, PricingDecorationInput, PricingInput } from "./pricing-input.ts";

// For tests only: the decoration tables exactly as DESIGN §3.3 states them (and as the demo seed
// stores them), pence ex VAT, and small builders for basket lines.

export const designDecorationPricing: DecorationPricing = {
  minimums: startingDecorationMinimums,
  embroidery: {
    setupCostLogoPence: 995,
    price1To5Pence: 595,
    price6To49Pence: 350,
    price50To99Pence: 190,
    price100To199Pence: 165,
    price200To499Pence: 145,
    price500PlusPence: null,
  },
  positionSurcharges: [
    { position: "Chest Left", surchargePence: 0 },
    { position: "Chest Right", surchargePence: 0 },
    { position: "Chest Center", surchargePence: 0 },
    { position: "Back Center", surchargePence: 400 },
    { position: "Left Sleeve", surchargePence: 50 },
    { position: "Right Sleeve", surchargePence: 50 },
  ],
  print: [
    { minQuantity: 1, maxQuantity: 5, pricePence: 595, setupCostPence: 595 },
    { minQuantity: 6, maxQuantity: 24, pricePence: 295, setupCostPence: 595 },
    { minQuantity: 25, maxQuantity: 49, pricePence: 195, setupCostPence: 595 },
    { minQuantity: 50, maxQuantity: 499, pricePence: 160, setupCostPence: 595 },
    { minQuantity: 500, maxQuantity: null, pricePence: null, setupCostPence: 595 },
  ],
};

export const plain: PricingDecorationInput = { type: "plain" };

export const embroidery = (
  position: "Chest Left" | "Back Center" | "Left Sleeve" | "Right Sleeve" = "Chest Left",
  designId = "logo",
): PricingDecorationInput => ({ type: "embroidery", position, designId });

export const print = (designId = "logo"): PricingDecorationInput => ({
  type: "print",
  position: "Chest Center",
  designId,
});

/** A basket line of `quantity` items of a product's variant at `variantPricePence` ex VAT. */
export function line(
  productId: string,
  variantId: string,
  quantity: number,
  variantPricePence: number,
  decoration: PricingDecorationInput = plain,
) {
  return { productId, variantId, quantity, variantPricePence, decoration };
}

/** priceBasket input for these lines with the DESIGN tables. */
export const basket = (
  lines: PricingInput["lines"],
  customPrices: CustomPrice[] = [],
): PricingInput => ({
  lines,
  customPrices,
  decorationPricing: designDecorationPricing,
});

/** A line's garments plus decoration, before its set-up share (DESIGN §3.3 "goods"). */
export const goods = (priced: { lineExVatPence: number; setUpSharePence: number }) =>
  priced.lineExVatPence - priced.setUpSharePence;
