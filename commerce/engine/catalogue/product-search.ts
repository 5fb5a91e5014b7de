import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { productVariants, products } from "#server/db/schema/index.ts";

// `products(query:)` search (Shopify's search syntax, the parts a shop needs), as PostgreSQL
// full-text search over products.search_vector (migration 0009, docs/decisions/015):
// - free words match the title (weight A), vendor, product type and tags (B) or description (C),
//   each from its start ("pol" finds Polo), stemmed ("shirts" finds Shirt); every word must match;
// - `field:value` narrows to one field (title, vendor, product_type, tag, sku); "quoted phrases"
//   stay together, as do words joined by hyphens ("hi-vis");
// - a word of letters that starts no word of the catalogue is a typo: the most similar catalogue
//   words (pg_trgm) are searched as well ("hiviz" finds Hi-Vis, "polp" finds Polo);
// - a lone word with a digit or a hyphen in it (a product code: "R936", "PW-") also matches
//   variant SKUs from their start, and such a match comes first;
// - a word is the same written apart, hyphenated or together (issue 18.7): the catalogue indexes a
//   hyphenated word joined too ("Hi-Vis" as "hivis"), a hyphenated search word is also looked for
//   joined (and only joined when a part of it is a stop word: "t-shirts" is not just "shirts"),
//   and two search words that together start a catalogue word are also looked for as that word
//   ("hi vis", "t shirts", "work wear").
// Ranked by ts_rank: a title match outranks a description match. A search of words alone, by
// relevance and without filters, ranks over product_search_ranks (migration 0032), a narrow copy
// of each product's search vector, and reads `products` for the page's rows only.

export type SearchTerm = {
  field: "any" | "title" | "vendor" | "product_type" | "tag" | "sku";
  value: string;
};

const fields = new Set(["title", "vendor", "product_type", "tag", "sku"] as const);

/**
 * Shopify's search syntax, split into terms: `field:value` for the given fields, free words (and
 * a field we do not know, kept whole) as `any`; quotes hold a phrase together; AND, OR and NOT
 * are dropped (every term must match). Also read by `collections(query:)`.
 */
export function parseQueryTerms<F extends string>(
  query: string,
  known: ReadonlySet<F>,
): { field: F | "any"; value: string }[] {
  const terms: { field: F | "any"; value: string }[] = [];
  const pattern = /(?:(\w+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const match of query.matchAll(pattern)) {
    const [, field, doubleQuoted, singleQuoted, bare] = match;
    const value = (doubleQuoted ?? singleQuoted ?? bare ?? "").trim();
    if (value === "" || /^(AND|OR|NOT)$/.test(value)) continue;
    const key = field?.toLowerCase();
    if (key && known.has(key as F)) terms.push({ field: key as F, value });
    else terms.push({ field: "any", value: field ? `${field}:${value}` : value });
  }
  return terms.slice(0, maxTerms);
}

export function parseSearchQuery(query: string): SearchTerm[] {
  return parseQueryTerms(query, fields);
}

/** Words a search may hold; more are ignored (each costs an index lookup). */
const maxTerms = 12;
/** Corrections tried for a misspelt word. */
const maxCorrections = 3;
/** What an SKU hit ranks at: above any text match (ts_rank stays far below). */
const skuRank = 1000;

/** The letters and digits of a term, split where anything else stands ("hi-vis" → hi, vis). */
function partsOf(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A term as to_tsquery text: its parts as a phrase, the last one also as a prefix when long
 * enough to be worth it, each restricted to the weights of its field. Only letters and digits
 * get here, so nothing in a user's query is read as a tsquery operator.
 */
function phraseOf(parts: string[], weights: string): string {
  return parts
    .map((part, index) => {
      const isPrefix = index === parts.length - 1 && part.length >= 3;
      const label = isPrefix || weights ? `:${isPrefix ? "*" : ""}${weights}` : "";
      return `${part}${label}`;
    })
    .join(" <-> ");
}

const fieldWeights: Record<SearchTerm["field"], string> = {
  any: "",
  title: "A",
  vendor: "B",
  product_type: "B",
  tag: "B",
  sku: "",
};

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Variants a code prefix may find; a prefix that starts more is too vague to be a SKU search. */
const maxSkuHits = 1_000;

function skuStartsWith(value: string): SQL {
  const sku = sql`lower(${productVariants.sku})`;
  return sql`select ${productVariants.productId} from ${productVariants}
    where ${sku} like ${`${escapeLike(value.toLowerCase())}%`} order by ${sku} limit ${maxSkuHits}`;
}

/** The precise check behind a field's weight (vendor:, tag: and product_type: all weigh B). */
function fieldCheck({ field, value }: SearchTerm): SQL | undefined {
  const contains = `%${escapeLike(value)}%`;
  switch (field) {
    case "vendor":
      return sql`${products.vendor} ilike ${contains}`;
    case "product_type":
      return sql`${products.productType} ilike ${contains}`;
    case "tag":
      return sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${contains})`;
    case "sku":
      return sql`${products.id} in (${skuStartsWith(value)})`;
    default:
      return undefined;
  }
}

const isCorrectable = (term: SearchTerm) =>
  term.field === "any" && /^\p{L}{3,30}$/u.test(term.value);

/**
 * For each misspelt word (letters only, starting no catalogue word), the catalogue words most
 * like it. One query over catalogue_search_words and its trigram index, for all words at once.
 */
async function correctionsOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (words.length === 0) return corrections;
  const result = await db.execute(sql`
    select s.term,
      case when exists (
        select 1 from catalogue_search_words as w
        where w.word >= s.stem and w.word < s.stem || chr(1114111)
      ) then null else array(
        select w.word from catalogue_search_words as w
        where w.word % s.term
        order by similarity(w.word, s.term) desc, w.word
        limit ${maxCorrections}
      ) end as corrections
    from (
      select term, coalesce(nullif((ts_lexize('english_stem', term))[1], ''), term) as stem
      from unnest(${`{${words.join(",")}}`}::text[]) as term
    ) as s`);
  const { rows } = result as unknown as { rows: { term: string; corrections: string[] | null }[] };
  for (const row of rows) {
    if (row.corrections && row.corrections.length > 0) corrections.set(row.term, row.corrections);
  }
  return corrections;
}

/** Two neighbouring words that may be one word written apart: letters only, not too long. */
const isJoinable = (term: SearchTerm | undefined): term is SearchTerm =>
  term?.field === "any" && /^\p{L}{1,20}$/u.test(term.value);

/**
 * The places where a search word and the next, written together, start a word of the catalogue
 * ("hi vis" → "hivis"): one query over catalogue_search_words for all pairs at once.
 */
async function compoundsOf(db: Db, terms: SearchTerm[]): Promise<Set<number>> {
  const pairs: { at: number; joined: string }[] = [];
  terms.forEach((term, at) => {
    const next = terms[at + 1];
    if (isJoinable(term) && isJoinable(next))
      pairs.push({ at, joined: `${term.value}${next.value}`.toLowerCase() });
  });
  const compounds = new Set<number>();
  if (pairs.length === 0) return compounds;
  const result = await db.execute(sql`
    select j.at from (
      select at, coalesce(nullif((ts_lexize('english_stem', joined))[1], ''), joined) as stem
      from unnest(${`{${pairs.map((pair) => pair.joined).join(",")}}`}::text[],
                  ${`{${pairs.map((pair) => pair.at).join(",")}}`}::int[]) as p(joined, at)
    ) as j
    where exists (
      select 1 from catalogue_search_words as w
      where w.word >= j.stem and w.word < j.stem || chr(1114111)
    )`);
  const { rows } = result as unknown as { rows: { at: number }[] };
  for (const row of rows) compounds.add(Number(row.at));
  return compounds;
}

/**
 * A search as SQL over `products`: the FROM item that holds its tsquery (`search_query`, to cross
 * join; null when only SKUs are asked for), the condition a product must meet, and its rank.
 * One pass over the GIN index's matches ranks them; no join, no grouping (issue 12.6).
 * `isWordsOnly`: the tsquery is the whole search (no field or SKU part), so it can be ranked
 * over product_search_ranks alone (`rankOf`).
 */
export type SearchPlan = { queryItem: SQL | null; condition: SQL; rank: SQL; isWordsOnly: boolean };

/** The rank of a search vector against the search's tsquery (the `search_query` FROM item). */
export function rankOf(vector: SQL): SQL {
  return sql`ts_rank(${vector}, search_query.query)`;
}

export async function searchPlan(
  db: Db,
  query: string | null | undefined,
): Promise<SearchPlan | null> {
  const terms = parseSearchQuery(query ?? "");
  if (terms.length === 0) return null;
  const words = [...new Set(terms.filter(isCorrectable).map((term) => term.value.toLowerCase()))];
  const corrections = await correctionsOf(db, words);
  const compounds = await compoundsOf(db, terms);
  /** A word's tsquery: as written, with its joined form when hyphenated, and its corrections. */
  const textOf = (term: SearchTerm): SQL | null => {
    if (term.field === "sku") return null;
    const parts = partsOf(term.value);
    if (parts.length === 0) return null;
    const weights = fieldWeights[term.field];
    let text = sql`to_tsquery('english', ${phraseOf(parts, weights)})`;
    if (parts.length > 1) {
      // A part that is a stop word leaves the phrase ("t-shirts" → shirts): then only joined.
      const joined = sql`to_tsquery('english', ${`${parts.join("")}:*${weights}`})`;
      text = sql`(case when numnode(${text}) < ${parts.length * 2 - 1} then ${joined}
        else ${text} || ${joined} end)`;
    }
    const alternatives = corrections.get(term.value.toLowerCase());
    // Catalogue words are stems already: the simple configuration takes them as they are.
    return alternatives
      ? sql`(${text} || to_tsquery('simple', ${alternatives.map((word) => `${word}:*`).join(" | ")}))`
      : text;
  };
  const textQueries: SQL[] = [];
  const checks: SQL[] = [];
  for (let at = 0; at < terms.length; at++) {
    const term = terms[at]!;
    const check = fieldCheck(term);
    if (check) checks.push(check);
    const text = textOf(term);
    const next = terms[at + 1];
    if (text && next && compounds.has(at)) {
      // Two words or one: both as written, or joined; a stop word ("t") counts only joined.
      const nextText = textOf(next)!;
      const joined = sql`to_tsquery('english', ${`${term.value}${next.value}:*`.toLowerCase()})`;
      textQueries.push(sql`(case when numnode(${text}) = 0 or numnode(${nextText}) = 0
        then ${joined} else (${text} && ${nextText}) || ${joined} end)`);
      at++;
    } else if (text) textQueries.push(text);
  }
  const checked = checks.length > 0 ? sql` and ${sql.join(checks, sql` and `)}` : sql``;
  if (textQueries.length === 0)
    return {
      queryItem: null,
      condition: checks.length > 0 ? sql.join(checks, sql` and `) : sql`false`,
      rank: sql`0::real`,
      isWordsOnly: false,
    };
  const tsquery = sql.join(textQueries, sql` && `);
  const queryItem = sql`(select ${tsquery} as query) as search_query`;
  const rank = rankOf(sql`${products}.search_vector`);
  const lone = terms.length === 1 && terms[0]?.field === "any" ? terms[0].value : null;
  if (!lone || !/[\d-]/.test(lone) || lone.length < 3)
    return {
      queryItem,
      condition: sql`${products}.search_vector @@ search_query.query${checked}`,
      rank,
      isWordsOnly: checks.length === 0,
    };
  // A lone code: its text matches and the products with a SKU starting so (these first).
  const skuIds = skuStartsWith(lone);
  return {
    queryItem,
    condition: sql`${products.id} = any(array(select text_hits.id from ${products} as text_hits
      where text_hits.search_vector @@ ${tsquery} union (${skuIds})))`,
    rank: sql`(${rank} + case when ${products.id} in (${skuIds}) then ${skuRank}::real else 0::real end)`,
    isWordsOnly: false,
  };
}
