import { describe, expect, it } from "vitest";
import { formatPence, penceToPounds } from "./money.ts";

describe("formatPence", () => {
  it("shows pounds with two decimals", () => {
    expect(formatPence(1250)).toBe("£12.50");
    expect(formatPence(7500)).toBe("£75.00");
    expect(formatPence(5)).toBe("£0.05");
  });

  it("groups thousands the UK way", () => {
    expect(formatPence(500000)).toBe("£5,000.00");
  });

  it("writes what the en-GB currency format writes, negatives and large sums too", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1234567, 12345678,
    ];
    for (const pence of [...amounts, ...amounts.slice(1).map((amount) => -amount), 123456789012])
      expect(formatPence(pence)).toBe(intl.format(pence / 100));
    expect(formatPence(-0)).toBe("£0.00");
  });

  it("refuses fractions of a penny", () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
  });
});

describe("penceToPounds", () => {
  it("writes plain pounds with two decimals", () => {
    expect(penceToPounds(1250)).toBe("12.50");
    expect(penceToPounds(5)).toBe("0.05");
    expect(penceToPounds(-150)).toBe("-1.50");
  });
});
