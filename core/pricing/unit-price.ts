import type { CustomPrice } from "./pricing-input.ts";
import { discountedUnitPence } from "./quantity-break-prices.ts";
import { quantityBreakFor } from "./quantity-breaks.ts";

export type UnitPrice = {
  /** Before any quantity break: the custom price or the variant price, pence ex VAT. */
  baseUnitPence: number;
  /** After the quantity break (none on a custom price), pence ex VAT. */
  unitPence: number;
  /** The break applied, whole per cent; 0 on a custom price. */
  quantityBreakPercent: number;
  isCustomPrice: boolean;
};

/**
 * DESIGN §3.1: the customer's custom price for this variant, else their all-variants price for the
 * product, else null. A variant match beats an all-variants match whatever the order given.
 */
export function findCustomPrice(
  customPrices: readonly CustomPrice[],
  productId: string,
  variantId: string,
): CustomPrice | null {
  const forProduct = customPrices.filter((price) => price.productId === productId);
  return (
    forProduct.find((price) => price.variantId === variantId) ??
    forProduct.find((price) => price.variantId === null) ??
    null
  );
}

/**
 * DESIGN §3.1-3.2: a line's unit price in pence ex VAT. `productQuantity` is the basket's total
 * items of the product across all its variants and decorations. A custom price is the customer's
 * net price, so no quantity break applies on top of it.
 */
export function unitPrice(
  line: { productId: string; variantId: string; variantPricePence: number },
  productQuantity: number,
  customPrices: readonly CustomPrice[],
): UnitPrice {
  const custom = findCustomPrice(customPrices, line.productId, line.variantId);
  if (custom) {
    return {
      baseUnitPence: custom.customPricePence,
      unitPence: custom.customPricePence,
      quantityBreakPercent: 0,
      isCustomPrice: true,
    };
  }
  const { discountPercent } = quantityBreakFor(productQuantity);
  return {
    baseUnitPence: line.variantPricePence,
    unitPence: discountedUnitPence(line.variantPricePence, discountPercent),
    quantityBreakPercent: discountPercent,
    isCustomPrice: false,
  };
}
