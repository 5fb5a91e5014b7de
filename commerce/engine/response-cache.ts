import { Kind, OperationTypeNode, parse, type DocumentNode } from "graphql";

// DESIGN §8: catalogue answers are cached in process and dropped whenever the database says the
// catalogue changed. Only queries that read nothing but the catalogue are cached: never a
// mutation, never a cart, never anything that could differ per buyer.

const catalogueRootFields = new Set([
  "products",
  "productByHandle",
  "collections",
  "collectionByHandle",
  "node",
  "nodes",
  "productRecommendations",
  "shop",
  "__typename",
]);

function readsOnlyCatalogue(document: DocumentNode, operationName: string | undefined): boolean {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && catalogueRootFields.has(selection.name.value),
  );
}

export type CachedResponse = { body: string; contentType: string };

export function createResponseCache(maxEntries = 2_000) {
  const entries = new Map<string, CachedResponse>();
  const verdicts = new Map<string, boolean>();

  return {
    /** The cache key of a request body, or null when its answer must not be cached. */
    keyOf(body: { query?: unknown; variables?: unknown; operationName?: unknown }): string | null {
      if (typeof body.query !== "string") return null;
      const variables = JSON.stringify(body.variables ?? {});
      // node/nodes may one day resolve carts: never cache a request that names one.
      if (/gid:\/\/shopify\/Cart/.test(body.query + variables)) return null;
      const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
      const verdictKey = `${operationName ?? ""}\n${body.query}`;
      let cacheable = verdicts.get(verdictKey);
      if (cacheable === undefined) {
        try {
          cacheable = readsOnlyCatalogue(parse(body.query), operationName);
        } catch {
          cacheable = false;
        }
        if (verdicts.size >= maxEntries) verdicts.clear();
        verdicts.set(verdictKey, cacheable);
      }
      return cacheable ? `${verdictKey}\n${variables}` : null;
    },
    get(key: string): CachedResponse | undefined {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last, so the oldest is first in line to go.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, response: CachedResponse): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, response);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
