import pino from "pino";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import {
  createStorefrontEngine,
  type StorefrontEngine,
} from "#commerce/engine/storefront-engine.ts";
import type { Db } from "../db/client.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { shopInfo } from "../shop-info.ts";

/**
 * Test support: the demo data in `db`, our engine over it, and the Storefront client talking to
 * the engine in-process — the shop's default wiring (DESIGN §1), without the HTTP server.
 */
export async function seededStorefront(
  db: Db,
  { publicUrl = "http://shop.test" }: { publicUrl?: string } = {},
): Promise<{ engine: StorefrontEngine; commerce: CommerceClient }> {
  await applyDemoSeed(db);
  const engine = createStorefrontEngine({
    db,
    publicUrl,
    shop: shopInfo,
    storefrontToken: undefined,
    logError: () => {},
  });
  const commerce = createCommerceClient({
    storeDomain: new URL(publicUrl).host,
    fetch: (input, init) => engine(new Request(input, init)),
    logger: pino({ level: "silent" }),
  });
  return { engine, commerce };
}
