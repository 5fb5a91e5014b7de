import { describe, expect, it } from "vitest";
import { creditUtilisation, formatPercent } from "./credit-utilisation.ts";

describe("credit utilisation (spec/back-office.md §4)", () => {
  it.each([
    // limit, balance, percent, label
    [500_000, 0, 0, "Good"],
    [500_000, 125_000, 25, "Good"],
    [500_000, 249_999, 49.9998, "Good"],
    [500_000, 250_000, 50, "Moderate"],
    [500_000, 399_999, 79.9998, "Moderate"],
    [500_000, 400_000, 80, "High"],
    [500_000, 500_000, 100, "High"],
    [500_000, -10_000, 0, "Good"],
    [0, 0, 0, "Good"],
    [0, 100, 100, "High"],
  ] as const)(
    "a %i p limit with a %i p balance is %f%% used: %s",
    (limit, balance, percent, label) => {
      const result = creditUtilisation(limit, balance);
      expect(result.percent).toBeCloseTo(percent, 4);
      expect(result.label).toBe(label);
    },
  );

  it("prints at most one decimal and never rounds up into the next band", () => {
    expect(formatPercent(25)).toBe("25%");
    expect(formatPercent(79.9998)).toBe("79.9%");
    expect(formatPercent(49.96)).toBe("49.9%");
  });
});
