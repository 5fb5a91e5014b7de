import { describe, expect, it } from "vitest";
import {
  collectionSortOptions,
  productSortOptions,
  searchSortOptions,
  sortOptionOf,
  sortsByBestSelling,
} from "./sort-options.ts";

describe("the sort a page's URL asks for", () => {
  it("reads each offered value as its Storefront sort key and direction", () => {
    expect(sortOptionOf(collectionSortOptions, "price-desc")).toMatchObject({
      sortKey: "PRICE",
      reverse: true,
      isDefault: false,
    });
    expect(sortOptionOf(collectionSortOptions, "newest")).toMatchObject({
      sortKey: "CREATED",
      reverse: true,
    });
    expect(sortOptionOf(searchSortOptions, "newest")).toMatchObject({
      sortKey: "CREATED_AT",
      reverse: true,
    });
    expect(sortOptionOf(searchSortOptions, "best-selling").sortKey).toBe("BEST_SELLING");
  });

  it("falls back to the page's default for no value or one it does not know", () => {
    for (const value of [null, "", "cheapest", "PRICE", "price-asc "]) {
      expect(sortOptionOf(collectionSortOptions, value)).toMatchObject({
        value: "featured",
        sortKey: "COLLECTION_DEFAULT",
        isDefault: true,
      });
      expect(sortOptionOf(searchSortOptions, value)).toMatchObject({
        value: "relevance",
        sortKey: "RELEVANCE",
        isDefault: true,
      });
    }
  });

  it("offers every order once per page, featured or best match first", () => {
    for (const options of [collectionSortOptions, searchSortOptions, productSortOptions]) {
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
      expect(options.map((option) => option.value).slice(1)).toEqual([
        "best-selling",
        "newest",
        "price-asc",
        "price-desc",
        "name",
      ]);
    }
  });
});

describe("which listings change with every order (decision 038)", () => {
  it("is the best-selling sort only, with or without other filters", () => {
    expect(sortsByBestSelling(new URLSearchParams("sort=best-selling"))).toBe(true);
    expect(sortsByBestSelling(new URLSearchParams("brand=Portwest&sort=best-selling"))).toBe(true);
    for (const query of [
      "",
      "sort=featured",
      "sort=price-asc",
      "sort=BEST_SELLING",
      "q=best-selling",
    ])
      expect(sortsByBestSelling(new URLSearchParams(query))).toBe(false);
  });
});
