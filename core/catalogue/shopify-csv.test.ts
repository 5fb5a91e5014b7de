import { describe, expect, it } from "vitest";
import {
  mapShopifyCsvHeader,
  parseCsvInventoryPolicy,
  parseCsvPrice,
  parseCsvStatus,
  penceExcludingVat,
} from "./shopify-csv.ts";

describe("Shopify product CSV cells", () => {
  it.each([
    // inc-VAT pence → ex-VAT pence: ÷ 1.2, half a penny rounded up
    [1200, 1000],
    [1203, 1003], // 1002.5 → 1003
    [3, 3], // 2.5 → 3
    [9, 8], // 7.5 → 8
    [1, 1], // 0.83 → 1
    [2, 2], // 1.67 → 2
    [1199, 999], // 999.17 → 999
    [0, 0],
    [12_000_000, 10_000_000],
  ])("takes VAT off %i p as %i p, rounding half a penny up", (withVat, exVat) => {
    expect(penceExcludingVat(withVat)).toBe(exVat);
  });

  it("reads prices as spreadsheets write them, and says which cell is not a price", () => {
    expect(parseCsvPrice("12.50", false)).toEqual({ ok: true, value: 1250 });
    expect(parseCsvPrice("£12.5", false)).toEqual({ ok: true, value: 1250 });
    expect(parseCsvPrice("1,234.56", false)).toEqual({ ok: true, value: 123456 });
    expect(parseCsvPrice("12,50", false)).toEqual({ ok: true, value: 1250 });
    expect(parseCsvPrice("14.99", true)).toEqual({ ok: true, value: 1249 }); // 1249.17
    expect(parseCsvPrice("abc", false)).toEqual({ ok: false, message: "'abc' is not a price" });
    expect(parseCsvPrice("-1", false)).toMatchObject({ ok: false });
    expect(parseCsvPrice("1.234", false)).toEqual({
      ok: false,
      message: "'1.234' has more than two decimals (whole pence)",
    });
    expect(parseCsvPrice("100000.01", false)).toMatchObject({ ok: false });
    expect(parseCsvPrice("120000.00", true)).toEqual({ ok: true, value: 10_000_000 });
  });

  it("reads Shopify's status and inventory policy words in any case", () => {
    expect(parseCsvStatus("Archived")).toEqual({ ok: true, value: "archived" });
    expect(parseCsvStatus("live")).toMatchObject({ ok: false });
    expect(parseCsvInventoryPolicy("CONTINUE")).toEqual({ ok: true, value: "continue" });
    expect(parseCsvInventoryPolicy("FALSE")).toEqual({ ok: true, value: "deny" });
  });

  it("matches columns by name in any order and case, across the three templates", () => {
    const columns = mapShopifyCsvHeader([
      "Variant Price",
      "handle",
      "Gift Card",
      "Option1 Linked To",
      "SKU",
      "Our Notes",
      "Title",
    ]);
    expect(columns.index).toEqual({ price: 0, handle: 1, sku: 4, title: 6 });
    expect(columns.label.handle).toBe("handle");
    expect(columns.ignored).toEqual(["Gift Card", "Option1 Linked To", "Our Notes"]);
    const newest = mapShopifyCsvHeader(["URL handle", "Description", "Product image URL"]);
    expect(Object.keys(newest.index)).toEqual(["handle", "body", "imageSrc"]);
  });
});
