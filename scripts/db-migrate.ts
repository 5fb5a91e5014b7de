import { getConfig } from "#server/config/env.ts";
import { configuredTarget, openDatabase } from "#server/db/client.ts";

// npm run db:migrate — applies pending migrations to the configured database (the shop also does
// this on every start).
const config = getConfig();
const database = await openDatabase(configuredTarget(config));
try {
  await database.migrate();
  console.warn(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
