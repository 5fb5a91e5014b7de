import { describe, expect, it } from "vitest";
import { quantityLimitMessage } from "./basket-quantity.ts";
import { readSizeRun, sizeCells } from "./size-run.ts";

const variant = (
  colour: string,
  size: string,
  stock: { available?: boolean; quantityAvailable?: number | null; backOrder?: boolean } = {},
) => ({
  id: `${colour}-${size}`,
  selectedOptions: [
    { name: "Colour", value: colour },
    { name: "Size", value: size },
  ],
  available: stock.available ?? true,
  quantityAvailable: stock.quantityAvailable === undefined ? 50 : stock.quantityAvailable,
  currentlyNotInStock: stock.backOrder ?? false,
});

const polo = [
  variant("Navy", "S"),
  variant("Navy", "M", { quantityAvailable: 3 }),
  variant("Navy", "L", { available: false, quantityAvailable: 0 }),
  variant("Navy", "XL", { quantityAvailable: 0, backOrder: true }),
  variant("Black", "S", { quantityAvailable: null }),
];

describe("the size grid's boxes (issue 14.1)", () => {
  it("gives one box per size for the chosen colour, with no variant where the colour lacks the size", () => {
    const cells = sizeCells(polo, ["S", "M", "L", "XL"], "Size", { Colour: "Black" });
    expect(cells.map((cell) => [cell.size, cell.variant?.id ?? null])).toEqual([
      ["S", "Black-S"],
      ["M", null],
      ["L", null],
      ["XL", null],
    ]);
  });

  it("reads a run across colours, skipping empty and 0 boxes", () => {
    const run = readSizeRun(
      polo,
      { "Navy-S": "5", "Navy-M": " 3 ", "Black-S": "12", "Navy-XL": "0" },
      5,
    );
    expect(run.lines.map((line) => [line.variant.id, line.quantity])).toEqual([
      ["Navy-S", 5],
      ["Navy-M", 3],
      ["Black-S", 12],
    ]);
    expect(run.quantity).toBe(20);
    expect(run.problems).toEqual({});
  });

  it("sells back-order and untracked sizes in any number, but a tracked size only what is left", () => {
    const run = readSizeRun(polo, { "Navy-M": "4", "Navy-XL": "40", "Black-S": "400" }, 5);
    expect(run.problems).toEqual({ "Navy-M": "Only 3 in stock" });
    expect(run.lines.map((line) => line.variant.id)).toEqual(["Navy-XL", "Black-S"]);
  });

  it("names what is wrong with a box: not whole, over a line's limit, out of stock", () => {
    const run = readSizeRun(
      polo,
      { "Navy-S": "2.5", "Black-S": "100001", "Navy-L": "1", "Navy-XL": "-3" },
      5,
    );
    expect(run.problems).toEqual({
      "Navy-S": "Enter a whole number of items",
      "Black-S": quantityLimitMessage,
      "Navy-L": "Out of stock",
      "Navy-XL": "Enter a whole number of items",
    });
    expect(run.lines).toEqual([]);
    expect(run.quantity).toBe(0);
  });
});
