import { describe, expect, it } from "vitest";
import { firstShownPence, shownPrices, vatShownFromCookies } from "./vat-shown.ts";

describe("the prices shown first (issue 14.3)", () => {
  it("reads the buyer's choice from a Cookie header, and nothing else as one", () => {
    expect(vatShownFromCookies("prices=ex")).toBe("ex");
    expect(vatShownFromCookies("session=abc; prices=inc; other=1")).toBe("inc");
    for (const header of [
      null,
      undefined,
      "",
      "prices=EX",
      "prices=",
      "myprices=ex",
      "prices=both",
    ])
      expect(vatShownFromCookies(header)).toBeNull();
  });

  it("puts a price's figures in the chosen order, each labelled, the VAT rounded as charged", () => {
    // £9.25 ex VAT: VAT 185, £11.10 inc VAT.
    expect(shownPrices("ex", 925)).toEqual([
      { pence: 925, label: "ex VAT" },
      { pence: 1110, label: "inc VAT" },
    ]);
    expect(shownPrices("inc", 925)).toEqual([
      { pence: 1110, label: "inc VAT" },
      { pence: 925, label: "ex VAT" },
    ]);
    // 1p ex VAT: 0.2p VAT rounds to 0 (DESIGN §3.5, half-up).
    expect(firstShownPence("inc", 1)).toBe(1);
    expect(firstShownPence("inc", 3)).toBe(4);
    expect(firstShownPence("ex", 3)).toBe(3);
  });
});
