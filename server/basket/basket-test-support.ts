import pino from "pino";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import type { ProductVariant } from "#commerce/client/catalogue-types.ts";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { parseConfig } from "../config/env.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { AppServices } from "../context.ts";
import type { Database } from "../db/client.ts";
import { shopInfo } from "../shop-info.ts";

// What the basket's server code is handed in a test: our own engine over the test database,
// reached through the commerce client as the pages reach it.

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");
const { config } = parsed;

export type BasketTestContext = {
  commerce: CommerceClient;
  services: AppServices;
  viewer: Viewer | null;
};

export function basketTestContext(database: Database): BasketTestContext {
  const engine = createStorefrontEngine({
    db: database.db,
    publicUrl: "http://shop.test",
    shop: shopInfo,
    storefrontToken: undefined,
    logError: () => {},
  });
  const logger = pino({ level: "silent" });
  return {
    commerce: createCommerceClient({
      storeDomain: "shop.test",
      fetch: (input, init) => engine(new Request(input, init)),
      logger,
    }),
    services: { config, database, logger },
    viewer: null,
  };
}

/** The demo variant of product `handle` titled `title` ("Navy / M"), read through the client. */
export async function demoVariant(
  commerce: CommerceClient,
  handle: string,
  title: string,
): Promise<ProductVariant> {
  const result = await commerce.getProductByHandle(handle);
  const found = result.ok ? result.data?.variants.find((each) => each.title === title) : null;
  if (!found) throw new Error(`no demo variant ${handle} ${title}`);
  return found;
}
