import { describe, expect, it } from "vitest";
import { minimumMessage, minimumRefusalOf } from "./decoration-minimums.ts";
import { priceBasket } from "./price-basket.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";

// Issue 15.5: the fewest pieces per decoration group — embroidery 10, print 1 to start — counted
// across the group's sizes, with the message the buyer sees.

const embroidered = (variantId: string, quantity: number, designId = "design-a") => ({
  productId: "polo",
  variantId,
  quantity,
  variantPricePence: 925,
  decoration: { type: "embroidery" as const, position: "Chest Left" as const, designId },
});

describe("decoration minimums", () => {
  it("says the method and the minimum", () => {
    expect(minimumMessage("embroidery", 10)).toBe("Embroidery is available from 10 pieces");
    expect(minimumMessage("print", 1_000)).toBe("Printing is available from 1,000 pieces");
  });

  it("counts a group across its sizes: 4 M and 6 L embroidered with one design make 10", () => {
    const priced = priceBasket({
      lines: [embroidered("m", 4), embroidered("l", 6)],
      decorationPricing: designDecorationPricing,
    });
    expect(priced.belowMinimum).toBeNull();
  });

  it("refuses a group of 9, naming its first line; another design is its own group", () => {
    const priced = priceBasket({
      lines: [
        embroidered("m", 10),
        embroidered("l", 5, "design-b"),
        embroidered("xl", 4, "design-b"),
      ],
      decorationPricing: designDecorationPricing,
    });
    expect(priced.belowMinimum).toEqual({
      index: 1,
      method: "embroidery",
      minimum: 10,
      groupQuantity: 9,
      message: "Embroidery is available from 10 pieces",
    });
  });

  it("leaves plain lines and print from 1 alone, and follows the minimums given", () => {
    const lines = [
      {
        productId: "polo",
        variantId: "m",
        quantity: 1,
        variantPricePence: 925,
        decoration: { type: "plain" as const },
      },
      {
        ...embroidered("l", 1),
        decoration: { type: "print" as const, position: "Back Center" as const, designId: "d" },
      },
    ];
    expect(
      priceBasket({ lines, decorationPricing: designDecorationPricing }).belowMinimum,
    ).toBeNull();
    const stricter = { ...designDecorationPricing, minimums: { embroidery: 10, print: 25 } };
    expect(priceBasket({ lines, decorationPricing: stricter }).belowMinimum).toMatchObject({
      index: 1,
      message: "Printing is available from 25 pieces",
    });
    expect(minimumRefusalOf([], stricter.minimums)).toBeNull();
  });
});
