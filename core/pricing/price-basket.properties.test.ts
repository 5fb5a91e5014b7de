import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceBasket } from "./price-basket.ts";
import { basketArb, groupKey, perItemExVat, sum } from "./pricing-arbitraries.ts";

// Invariants of DESIGN §3 over random baskets priced with the DESIGN tables.

describe("pricing invariants", () => {
  it("makes the order totals the sums of the lines plus delivery", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const priced = priceBasket(input);
        for (const line of priced.lines) {
          expect(line.lineExVatPence).toBe(
            line.quantity * perItemExVat(line) + line.setUpSharePence,
          );
          expect(line.lineIncVatPence).toBe(line.lineExVatPence + line.lineVatPence);
        }
        expect(priced.subtotalExVatPence).toBe(sum(priced.lines.map((l) => l.lineExVatPence)));
        expect(priced.linesVatPence).toBe(sum(priced.lines.map((l) => l.lineVatPence)));
        expect(priced.subtotalIncVatPence).toBe(sum(priced.lines.map((l) => l.lineIncVatPence)));
        expect(priced.vatTotalPence).toBe(priced.linesVatPence + priced.deliveryVatPence);
        expect(priced.totalPence).toBe(
          priced.subtotalIncVatPence + priced.deliveryExVatPence + priced.deliveryVatPence,
        );
      }),
    );
  });

  it("keeps each line's VAT within a penny (in fact half a penny) of 20% of the line", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        for (const line of priceBasket(input).lines) {
          // |vat − ex / 5| ≤ ½  ⇔  |10·vat − 2·ex| ≤ 5
          expect(Math.abs(10 * line.lineVatPence - 2 * line.lineExVatPence)).toBeLessThanOrEqual(5);
        }
      }),
    );
  });

  it("charges each decoration group's set-up at most once, on its first line", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const lines = priceBasket(input).lines;
        lines.forEach((line, index) => {
          const key = groupKey(line);
          const isFirstOfGroup =
            key !== null && lines.findIndex((other) => groupKey(other) === key) === index;
          if (!isFirstOfGroup) expect(line.setUpSharePence).toBe(0);
          else expect(line.setUpSharePence).toBe(line.isSetUpWaived ? 0 : line.setUpFeePence);
        });
      }),
    );
  });

  it("charges delivery exactly when the subtotal inc VAT is £75.00 or less", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        const priced = priceBasket(input);
        const isCharged = priced.lines.length > 0 && priced.subtotalIncVatPence <= 7500;
        expect(priced.deliveryExVatPence).toBe(isCharged ? 495 : 0);
        expect(priced.subtotalIncVatPence + priced.amountForFreeDeliveryPence).toBeGreaterThan(
          priced.isFreeDelivery ? 7500 : 7500 - 1,
        );
        if (priced.amountForFreeDeliveryPence > 0) {
          expect(priced.subtotalIncVatPence + priced.amountForFreeDeliveryPence).toBe(7501);
        }
      }),
    );
  });

  it("shows a per-item price within half a penny per item of the line inc VAT", () => {
    fc.assert(
      fc.property(basketArb, (input) => {
        for (const line of priceBasket(input).lines) {
          const difference = line.perItemIncVatPence * line.quantity - line.lineIncVatPence;
          expect(2 * Math.abs(difference)).toBeLessThanOrEqual(line.quantity);
        }
      }),
    );
  });

  it("does not let the order or the split of lines change the goods and set-up charged", () => {
    const splitArb = basketArb
      .filter((input) => input.lines.some((line) => line.quantity > 1))
      .chain((input) => {
        const index = input.lines.findIndex((line) => line.quantity > 1);
        return fc.record({
          input: fc.constant(input),
          index: fc.constant(index),
          first: fc.integer({ min: 1, max: input.lines[index]!.quantity - 1 }),
        });
      });
    fc.assert(
      fc.property(splitArb, ({ input, index, first }) => {
        const whole = priceBasket(input).subtotalExVatPence;
        const reversed = priceBasket({ ...input, lines: [...input.lines].reverse() });
        expect(reversed.subtotalExVatPence).toBe(whole);
        const line = input.lines[index]!;
        const split = priceBasket({
          ...input,
          lines: input.lines.flatMap((l, i) =>
            i === index
              ? [
                  { ...line, quantity: first },
                  { ...line, quantity: line.quantity - first },
                ]
              : [l],
          ),
        });
        expect(split.subtotalExVatPence).toBe(whole);
      }),
    );
  });
});
