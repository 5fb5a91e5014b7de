import { getConfig } from "#server/config/env.ts";
import { configuredTarget, openDatabase } from "#server/db/client.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";

// npm run db:seed — loads the demo catalogue and pricing tables into the configured database,
// whatever SEED_DEMO says. Safe to repeat: a seeded database is left as it is.
const config = getConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  console.warn(`Loading demo data into the ${database.kind} database…`);
  const { applied } = await applyDemoSeed(database.db);
  console.warn(
    applied
      ? `Demo data loaded (${database.kind}).`
      : "Demo data was already loaded; nothing changed.",
  );
} finally {
  await database.close();
}
