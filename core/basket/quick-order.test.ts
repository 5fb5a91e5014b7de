import { describe, expect, it } from "vitest";
import { maxQuickOrderLines, maxQuickOrderText, readQuickOrderText } from "./quick-order.ts";

// Issue 14.2: what a buyer pastes or uploads on /quick-order, read line by line.

const entries = (text: string) => {
  const read = readQuickOrderText(text);
  if (!read.ok) throw new Error(read.error);
  return read.entries.map(({ lineNumber, sku, quantity, problem }) => ({
    lineNumber,
    sku,
    quantity,
    problem,
  }));
};

describe("readQuickOrderText", () => {
  it("reads SKU and quantity with a space, comma, semicolon or tab between, and a SKU alone as one", () => {
    expect(entries("PW-B210-NAV-M 10\nPW-B210-NAV-L,12\r\n\nRX-1;3\nGD-12\t4\nSOLO")).toEqual([
      { lineNumber: 1, sku: "PW-B210-NAV-M", quantity: 10, problem: null },
      { lineNumber: 2, sku: "PW-B210-NAV-L", quantity: 12, problem: null },
      { lineNumber: 4, sku: "RX-1", quantity: 3, problem: null },
      { lineNumber: 5, sku: "GD-12", quantity: 4, problem: null },
      { lineNumber: 6, sku: "SOLO", quantity: 1, problem: null },
    ]);
  });

  it("reads a spreadsheet's CSV: a header row skipped, quoted cells, extra columns ignored", () => {
    expect(entries('"SKU","Quantity"\n"PW-1","5","Staff polos"\nPW-2 , 6')).toEqual([
      { lineNumber: 2, sku: "PW-1", quantity: 5, problem: null },
      { lineNumber: 3, sku: "PW-2", quantity: 6, problem: null },
    ]);
  });

  it("marks a quantity that is not a whole number from 1 to 100,000 on its own line", () => {
    expect(entries("A 2.5\nB two\nC 0\nD 100001\nE -3").map((entry) => entry.problem)).toEqual([
      '"2.5" is not a whole number of items',
      '"two" is not a whole number of items',
      "Give a quantity of at least 1",
      "Give a quantity of at most 100,000",
      '"-3" is not a whole number of items',
    ]);
  });

  it("refuses nothing to read, too many lines or too much text as a whole", () => {
    expect(readQuickOrderText(" \n\n")).toEqual({
      ok: false,
      error: "Enter at least one SKU and quantity.",
    });
    const many = Array.from({ length: maxQuickOrderLines + 1 }, (_, n) => `S${n} 1`).join("\n");
    expect(readQuickOrderText(many)).toEqual({
      ok: false,
      error: `Check at most ${maxQuickOrderLines} lines at a time.`,
    });
    expect(readQuickOrderText("x".repeat(maxQuickOrderText + 1)).ok).toBe(false);
    expect(entries(`${"S".repeat(65)} 1`)[0]!.problem).toBe("A SKU has at most 64 characters");
  });
});
