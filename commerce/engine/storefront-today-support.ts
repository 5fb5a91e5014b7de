import { asc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { productOptions, productVariants, products } from "#server/db/schema/index.ts";
import type { Database } from "#server/db/client.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { ensureStarterPages } from "#server/pages/starter-pages.ts";
import { askEngine, testEngine, type EngineAnswer } from "./engine-test-support.ts";
import type { StorefrontEngine } from "./storefront-engine.ts";

// Issue 13: test support for the dialect today's headless storefronts speak (Hydrogen's skeleton
// and its peers): the engine over the demo catalogue and the starter pages, a caller asking it as
// such a storefront does, and the demo polo (two options) to check answers against.

export function todaysStorefront(use: () => Database) {
  let engine: StorefrontEngine;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    await ensureStarterPages(use().db);
    engine = testEngine(use().db);
  });

  const ask = (document: string, variables: Record<string, unknown> = {}) =>
    askEngine(engine, document, variables);

  /** The answer's data, the test failing on any error. */
  const dataOf = (answer: EngineAnswer) => {
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  /** The demo polo with its options and variants in their order, as the database has them. */
  async function productWithTwoOptions() {
    const db = use().db;
    const [row] = await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    const options = await db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, row!.id))
      .orderBy(asc(productOptions.position));
    const variants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row!.id))
      .orderBy(asc(productVariants.position));
    return { ...row!, options, variants };
  }

  return { ask, dataOf, productWithTwoOptions };
}
