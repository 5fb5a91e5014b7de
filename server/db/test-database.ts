import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { migratedPgliteCluster, migratedServerTemplate } from "./test-templates.ts";

// STYLE §9: database tests run against a fresh PGlite with migrations applied, and also against the
// PostgreSQL server named by TEST_DATABASE_URL when it is set. Never a mocked database.
// (Test-only: this file reads TEST_DATABASE_URL itself; the app reads its environment in server/config.)

const serverUrl = process.env["TEST_DATABASE_URL"];

export type TestEngine = "pglite" | "postgres";

/**
 * PGlite always, and the server when configured. CI's second run (Node.js 24) sets
 * TEST_DATABASE_ENGINES=postgres: its first run has covered both engines, and the second's embedded
 * shops (the browser journeys' other three) run PGlite on Node.js 24.
 */
export const testEngines: TestEngine[] = (
  serverUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const)
).filter((engine) => process.env["TEST_DATABASE_ENGINES"]?.split(",").includes(engine) ?? true);

/** Whether the PostgreSQL server is configured (concurrency tests need it). */
export const hasPostgresServer = serverUrl !== undefined;

/**
 * Creates a database on the PostgreSQL server of TEST_DATABASE_URL, empty or (`from`) a copy of
 * another: its URL, and a function that drops it (with any connections still open to it).
 */
export async function createServerTestDatabase(from?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tradewear_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
}

/**
 * Opens an empty, migrated database of the given engine; close() also drops a server database.
 * Each is a copy of one migrated database (server/db/test-templates.ts); migrate() then finds
 * nothing to do, as on a shop's restart.
 */
export async function openTestDatabase(engine: TestEngine): Promise<Database> {
  if (engine === "pglite") {
    const database = await openDatabase({ inMemory: true, from: await migratedPgliteCluster() });
    await database.migrate();
    return database;
  }
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { url, drop } = await createServerTestDatabase(await migratedServerTemplate(serverUrl));
  const database = await openDatabase({ url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Runs a suite once per available engine, each with its own fresh migrated database.
 * `use()` returns the database inside tests.
 */
export function describeWithDatabase(
  title: string,
  suite: (use: () => Database, engine: TestEngine) => void,
): void {
  describe.each(testEngines)(`${title} (%s)`, (engine) => {
    let database: Database | undefined;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });
    suite(() => {
      if (!database) throw new Error("test database is not open yet");
      return database;
    }, engine);
  });
}
