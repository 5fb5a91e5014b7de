import { vatPence } from "#core/pricing/vat.ts";

// Issue 14.6: a quote's figures from its lines as the shop set them, the way an order adds up
// (DESIGN §3.4): each line's VAT on its own amount, delivery's VAT on delivery, all in pence.

export type QuoteLineFigures = {
  quantity: number;
  unitPricePence: number;
  customizationPricePence: number;
  setupFeePence: number;
};

/** A line ex VAT: quantity × (garment + decoration) + set-up. */
export function quoteLineExVatPence(line: QuoteLineFigures): number {
  return line.quantity * (line.unitPricePence + line.customizationPricePence) + line.setupFeePence;
}

export type QuoteTotals = {
  goodsExVatPence: number;
  deliveryExVatPence: number;
  vatPence: number;
  totalPence: number;
  itemCount: number;
};

export function quoteTotals(
  lines: readonly QuoteLineFigures[],
  deliveryExVatPence: number,
): QuoteTotals {
  let goodsExVatPence = 0;
  let linesVatPence = 0;
  let itemCount = 0;
  for (const line of lines) {
    const net = quoteLineExVatPence(line);
    goodsExVatPence += net;
    linesVatPence += vatPence(net);
    itemCount += line.quantity;
  }
  const vat = linesVatPence + vatPence(deliveryExVatPence);
  return {
    goodsExVatPence,
    deliveryExVatPence,
    vatPence: vat,
    totalPence: goodsExVatPence + deliveryExVatPence + vat,
    itemCount,
  };
}
