import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrationsFolder, openDatabase } from "./client.ts";

// Test-only. Every database test starts from a fresh, migrated database; making one the ordinary
// way costs PGlite an initdb (~4 s of CPU, far more on a busy machine) and then 29 migrations,
// which over 200 test files was most of the unit suite's time. So the migrated database is made
// once per set of migrations and copied: for PGlite a packed cluster in the temporary folder
// (loaded with loadDataDir), for the PostgreSQL server a template database (CREATE DATABASE …
// TEMPLATE). Both are named by a hash of the migrations (and PGlite's version), so a new migration
// makes a new copy; each is written under a private name and then renamed, so test processes
// making it at the same moment never see half of one.

const migrationsHash = (() => {
  const hash = createHash("sha256");
  // PGlite's version: its package's own package.json, found above its entry point.
  let folder = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(folder, "package.json"))) folder = path.dirname(folder);
  hash.update(readFileSync(path.join(folder, "package.json")));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
})();

let pgliteCluster: Promise<Blob> | undefined;

/** The migrated PGlite cluster, packed: read from the temporary folder, or made there first. */
export function migratedPgliteCluster(): Promise<Blob> {
  pgliteCluster ??= (async () => {
    const file = path.join(tmpdir(), `tradewear-test-pglite-${migrationsHash}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const database = await openDatabase({ inMemory: true });
    let packed: Blob;
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      packed = await client.dumpDataDir("none");
    } finally {
      await database.close();
    }
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await packed.arrayBuffer()));
    renameSync(partial, file);
    return packed;
  })();
  pgliteCluster.catch(() => (pgliteCluster = undefined));
  return pgliteCluster;
}

const serverTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on the server of `serverUrl`, made first if need be. */
export function migratedServerTemplate(serverUrl: string): Promise<string> {
  const name = `tradewear_test_template_${migrationsHash}`;
  let made = serverTemplates.get(serverUrl);
  if (!made) {
    made = makeServerTemplate(serverUrl, name);
    serverTemplates.set(serverUrl, made);
    made.catch(() => serverTemplates.delete(serverUrl));
  }
  return made;
}

async function makeServerTemplate(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another test process made it meanwhile: theirs serves as well.
      if ((error as { code?: string }).code !== "42P04") throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
