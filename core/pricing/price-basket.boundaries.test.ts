import { describe, expect, it } from "vitest";
import { priceBasket } from "./price-basket.ts";
import { basket, embroidery, goods, line, print } from "./pricing-fixtures.ts";

// Issue 4: the money boundaries of DESIGN §3.3 and §3.5, through the whole basket.

describe("free delivery at the £75.00 boundary", () => {
  it.each([
    // [line ex VAT, line inc VAT, delivery ex VAT, amount for free delivery]
    [6250, 7500, 495, 1],
    [6251, 7501, 0, 0],
    [6249, 7499, 495, 2],
  ])(
    "a basket of %i pence ex VAT (%i inc VAT) pays %i pence delivery ex VAT and needs %i more",
    (ex, inc, delivery, more) => {
      const priced = priceBasket(basket([line("cap", "cap-1", 1, ex)]));
      expect(priced.subtotalIncVatPence).toBe(inc);
      expect(priced.deliveryExVatPence).toBe(delivery);
      expect(priced.isFreeDelivery).toBe(delivery === 0);
      expect(priced.amountForFreeDeliveryPence).toBe(more);
      expect(priced.totalPence).toBe(inc + (delivery === 0 ? 0 : 594));
    },
  );

  it("charges an empty basket nothing, not even delivery", () => {
    expect(priceBasket(basket([]))).toMatchObject({
      lines: [],
      totalPence: 0,
      deliveryExVatPence: 0,
      isFreeDelivery: false,
      amountForFreeDeliveryPence: 7501,
      needsQuote: false,
    });
  });
});

describe("set-up waiver at £1,000.00 of group goods", () => {
  it.each([
    // A print group of 1: one garment at `unit` plus the 1-5 tier's 595.
    [99404, 99999, 595, false],
    [99405, 100000, 0, true],
  ])(
    "a print of one garment at %i pence makes %i pence of goods and pays %i pence set-up",
    (unit, expectedGoods, setUp, isWaived) => {
      const [priced] = priceBasket(basket([line("coat", "coat-1", 1, unit, print())])).lines;
      expect(goods(priced!)).toBe(expectedGoods);
      expect(priced!.setUpSharePence).toBe(setUp);
      expect(priced!.isSetUpWaived).toBe(isWaived);
    },
  );

  it("adds up the whole group across sizes: 99 at £10.00 and one at £9.99 is £999.99", () => {
    // 100 items take 15% off: 982 → 835 and 981 → 834; embroidery at 100-199 is 165.
    const lines = (lastBase: number) => [
      line("polo", "polo-m", 99, 982, embroidery()),
      line("polo", "polo-xxl", 1, lastBase, embroidery()),
    ];
    const under = priceBasket(basket(lines(981))).lines;
    expect(under.map(goods)).toEqual([99000, 999]);
    expect(under.map((l) => l.setUpSharePence)).toEqual([995, 0]);
    const at = priceBasket(basket(lines(982))).lines;
    expect(at.map(goods)).toEqual([99000, 1000]);
    expect(at.map((l) => l.setUpSharePence)).toEqual([0, 0]);
    expect(at.every((l) => l.isSetUpWaived)).toBe(true);
  });
});
