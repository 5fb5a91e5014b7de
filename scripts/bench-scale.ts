import { cpus } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "#server/db/client.ts";
import { fillScaleCatalogue } from "./bench-scale-data.ts";
import { ensureDatabase, startShop } from "./bench-support.ts";
import { scaleTargets, type ScaleTarget } from "./bench-scale-targets.ts";

// npm run bench:scale — issue 12.6, DESIGN §8 "catalogue scale": fills a PostgreSQL database with
// 100,000 products and 1,000,000 variants (once; later runs reuse it), then measures the built
// shop over it at 10 connections: collection pages, deep collection pages, product pages, search
// pages and the engine's search and collection queries, each rotating over many URLs.
// Goal: p95 under 50 ms. Settings: BENCH_SCALE_DATABASE_URL (default a `tradewear_scale`
// database on the local server, created if missing), BENCH_SCALE_PRODUCTS (default 100000),
// BENCH_SECONDS (default 10 per target), BENCH_SCALE_FILL_ONLY=true to stop after filling.

const databaseUrl =
  process.env["BENCH_SCALE_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/tradewear_scale";
const productCount = Number(process.env["BENCH_SCALE_PRODUCTS"] ?? 100_000);
const seconds = Number(process.env["BENCH_SECONDS"] ?? 10);
const connections = 10;
const port = Number(process.env["BENCH_SCALE_PORT"] ?? 3260);
const base = `http://127.0.0.1:${port}`;

if (!Number.isInteger(productCount) || productCount < 100 || productCount > 1_000_000)
  throw new Error("BENCH_SCALE_PRODUCTS must be a whole number from 100 to 1000000");

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function measure(target: ScaleTarget, duration: number) {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: target.method,
            headers: target.method === "POST" ? { "content-type": "application/json" } : {},
            setupRequest: (request) => {
              const chosen = target.requests[next++ % target.requests.length]!;
              return { ...request, path: chosen.path, body: chosen.body };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, ms: number) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 0.95);
  return {
    target: target.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": Math.round(percentile(latencies, 0.5) * 10) / 10,
    "p95 ms": Math.round(p95 * 10) / 10,
    "p99 ms": Math.round(percentile(latencies, 0.99) * 10) / 10,
    errors: result.errors + result.non2xx + result.timeouts,
    "p95 < 50": p95 < 50 ? "yes" : "NO",
  };
}

await ensureDatabase(databaseUrl);
const database = await openDatabase({ url: databaseUrl });
await database.migrate();
await database.close();

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
console.warn(`Filling ${databaseUrl} with ${productCount.toLocaleString("en-GB")} products…`);
const fill = await fillScaleCatalogue(client, productCount, (line) => console.warn(line));
console.warn(
  fill.isFresh
    ? `Generated ${fill.products.toLocaleString("en-GB")} products and ${fill.variants.toLocaleString("en-GB")} variants in ${fill.seconds.toFixed(1)} s`
    : `Already filled at that size (${fill.products.toLocaleString("en-GB")} products, ${fill.variants.toLocaleString("en-GB")} variants): reused`,
);
const targets = process.env["BENCH_SCALE_FILL_ONLY"] === "true" ? [] : await scaleTargets(client);
await client.end();

if (targets.length > 0) {
  // The compiled server as production starts it; the generated catalogue, no demo data.
  const shop = await startShop(port, databaseUrl, { seedDemo: false });
  try {
    for (const target of targets) await measure(target, 2);
    const rows = [];
    for (const target of targets) rows.push(await measure(target, seconds));
    console.warn(
      `\n${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, PostgreSQL, ` +
        `${fill.products.toLocaleString("en-GB")} products / ${fill.variants.toLocaleString("en-GB")} variants, ` +
        `${connections} connections, ${seconds} s per target after a 2 s warm-up`,
    );
    console.table(rows);
  } finally {
    await shop.stop();
  }
}
