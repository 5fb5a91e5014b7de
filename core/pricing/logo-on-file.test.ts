import { describe, expect, it } from "vitest";
import { priceRun } from "./configured-price.ts";
import { priceBasket } from "./price-basket.ts";
import { basket, designDecorationPricing, embroidery, line, print } from "./pricing-fixtures.ts";

// Issue 15.4, DESIGN §3.3 as it gains the rule: a decoration group's set-up fee is waived when its
// design is a logo on file — in the customer's library and already approved for that method. Worked
// by hand from the DESIGN tables (embroidery 6-49 £3.50, set-up £9.95; print 25-49 £1.95, set-up
// £5.95; 10-24 items 5% off, 25-49 10% off).

const crest = "5f0c1f7e-8a42-4c8e-9d35-1b6a0e2f4c11";

describe("free set-up for a logo on file", () => {
  it("waives the set-up of a group whose design is approved for its method", () => {
    // polo £10.00 × 10, embroidery Chest Left: unit 950, deco 350, goods 13000; set-up free;
    // line ex 13000, VAT 2600, inc 15600 (against 16794 with the £9.95 set-up).
    const priced = priceBasket({
      ...basket([line("polo", "polo-m", 10, 1000, embroidery("Chest Left", crest))]),
      logosOnFile: { embroidery: [crest], print: [] },
    });
    expect(priced.lines[0]).toMatchObject({
      unitPence: 950,
      decorationPence: 350,
      setUpFeePence: 995,
      setUpSharePence: 0,
      isSetUpWaived: true,
      setUpWaiver: "logo_on_file",
      lineExVatPence: 13000,
      lineVatPence: 2600,
      lineIncVatPence: 15600,
    });
    expect(priced.totalPence).toBe(15600);
  });

  it("charges it for a method the logo is not approved for, and for another design", () => {
    // tee £4.00 × 25, print: unit 360, deco 195, goods 13875, set-up 595 → line ex 14470.
    const printed = priceBasket({
      ...basket([line("tee", "tee-m", 25, 400, print(crest))]),
      logosOnFile: { embroidery: [crest], print: [] },
    });
    expect(printed.lines[0]).toMatchObject({
      setUpSharePence: 595,
      setUpWaiver: null,
      lineExVatPence: 14470,
    });
    const other = priceBasket({
      ...basket([line("polo", "polo-m", 10, 1000, embroidery("Chest Left", "another-logo"))]),
      logosOnFile: { embroidery: [crest], print: [crest] },
    });
    expect(other.lines[0]).toMatchObject({ setUpSharePence: 995, setUpWaiver: null });
  });

  it("waives the whole group's set-up across sizes, and matches the id in any letter case", () => {
    // 5 M + 5 L of the polo with the crest: one group of 10; neither line carries a set-up.
    const priced = priceBasket({
      ...basket([
        line("polo", "polo-m", 5, 1000, embroidery("Chest Left", crest.toUpperCase())),
        line("polo", "polo-l", 5, 1000, embroidery("Chest Left", crest.toUpperCase())),
      ]),
      logosOnFile: { embroidery: [crest], print: [] },
    });
    expect(priced.lines.map((each) => [each.setUpSharePence, each.setUpWaiver])).toEqual([
      [0, "logo_on_file"],
      [0, "logo_on_file"],
    ]);
    expect(priced.subtotalExVatPence).toBe(13000);
  });

  it("names the £1,000 rule when that is why, and the logo when both would apply", () => {
    // jacket £45.00 × 30, Back Center: goods 144000 ≥ 100000.
    const jacket = (logosOnFile: { embroidery: string[]; print: string[] }) =>
      priceBasket({
        ...basket([line("jacket", "jacket-l", 30, 4500, embroidery("Back Center", crest))]),
        logosOnFile,
      }).lines[0]!.setUpWaiver;
    expect(jacket({ embroidery: [], print: [] })).toBe("large_order");
    expect(jacket({ embroidery: [crest], print: [] })).toBe("logo_on_file");
  });

  it("prices the product page's choice the same way", () => {
    const run = priceRun({
      productId: "polo",
      basketLines: [],
      configured: [
        {
          variantId: "polo-m",
          variantPricePence: 1000,
          quantity: 10,
          decoration: { type: "embroidery", position: "Chest Left", designId: crest },
        },
      ],
      customPrices: [],
      decorationPricing: designDecorationPricing,
      logosOnFile: { embroidery: [crest], print: [] },
    });
    expect(run).toMatchObject({ setUpPence: 0, lineExVatPence: 13000 });
  });
});
