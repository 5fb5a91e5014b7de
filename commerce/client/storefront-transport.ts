import { createStorefrontApiClient } from "@shopify/storefront-api-client";
import type { z } from "zod";
import type { CatalogueResult } from "#commerce/client/catalogue-types.ts";

export type CommerceLogger = {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type StorefrontTransportOptions = {
  storeDomain: string;
  /**
   * Issue 17.1: the store's origin when it is not https://storeDomain, such as
   * http://localhost:3000 for a compatible server on this machine (Shopify's client would
   * otherwise always speak HTTPS).
   */
  storeUrl?: string;
  publicAccessToken?: string;
  apiVersion?: string;
  fetch?: typeof fetch;
  logger: CommerceLogger;
  /**
   * Whether to ask for variants' quantityAvailable (issue 11.4). Our engine always answers it; a
   * Shopify token answers it only with the unauthenticated_read_product_inventory scope, and
   * without it refuses the whole query. Left out, the page works from availableForSale alone.
   */
  readsInventory?: boolean;
  /**
   * Decision 043: our own engine in this process, asked without HTTP or JSON. When given, every
   * query goes to it and `fetch`, `storeDomain` and the token are not used.
   */
  execute?: InProcessEngine;
  /**
   * Issue 17.3: how long catalogue answers are kept (a remote store sends us no change
   * notifications); unset, nothing is kept. Cart calls are never kept.
   */
  cacheMs?: number;
};

/** Our engine's in-process entry (StorefrontEngine.execute): GraphQL's result as an object. */
export type InProcessEngine = (
  document: string,
  variables: Record<string, unknown>,
) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: readonly {
    message: string;
    path?: readonly (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
}>;

/** Catalogue answers kept at most, oldest dropped first. */
const maxCachedAnswers = 1_000;

/** The document without its quantityAvailable fields (each on a line of its own). */
function withoutInventory(document: string): string {
  return document.replace(/^[ \t]*quantityAvailable[ \t]*\r?\n/gm, "");
}

/** Sends one document and returns its `data` parsed by `schema`; throws on any failure. */
export type StorefrontQuery = <S extends z.ZodType>(
  document: string,
  variables: Record<string, unknown>,
  schema: S,
) => Promise<z.output<S>>;

/** Runs one catalogue call; any throw inside is logged and becomes `{ ok: false }`. */
export type CatalogueCall = <T>(
  name: string,
  load: () => Promise<T>,
) => Promise<CatalogueResult<T>>;

export const DEFAULT_API_VERSION = "2025-01";

/** Issue 17.3: a remote store that has not answered by then is a failure (the error state). */
export const remoteTimeoutMs = 5_000;

/**
 * The network fetch for a remote store: sent to `storeUrl` (Shopify's client builds an https://
 * address from the domain), and given up after remoteTimeoutMs rather than left to hang.
 */
export function remoteStoreFetch(
  storeUrl: string | undefined,
  send: typeof fetch = fetch,
): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const address = new URL(request ? request.url : String(input));
    if (storeUrl !== undefined) {
      const origin = new URL(storeUrl);
      address.protocol = origin.protocol;
      address.host = origin.host;
    }
    const timeout = AbortSignal.timeout(remoteTimeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return request
      ? send(new Request(address, request), { signal })
      : send(address, { ...init, signal });
  };
}

// @shopify/storefront-api-client insists on a token; our in-process engine does not check one.
// A real Shopify store needs the real token (server/config requires it with the domain).
const LOCAL_ENGINE_TOKEN = "tradewear-local-engine";

/** A failed request, with what the log needs to explain it. */
export class StorefrontRequestError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = "StorefrontRequestError";
  }
}

/** The engine's message when every error of a request is its verdict on bad input, else undefined. */
function badInputOf(error: unknown): string | undefined {
  if (!(error instanceof StorefrontRequestError)) return undefined;
  const errors = error.details.graphQLErrors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const isBadInput = errors.every((each: { code?: unknown }) => each.code === "BAD_USER_INPUT");
  return isBadInput ? String((errors[0] as { message?: unknown }).message ?? "") : undefined;
}

// The version check runs on every client creation and 2025-01 is pinned on purpose (the engine
// serves it), so say it once per process rather than once per request.
const warnedVersions = new Set<string>();

export function createStorefrontTransport(options: StorefrontTransportOptions): {
  query: StorefrontQuery;
  /** `query`, kept for `cacheMs` when that is set: for catalogue reads only. */
  cachedQuery: StorefrontQuery;
  call: CatalogueCall;
  /** Forgets every kept answer (the back office's "refresh catalogue"). */
  clearCache: () => void;
} {
  const { logger } = options;
  const client = createStorefrontApiClient({
    storeDomain: options.storeDomain,
    apiVersion: options.apiVersion ?? DEFAULT_API_VERSION,
    publicAccessToken: options.publicAccessToken || LOCAL_ENGINE_TOKEN,
    customFetchApi: options.fetch ?? remoteStoreFetch(options.storeUrl),
    logger(log) {
      if (log.type === "Unsupported_Api_Version") {
        // Shopify's list of supported versions says nothing about our own engine, which the
        // server reaches through a custom in-process fetch: only warn about a real store.
        if (options.fetch || warnedVersions.has(log.content.apiVersion)) return;
        warnedVersions.add(log.content.apiVersion);
        logger.warn(
          { ...log.content },
          "Storefront API version is not among Shopify's supported ones",
        );
      } else if (log.type === "HTTP-Response-GraphQL-Deprecation-Notice") {
        logger.warn({ notice: log.content.deprecationNotice }, "Storefront API deprecation notice");
      }
    },
  });

  /** The answer's data; any error, of the network or GraphQL's, is thrown. */
  const ask = async (document: string, variables: Record<string, unknown>): Promise<unknown> => {
    if (options.execute) {
      const result = await options.execute(document, variables);
      if (result.errors?.length || !result.data) {
        throw new StorefrontRequestError("Storefront request failed", {
          graphQLErrors: result.errors?.map(({ message, path, extensions }) => ({
            message,
            path,
            code: extensions?.["code"],
          })),
        });
      }
      return result.data;
    }
    // request() reports network errors, non-2xx statuses, non-JSON bodies, unparseable JSON,
    // GraphQL errors and "no data" all through `errors`; it does not throw for them.
    const response = await client.request(document, { variables });
    if (response.errors) {
      const { message, networkStatusCode, graphQLErrors } = response.errors;
      throw new StorefrontRequestError(message ?? "Storefront request failed", {
        networkStatusCode,
        graphQLErrors: graphQLErrors?.map(({ message, path, extensions }) => ({
          message,
          path,
          code: extensions?.code,
        })),
      });
    }
    return response.data;
  };

  const query: StorefrontQuery = async (document, variables, schema) => {
    const sent = options.readsInventory === false ? withoutInventory(document) : document;
    const parsed = schema.safeParse(await ask(sent, variables));
    if (!parsed.success) {
      throw new StorefrontRequestError("Storefront response has an unexpected shape", {
        issues: parsed.error.issues
          .slice(0, 5)
          .map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      });
    }
    return parsed.data;
  };

  // One promise per document and variables: concurrent pages share one request, and a failure
  // is not kept.
  const kept = new Map<string, { expiresAt: number; answer: Promise<unknown> }>();
  const cachedQuery: StorefrontQuery = (document, variables, schema) => {
    const { cacheMs } = options;
    if (!cacheMs) return query(document, variables, schema);
    const key = `${document}\n${JSON.stringify(variables)}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.expiresAt > now) return hit.answer as ReturnType<typeof query<typeof schema>>;
    const answer = query(document, variables, schema);
    kept.delete(key);
    kept.set(key, { expiresAt: now + cacheMs, answer });
    if (kept.size > maxCachedAnswers) kept.delete(kept.keys().next().value!);
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };

  const call: CatalogueCall = async (name, load) => {
    try {
      return { ok: true, data: await load() };
    } catch (error) {
      const details = error instanceof StorefrontRequestError ? error.details : {};
      const badInput = badInputOf(error);
      if (badInput !== undefined) return { ok: false, badInput };
      logger.error({ err: error, call: name, ...details }, "Storefront catalogue call failed");
      return { ok: false };
    }
  };

  return { query, cachedQuery, call, clearCache: () => kept.clear() };
}
