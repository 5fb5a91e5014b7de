import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { connectTimeoutMs, createServerListener } from "./server-listener.ts";

// DESIGN §1: one code path over two engines. PGlite (PostgreSQL in WASM, in-process) under
// DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set. Same schema, same migrations.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call on every start. */
  migrate: () => Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` (and once after a lost connection comes back,
   * since notifications may have been missed meanwhile). Resolves to a function that stops it;
   * rejects when the database cannot listen just now.
   */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Answers when the database can run a query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** Pooled connections per process, for queries; LISTEN has one more of its own. */
export const poolSize = 10;

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

/**
 * Issue 18.12: an empty database cluster made at build time (scripts/build-server.ts), beside the
 * built server. PGlite makes a new cluster by running initdb in memory, which peaks at ~770 MB
 * and keeps ~300 MB of buffers alive afterwards; unpacking this 4.5 MB copy of its result peaks at
 * ~300 MB. Without a build (tests, tsx) a new cluster is made the ordinary way.
 */
export const pgliteTemplatePath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "pglite-template.tar.gz",
);

/** A new data directory's first contents: the build's empty cluster, when there is one. */
function templateFor(directory: string): { loadDataDir?: Blob } {
  if (existsSync(path.join(directory, "PG_VERSION")) || !existsSync(pgliteTemplatePath)) return {};
  return { loadDataDir: new Blob([readFileSync(pgliteTemplatePath)]) };
}

/** Writes the empty cluster PGlite would make, packed, to `file` (the build calls this). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create("memory://", { startParams: pgliteStartParams });
  try {
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Issue 18.12: PostgreSQL's own shared buffers live inside PGlite's WASM memory, which never shrinks,
 * and its default of 128 MB fills as pages are read: 117 MB of resident memory for a catalogue
 * that is itself cached by the app. 16 MB holds the working set (pricing tables, sessions, the
 * rows a page reads); other pages come from the operating system's file cache.
 */
export const pgliteSharedBuffers = "16MB";
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${pgliteSharedBuffers}`,
];

/** Where PGlite keeps its files for a given DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** `from`: a cluster packed by PGlite's dumpDataDir to start from (the tests' migrated copy). */
  | { inMemory: true; from?: Blob };

/** The configured database: the PostgreSQL server of DATABASE_URL, else PGlite under DATA_DIR. */
export function configuredTarget(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them.
 * A lock file holding the owner's pid keeps a second shop (or a seed script) out; a lock left by a
 * killed process is taken over.
 */
function lockDirectory(directory: string): () => void {
  const lockFile = path.join(directory, "tradewear.lock");
  try {
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `the embedded database in ${directory} is in use by process ${owner} (is the shop already running?)`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    // Issue 10.5: during an outage a query's connection attempt fails after connectTimeoutMs
    // instead of waiting (and queueing more work) for as long as the server stays away.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: poolSize,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle connection the server drops (restart, failover, admin termination) must not crash
    // the process: the pool discards it and opens a fresh one on next use.
    pool.on("error", () => undefined);
    const db = drizzlePostgres(pool, { schema, casing: "snake_case" });
    // LISTEN needs a dedicated connection (a pooled one could be handed to someone else): one per
    // process for every channel, so at most poolSize + 1 connections (server/db/server-listener.ts).
    const listener = createServerListener(target.url);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      listen: listener.listen,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  let unlock = () => {};
  // Catalogue search corrects typos with pg_trgm (migration 0009, docs/decisions/015), which
  // PGlite ships as a loadable extension.
  const options = { extensions: { pg_trgm }, startParams: pgliteStartParams };
  if ("dataDir" in target) {
    const directory = pgliteDirectory(target.dataDir);
    mkdirSync(directory, { recursive: true });
    unlock = lockDirectory(directory);
    client = await PGlite.create(directory, { ...options, ...templateFor(directory) });
  } else {
    client = await PGlite.create(target.from ? { ...options, loadDataDir: target.from } : options);
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
