import { describe, expect, it } from "vitest";
import { readStockChange } from "./stock-change.ts";

describe("readStockChange", () => {
  it("reads each product as id:handle", () => {
    expect(readStockChange("12:hi-vis-vest 304:polo-shirt")).toEqual({
      productIds: [12, 304],
      handles: ["hi-vis-vest", "polo-shirt"],
    });
  });

  it("names no ids when any product comes by handle alone, so the engine drops everything", () => {
    expect(readStockChange("hi-vis-vest polo-shirt")).toEqual({
      productIds: null,
      handles: ["hi-vis-vest", "polo-shirt"],
    });
    expect(readStockChange("12:hi-vis-vest polo-shirt").productIds).toBeNull();
    expect(readStockChange("x:hi-vis-vest").productIds).toBeNull();
  });
});
