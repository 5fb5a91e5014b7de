import { describe, expect, it } from "vitest";
import { decimalToPence, moneyV2ToMoney } from "./money.ts";

describe("decimalToPence", () => {
  it.each([
    ["12.5", 1250],
    ["10.0", 1000],
    ["0", 0],
    ["1299.99", 129999],
    ["0.1", 10],
    ["0.01", 1],
    ["4.95", 495],
    ["75", 7500],
    ["0.00", 0],
  ])("turns Shopify's decimal %s into %i pence without float maths", (amount, pence) => {
    expect(decimalToPence(amount)).toBe(pence);
  });

  it.each([
    "",
    " 1",
    "1 ",
    "-1",
    "-0.5",
    "1.234",
    "1.",
    ".5",
    "1e3",
    "abc",
    "1,000.00",
    "+1",
    "NaN",
  ])("rejects the malformed amount %j", (amount) => {
    expect(() => decimalToPence(amount)).toThrow(RangeError);
  });

  it("rejects amounts too large to hold exactly as pence", () => {
    expect(() => decimalToPence("99999999999999999")).toThrow(RangeError);
  });

  it("rejects values that are not strings at all", () => {
    expect(() => decimalToPence(12.5 as unknown as string)).toThrow(RangeError);
  });
});

describe("moneyV2ToMoney", () => {
  it("keeps the currency code beside the pence", () => {
    expect(moneyV2ToMoney({ amount: "45.0", currencyCode: "GBP" })).toEqual({
      pence: 4500,
      currencyCode: "GBP",
    });
  });
});
