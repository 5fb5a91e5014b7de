import { describe, expect, it } from "vitest";
import { canSell, stockLevelOf } from "./stock.ts";

const tracked = (inventoryQuantity: number, inventoryPolicy: "deny" | "continue" = "deny") => ({
  inventoryTracked: true,
  inventoryQuantity,
  inventoryPolicy,
});

describe("a variant's stock", () => {
  it("is untracked, in, low, out or on back order", () => {
    expect(stockLevelOf({ ...tracked(0), inventoryTracked: false }, 5)).toBe("untracked");
    expect(stockLevelOf(tracked(6), 5)).toBe("in");
    expect(stockLevelOf(tracked(5), 5)).toBe("low");
    expect(stockLevelOf(tracked(1), 5)).toBe("low");
    expect(stockLevelOf(tracked(0), 5)).toBe("out");
    expect(stockLevelOf(tracked(-2, "continue"), 5)).toBe("backorder");
  });

  it("sells what is there, anything when untracked or back-ordered", () => {
    expect(canSell(tracked(3), 3)).toBe(true);
    expect(canSell(tracked(3), 4)).toBe(false);
    expect(canSell(tracked(0, "continue"), 40)).toBe(true);
    expect(canSell({ ...tracked(0), inventoryTracked: false }, 40)).toBe(true);
  });
});
