import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildEngineSdl } from "#commerce/engine/schema/build-engine-sdl.ts";

// npm run engine:schema — writes commerce/engine/schema/engine.graphql: Shopify's published
// Storefront schema (from @shopify/hydrogen-react) cut down to the subset we serve. Run it after
// changing commerce/engine/storefront-api-subset.graphql; a test fails while the file is stale.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shopify = JSON.parse(
  readFileSync(
    path.join(root, "node_modules/@shopify/hydrogen-react/storefront.schema.json"),
    "utf8",
  ),
);
const subset = readFileSync(
  path.join(root, "commerce/engine/storefront-api-subset.graphql"),
  "utf8",
);
writeFileSync(
  path.join(root, "commerce/engine/schema/engine.graphql"),
  buildEngineSdl(shopify, subset),
);
console.warn("Wrote commerce/engine/schema/engine.graphql");
