import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { embroideryRate, printRate } from "./decoration-rates.ts";
import { priceBasket, type PricedBasket } from "./price-basket.ts";
import { basketArb, groupKey, lineArb, sum } from "./pricing-arbitraries.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";
import type { PricingDecorationInput, PricingInput } from "./pricing-input.ts";
import { discountedUnitPence } from "./quantity-break-prices.ts";
import { quantityBreakFor } from "./quantity-breaks.ts";

// Issue 4: adding an item never lowers the total by more than the discounts it unlocks.

function decorationRate(decoration: PricingDecorationInput, groupQuantity: number) {
  if (decoration.type === "plain") return { perItemPence: 0, setUpFeePence: 0 };
  const rate =
    decoration.type === "embroidery"
      ? embroideryRate(designDecorationPricing.embroidery, groupQuantity)
      : printRate(designDecorationPricing.print, groupQuantity);
  return { ...rate, perItemPence: rate.perItemPence ?? 0 };
}

/**
 * The most that adding one item of `added` can take off the basket `before`, pence ex VAT, worked
 * out from the rules rather than from the new prices: the next quantity break on that product's
 * items (custom prices excepted), the next decoration tier on its group's items, the group's
 * set-up fee if it was being charged, and delivery if it was being charged. Nothing else in the
 * basket may get cheaper.
 */
function discountsUnlocked(
  before: PricedBasket,
  added: { productId: string; decoration: PricingDecorationInput },
): number {
  const productLines = before.lines.filter((line) => line.productId === added.productId);
  const productQuantity = sum(productLines.map((line) => line.quantity));
  const breakBefore = quantityBreakFor(Math.max(1, productQuantity)).discountPercent;
  const breakAfter = quantityBreakFor(productQuantity + 1).discountPercent;
  const cheaperGarments = sum(
    productLines
      .filter((line) => !line.isCustomPrice)
      .map(
        (line) =>
          line.quantity *
          (discountedUnitPence(line.baseUnitPence, breakBefore) -
            discountedUnitPence(line.baseUnitPence, breakAfter)),
      ),
  );

  const key = groupKey(added);
  const groupLines = before.lines.filter((line) => key !== null && groupKey(line) === key);
  const groupQuantity = sum(groupLines.map((line) => line.quantity));
  const cheaperDecoration =
    groupQuantity === 0
      ? 0
      : groupQuantity *
        (decorationRate(added.decoration, groupQuantity).perItemPence -
          decorationRate(added.decoration, groupQuantity + 1).perItemPence);
  const setUpWaived = sum(groupLines.map((line) => line.setUpSharePence));

  return cheaperGarments + cheaperDecoration + setUpWaived + before.deliveryExVatPence;
}

describe("adding an item", () => {
  const addItemArb = basketArb.chain((input) =>
    fc.record({
      input: fc.constant(input),
      // An index into the lines adds one to that line; past the end appends a new line of one.
      at: fc.integer({ min: 0, max: input.lines.length }),
      newLine: lineArb.map((line) => ({ ...line, quantity: 1 })),
    }),
  );

  it("never lowers the total by more than the discounts it unlocks", () => {
    fc.assert(
      fc.property(addItemArb, ({ input, at, newLine }) => {
        const isNewLine = at === input.lines.length;
        const added = isNewLine ? newLine : input.lines[at]!;
        const lines: PricingInput["lines"] = isNewLine
          ? [...input.lines, newLine]
          : input.lines.map((line, i) =>
              i === at ? { ...line, quantity: line.quantity + 1 } : line,
            );
        const before = priceBasket(input);
        const after = priceBasket({ ...input, lines });
        const unlockedExVat = discountsUnlocked(before, added);
        expect(after.subtotalExVatPence + after.deliveryExVatPence).toBeGreaterThanOrEqual(
          before.subtotalExVatPence + before.deliveryExVatPence - unlockedExVat,
        );
        // With VAT: 20% more, plus up to a penny of rounding on each line already there.
        const allowance = Math.ceil((unlockedExVat * 6) / 5) + before.lines.length;
        expect(after.totalPence).toBeGreaterThanOrEqual(before.totalPence - allowance);
      }),
      { numRuns: 1000 },
    );
  });
});
