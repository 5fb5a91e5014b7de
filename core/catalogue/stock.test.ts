import { describe, expect, it } from "vitest";
import { canSell, stockLevelOf, stockLevelOfStorefront, stockMessage } from "./stock.ts";

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

  it("reads the same levels from the Storefront API's fields", () => {
    const storefront = (
      available: boolean,
      quantityAvailable: number | null,
      currentlyNotInStock = false,
    ) => stockLevelOfStorefront({ available, quantityAvailable, currentlyNotInStock }, 5);
    expect(storefront(true, null)).toBe("untracked");
    // A Shopify store may answer 0 for a variant it does not track.
    expect(storefront(true, 0)).toBe("untracked");
    expect(storefront(true, 6)).toBe("in");
    expect(storefront(true, 5)).toBe("low");
    expect(storefront(true, 1)).toBe("low");
    expect(storefront(false, 0)).toBe("out");
    expect(storefront(true, -2, true)).toBe("backorder");
    expect(
      stockLevelOfStorefront(
        { available: true, quantityAvailable: 1, currentlyNotInStock: false },
        0,
      ),
    ).toBe("in");
  });

  it("tells the buyer what to expect", () => {
    expect(stockMessage("untracked", null)).toBe("In stock — order by 2pm for same-day dispatch");
    expect(stockMessage("in", 40)).toBe("In stock — order by 2pm for same-day dispatch");
    expect(stockMessage("low", 3)).toBe("Only 3 left");
    expect(stockMessage("out", 0)).toBe("Out of stock");
    expect(stockMessage("backorder", -2)).toBe("Back order: ships in 5–7 working days");
  });
});
