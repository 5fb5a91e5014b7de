import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basketTotals } from "./basket-totals.ts";
import { priceBasket } from "./price-basket.ts";
import { basket, embroidery, line } from "./pricing-fixtures.ts";
import { basketArb, sum } from "./pricing-arbitraries.ts";

describe("basketTotals", () => {
  it("shows DESIGN §3's polo at £10.00 in both columns, delivery charged", () => {
    const totals = basketTotals(priceBasket(basket([line("polo", "polo-m", 1, 1000)])));
    expect(totals).toEqual({
      items: { exVatPence: 1000, vatPence: 200, incVatPence: 1200 },
      delivery: { exVatPence: 495, vatPence: 99, incVatPence: 594, isFree: false },
      vatTotalPence: 299,
      totalPence: 1794,
    });
  });

  it("shows free delivery as nothing in every column", () => {
    const totals = basketTotals(
      priceBasket(basket([line("polo", "polo-l", 10, 1000, embroidery())])),
    );
    expect(totals.items).toEqual({ exVatPence: 13995, vatPence: 2799, incVatPence: 16794 });
    expect(totals.delivery).toEqual({ exVatPence: 0, vatPence: 0, incVatPence: 0, isFree: true });
    expect(totals.totalPence).toBe(16794);
  });

  it("adds up: each column is the sum of the lines, ex + VAT = inc, and both columns reach the total", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const priced = priceBasket(input);
        const { items, delivery, vatTotalPence, totalPence } = basketTotals(priced);
        expect(items.exVatPence).toBe(sum(priced.lines.map((l) => l.lineExVatPence)));
        expect(items.vatPence).toBe(sum(priced.lines.map((l) => l.lineVatPence)));
        expect(items.incVatPence).toBe(sum(priced.lines.map((l) => l.lineIncVatPence)));
        for (const row of [items, delivery]) {
          expect(row.exVatPence + row.vatPence).toBe(row.incVatPence);
        }
        expect(vatTotalPence).toBe(items.vatPence + delivery.vatPence);
        expect(items.incVatPence + delivery.incVatPence).toBe(totalPence);
        expect(items.exVatPence + delivery.exVatPence + vatTotalPence).toBe(totalPence);
        expect(totalPence).toBe(priced.totalPence);
      }),
    );
  });
});
