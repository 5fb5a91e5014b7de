import { describe, expect, it } from "vitest";
import { penceToDecimal } from "./money.ts";

describe("penceToDecimal", () => {
  it("writes amounts in Shopify's decimal form", () => {
    expect(penceToDecimal(1250)).toBe("12.5");
    expect(penceToDecimal(1000)).toBe("10.0");
    expect(penceToDecimal(1299)).toBe("12.99");
    expect(penceToDecimal(5)).toBe("0.05");
    expect(penceToDecimal(0)).toBe("0.0");
    expect(penceToDecimal(100000)).toBe("1000.0");
  });

  it("refuses fractions of a penny", () => {
    expect(() => penceToDecimal(1.5)).toThrow(RangeError);
  });
});
