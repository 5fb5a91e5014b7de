import { priceDecorationGroups, type LineDecorationPrice } from "./decoration-groups.ts";
import { minimumRefusalOf, type MinimumRefusal } from "./decoration-minimums.ts";
import { amountForFreeDeliveryPence, deliveryExVatPence, isFreeDelivery } from "./delivery.ts";
import type { ParsedPricingInput, PricingDecoration } from "./pricing-input.ts";
import { unitPrice, type UnitPrice } from "./unit-price.ts";
import { divideHalfUp, vatPence } from "./vat.ts";

// DESIGN §3: the pricing of a basket whose input is already valid. priceBasket (price-basket.ts)
// validates first; a page that builds its own input from the server's data (the product page's
// price box, issue 18.1) calls this directly and so loads no zod.

/** One priced line; every amount is integer pence, ex VAT unless the name says otherwise. */
export type PricedLine = UnitPrice &
  LineDecorationPrice & {
    productId: string;
    variantId: string;
    /** Items. */
    quantity: number;
    decoration: PricingDecoration;
    /** qty × (unit + decoration + surcharge) + set-up share (DESIGN §3.4). */
    lineExVatPence: number;
    lineVatPence: number;
    lineIncVatPence: number;
    /** Display only: lineIncVatPence / quantity rounded half-up to the penny. */
    perItemIncVatPence: number;
  };

/** The priced basket: lines in input order and the order totals, integer pence. */
export type PricedBasket = {
  lines: PricedLine[];
  /** Sum of the lines ex VAT. */
  subtotalExVatPence: number;
  /** Sum of the lines' own VAT (each rounded on its line). */
  linesVatPence: number;
  /** Sum of the lines inc VAT: the amount the free-delivery test reads (DESIGN §3.5). */
  subtotalIncVatPence: number;
  deliveryExVatPence: number;
  deliveryVatPence: number;
  /** linesVatPence + deliveryVatPence. */
  vatTotalPence: number;
  /** subtotalExVatPence + vatTotalPence + deliveryExVatPence. */
  totalPence: number;
  /** Delivery is free because the subtotal inc VAT is above £75 (false for an empty basket). */
  isFreeDelivery: boolean;
  /** More spend inc VAT that makes delivery free; 0 once free. */
  amountForFreeDeliveryPence: number;
  /** Some line's decoration is priced on application: the order is flagged for a quote. */
  needsQuote: boolean;
  /**
   * Issue 15.5: the first line whose decoration group is below its method's minimum; a basket with
   * one cannot become an order.
   */
  belowMinimum: MinimumRefusal | null;
};

/** Prices valid input (parsePricingInput's result) by DESIGN §3, all amounts integer pence. */
export function priceValidInput(input: ParsedPricingInput): PricedBasket {
  const { lines, customPrices, decorationPricing, logosOnFile } = input;

  // DESIGN §3.2 the break counts the product's items across all its variants and decorations.
  const productQuantities = new Map<string, number>();
  for (const line of lines) {
    productQuantities.set(
      line.productId,
      (productQuantities.get(line.productId) ?? 0) + line.quantity,
    );
  }
  const unitPrices = lines.map((line) =>
    unitPrice(line, productQuantities.get(line.productId)!, customPrices),
  );
  const decorations = priceDecorationGroups(
    lines.map((line, index) => ({ ...line, unitPence: unitPrices[index]!.unitPence })),
    decorationPricing,
    logosOnFile,
  );

  const pricedLines = lines.map((line, index): PricedLine => {
    const unit = unitPrices[index]!;
    const decoration = decorations[index]!;
    // DESIGN §3.4 line_ex = qty × (unit + decoration + surcharge) + set-up share.
    const lineExVatPence =
      line.quantity * (unit.unitPence + decoration.decorationPence + decoration.surchargePence) +
      decoration.setUpSharePence;
    // DESIGN §3.4 each line's VAT on its own line_ex.
    const lineVatPence = vatPence(lineExVatPence);
    const lineIncVatPence = lineExVatPence + lineVatPence;
    return {
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      decoration: line.decoration,
      ...unit,
      ...decoration,
      lineExVatPence,
      lineVatPence,
      lineIncVatPence,
      perItemIncVatPence: divideHalfUp(lineIncVatPence, line.quantity),
    };
  });

  const sum = (pick: (line: PricedLine) => number) =>
    pricedLines.reduce((total, line) => total + pick(line), 0);
  const subtotalExVatPence = sum((line) => line.lineExVatPence);
  const linesVatPence = sum((line) => line.lineVatPence);
  const subtotalIncVatPence = subtotalExVatPence + linesVatPence;
  const itemCount = sum((line) => line.quantity);
  const delivery = deliveryExVatPence(subtotalIncVatPence, itemCount);
  const deliveryVat = vatPence(delivery);
  const vatTotalPence = linesVatPence + deliveryVat;

  return {
    lines: pricedLines,
    subtotalExVatPence,
    linesVatPence,
    subtotalIncVatPence,
    deliveryExVatPence: delivery,
    deliveryVatPence: deliveryVat,
    vatTotalPence,
    totalPence: subtotalExVatPence + vatTotalPence + delivery,
    isFreeDelivery: itemCount > 0 && isFreeDelivery(subtotalIncVatPence),
    amountForFreeDeliveryPence: amountForFreeDeliveryPence(subtotalIncVatPence),
    needsQuote: pricedLines.some((line) => line.needsQuote),
    belowMinimum: minimumRefusalOf(pricedLines, decorationPricing.minimums),
  };
}
