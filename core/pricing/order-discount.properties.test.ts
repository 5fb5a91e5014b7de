import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFreeDelivery } from "./delivery.ts";
import { allocateDiscount, applyOrderDiscount, type DiscountCodeTerms } from "./order-discount.ts";
import { priceBasket } from "./price-basket.ts";
import { basketArb, sum } from "./pricing-arbitraries.ts";
import { vatPence } from "./vat.ts";

// Invariants of order discounts over random baskets (DESIGN §3 tables) and random codes.

const codeArb: fc.Arbitrary<DiscountCodeTerms> = fc.oneof(
  fc.record({
    code: fc.constantFrom("TEN", "HALF", "ALL"),
    kind: fc.constant("percentage" as const),
    value: fc.integer({ min: 1, max: 100 }),
    minimumSubtotalPence: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
  }),
  fc.record({
    code: fc.constantFrom("FIVER", "BIG"),
    kind: fc.constant("fixed_amount" as const),
    value: fc.integer({ min: 1, max: 200_000 }),
    minimumSubtotalPence: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
  }),
);
const codesArb = fc.array(codeArb, { maxLength: 3 });

describe("order discount invariants", () => {
  it("shares the discount over the lines exactly, none below 0, within a penny of its share", () => {
    fc.assert(
      fc.property(basketArb, codesArb, (input, codes) => {
        const priced = priceBasket(input);
        const discounted = applyOrderDiscount(priced, codes);
        const { discountPence, subtotalExVatPence } = discounted;
        expect(sum(discounted.lines.map((line) => line.discountPence))).toBe(discountPence);
        expect(discountPence).toBeLessThanOrEqual(subtotalExVatPence);
        for (const line of discounted.lines) {
          expect(line.discountPence).toBeGreaterThanOrEqual(0);
          expect(line.discountedExVatPence).toBe(line.lineExVatPence - line.discountPence);
          expect(line.discountedExVatPence).toBeGreaterThanOrEqual(0);
          expect(line.discountedVatPence).toBe(vatPence(line.discountedExVatPence));
          if (subtotalExVatPence > 0) {
            // |share − discount × line / subtotal| < 1, in integers.
            const exact = discountPence * line.lineExVatPence;
            expect(Math.abs(line.discountPence * subtotalExVatPence - exact)).toBeLessThan(
              subtotalExVatPence,
            );
          }
        }
      }),
    );
  });

  it("adds up the totals: total = subtotal − discount + VAT + delivery, as the orders table checks", () => {
    fc.assert(
      fc.property(basketArb, codesArb, (input, codes) => {
        const discounted = applyOrderDiscount(priceBasket(input), codes);
        const lines = discounted.lines;
        expect(discounted.discountedSubtotalExVatPence).toBe(
          sum(lines.map((line) => line.discountedExVatPence)),
        );
        expect(discounted.linesVatPence).toBe(sum(lines.map((line) => line.discountedVatPence)));
        expect(discounted.vatTotalPence).toBe(
          discounted.linesVatPence + discounted.deliveryVatPence,
        );
        expect(discounted.totalPence).toBe(
          discounted.subtotalExVatPence -
            discounted.discountPence +
            discounted.vatTotalPence +
            discounted.deliveryExVatPence,
        );
        if (lines.length > 0)
          expect(discounted.isFreeDelivery).toBe(isFreeDelivery(discounted.subtotalIncVatPence));
      }),
    );
  });

  it("changes nothing without a code and never charges more with one", () => {
    fc.assert(
      fc.property(basketArb, codesArb, (input, codes) => {
        const priced = priceBasket(input);
        const { lines, ...totals } = priced;
        const undiscounted = applyOrderDiscount(priced, []);
        expect(undiscounted).toMatchObject({ ...totals, discountPence: 0, appliedCode: null });
        expect(undiscounted.lines).toEqual(
          lines.map((line) => ({
            ...line,
            discountPence: 0,
            discountedExVatPence: line.lineExVatPence,
            discountedVatPence: line.lineVatPence,
          })),
        );
        // Goods get cheaper; delivery can come back (measured after the discount), but the
        // buyer never pays more than the goods' saving inc VAT would leave plus £5.94.
        const discounted = applyOrderDiscount(priced, codes);
        expect(discounted.subtotalIncVatPence).toBeLessThanOrEqual(priced.subtotalIncVatPence);
        expect(discounted.totalPence).toBeLessThanOrEqual(
          priced.totalPence + discounted.deliveryExVatPence + discounted.deliveryVatPence,
        );
      }),
    );
  });

  it("gives a larger line no smaller share, and the later of two equal lines the larger", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const discount = Math.floor(sum(amounts) * fraction);
          const shares = allocateDiscount(discount, amounts);
          expect(sum(shares)).toBe(discount);
          amounts.forEach((a, i) =>
            amounts.forEach((b, j) => {
              if (a < b || (a === b && i < j)) expect(shares[i]!).toBeLessThanOrEqual(shares[j]!);
              expect(shares[i]!).toBeLessThanOrEqual(a);
            }),
          );
        },
      ),
    );
  });
});
