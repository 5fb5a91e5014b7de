import { describe, expect, it } from "vitest";
import { priceBasket } from "./price-basket.ts";
import { basket, embroidery, goods, line, plain, print } from "./pricing-fixtures.ts";

describe("DESIGN §3 worked examples", () => {
  it.each([
    {
      case: "polo £10.00, plain, qty 1",
      input: basket([line("polo", "polo-m", 1, 1000, plain)]),
      lines: [{ lineExVatPence: 1000, lineVatPence: 200, lineIncVatPence: 1200 }],
      goods: [1000],
      order: { deliveryExVatPence: 495, deliveryVatPence: 99, totalPence: 1794 },
    },
    {
      case: "polo £10.00, embroidery Chest Left, qty 10",
      input: basket([line("polo", "polo-m", 10, 1000, embroidery("Chest Left"))]),
      lines: [
        {
          unitPence: 950,
          decorationPence: 350,
          surchargePence: 0,
          setUpSharePence: 995,
          lineExVatPence: 13995,
          lineVatPence: 2799,
          lineIncVatPence: 16794,
        },
      ],
      goods: [13000],
      order: { isFreeDelivery: true, deliveryExVatPence: 0, totalPence: 16794 },
    },
    {
      case: "same polo, 5 × M and 5 × L, embroidery Chest Left",
      input: basket([
        line("polo", "polo-m", 5, 1000, embroidery("Chest Left")),
        line("polo", "polo-l", 5, 1000, embroidery("Chest Left")),
      ]),
      lines: [
        // Each line's VAT on its own line_ex; the display per-item price is line inc / 5.
        {
          setUpSharePence: 995,
          lineExVatPence: 7495,
          lineIncVatPence: 8994,
          perItemIncVatPence: 1799,
        },
        {
          setUpSharePence: 0,
          lineExVatPence: 6500,
          lineIncVatPence: 7800,
          perItemIncVatPence: 1560,
        },
      ].map((expected) => ({
        ...expected,
        unitPence: 950,
        decorationPence: 350,
        groupQuantity: 10,
      })),
      goods: [6500, 6500],
      order: {
        subtotalExVatPence: 13995,
        subtotalIncVatPence: 8994 + 7800,
        isFreeDelivery: true,
        totalPence: 16794,
      },
    },
    {
      case: "jacket £45.00, embroidery Back Center, qty 30",
      input: basket([line("jacket", "jacket-l", 30, 4500, embroidery("Back Center"))]),
      lines: [
        {
          unitPence: 4050,
          decorationPence: 350,
          surchargePence: 400,
          setUpSharePence: 0,
          isSetUpWaived: true,
          lineVatPence: 28800,
          lineIncVatPence: 172800,
        },
      ],
      goods: [144000],
      order: { isFreeDelivery: true, totalPence: 172800 },
    },
    {
      case: "t-shirt £4.00, print, qty 25",
      input: basket([line("tee", "tee-m", 25, 400, print())]),
      lines: [
        {
          unitPence: 360,
          decorationPence: 195,
          setUpSharePence: 595,
          lineExVatPence: 14470,
          lineVatPence: 2894,
          lineIncVatPence: 17364,
        },
      ],
      goods: [13875],
      order: { isFreeDelivery: true, totalPence: 17364 },
    },
    {
      case: "custom price £8.00 on the polo, qty 1",
      input: basket(
        [line("polo", "polo-m", 1, 1000, plain)],
        [{ productId: "polo", variantId: null, customPricePence: 800 }],
      ),
      lines: [{ unitPence: 800, lineExVatPence: 800, lineVatPence: 160, lineIncVatPence: 960 }],
      goods: [800],
      order: { deliveryExVatPence: 495, deliveryVatPence: 99, totalPence: 1554 },
    },
  ])("$case", ({ input, lines, goods: expectedGoods, order }) => {
    const priced = priceBasket(input);
    expect(priced.lines).toMatchObject(lines);
    expect(priced.lines.map(goods)).toEqual(expectedGoods);
    expect(priced).toMatchObject(order);
  });
});

describe("baskets of several products and decorations", () => {
  it("counts a product's items across variants and decorations for its quantity break", () => {
    const priced = priceBasket(
      basket([
        line("polo", "polo-m", 6, 1000, plain),
        line("polo", "polo-l", 4, 1200, embroidery()),
        line("tee", "tee-m", 9, 400, plain),
      ]),
    );
    expect(priced.lines.map((l) => [l.quantityBreakPercent, l.unitPence])).toEqual([
      [5, 950],
      [5, 1140],
      [0, 400],
    ]);
    // The embroidered group is the 4 decorated polos only: the 1-5 tier.
    expect(priced.lines[1]).toMatchObject({ decorationPence: 595, groupQuantity: 4 });
  });

  it("keeps groups apart by design, position and type, each with its own set-up", () => {
    const priced = priceBasket(
      basket([
        line("polo", "polo-m", 3, 1000, embroidery("Chest Left", "logo")),
        line("polo", "polo-m", 3, 1000, embroidery("Chest Left", "slogan")),
        line("polo", "polo-m", 3, 1000, embroidery("Left Sleeve", "logo")),
        line("polo", "polo-m", 3, 1000, print("logo")),
      ]),
    );
    expect(priced.lines.map((l) => l.groupQuantity)).toEqual([3, 3, 3, 3]);
    expect(priced.lines.map((l) => l.setUpSharePence)).toEqual([995, 995, 995, 595]);
    expect(priced.lines.map((l) => l.surchargePence)).toEqual([0, 0, 50, 0]);
    expect(priced.lines.map((l) => l.quantityBreakPercent)).toEqual([5, 5, 5, 5]);
  });

  it("flags a 500+ embroidery group for a quote and counts its decoration as 0", () => {
    const priced = priceBasket(basket([line("polo", "polo-m", 500, 1000, embroidery())]));
    expect(priced.lines[0]).toMatchObject({
      decorationPence: 0,
      needsQuote: true,
      unitPence: 850,
      lineExVatPence: 425000,
    });
    expect(priced.needsQuote).toBe(true);
  });

  it("charges a position surcharge on embroidery only, and still at price on application", () => {
    const priced = priceBasket(
      basket([
        line("tee", "tee-m", 2, 400, { type: "print", position: "Back Center" }),
        line("jacket", "jacket-l", 500, 4500, embroidery("Back Center")),
      ]),
    );
    expect(priced.lines.map((l) => [l.surchargePence, l.needsQuote])).toEqual([
      [0, false],
      [400, true],
    ]);
  });

  it("rounds the display per-item price half-up from the line's inc VAT amount", () => {
    // 3 × 333 = 999 ex, 200 VAT, 1199 inc; 1199 / 3 = 399.67 → 400.
    const [priced] = priceBasket(basket([line("sock", "sock-1", 3, 333)])).lines;
    expect(priced).toMatchObject({ lineIncVatPence: 1199, perItemIncVatPence: 400 });
  });
});
