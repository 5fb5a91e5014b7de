import { describe, expect, it } from "vitest";
import {
  quantityFormatMessage,
  quantityLimitMessage,
  readQuantityEdit,
} from "./basket-quantity.ts";

describe("readQuantityEdit", () => {
  it.each([
    ["250", 250],
    [" 25 ", 25],
    ["1", 1],
    ["2.9", 2],
    ["1e3", 1000],
    ["100000", 100_000],
  ])("sets %j as %d items", (text, quantity) => {
    expect(readQuantityEdit(text)).toEqual({ kind: "set", quantity });
  });

  it.each(["0", "-3", "0.5", "-0"])("asks to remove the line for %j", (text) => {
    expect(readQuantityEdit(text)).toEqual({ kind: "remove" });
  });

  it.each(["", "  ", "abc", "Infinity", "1,000"])("keeps the line as it was for %j", (text) => {
    expect(readQuantityEdit(text)).toEqual({ kind: "invalid", message: quantityFormatMessage });
  });

  it("refuses more than one line can hold, as the server would", () => {
    expect(readQuantityEdit("100001")).toEqual({ kind: "invalid", message: quantityLimitMessage });
    expect(quantityLimitMessage).toBe(
      "A line holds at most 100,000 items: for more, please call us",
    );
  });
});
