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
