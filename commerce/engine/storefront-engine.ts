import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { createGraphQLError, createSchema, createYoga, type Plugin } from "graphql-yoga";
import type { ValidationRule } from "graphql";
import type { Db } from "#server/db/client.ts";
import { createCatalogueLoaders } from "./catalogue/catalogue-loaders.ts";
import {
  catalogueResolvers,
  type EngineContext,
  type ShopInfo,
} from "./catalogue/catalogue-resolvers.ts";
import { cartById, cartResolvers, isCartId } from "./cart/cart-resolvers.ts";
import { executionGuardsPlugin } from "./execution-guards.ts";
import { maxQuerySizeRule } from "./query-size-rule.ts";
import { safeTextPlugin } from "./safe-text-plugin.ts";
import { createResponseCache, type ResponseCache } from "./response-cache.ts";

// DESIGN §1, §5: our Storefront-API-compatible GraphQL endpoint, over our own database.

const typeDefs = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "schema/engine.graphql"),
  "utf8",
);

export const engineEndpoint = "/api/storefront/graphql";

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
  shop: ShopInfo;
  /** When set, every request must carry it in X-Shopify-Storefront-Access-Token. */
  storefrontToken: string | undefined;
  logError: (error: unknown) => void;
};

/** A fetch-style handler (Request in, Response out) with the catalogue cache's invalidation. */
export type StorefrontEngine = ((request: Request) => Promise<Response>) & {
  /** Drops every cached answer: call it when the catalogue changed (a database notification). */
  invalidate(): void;
  /**
   * Turns the cache on once change notifications are known to arrive (off until then, and off
   * for good if they cannot be had: a stale catalogue is worse than a slower one).
   */
  setCaching(on: boolean): void;
};

/** The catalogue and cart resolvers; node(id:) and nodes(ids:) resolve carts too (DESIGN §5). */
const resolvers = {
  ...catalogueResolvers,
  ...cartResolvers,
  QueryRoot: {
    ...catalogueResolvers.QueryRoot,
    ...cartResolvers.QueryRoot,
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
  let generation = 0;
  let isCaching = false;
  const schema = createSchema<EngineContext>({ typeDefs, resolvers });
  const yoga = createYoga<object, EngineContext>({
    schema,
    graphqlEndpoint: engineEndpoint,
    graphiql: false,
    landingPage: false,
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
      executionGuardsPlugin(),
      safeTextPlugin(),
    ],
    context: () => ({
      db: options.db,
      publicUrl: options.publicUrl,
      shop: options.shop,
      loaders: createCatalogueLoaders(options.db),
    }),
  });
  const handle = async (request: Request): Promise<Response> => {
    if (
      options.storefrontToken &&
      request.headers.get("x-shopify-storefront-access-token") !== options.storefrontToken
    ) {
      return Response.json(
        {
          errors: [
            {
              message: "Invalid or missing storefront access token",
              extensions: { code: "ACCESS_DENIED" },
            },
          ],
        },
        { status: 401 },
      );
    }
    // The Storefront path form (/api/2025-01/graphql) and ours reach the same endpoint.
    const url = new URL(request.url);
    if (url.pathname !== engineEndpoint) {
      url.pathname = engineEndpoint;
      request = new Request(url, request);
    }
    if (request.method !== "POST") return yoga.fetch(request);
    const text = await request.text();
    const key = isCaching ? cacheKeyOf(cache, text) : null;
    const hit = key === null ? undefined : cache.get(key);
    if (hit)
      return new Response(hit.body, {
        headers: { "content-type": hit.contentType, "x-cache": "hit" },
      });
    const startedAt = generation;
    const response = await yoga.fetch(
      new Request(request.url, { method: "POST", headers: request.headers, body: text }),
    );
    if (key === null || response.status !== 200) return response;
    const body = await response.text();
    const contentType = response.headers.get("content-type") ?? "application/json";
    // Never keep errors, nor an answer that started before the catalogue last changed.
    if (startedAt === generation && !body.includes('"errors"'))
      cache.set(key, { body, contentType });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return Object.assign(handle, {
    invalidate() {
      generation += 1;
      cache.clear();
    },
    setCaching(on: boolean) {
      generation += 1;
      cache.clear();
      isCaching = on;
    },
  });
}

function cacheKeyOf(cache: ResponseCache, text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" ? cache.keyOf(body) : null;
  } catch {
    return null;
  }
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
