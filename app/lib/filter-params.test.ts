import { describe, expect, it } from "vitest";
import {
  filtersOfUrl,
  paramOfFilter,
  searchWithout,
  unknownOptionParams,
} from "#app/lib/filter-params.ts";

describe("filters in the URL (issue 12.7)", () => {
  it("reads sizes, colours, brand, price band and stock, and ignores what is not a filter", () => {
    const search = new URLSearchParams(
      "size=M&size=L&colour=Black&brand=Portwest&price=10-25&price=100-&in_stock=1&after=abc&price=lots&in_stock=yes&size=M",
    );
    expect(filtersOfUrl(search).map(({ filter }) => filter)).toEqual([
      { variantOption: { name: "size", value: "M" } },
      { variantOption: { name: "size", value: "L" } },
      { variantOption: { name: "colour", value: "Black" } },
      { productVendor: "Portwest" },
      { price: { min: 10, max: 24.99 } },
      { price: { min: 100 } },
      { available: true },
    ]);
  });

  it("turns a facet value's input back into the same parameter", () => {
    for (const text of ["size=XL", "brand=Snickers", "price=0-10", "price=100-", "in_stock=1"]) {
      const [param] = filtersOfUrl(new URLSearchParams(text));
      expect(paramOfFilter(param!.filter), text).toEqual(param!.param);
    }
    expect(paramOfFilter({ price: { min: 10, max: 24.99 } })).toEqual({
      key: "price",
      value: "10-25",
    });
  });

  it("drops an option the list does not have, and removes one value or all filters", () => {
    const search = new URLSearchParams("q=vest&size=M&flavour=mint&after=c1");
    const chosen = filtersOfUrl(search);
    const facets = [
      {
        id: "filter.v.option.size",
        label: "Size",
        type: "LIST" as const,
        values: [
          { id: "m", label: "M", count: 1, input: { variantOption: { name: "Size", value: "M" } } },
        ],
      },
    ];
    expect([...unknownOptionParams(chosen, facets)]).toEqual(["flavour"]);
    expect(searchWithout(search, { key: "size", value: "M" })).toBe("?q=vest&flavour=mint");
    expect(searchWithout(search, null)).toBe("?q=vest");
  });
});
