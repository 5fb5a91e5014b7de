import { describe, expect, it } from "vitest";
import { maxBulkProducts, ProductBulkActionSchema } from "./product-bulk-actions.ts";
import {
  productListParams,
  ProductListQuerySchema,
  productListInput,
} from "./product-list-query.ts";
import { productStockLevelOf, productStockSummary } from "./product-stock.ts";

// Issue 11.1: the Products list's query and bulk actions are checked by one schema each, shared by
// the page, the API and the bulk bar; a product's stock line and level follow its variants.

const counts = (over: Partial<Parameters<typeof productStockLevelOf>[0]> = {}) => ({
  variantCount: 48,
  trackedCount: 48,
  trackedUnits: 12,
  outCount: 0,
  lowCount: 0,
  ...over,
});

describe("a product's stock", () => {
  it("takes its worst size: out before low before in", () => {
    expect(productStockLevelOf(counts())).toBe("in");
    expect(productStockLevelOf(counts({ lowCount: 2 }))).toBe("low");
    expect(productStockLevelOf(counts({ lowCount: 2, outCount: 1 }))).toBe("out");
    expect(productStockLevelOf(counts({ variantCount: 0, trackedCount: 0 }))).toBe("out");
  });

  it("reads as the list shows it", () => {
    expect(productStockSummary(counts())).toEqual({
      line: "12 in stock across 48 variants",
      warnings: [],
    });
    expect(productStockSummary(counts({ outCount: 3, lowCount: 1 })).warnings).toEqual([
      "3 sizes out of stock",
      "1 size low",
    ]);
    expect(productStockSummary(counts({ trackedCount: 0, variantCount: 1 })).line).toBe(
      "Not tracked (1 variant)",
    );
    expect(productStockSummary(counts({ trackedUnits: 1250 })).line).toBe(
      "1,250 in stock across 48 variants",
    );
  });
});

describe("the Products list query", () => {
  const parse = (input: Record<string, string>) => ProductListQuerySchema.safeParse(input);

  it("reads the URL, treating an empty select as no filter and forgiving a bad sort or page", () => {
    const parsed = parse({ q: "  polo ", status: "", stock: "low", sort: "size", page: "x" });
    expect(parsed.data).toEqual({
      q: "polo",
      stock: "low",
      sort: "title",
      dir: "asc",
      page: 1,
    });
    expect(productListParams(parsed.data!).toString()).toBe("q=polo&stock=low");
    const round = productListInput(new URLSearchParams("collection=4&sort=price&dir=desc&page=2"));
    expect(productListParams(ProductListQuerySchema.parse(round)).toString()).toBe(
      "collection=4&sort=price&dir=desc&page=2",
    );
  });

  it("refuses a search over 200 characters and a filter value it does not know, naming it", () => {
    expect(parse({ q: "x".repeat(201) }).error?.issues[0]?.path).toEqual(["q"]);
    expect(parse({ q: "x".repeat(200) }).success).toBe(true);
    expect(parse({ status: "deleted" }).error?.issues[0]?.path).toEqual(["status"]);
    expect(parse({ stock: "none" }).error?.issues[0]?.path).toEqual(["stock"]);
    expect(parse({ collection: "-1" }).error?.issues[0]?.path).toEqual(["collection"]);
    expect(parse({ q: "a\u0000b" }).error?.issues[0]?.path).toEqual(["q"]);
  });
});

describe("a bulk action", () => {
  const parse = (body: unknown) => ProductBulkActionSchema.safeParse(body);
  const firstIssue = (body: unknown) => {
    const issue = parse(body).error?.issues[0];
    return issue && { path: issue.path.join("."), message: issue.message };
  };

  it("takes each action with its own field, and the same product once", () => {
    expect(parse({ action: "set-status", productIds: [3, 1, 3], status: "draft" }).data).toEqual({
      action: "set-status",
      productIds: [3, 1],
      status: "draft",
    });
    expect(parse({ action: "add-tag", productIds: [1], tag: "  winter   range " }).data).toEqual({
      action: "add-tag",
      productIds: [1],
      tag: "winter range",
    });
    expect(parse({ action: "add-to-collection", productIds: [1], collectionId: 2 }).success).toBe(
      true,
    );
  });

  it("names the field that is wrong", () => {
    expect(firstIssue({ action: "set-status", productIds: [], status: "draft" })).toEqual({
      path: "productIds",
      message: "Choose at least one product",
    });
    const tooMany = Array.from({ length: maxBulkProducts + 1 }, (_, i) => i + 1);
    expect(firstIssue({ action: "set-status", productIds: tooMany, status: "draft" })).toEqual({
      path: "productIds",
      message: "Choose at most 500 products at a time",
    });
    expect(firstIssue({ action: "set-status", productIds: [1.5], status: "draft" })?.path).toBe(
      "productIds.0",
    );
    expect(firstIssue({ action: "set-status", productIds: [1], status: "gone" })?.path).toBe(
      "status",
    );
    expect(firstIssue({ action: "add-tag", productIds: [1], tag: "a,b" })).toEqual({
      path: "tag",
      message: "A tag cannot contain a comma",
    });
    expect(firstIssue({ action: "add-tag", productIds: [1], tag: "   " })?.path).toBe("tag");
    expect(firstIssue({ action: "add-to-collection", productIds: [1] })?.path).toBe("collectionId");
    expect(firstIssue({ action: "delete", productIds: [1] })?.path).toBe("action");
  });
});
