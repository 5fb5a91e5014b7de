import { spawn } from "node:child_process";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

// npm run bench:pages — DESIGN §8: throughput and latency of the home, a collection and a product
// page and of the engine's product-by-handle query, served by the built shop against PostgreSQL.
// BENCH_DATABASE_URL (default: a `tradewear_bench` database on the local server, created and
// seeded on first use), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).

const serverUrl =
  process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/tradewear_bench";
const seconds = Number(process.env["BENCH_SECONDS"] ?? 10);
const connections = Number(process.env["BENCH_CONNECTIONS"] ?? 20);
const port = 3900;
const base = `http://127.0.0.1:${port}`;

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await client.end();
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the shop did not start");
}

type Target = { name: string; path: string; method?: "GET" | "POST"; body?: string };

async function run(target: Target, duration = seconds) {
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.body ? { "content-type": "application/json" } : {},
    connections,
    duration,
  });
  const errors = result.errors + result.non2xx;
  return {
    target: target.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p90 ms": result.latency.p90,
    "p99 ms": result.latency.p99,
    errors,
  };
}

await ensureDatabase(serverUrl);
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: serverUrl,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(tmpdir(), "tradewear-bench"),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitForHealth();
  const productHandle = "russell-collection-r936-easycare-oxford-shirt";
  const targets: Target[] = [
    { name: "home page", path: "/" },
    { name: "collection page", path: "/collections/workwear" },
    { name: "product page", path: `/products/${productHandle}` },
    {
      name: "engine productByHandle",
      path: "/api/2025-01/graphql.json",
      method: "POST",
      body: JSON.stringify({
        query:
          "query ($h: String!) { productByHandle(handle: $h) { id title variants(first: 250) { edges { node { id sku price { amount } } } } } }",
        variables: { h: productHandle },
      }),
    },
  ];
  for (const target of targets) await run(target, 2);
  const rows = [];
  for (const target of targets) rows.push(await run(target));
  console.warn(
    `\n${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${connections} connections, ${seconds} s each, PostgreSQL`,
  );
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
