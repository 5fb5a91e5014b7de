import pg from "pg";

// `tsx scripts/fresh-database.ts URL`: drops the PostgreSQL database URL names (closing whatever
// is still connected to it) and creates it empty, for a shop that migrates and seeds it on start.
// The browser journeys' PostgreSQL run (E2E_DATABASE_URL, playwright.config.ts) starts from it.

const url = process.argv[2];
if (!url) {
  console.error("usage: tsx scripts/fresh-database.ts postgres://user@host:port/database");
  process.exit(2);
}
const name = new URL(url).pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name) || ["postgres", "template0", "template1"].includes(name)) {
  console.error(`will not recreate the database "${name}": name a database of its own`);
  process.exit(2);
}
const server = new URL(url);
server.pathname = "/postgres";
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
console.log(`database ${name} is new and empty`);
