import type { Config } from "./config/env.ts";
import { configuredTarget, openDatabase, type Database } from "./db/client.ts";
import { applyDemoSeed, countCatalogueRows } from "./demo/demo-seed.ts";
import type { Logger } from "./logging/logger.ts";
import { ensureDecorationPrices } from "./pricing/starting-prices.ts";
import { ensureStarterPages } from "./pages/starter-pages.ts";

/** Opens the configured database, applies migrations and, when asked, the demo data. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const target = configuredTarget(config);
  let database = await openDatabase(target);
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL: cannot connect to the PostgreSQL server (${reason})`);
  }
  await database.migrate();
  logger.info({ database: database.kind }, "database ready");
  if (config.seedDemo) {
    const started = performance.now();
    const { applied } = await applyDemoSeed(database.db);
    if (applied) {
      logger.info({ ms: Math.round(performance.now() - started) }, "demo data loaded");
      // Issue 18.12: loading the demo grows PGlite's WebAssembly memory by ~60 MB, and that memory
      // never shrinks while the instance lives. Opening the files afresh leaves it to the collector.
      if (database.kind === "pglite" && "dataDir" in target) {
        await database.close();
        database = await openDatabase(target);
      }
    }
  } else if (!config.shopify && (await countCatalogueRows(database.db)).collections === 0) {
    // (With a Shopify store the catalogue is the store's, not this database's.)
    logger.warn(
      "The catalogue is empty. Start once with SEED_DEMO=true to load the demo catalogue.",
    );
  }
  // Without decoration prices no decorated line could be priced: a shop started without the demo
  // data begins with DESIGN §3.3's price list, which the owner changes on /admin/pricing.
  if (await ensureDecorationPrices(database.db)) {
    logger.info("the starting decoration price list was loaded");
  }
  // Issue 13.5: likewise the information pages, which the owner edits on /admin/pages.
  if (await ensureStarterPages(database.db)) {
    logger.info("the starter information pages were written");
  }
  return database;
}
