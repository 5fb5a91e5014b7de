import { and, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { productVariants, products } from "#server/db/schema/index.ts";

// `products(query:)` search (Shopify's search syntax, the parts a shop needs): free words match
// title, vendor, product type, tags or a variant SKU; `field:value` narrows to one field
// (title, vendor, product_type, tag, sku); "quoted phrases" stay together. Every term must match.

export type SearchTerm = {
  field: "any" | "title" | "vendor" | "product_type" | "tag" | "sku";
  value: string;
};

const fields = new Set(["title", "vendor", "product_type", "tag", "sku"]);

export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const pattern = /(?:(\w+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const match of query.matchAll(pattern)) {
    const [, field, doubleQuoted, singleQuoted, bare] = match;
    const value = (doubleQuoted ?? singleQuoted ?? bare ?? "").trim();
    if (value === "" || /^(AND|OR|NOT)$/.test(value)) continue;
    const key = field?.toLowerCase();
    if (key && fields.has(key)) terms.push({ field: key as SearchTerm["field"], value });
    else terms.push({ field: "any", value: field ? `${field}:${value}` : value });
  }
  return terms;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function skuMatches(pattern: string): SQL {
  return exists(
    sql`(select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${pattern})`,
  );
}

function termCondition({ field, value }: SearchTerm): SQL | undefined {
  const contains = `%${escapeLike(value)}%`;
  const tagMatch = sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${contains})`;
  switch (field) {
    case "title":
      return ilike(products.title, contains);
    case "vendor":
      return ilike(products.vendor, contains);
    case "product_type":
      return ilike(products.productType, contains);
    case "tag":
      return tagMatch;
    case "sku":
      return skuMatches(contains);
    case "any":
      return or(
        ilike(products.title, contains),
        ilike(products.vendor, contains),
        ilike(products.productType, contains),
        tagMatch,
        skuMatches(contains),
      );
  }
}

/** The SQL condition for a search, or undefined for an empty query (everything matches). */
export function searchCondition(query: string | null | undefined): SQL | undefined {
  const terms = parseSearchQuery(query ?? "");
  return terms.length === 0 ? undefined : and(...terms.map(termCondition));
}
