import type { CatalogueFilter, ProductFilter } from "#commerce/client/catalogue-types.ts";

// Issue 12.7: the filters of a collection or search page as plain query parameters, so a filtered
// page is a link to share and works without JavaScript (a GET form):
//   ?size=M&size=L&colour=Black&brand=Portwest&price=10-25&in_stock=1
// Values of one parameter are alternatives (OR); different parameters all apply (AND). A variant
// option is named by its own (lower-case) name; `brand`, `price` and `in_stock` are the product's.

/** Parameters that are not filters: paging, sorting, the search words. */
const notFilters = new Set(["after", "before", "q", "sort", "page", "_data", "index"]);
const maxParams = 30;

export type FilterParam = { key: string; value: string };

/** "10-25" → £10.00 to £24.99; "100-" → £100 and over; anything else is not a price band. */
function priceOf(value: string): ProductFilter["price"] | null {
  const match = /^(\d{1,6})-(\d{1,6})?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]) - 0.01;
  if (max !== undefined && max < min) return null;
  return max === undefined ? { min } : { min, max };
}

/** The ProductFilter a query parameter stands for; null for one that is not a filter. */
export function filterOfParam({ key, value }: FilterParam): ProductFilter | null {
  if (notFilters.has(key) || value === "" || value.length > 100 || key.length > 40) return null;
  if (key === "in_stock") return value === "1" ? { available: true } : null;
  if (key === "brand") return { productVendor: value };
  if (key === "price") {
    const price = priceOf(value);
    return price ? { price } : null;
  }
  if (!/^[a-z][a-z0-9 _-]*$/.test(key)) return null;
  return { variantOption: { name: key, value } };
}

/** The query parameter that chooses a filter value (null for one the page does not offer). */
export function paramOfFilter(input: ProductFilter): FilterParam | null {
  if (input.available === true) return { key: "in_stock", value: "1" };
  if (typeof input.productVendor === "string") return { key: "brand", value: input.productVendor };
  if (input.price) {
    const min = Math.round(input.price.min ?? 0);
    const max = input.price.max === undefined ? "" : String(Math.round(input.price.max));
    return { key: "price", value: `${min}-${max}` };
  }
  if (input.variantOption) {
    const key = input.variantOption.name.toLowerCase();
    return notFilters.has(key) ? null : { key, value: input.variantOption.value };
  }
  return null;
}

/** The filters a page's URL asks for, each with its parameter (duplicates and junk left out). */
export function filtersOfUrl(
  search: URLSearchParams,
): { param: FilterParam; filter: ProductFilter }[] {
  const seen = new Set<string>();
  const chosen: { param: FilterParam; filter: ProductFilter }[] = [];
  for (const [key, value] of search) {
    const param = { key, value };
    const filter = filterOfParam(param);
    const id = `${key}=${value}`;
    if (!filter || seen.has(id) || chosen.length >= maxParams) continue;
    seen.add(id);
    chosen.push({ param, filter });
  }
  return chosen;
}

/** Option parameters naming no option of the list (e.g. ?flavour=mint): not filters after all. */
export function unknownOptionParams(
  chosen: { param: FilterParam; filter: ProductFilter }[],
  facets: CatalogueFilter[],
): Set<string> {
  const offered = new Set(
    facets.flatMap((facet) =>
      facet.values.map((value) => paramOfFilter(value.input)?.key).filter(Boolean),
    ),
  );
  return new Set(
    chosen
      .filter(({ filter, param }) => filter.variantOption && !offered.has(param.key))
      .map(({ param }) => param.key),
  );
}

/** The URL's search without one filter value, or without every filter (`remove` null). */
export function searchWithout(search: URLSearchParams, remove: FilterParam | null): string {
  const kept = new URLSearchParams();
  for (const [key, value] of search) {
    if (key === "after" || key === "before") continue;
    const isFilter = filterOfParam({ key, value }) !== null;
    if (remove === null ? isFilter : key === remove.key && value === remove.value) continue;
    kept.append(key, value);
  }
  return kept.size > 0 ? `?${kept.toString()}` : "";
}
