import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { products } from "#server/db/schema/index.ts";
import { EngineInputError } from "../connection.ts";

// Issue 12.7, docs/decisions/019: faceted browsing. Shopify's `filters: [ProductFilter!]` narrow a
// list of products (AND across kinds of filter, OR within one: two sizes find products in either
// size), and the connection's `filters: [Filter!]!` count, for each value, the products the list
// would hold with that value chosen and the other kinds of filter as they are (standard
// faceting). Everything is read from `products` alone: price_min_pence (migration 0009) and
// facet_options / is_available (migration 0011), so a page reads no variants.

/** Shopify's ProductFilter input, the parts we serve (the subset schema says which). */
export type ProductFilterInput = {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productVendor?: string | null;
  productType?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
};

type PriceRange = { min: number | null; max: number | null };

/** The filters asked for, grouped by kind; within a kind any value will do. */
export type AppliedFilters = {
  available: boolean[];
  price: PriceRange[];
  vendor: string[];
  productType: string[];
  tag: string[];
  /** Option name in lower case → "name:value" entries as facet_options holds them. */
  options: Map<string, string[]>;
};

/** Filters one list may take: each is an OR term or an AND group, so the SQL stays small. */
export const maxFilters = 50;
const maxTextLength = 255;

function pence(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000)
    throw new EngineInputError(`${field} must be a price from 0 to 10000000`);
  return Math.round(value * 100);
}

function text(value: string, field: string): string {
  if (value.length > maxTextLength)
    throw new EngineInputError(`${field} may be at most ${maxTextLength} characters`);
  return value;
}

export function parseProductFilters(
  inputs: readonly ProductFilterInput[] | null | undefined,
): AppliedFilters {
  const applied: AppliedFilters = {
    available: [],
    price: [],
    vendor: [],
    productType: [],
    tag: [],
    options: new Map(),
  };
  if (!inputs) return applied;
  if (inputs.length > maxFilters)
    throw new EngineInputError(`filters may hold at most ${maxFilters} filters`);
  for (const input of inputs) {
    if (typeof input.available === "boolean") applied.available.push(input.available);
    if (input.price) {
      const min = pence(input.price.min, "filters.price.min");
      const max = pence(input.price.max, "filters.price.max");
      if (min !== null && max !== null && min > max)
        throw new EngineInputError("filters.price.min must not be above filters.price.max");
      applied.price.push({ min, max });
    }
    if (typeof input.productVendor === "string")
      applied.vendor.push(text(input.productVendor, "filters.productVendor"));
    if (typeof input.productType === "string")
      applied.productType.push(text(input.productType, "filters.productType"));
    if (typeof input.tag === "string") applied.tag.push(text(input.tag, "filters.tag"));
    if (input.variantOption) {
      const name = text(input.variantOption.name, "filters.variantOption.name").toLowerCase();
      const value = text(input.variantOption.value, "filters.variantOption.value");
      applied.options.set(name, [...(applied.options.get(name) ?? []), `${name}:${value}`]);
    }
  }
  return applied;
}

const textArray = (values: string[]) => sql`${`{${values.map(quoteElement).join(",")}}`}::text[]`;

/** An element of a PostgreSQL array literal, quoted (any text may be an option value). */
function quoteElement(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

type FacetKey = "available" | "price" | "vendor" | "productType" | "tag" | `option:${string}`;

const facetOptions = sql`${products}.facet_options`;
const isAvailable = sql`${products}.is_available`;

function priceCondition({ min, max }: PriceRange): SQL {
  const price = products.priceMinPence;
  if (min !== null && max !== null) return sql`${price} between ${min} and ${max}`;
  if (min !== null) return sql`${price} >= ${min}`;
  if (max !== null) return sql`${price} <= ${max}`;
  return sql`true`;
}

/** The condition a product meets under the applied filters, leaving out one kind if asked. */
export function filterCondition(applied: AppliedFilters, except?: FacetKey): SQL | undefined {
  const conditions: SQL[] = [];
  if (except !== "available" && applied.available.length > 0)
    conditions.push(sql`${isAvailable} = any(${`{${applied.available.join(",")}}`}::boolean[])`);
  if (except !== "price" && applied.price.length > 0)
    conditions.push(sql`(${sql.join(applied.price.map(priceCondition), sql` or `)})`);
  if (except !== "vendor" && applied.vendor.length > 0)
    conditions.push(sql`${products.vendor} = any(${textArray(applied.vendor)})`);
  if (except !== "productType" && applied.productType.length > 0)
    conditions.push(sql`${products.productType} = any(${textArray(applied.productType)})`);
  if (except !== "tag" && applied.tag.length > 0)
    conditions.push(sql`${products.tags} && ${textArray(applied.tag)}`);
  for (const [name, values] of applied.options)
    if (except !== `option:${name}`) conditions.push(sql`${facetOptions} && ${textArray(values)}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** Price bands for workwear, on the lowest variant price; bounds in pence, both inclusive. */
export const priceBands = [
  { label: "Under £10", min: 0, max: 999 },
  { label: "£10 to £25", min: 1000, max: 2499 },
  { label: "£25 to £50", min: 2500, max: 4999 },
  { label: "£50 to £100", min: 5000, max: 9999 },
  { label: "£100 and over", min: 10000, max: null },
] as const;

const bandOf = sql.raw(
  `case ${priceBands
    .map((band, index) =>
      band.max === null
        ? `else ${index}`
        : `when "products"."price_min_pence" <= ${band.max} then ${index}`,
    )
    .join(" ")} end`,
);

/** Shopify's Filter output type. `input` is the JSON of the ProductFilter that picks the value. */
export type FilterValue = { id: string; label: string; count: number; input: string };
export type Filter = {
  id: string;
  label: string;
  type: "BOOLEAN" | "LIST" | "PRICE_RANGE";
  values: FilterValue[];
};

/** Values listed per filter at most (a catalogue may have hundreds of vendors). */
const maxValues = 100;
/** Sizes in the order a customer reads them; other values come alphabetically after. */
const sizeLadder = [
  "XXS",
  "XS",
  "S",
  "M",
  "L",
  "XL",
  "XXL",
  "2XL",
  "XXXL",
  "3XL",
  "4XL",
  "5XL",
  "6XL",
];

function compareValues(a: string, b: string): number {
  const rankA = sizeLadder.indexOf(a.toUpperCase());
  const rankB = sizeLadder.indexOf(b.toUpperCase());
  if (rankA !== -1 || rankB !== -1)
    return (rankA === -1 ? sizeLadder.length : rankA) - (rankB === -1 ? sizeLadder.length : rankB);
  return a.localeCompare(b, "en-GB", { numeric: true, sensitivity: "base" });
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type CountRow = { facet: string; value: string; count: number | string };

/**
 * The facets of a list: `base` is a FROM and WHERE giving the list's published products (as
 * `products`) before any filter. One statement: the list is read once (a materialised CTE), then
 * each kind of filter counts its values over the rows that meet all the other kinds.
 */
export async function facetsOf(db: Db, base: SQL, applied: AppliedFilters): Promise<Filter[]> {
  const where = (except: FacetKey | undefined, extra?: SQL) => {
    const conditions = [filterCondition(applied, except), extra].filter(Boolean) as SQL[];
    return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  };
  const activeNames = [...applied.options.keys()];
  const optionBranches = [
    ...activeNames.map(
      (name) => sql`select 'option' as facet, option as value, count(*) as count
        from list as products, unnest(${facetOptions}) as option
        ${where(`option:${name}`, sql`starts_with(option, ${`${name}:`})`)} group by option`,
    ),
    sql`select 'option', option, count(*)
      from list as products, unnest(${facetOptions}) as option
      ${where(undefined, activeNames.length > 0 ? sql`split_part(option, ':', 1) <> all(${textArray(activeNames)})` : undefined)}
      group by option`,
  ];
  const result = await db.execute(sql`
    with list as materialized (
      select ${products.id} as id, ${products.vendor} as vendor, ${products.productType} as product_type,
        ${products.tags} as tags, ${products.priceMinPence} as price_min_pence,
        ${isAvailable} as is_available, ${facetOptions} as facet_options
      ${base}
    )
    select 'available' as facet, ${isAvailable}::text as value, count(*) as count
      from list as products ${where("available")} group by 2
    union all
    select 'price', (${bandOf})::text, count(*) from list as products ${where("price")} group by 2
    union all
    select 'vendor', ${products.vendor}, count(*) from list as products
      ${where("vendor", sql`${products.vendor} <> ''`)} group by 2
    union all
    ${sql.join(optionBranches, sql` union all `)}`);
  const rows = (result as unknown as { rows: CountRow[] }).rows;
  return filtersFrom(rows, applied);
}

function filtersFrom(rows: CountRow[], applied: AppliedFilters): Filter[] {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const facet = row.facet === "option" ? `option:${row.value.split(":")[0]}` : row.facet;
    const values = counts.get(facet) ?? new Map<string, number>();
    values.set(row.value, Number(row.count));
    counts.set(facet, values);
  }
  const countOf = (facet: string, value: string) => counts.get(facet)?.get(value) ?? 0;
  const filters: Filter[] = [];
  filters.push({
    id: "filter.v.availability",
    label: "Availability",
    type: "BOOLEAN",
    values: [true, false]
      .map((available) => ({
        id: `filter.v.availability.${available ? 1 : 0}`,
        label: available ? "In stock" : "Out of stock",
        count: countOf("available", String(available)),
        input: JSON.stringify({ available }),
      }))
      .filter((value, index) => value.count > 0 || applied.available.includes(index === 0)),
  });
  filters.push({
    id: "filter.v.price",
    label: "Price",
    type: "LIST",
    values: priceBands
      .map((band, index) => {
        const price = {
          min: band.min / 100,
          ...(band.max === null ? {} : { max: band.max / 100 }),
        };
        return {
          id: `filter.v.price.${price.min}-${band.max === null ? "" : price.max}`,
          label: band.label,
          count: countOf("price", String(index)),
          input: JSON.stringify({ price }),
          isChosen: applied.price.some((range) => range.min === band.min && range.max === band.max),
        };
      })
      .filter((value) => value.count > 0 || value.isChosen)
      .map(({ isChosen: _, ...value }) => value),
  });
  const vendors = new Set([...(counts.get("vendor")?.keys() ?? []), ...applied.vendor]);
  filters.push({
    id: "filter.p.vendor",
    label: "Brand",
    type: "LIST",
    values: [...vendors]
      .sort(compareValues)
      .slice(0, maxValues)
      .map((vendor) => ({
        id: `filter.p.vendor.${vendor}`,
        label: vendor,
        count: countOf("vendor", vendor),
        input: JSON.stringify({ productVendor: vendor }),
      })),
  });
  const optionNames = new Set([
    ...[...counts.keys()].filter((key) => key.startsWith("option:")).map((key) => key.slice(7)),
    ...applied.options.keys(),
  ]);
  for (const name of [...optionNames].sort(compareOptionNames)) {
    const entries = new Set([
      ...(counts.get(`option:${name}`)?.keys() ?? []),
      ...(applied.options.get(name) ?? []),
    ]);
    const values = [...entries].map((entry) => entry.slice(name.length + 1));
    filters.push({
      id: `filter.v.option.${name}`,
      label: capitalised(name),
      type: "LIST",
      values: values
        .sort(compareValues)
        .slice(0, maxValues)
        .map((value) => ({
          id: `filter.v.option.${name}.${value}`,
          label: value,
          count: countOf(`option:${name}`, `${name}:${value}`),
          input: JSON.stringify({ variantOption: { name: capitalised(name), value } }),
        })),
    });
  }
  return filters.filter((filter) => filter.values.length > 0);
}

/** Size before colour before anything else, as a workwear customer looks for them. */
function compareOptionNames(a: string, b: string): number {
  const order = ["size", "colour", "color"];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}
