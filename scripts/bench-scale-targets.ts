import type pg from "pg";
import { encodeKeysetCursor } from "#commerce/engine/connection.ts";

// Issue 12.6: what the scale benchmark asks for. Each target rotates over hundreds or thousands of
// different URLs (or GraphQL variables), so that neither the engine's answer cache nor a page
// cache can answer them all: what is measured is the catalogue's SQL at scale.

export type ScaleTarget = {
  name: string;
  method: "GET" | "POST";
  /** The requests to rotate over: a path, or a path with a JSON body. */
  requests: { path: string; body?: string }[];
};

const pageSize = 20;
const graphqlPath = "/api/2025-01/graphql.json";

function shuffled<T>(items: T[], seed = 12): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

/** Cursors of a collection's pages as the engine issues them (the last row of the page before). */
async function collectionCursors(client: pg.Client, where: string, pages: string) {
  const { rows } = await client.query<{ handle: string; value: string; id: number; page: number }>(`
    select handle, value, id, page from (
      select c.handle, cp.position::text as value, cp.product_id as id,
        row_number() over (partition by c.id order by cp.position, cp.product_id) as n,
        (row_number() over (partition by c.id order by cp.position, cp.product_id)) / ${pageSize} + 1 as page
      from collections as c
      join collection_products as cp on cp.collection_id = c.id
      join products as p on p.id = cp.product_id and p.is_published
      where ${where}
    ) as rows where n % ${pageSize} = 0 and ${pages}`);
  return rows.map((row) => ({
    handle: row.handle,
    page: row.page,
    after: encodeKeysetCursor({ sort: "COLLECTION_DEFAULT", value: row.value, id: row.id }),
  }));
}

const garmentWords = [
  "polo", "polo shirt", "t-shirt", "hoodie", "sweatshirt", "jacket", "softshell", "fleece",
  "hi-vis vest", "hi vis jacket", "trousers", "cargo trousers", "shorts", "coverall",
  "safety boots", "trainers", "rigger", "cap", "beanie", "gloves", "glasses", "hard hat",
  "ear defenders", "oxford shirt", "chef jacket", "tunic", "apron",
]; // prettier-ignore
const modifiers = [
  "portwest", "snickers", "result", "regatta", "dickies", "russell", "gildan", "scruffs",
  "dewalt", "uvex", "jsp", "premier", "mascot", "caterpillar", "stanley", "yoko",
  "navy", "black", "grey", "red", "royal blue", "orange", "yellow", "khaki",
  "waterproof", "thermal", "breathable", "heavy duty", "stretch", "ladies", "eco", "ripstop",
]; // prettier-ignore
/** Misspellings buyers type; each must still find what was meant. */
export const typoQueries = [
  "hiviz", "hiviz vest", "hivis jacket", "polp shirt", "polo shrit", "trousrs", "jackt",
  "softshel", "sweatshrit", "hoody", "beenie", "glvoes", "safty boots", "portwset", "snikers",
  "waterprof jacket", "coverals", "fleese", "tshirt", "hardhat",
]; // prettier-ignore

export function searchQueries(): string[] {
  const combined = garmentWords.flatMap((garment) =>
    modifiers.map((modifier) => `${modifier} ${garment}`),
  );
  return shuffled([...garmentWords, ...typoQueries, ...combined]);
}

function graphql(query: string, variables: Record<string, unknown>) {
  return { path: graphqlPath, body: JSON.stringify({ query, variables }) };
}

const engineSearch = `query Search($q: String!, $n: Int!) { products(first: $n, query: $q, sortKey: RELEVANCE) { edges { cursor node { id handle title vendor availableForSale images(first: 1) { edges { node { url } } } variants(first: 250) { edges { node { price { amount } } } } } } pageInfo { hasNextPage } } }`;
const engineCollection = `query Page($h: String!, $after: String) { collectionByHandle(handle: $h) { title products(first: 20, after: $after) { edges { cursor node { id handle title availableForSale images(first: 1) { edges { node { url } } } variants(first: 250) { edges { node { price { amount } } } } } } pageInfo { hasNextPage } } } }`;

export async function scaleTargets(client: pg.Client): Promise<ScaleTarget[]> {
  const firstPages = await collectionCursors(client, "true", "page <= 10");
  const { rows: biggest } = await client.query<{ handle: string }>(
    `select c.handle from collections as c join collection_products as cp on cp.collection_id = c.id
     group by c.id order by count(*) desc, c.id limit 1`,
  );
  const deepHandle = biggest[0]?.handle ?? "all-workwear";
  const deep = shuffled(
    await collectionCursors(
      client,
      `c.handle = '${deepHandle.replaceAll("'", "''")}'`,
      "page > 100",
    ),
  ).slice(0, 3_000);
  const { rows: handles } = await client.query<{ handle: string }>(
    `select handle from products where is_published order by (id * 7919) % 100003 limit 5000`,
  );
  const { rows: collections } = await client.query<{ handle: string }>(
    `select handle from collections order by id`,
  );
  const queries = searchQueries();
  const collectionPages = shuffled([
    ...collections.map((row) => ({ path: `/collections/${row.handle}` })),
    ...firstPages.map((row) => ({
      path: `/collections/${row.handle}?after=${encodeURIComponent(row.after)}`,
    })),
  ]);
  return [
    { name: "reference: information page (no catalogue read)", method: "GET", requests: [{ path: "/delivery-information" }] },
    { name: `collection pages (${collectionPages.length} URLs: 200 collections × up to 11 pages)`, method: "GET", requests: collectionPages },
    { name: `collection deep pages (${deep.length} pages past 100 of ${deepHandle})`, method: "GET", requests: deep.map((row) => ({ path: `/collections/${row.handle}?after=${encodeURIComponent(row.after)}` })) },
    { name: `product pages (${handles.length} products)`, method: "GET", requests: handles.map((row) => ({ path: `/products/${row.handle}` })) },
    { name: `search pages (${queries.length} queries, typos included)`, method: "GET", requests: queries.map((q) => ({ path: `/search?q=${encodeURIComponent(q)}` })) },
    { name: `engine products(query:) (${queries.length} queries × 3 sizes)`, method: "POST", requests: shuffled(queries.flatMap((q) => [18, 20, 24].map((n) => graphql(engineSearch, { q, n })))) },
    { name: `engine collection.products deep (${deep.length} cursors)`, method: "POST", requests: deep.map((row) => graphql(engineCollection, { h: row.handle, after: row.after })) },
  ]; // prettier-ignore
}
