import { expect, it } from "vitest";
import { quoteLineExVatPence, quoteTotals } from "./quote-totals.ts";

// Worked by hand: 600 printed tees at £3.20 + £1.10 print + £25.00 set-up = 600 × 430 + 2500 =
// 260,500 ex VAT (VAT 52,100); 10 polos at £9.00 plain = 9,000 (VAT 1,800); delivery £12.50
// (VAT £2.50): goods 269,500, VAT 54,150, total 269,500 + 1,250 + 54,150 = 324,900.
const tees = {
  quantity: 600,
  unitPricePence: 320,
  customizationPricePence: 110,
  setupFeePence: 2500,
};
const polos = { quantity: 10, unitPricePence: 900, customizationPricePence: 0, setupFeePence: 0 };

it("adds a quote up as an order does: each line's VAT, then delivery's", () => {
  expect(quoteLineExVatPence(tees)).toBe(260_500);
  expect(quoteTotals([tees, polos], 1250)).toEqual({
    goodsExVatPence: 269_500,
    deliveryExVatPence: 1250,
    vatPence: 54_150,
    totalPence: 324_900,
    itemCount: 610,
  });
});

it("rounds each line's VAT on its own, half up", () => {
  // 1 × 3p: VAT 0.6p rounds to 1p, twice — not 1.2p rounded once.
  const penny = { quantity: 1, unitPricePence: 3, customizationPricePence: 0, setupFeePence: 0 };
  expect(quoteTotals([penny, penny], 0).vatPence).toBe(2);
});
