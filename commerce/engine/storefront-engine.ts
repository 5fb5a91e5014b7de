import { readFileSync } from "node:fs";
import { shopResolvers } from "./catalogue/shop-resolvers.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { createGraphQLError, createSchema, createYoga, type Plugin } from "graphql-yoga";
import type { ValidationRule } from "graphql";
import type { Db } from "#server/db/client.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import { type AnswerReads, createCatalogueLoaders } from "./catalogue/catalogue-loaders.ts";
import { createFacetCache, precountedCollections } from "./catalogue/facet-cache.ts";
import { listCollectionFacets, listCollectionIdsBySize } from "./catalogue/collection-queries.ts";
import { parseProductFilters } from "./catalogue/product-filters.ts";
import {
  catalogueResolvers,
  type EngineContext,
  type ShopInfoSource,
} from "./catalogue/catalogue-resolvers.ts";
import { cartById, cartResolvers, isCartId } from "./cart/cart-resolvers.ts";
import { customerResolvers, type CustomerContext } from "./customer/customer-resolvers.ts";
import { pageResolvers } from "./pages/page-resolvers.ts";
import { sitemapResolvers } from "./catalogue/sitemap-resolvers.ts";
import type { CustomerAccounts } from "./customer/customer-accounts.ts";
import type { ShopDetails } from "#core/settings/shop-details.ts";
import type {
  ProductCollectionSortKey,
  ProductSortKey,
} from "#core/catalogue/storefront-sort-keys.ts";
import { executionGuardsPlugin } from "./execution-guards.ts";
import { maxQuerySizeRule } from "./query-size-rule.ts";
import { createResponseCache, type CachedResponse } from "./response-cache.ts";
import { costPlugin } from "./cost-plugin.ts";
import { publicTier, takeFromBucket } from "./cost-bucket.ts";
import { admitCaller } from "./engine-access.ts";
import { parseBody, readBoundedText } from "./engine-request.ts";
import {
  answer,
  costReport,
  throttledBody,
  unmeteredStatus,
  withBody,
  withCostExtension,
  type CostMeter,
} from "./engine-answer.ts";
import { safeTextPlugin } from "./safe-text-plugin.ts";
import { createChangeLog } from "#core/cache/change-log.ts";
import { deepFrozen } from "#core/cache/deep-frozen.ts";

// DESIGN §1, §5: our Storefront-API-compatible GraphQL endpoint, over our own database.

const typeDefs = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "schema/engine.graphql"),
  "utf8",
);

export const engineEndpoint = "/api/storefront/graphql";

/** The content type of an answer kept from an in-process call, for the HTTP callers it serves. */
const jsonType = "application/json; charset=utf-8";

/** Fields one query may select (fragments counted per use); see query-size-rule.ts. */
const maxQueryFields = 1_500;

function useValidationRule(rule: ValidationRule): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

export type EngineOptions = {
  db: Db;
  publicUrl: string;
  shop: ShopInfoSource;
  /** When set, every request must carry it in X-Shopify-Storefront-Access-Token… */
  storefrontToken: string | undefined;
  /** …or this one in Shopify-Storefront-Private-Token, from a server only (engine-access.ts). */
  privateToken?: string | undefined;
  logError: (error: unknown) => void;
  /** The clock of the cost buckets (tests move it); Date.now by default. */
  now?: () => number;
  /** Checks the upload tokens of designs named on cart lines (issue 10.10). */
  designTokens?: DesignTokens;
  /** Issue 13.6: the shop's customer accounts; without them the customer fields are refused. */
  customers?: CustomerAccounts;
  /** Issue 13.5: the shop's details now, filled into the pages' placeholders. */
  shopDetails?: () => Promise<ShopDetails>;
  /** Decision 042: how long a visitor waits for facets recounted after a change (tests set it). */
  facetStaleWaitMs?: number;
};

/**
 * Who calls. For the cost throttle (issue 10.1): an HTTP caller of the public endpoint gives its
 * address; the shop's own pages, calling in process, give nothing and are not throttled. For cart
 * prices (DESIGN §5): the user id of the customer signed in on this site, read by the server from
 * the session cookie that came with the request (never from anything the caller says), for HTTP
 * callers and for the pages of a signed-in customer alike.
 */
export type EngineCaller = { clientKey?: string; buyerId?: string | null };

/** An answer asked for in process: GraphQL's result, as the JSON answer would hold it. */
export type EngineResult = {
  data?: Record<string, unknown> | null;
  errors?: readonly {
    message: string;
    path?: readonly (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
};

/** A fetch-style handler (Request in, Response out) with the catalogue cache's invalidation. */
export type StorefrontEngine = ((request: Request, caller?: EngineCaller) => Promise<Response>) & {
  /**
   * Decision 043: one document asked by the shop's own pages in this process. The answer as an
   * object, with no HTTP and no JSON between; the same schema, limits, errors and answer cache as
   * a request, and unmetered as the pages' requests always were.
   */
  execute(
    query: string,
    variables: Record<string, unknown>,
    caller?: EngineCaller,
  ): Promise<EngineResult>;
  /** Drops every cached answer: call it when the catalogue changed (a database notification). */
  invalidate(): void;
  /**
   * Decision 038: drops the answers that read these products' variants, whose stock moved
   * (stock_changed); nothing else an answer shows can have changed with it.
   */
  invalidateStock(productIds: readonly number[]): void;
  /** Decision 038: drops the answers sorted by units sold (sales_changed). */
  invalidateBestSelling(): void;
  /**
   * Turns the cache on once change notifications are known to arrive (off until then, and off
   * for good if they cannot be had: a stale catalogue is worse than a slower one).
   */
  setCaching(on: boolean): Promise<void>;
};

/** What each request hands Yoga beside the request: the cost meter, the buyer, what it read. */
type EngineServerContext = { meter: CostMeter; buyerId: string | null; reads: AnswerReads };

/** An answer about to be kept: its cache key, and the products whose variants it read. */
type KeptAnswer = { key: string; productIds: readonly number[] };

/** The sort by units sold, in both sort enums (a key named in neither cannot sort by sales). */
const bestSellingKey: ProductSortKey & ProductCollectionSortKey = "BEST_SELLING";

/**
 * The catalogue, cart and customer resolvers; node(id:) and nodes(ids:) resolve carts too
 * (DESIGN §5).
 */
const resolvers = {
  ...catalogueResolvers,
  ...cartResolvers,
  ...customerResolvers,
  ...pageResolvers,
  ...sitemapResolvers,
  ...shopResolvers,
  Mutation: { ...cartResolvers.Mutation, ...customerResolvers.Mutation },
  QueryRoot: {
    ...catalogueResolvers.QueryRoot,
    ...cartResolvers.QueryRoot,
    ...customerResolvers.QueryRoot,
    ...pageResolvers.QueryRoot,
    ...sitemapResolvers.QueryRoot,
    ...shopResolvers.QueryRoot,
    node: (parent: unknown, args: { id: string }, context: EngineContext) =>
      isCartId(args.id)
        ? cartById(args.id, context)
        : catalogueResolvers.QueryRoot.node(parent, args, context),
    nodes: (parent: unknown, args: { ids: string[] }, context: EngineContext) =>
      catalogueResolvers.QueryRoot.nodes(parent, args, context).map((node, index) =>
        isCartId(args.ids[index]!) ? cartById(args.ids[index]!, context) : node,
      ),
  },
};

/** Yoga caches parsed and validated documents; catalogue answers are cached here (DESIGN §8). */
export function createStorefrontEngine(options: EngineOptions): StorefrontEngine {
  const cache = createResponseCache();
  const facets = createFacetCache({ staleWaitMs: options.facetStaleWaitMs });
  const now = options.now ?? Date.now;
  /** Decision 038: an answer is kept only if no change heard since it began touches it. */
  const changes = createChangeLog<KeptAnswer>();
  let isCaching = false;
  const everythingChanged = () => {
    changes.everything();
    cache.clear();
    // Decision 042: recounted when next asked for, the last counts shown meanwhile.
    facets.markStale();
  };
  /** The answers `touches` picks changed: dropped now, and not kept if being made. */
  const someChanged = (touches: (answer: KeptAnswer) => boolean) => {
    changes.some(touches);
    cache.dropWhere(touches);
  };
  const schema = createSchema<EngineServerContext & EngineContext & CustomerContext>({
    typeDefs,
    resolvers,
  });
  const yoga = createYoga<EngineServerContext, EngineContext>({
    schema,
    graphqlEndpoint: engineEndpoint,
    graphiql: false,
    landingPage: false,
    // Issue 19.1: CORS is answered in front of the engine (server/http/storefront-cors.ts); Yoga's
    // own would echo any Origin with credentials allowed.
    cors: false,
    logging: false,
    // Unexpected errors are logged here and reach the caller as a generic message.
    maskedErrors: {
      maskError(error, message) {
        if (isCallerError(error)) return error as Error;
        options.logError(error);
        return createGraphQLError(message);
      },
    },
    plugins: [
      maxDepthPlugin({ n: 15, ignoreIntrospection: true, flattenFragments: true }),
      useValidationRule(maxQuerySizeRule(maxQueryFields)),
      costPlugin(options.db, now),
      executionGuardsPlugin(),
      safeTextPlugin(),
    ],
    context: ({ buyerId, meter, reads }) => ({
      buyerId,
      customers: options.customers,
      shopDetails: options.shopDetails,
      // The address the sign-in throttle counts: the buyer's, when a server calls for one.
      clientIp: meter.clientKey?.replace(/^private:/, "") ?? null,
      db: options.db,
      publicUrl: options.publicUrl,
      shop: options.shop,
      loaders: createCatalogueLoaders(options.db, reads),
      designTokens: options.designTokens,
      facets: isCaching ? facets : null,
      reads,
    }),
  });
  const handle = async (request: Request, caller: EngineCaller = {}): Promise<Response> => {
    const admission = admitCaller(
      request,
      { publicToken: options.storefrontToken, privateToken: options.privateToken },
      caller.clientKey,
    );
    if (admission instanceof Response) return admission;
    // The Storefront path form (/api/2025-01/graphql) and ours reach the same endpoint.
    const url = new URL(request.url);
    if (url.pathname !== engineEndpoint) url.pathname = engineEndpoint;
    const meter: CostMeter = { clientKey: admission.clientKey, tier: admission.tier };
    const serverContext: EngineServerContext = {
      meter,
      buyerId: caller.buyerId ?? null,
      reads: { productIds: new Set() },
    };
    if (request.method !== "POST")
      return answer(await yoga.fetch(new Request(url, request), serverContext), meter);
    const text = await readBoundedText(request);
    if (text instanceof Response) return text;
    const body = parseBody(text);
    if (body instanceof Response) return body;
    // The buyer prices carts only, and carts are never cached: a catalogue answer is the same for
    // every caller, so it is cached (and served) whoever asks.
    const key = isCaching && body ? cache.keyOf(body) : null;
    const hit = key === null ? undefined : cache.get(key);
    if (hit) return answerFromCache(hit, meter);
    const startedAt = changes.now();
    const response = await yoga.fetch(
      new Request(url, { method: "POST", headers: request.headers, body: text }),
      serverContext,
    );
    if (key === null || response.status !== 200 || !meter.report) return answer(response, meter);
    const answered = await response.text();
    const contentType = response.headers.get("content-type") ?? "application/json";
    // Never keep errors, nor an answer that started before a change to what it shows.
    const kept: KeptAnswer = { key, productIds: [...serverContext.reads.productIds] };
    const isCurrent = changes.isCurrent(startedAt, kept) && !serverContext.reads.isStale;
    if (isCurrent && !answered.includes('"errors"')) {
      const answer = { body: answered, contentType, cost: meter.report.requestedQueryCost };
      cache.set(key, answer, kept.productIds);
    }
    return withBody(response, withCostExtension(answered, meter.report));
  };
  const precountFacets = async () => {
    try {
      const ids = await listCollectionIdsBySize(options.db, precountedCollections);
      const noFilters = parseProductFilters(null);
      await facets.precount(ids, noFilters, (id) =>
        listCollectionFacets(options.db, id, noFilters),
      );
    } catch {
      // Not logged: what is not counted here is counted by its first visitor, who would see the
      // failure; at shutdown, a closed database is no news.
    }
  };
  /**
   * What Yoga's hooks are shown as the request of an in-process call (the variables and document
   * are its parameters): none of ours reads it.
   */
  const inProcessRequest = new Request(new URL(engineEndpoint, options.publicUrl), {
    method: "POST",
  });
  /**
   * A kept answer as the callers in this process get it: parsed once, not on every page (the
   * menu's 200 collections are on every page), and frozen, since they all share it.
   */
  const sharedAnswers = new WeakMap<CachedResponse, EngineResult>();
  const execute = async (
    query: string,
    variables: Record<string, unknown>,
    caller: EngineCaller = {},
  ): Promise<EngineResult> => {
    const key = isCaching ? cache.keyOf({ query, variables }) : null;
    const hit = key === null ? undefined : cache.get(key);
    if (hit) {
      let shared = sharedAnswers.get(hit);
      if (!shared) {
        shared = deepFrozen(JSON.parse(hit.body) as EngineResult);
        sharedAnswers.set(hit, shared);
      }
      return shared;
    }
    const meter: CostMeter = { clientKey: undefined, tier: publicTier };
    const serverContext: EngineServerContext = {
      meter,
      buyerId: caller.buyerId ?? null,
      reads: { productIds: new Set() },
    };
    const startedAt = changes.now();
    const result = (await yoga.getResultForParams(
      { params: { query, variables }, request: inProcessRequest },
      serverContext,
    )) as EngineResult;
    if (key === null || !meter.report || result.errors) return result;
    const kept: KeptAnswer = { key, productIds: [...serverContext.reads.productIds] };
    if (changes.isCurrent(startedAt, kept) && !serverContext.reads.isStale) {
      const body = JSON.stringify(result);
      const entry = { body, contentType: jsonType, cost: meter.report.requestedQueryCost };
      cache.set(key, entry, kept.productIds);
      sharedAnswers.set(entry, deepFrozen(result));
    }
    return result;
  };
  /** A cached answer: still costed, and taken from an HTTP caller's bucket like any other. */
  const answerFromCache = async (hit: CachedResponse, meter: CostMeter): Promise<Response> => {
    const headers = { "content-type": hit.contentType, "x-cache": "hit" };
    if (!meter.clientKey) {
      meter.report = costReport(hit.cost, true, unmeteredStatus);
      return new Response(withCostExtension(hit.body, meter.report), { headers });
    }
    const decision = await takeFromBucket(options.db, meter.clientKey, hit.cost, now(), meter.tier);
    meter.report = costReport(hit.cost, decision.isAllowed, decision.throttleStatus);
    const body = decision.isAllowed ? hit.body : throttledBody;
    return new Response(withCostExtension(body, meter.report), { headers });
  };
  return Object.assign(handle, {
    execute,
    invalidate: everythingChanged,
    invalidateStock(productIds: readonly number[]) {
      const changed = new Set(productIds);
      someChanged((answer) => answer.productIds.some((id) => changed.has(id)));
    },
    // A sort key is an enum: named in the query or given in its variables, both in the key.
    invalidateBestSelling() {
      someChanged((answer) => answer.key.includes(bestSellingKey));
    },
    setCaching(on: boolean) {
      everythingChanged();
      facets.clear();
      isCaching = on;
      // Decision 042: every collection's counts made before visitors ask for them.
      return on ? precountFacets() : Promise.resolve();
    },
  });
}

/**
 * The caller's own mistakes (parse, validation, limits, bad arguments) keep their message. Checked
 * by name, not instanceof: the limit plugins load graphql's CommonJS build, a second GraphQLError.
 */
function isCallerError(error: unknown): boolean {
  const isGraphQLError = (value: unknown) =>
    value instanceof Error && value.name === "GraphQLError";
  if (!isGraphQLError(error)) return false;
  const original = (error as { originalError?: unknown }).originalError;
  return original === undefined || original === null || isGraphQLError(original);
}
