import pino from "pino";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import {
  createStorefrontEngine,
  type StorefrontEngine,
} from "#commerce/engine/storefront-engine.ts";
import type { Db } from "../db/client.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { shopInfo } from "../shop-info.ts";
import { engineFetch, type EngineTransport } from "./engine-transport.ts";

/**
 * Test support: the demo data in `db`, our engine over it, and the Storefront client talking to
 * the engine in-process — the shop's default wiring (DESIGN §1, decision 043: `execute`, no HTTP
 * or JSON) — or, with `transport: "over HTTP"`, through a server on loopback as a Shopify-mode
 * shop does.
 */
export async function seededStorefront(
  db: Db,
  {
    publicUrl = "http://shop.test",
    transport = "in process",
  }: { publicUrl?: string; transport?: EngineTransport } = {},
): Promise<{ engine: StorefrontEngine; commerce: CommerceClient; close: () => Promise<void> }> {
  await applyDemoSeed(db);
  const engine = createStorefrontEngine({
    db,
    publicUrl,
    shop: shopInfo,
    storefrontToken: undefined,
    logError: () => {},
  });
  const logger = pino({ level: "silent" });
  const storeDomain = new URL(publicUrl).host;
  if (transport === "in process") {
    const commerce = createCommerceClient({ storeDomain, execute: engine.execute, logger });
    return { engine, commerce, close: () => Promise.resolve() };
  }
  const reach = await engineFetch(engine, transport);
  const commerce = createCommerceClient({ storeDomain, fetch: reach.fetch, logger });
  return { engine, commerce, close: reach.close };
}
