import pg from "pg";

// What the benchmark scripts share: their database, and waiting for the shop they started.

/** Creates the database of `url` on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await client.end();
}

/** Resolves once `${base}/healthz` answers 200; gives up after `seconds`. */
export async function waitForHealth(base: string, seconds = 120): Promise<void> {
  for (let waited = 0; waited < seconds * 2; waited++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the shop did not start");
}
