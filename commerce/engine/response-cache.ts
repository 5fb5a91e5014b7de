import { parse } from "graphql";
import { isCartId } from "./cart/cart-resolvers.ts";
import { cacheVerdict, type CacheVerdict } from "./cache-verdict.ts";

// DESIGN §8: catalogue answers are cached in process and dropped whenever the database says the
// catalogue changed. Only queries that read nothing but the catalogue are cached: never a
// mutation, never a cart, never anything that could differ per buyer. Issue 10.2: whether a
// request names a cart is decided on the parsed document with its variables (cache-verdict.ts),
// and the cache is bounded by bytes as well as by count (least recently used goes first).

export type CachedResponse = { body: string; contentType: string; cost: number };

export type CacheLimits = { maxEntries: number; maxBytes: number; maxEntryBytes: number };

export const defaultCacheLimits: CacheLimits = {
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

/** Parsed verdicts are kept per document text, up to this many bytes of text. */
const maxVerdictBytes = 8 * 1024 * 1024;

/** Whether any string in a variable's value (however deep) is a cart id. */
function namesCart(value: unknown): boolean {
  if (typeof value === "string") return isCartId(value);
  if (Array.isArray(value)) return value.some(namesCart);
  if (value && typeof value === "object") return Object.values(value).some(namesCart);
  return false;
}

/** The products whose variants an answer read (catalogue-loaders.ts), by id. */
type ProductIds = readonly number[];

function sizeOf(key: string, response: CachedResponse, productIds: ProductIds): number {
  return Buffer.byteLength(key) + Buffer.byteLength(response.body) + 8 * productIds.length;
}

export function createResponseCache(limits: CacheLimits = defaultCacheLimits) {
  const entries = new Map<
    string,
    { response: CachedResponse; bytes: number; productIds: ProductIds }
  >();
  let totalBytes = 0;
  const verdicts = new Map<string, CacheVerdict>();
  let verdictBytes = 0;

  function verdictOf(verdictKey: string, query: string, operationName: string | undefined) {
    let verdict = verdicts.get(verdictKey);
    if (verdict) return verdict;
    try {
      verdict = cacheVerdict(parse(query), operationName);
    } catch {
      verdict = { isCacheable: false, argumentVariables: [] };
    }
    const bytes = Buffer.byteLength(verdictKey);
    if (verdictBytes + bytes > maxVerdictBytes || verdicts.size >= limits.maxEntries) {
      verdicts.clear();
      verdictBytes = 0;
    }
    verdicts.set(verdictKey, verdict);
    verdictBytes += bytes;
    return verdict;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  return {
    /** The cache key of a request body, or null when its answer must not be cached. */
    keyOf(body: { query?: unknown; variables?: unknown; operationName?: unknown }): string | null {
      if (typeof body.query !== "string") return null;
      const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
      const verdictKey = `${operationName ?? ""}\n${body.query}`;
      const verdict = verdictOf(verdictKey, body.query, operationName);
      if (!verdict.isCacheable) return null;
      const variables =
        body.variables && typeof body.variables === "object"
          ? (body.variables as Record<string, unknown>)
          : {};
      // A variable given to an argument that holds a cart id (node(id: $id)) makes it a cart read.
      if (verdict.argumentVariables.some((name) => namesCart(variables[name]))) return null;
      return `${verdictKey}\n${JSON.stringify(variables)}`;
    },
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last, so the least recently used is first in line to go.
      entries.delete(key);
      entries.set(key, entry);
      return entry.response;
    },
    /** Keeps `response`, noting the products whose variants it read (for dropProducts). */
    set(key: string, response: CachedResponse, productIds: ProductIds = []): void {
      const bytes = sizeOf(key, response, productIds);
      remove(key);
      if (bytes > limits.maxEntryBytes) return;
      for (const oldest of entries.keys()) {
        if (totalBytes + bytes <= limits.maxBytes && entries.size < limits.maxEntries) break;
        remove(oldest);
      }
      entries.set(key, { response, bytes, productIds });
      totalBytes += bytes;
    },
    /**
     * Drops the answers `drops` picks by their key (query and variables) and the products whose
     * variants they read (decision 038: an order's stock, the best sellers).
     */
    dropWhere(drops: (answer: { key: string; productIds: ProductIds }) => boolean): void {
      for (const [key, entry] of entries) {
        if (drops({ key, productIds: entry.productIds })) remove(key);
      }
    },
    clear(): void {
      entries.clear();
      totalBytes = 0;
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return totalBytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
