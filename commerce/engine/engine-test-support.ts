import { shopDetailsOf } from "#core/settings/shop-details.ts";
import { demoShopSettings } from "#server/demo/demo-shop-settings.ts";
import { shopInfo } from "#server/shop-info.ts";
import {
  createStorefrontEngine,
  type EngineOptions,
  type StorefrontEngine,
} from "./storefront-engine.ts";

// Test support for the engine's catalogue tests: an engine over a test database that throws what
// it would log, and a caller asking it one GraphQL document.

export type EngineAnswer = {
  data?: Record<string, any>;
  errors?: { message: string }[];
};

/** The engine over `db`, as the shop builds it, failing the test on an error it would log. */
export function testEngine(
  db: EngineOptions["db"],
  options: Partial<EngineOptions> = {},
): StorefrontEngine {
  return createStorefrontEngine({
    db,
    publicUrl: "https://shop.test",
    shop: shopInfo,
    storefrontToken: undefined,
    shopDetails: async () => shopDetailsOf(demoShopSettings, new Date()),
    logError: (error) => {
      throw error;
    },
    ...options,
  });
}

/** Posts `document` with `variables` to the engine's versioned endpoint; the JSON answer. */
export async function askEngine(
  engine: StorefrontEngine,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<EngineAnswer> {
  const response = await engine(
    new Request("http://shop.test/api/2025-01/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: document, variables }),
    }),
  );
  return (await response.json()) as EngineAnswer;
}
