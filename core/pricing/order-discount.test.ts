import { describe, expect, it } from "vitest";
import {
  allocateDiscount,
  applyOrderDiscount,
  bestDiscountCode,
  discountAmountPence,
  type DiscountCodeTerms,
} from "./order-discount.ts";
import { priceBasket } from "./price-basket.ts";
import { basket, embroidery, line, plain } from "./pricing-fixtures.ts";

const percent = (value: number, minimumSubtotalPence = 0, code = `P${value}`) =>
  ({ code, kind: "percentage", value, minimumSubtotalPence }) satisfies DiscountCodeTerms;
const fixed = (value: number, minimumSubtotalPence = 0, code = `F${value}`) =>
  ({ code, kind: "fixed_amount", value, minimumSubtotalPence }) satisfies DiscountCodeTerms;

const polo = (quantity: number, decoration = plain, variant = "polo-m") =>
  line("polo", variant, quantity, 1000, decoration);

describe("order discount on the DESIGN §3 examples", () => {
  it.each([
    {
      case: "no code: the basket as priceBasket priced it",
      lines: [polo(1)],
      codes: [],
      lines_: [{ discountPence: 0, discountedExVatPence: 1000, discountedVatPence: 200 }],
      order: { discountPence: 0, vatTotalPence: 299, deliveryExVatPence: 495, totalPence: 1794 },
    },
    {
      case: "10% off the embroidered polo ×10 (13995 → 1399.5 rounds up to 1400)",
      lines: [polo(10, embroidery("Chest Left"))],
      codes: [percent(10)],
      lines_: [{ discountPence: 1400, discountedExVatPence: 12595, discountedVatPence: 2519 }],
      order: { discountPence: 1400, vatTotalPence: 2519, deliveryExVatPence: 0, totalPence: 15114 },
    },
    {
      case: "10% off the split-size group: shares 750 + 650, each line's VAT on its own",
      lines: [polo(5, embroidery("Chest Left")), polo(5, embroidery("Chest Left"), "polo-l")],
      codes: [percent(10)],
      lines_: [
        { discountPence: 750, discountedExVatPence: 6745, discountedVatPence: 1349 },
        { discountPence: 650, discountedExVatPence: 5850, discountedVatPence: 1170 },
      ],
      order: { discountPence: 1400, vatTotalPence: 2519, totalPence: 15114 },
    },
    {
      case: "£5 off a £10 polo: delivery still charged below £75",
      lines: [polo(1)],
      codes: [fixed(500)],
      lines_: [{ discountPence: 500, discountedExVatPence: 500, discountedVatPence: 100 }],
      order: { discountPence: 500, vatTotalPence: 199, deliveryExVatPence: 495, totalPence: 1194 },
    },
    {
      case: "a fixed amount above the goods takes the goods to 0, never below",
      lines: [polo(1)],
      codes: [fixed(2000)],
      lines_: [{ discountPence: 1000, discountedExVatPence: 0, discountedVatPence: 0 }],
      order: { discountPence: 1000, vatTotalPence: 99, deliveryExVatPence: 495, totalPence: 594 },
    },
    {
      // 6500 + 1300 = £78.00 inc VAT is free before; 10% off leaves £70.20: delivery is charged.
      case: "free delivery is measured after the discount",
      lines: [line("jacket", "jacket-m", 1, 6500)],
      codes: [percent(10)],
      lines_: [{ discountPence: 650, discountedExVatPence: 5850, discountedVatPence: 1170 }],
      order: {
        subtotalIncVatPence: 7020,
        isFreeDelivery: false,
        deliveryExVatPence: 495,
        totalPence: 7614,
        amountForFreeDeliveryPence: 481,
      },
    },
  ])("$case", ({ lines, codes, lines_, order }) => {
    const priced = priceBasket(basket(lines));
    const discounted = applyOrderDiscount(priced, codes);
    expect(discounted.lines).toMatchObject(lines_);
    expect(discounted).toMatchObject(order);
    expect(discounted.subtotalExVatPence).toBe(priced.subtotalExVatPence);
    expect(discounted.totalPence).toBe(
      discounted.subtotalExVatPence -
        discounted.discountPence +
        discounted.vatTotalPence +
        discounted.deliveryExVatPence,
    );
  });
});

describe("which code applies", () => {
  it("takes the largest discount of the codes whose minimum the goods reach", () => {
    const codes = [percent(5), fixed(100), percent(50, 5000), fixed(80)];
    expect(bestDiscountCode(codes, 1000)?.code).toBe("F100");
    expect(bestDiscountCode(codes, 5000)?.code).toBe("P50");
  });

  it("keeps the first code on a tie and none when no minimum is reached", () => {
    expect(bestDiscountCode([fixed(100, 0, "A"), fixed(100, 0, "B")], 1000)?.code).toBe("A");
    expect(bestDiscountCode([fixed(100, 2000)], 1999)).toBeNull();
    expect(bestDiscountCode([fixed(100, 2000)], 2000)?.code).toBe("F100");
  });

  it.each([
    [percent(10), 1005, 101],
    [percent(10), 1004, 100],
    [percent(100), 1234, 1234],
    [fixed(500), 499, 499],
    [fixed(500), 10_000, 500],
    [fixed(500, 10_000), 9_999, 0],
  ])("%o on %i pence takes %i pence", (terms, subtotal, amount) => {
    expect(discountAmountPence(terms, subtotal)).toBe(amount);
  });

  it("applies no code to an empty basket", () => {
    const discounted = applyOrderDiscount(priceBasket(basket([])), [fixed(100)]);
    expect(discounted).toMatchObject({ appliedCode: null, discountPence: 0, totalPence: 0 });
  });

  it("refuses malformed terms", () => {
    expect(() => applyOrderDiscount(priceBasket(basket([polo(1)])), [percent(101)])).toThrow();
    expect(() => applyOrderDiscount(priceBasket(basket([polo(1)])), [fixed(0)])).toThrow();
  });
});

describe("allocateDiscount", () => {
  it.each([
    [0, [100, 200], [0, 0]],
    [3, [1000, 1000], [1, 2]],
    [1400, [7495, 6500], [750, 650]],
    [10, [0, 50, 50], [0, 5, 5]],
    [7, [1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1]],
    [2, [1, 1, 1], [0, 1, 1]],
  ])("shares %i pence over %o as %o", (discount, amounts, shares) => {
    expect(allocateDiscount(discount, amounts)).toEqual(shares);
  });

  it("refuses a discount larger than the amounts or not whole", () => {
    expect(() => allocateDiscount(301, [100, 200])).toThrow(RangeError);
    expect(() => allocateDiscount(1.5, [100, 200])).toThrow(RangeError);
  });
});
