import { describe, expect, it } from "vitest";
import { priceConfiguration, priceRun } from "./configured-price.ts";
import { designDecorationPricing } from "./pricing-fixtures.ts";
import type { PricingDecoration } from "./pricing-input.ts";

const plain: PricingDecoration = { type: "plain" };
const embroidery = (
  position: "Chest Left" | "Back Center" = "Chest Left",
  designId = "logo",
): PricingDecoration => ({ type: "embroidery", position, designId });
const print = (designId: string): PricingDecoration => ({
  type: "print",
  position: "Chest Center",
  designId,
});

const hoodie = "gid://shopify/Product/hoodie";
const configure = (
  configured: Parameters<typeof priceConfiguration>[0]["configured"],
  basketLines: Parameters<typeof priceConfiguration>[0]["basketLines"] = [],
  customPrices: Parameters<typeof priceConfiguration>[0]["customPrices"] = [],
) =>
  priceConfiguration({
    productId: hoodie,
    basketLines,
    configured,
    customPrices,
    decorationPricing: designDecorationPricing,
  })!;

describe("the product page's price for what the buyer is configuring (issue 18.1)", () => {
  it("prices the issue's hoodie: £39.95, embroidery Back Center × 30 is £43.46 an item, set-up waived, £1,303.80 ex VAT", () => {
    const { line, inBasket, joinsBasketGroup, nextBreak } = configure({
      variantId: "M",
      variantPricePence: 3995,
      quantity: 30,
      decoration: embroidery("Back Center", "logo"),
    });
    expect(line.unitPence).toBe(3596); // 10 % off from 25
    expect(line.quantityBreakPercent).toBe(10);
    expect(line.decorationPence + line.surchargePence).toBe(750);
    expect(line.unitPence + line.decorationPence + line.surchargePence).toBe(4346);
    expect(line.isSetUpWaived).toBe(true);
    expect(line.setUpSharePence).toBe(0);
    expect(line.lineExVatPence).toBe(130_380);
    expect(line.lineIncVatPence).toBe(156_456);
    expect({ inBasket, joinsBasketGroup }).toEqual({ inBasket: 0, joinsBasketGroup: false });
    expect(nextBreak).toMatchObject({ minQuantity: 50, discountPercent: 12 });
  });

  it("charges a new design's set-up on the chosen items when it is below £1,000", () => {
    const { line, joinsBasketGroup } = configure({
      variantId: "M",
      variantPricePence: 1000,
      quantity: 10,
      decoration: embroidery("Chest Left", "logo"),
    });
    expect(line.setUpSharePence).toBe(995);
    expect(line.lineExVatPence).toBe(13_995);
    expect(joinsBasketGroup).toBe(false);
  });

  it("counts the basket's items of the product toward the break, and adds no second set-up to a design already there", () => {
    const { line, inBasket, joinsBasketGroup, nextBreak } = configure(
      { variantId: "L", variantPricePence: 1000, quantity: 5, decoration: embroidery() },
      [{ variantId: "M", variantPricePence: 1000, quantity: 5, decoration: embroidery() }],
    );
    expect(inBasket).toBe(5);
    expect(line.quantityBreakPercent).toBe(5); // 10 items of the product in all
    expect(line.groupQuantity).toBe(10);
    expect(joinsBasketGroup).toBe(true);
    expect(line.setUpSharePence).toBe(0); // charged on the basket's line
    expect(line.lineExVatPence).toBe(5 * (950 + 350));
    expect(nextBreak).toMatchObject({ minQuantity: 25, discountPercent: 10 });
  });

  it("a different design is a group of its own, with its own set-up", () => {
    const { line, joinsBasketGroup } = configure(
      { variantId: "L", variantPricePence: 1000, quantity: 2, decoration: print("other") },
      [{ variantId: "M", variantPricePence: 1000, quantity: 3, decoration: print("logo") }],
    );
    expect(joinsBasketGroup).toBe(false);
    expect(line.setUpSharePence).toBe(595);
  });

  it("gives a special price with no break on top, and no next break at 100 and over", () => {
    const special = configure(
      { variantId: "M", variantPricePence: 1000, quantity: 40, decoration: plain },
      [],
      [{ productId: hoodie, variantId: null, customPricePence: 800 }],
    );
    expect(special.line).toMatchObject({ unitPence: 800, isCustomPrice: true });
    const top = configure({
      variantId: "M",
      variantPricePence: 1000,
      quantity: 100,
      decoration: plain,
    });
    expect(top.line.quantityBreakPercent).toBe(15);
    expect(top.nextBreak).toBeNull();
  });

  it("flags embroidery at 500 and over as priced on application", () => {
    const { line } = configure({
      variantId: "M",
      variantPricePence: 1000,
      quantity: 500,
      decoration: embroidery(),
    });
    expect(line.needsQuote).toBe(true);
    expect(line.decorationPence).toBe(0);
  });

  it("prices nothing for a quantity the basket would refuse", () => {
    for (const quantity of [0, 1.5, 100_001, Number.NaN])
      expect(
        priceConfiguration({
          productId: hoodie,
          basketLines: [],
          configured: { variantId: "M", variantPricePence: 1000, quantity, decoration: plain },
          customPrices: [],
          decorationPricing: designDecorationPricing,
        }),
      ).toBeNull();
  });
});

describe("a size run from the product page's size grid (issue 14.1)", () => {
  const run = (
    configured: Parameters<typeof priceRun>[0]["configured"],
    basketLines: Parameters<typeof priceRun>[0]["basketLines"] = [],
  ) =>
    priceRun({
      productId: hoodie,
      basketLines,
      configured,
      customPrices: [],
      decorationPricing: designDecorationPricing,
    })!;
  const sizes = (quantities: Record<string, number>, pricePence = 1000) =>
    Object.entries(quantities).map(([variantId, quantity]) => ({
      variantId,
      variantPricePence: pricePence,
      quantity,
      decoration: embroidery(),
    }));

  it("prices 5 S, 10 M, 10 L and 5 XL embroidered as 30 items: 10 % off each size, the 6–49 tier, one set-up", () => {
    const priced = run(sizes({ S: 5, M: 10, L: 10, XL: 5 }));
    expect(priced.quantity).toBe(30);
    expect(priced.lines.map((line) => line.unitPence)).toEqual([900, 900, 900, 900]);
    expect(priced.lines.map((line) => line.decorationPence)).toEqual([350, 350, 350, 350]);
    expect(priced.lines.map((line) => line.setUpSharePence)).toEqual([995, 0, 0, 0]);
    expect(priced.garmentsPence).toBe(30 * 900);
    expect(priced.decorationPence).toBe(30 * 350);
    expect(priced.setUpPence).toBe(995);
    expect(priced.lineExVatPence).toBe(27_000 + 10_500 + 995);
    // Each line's VAT rounded on its own, as the basket does: 1,449 + 2,500 + 2,500 + 1,250.
    expect(priced.lineIncVatPence).toBe(38_495 + 7_699);
    expect(priced.nextBreak).toMatchObject({ minQuantity: 50, discountPercent: 12 });
  });

  it("earns the break the whole run reaches although no size does alone", () => {
    const alone = run(sizes({ M: 10 }));
    const together = run(sizes({ S: 10, M: 10, L: 10 }));
    expect(alone.lines[0]!.quantityBreakPercent).toBe(5);
    expect(together.lines.map((line) => line.quantityBreakPercent)).toEqual([10, 10, 10]);
  });

  it("sizes at different prices keep their own price, each less the same break", () => {
    const priced = run([
      ...sizes({ M: 20 }),
      { variantId: "3XL", variantPricePence: 1200, quantity: 5, decoration: embroidery() },
    ]);
    expect(priced.lines.map((line) => line.unitPence)).toEqual([900, 1080]);
    expect(priced.garmentsPence).toBe(20 * 900 + 5 * 1080);
  });

  it("joins the basket's group of the same design: its items count and no second set-up", () => {
    const priced = run(sizes({ S: 5, L: 5 }), sizes({ M: 15 }));
    expect(priced.inBasket).toBe(15);
    expect(priced.joinsBasketGroup).toBe(true);
    expect(priced.setUpPence).toBe(0);
    expect(priced.lines.map((line) => line.quantityBreakPercent)).toEqual([10, 10]);
  });

  it("prices nothing for an empty run or a size with a quantity the basket would refuse", () => {
    expect(run([])).toBeNull();
    expect(run(sizes({ S: 5, M: 0 }))).toBeNull();
    expect(run(sizes({ S: 100_001 }))).toBeNull();
  });
});
