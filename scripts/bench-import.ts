import { cpus, totalmem } from "node:os";
import pg from "pg";
import pino from "pino";
import { sql } from "drizzle-orm";
import { checkImport } from "#server/catalogue/csv-import/csv-check.ts";
import { runImportJob } from "#server/catalogue/csv-import/csv-import-job.ts";
import {
  csvOf,
  olderHeader,
  type SampleRow,
} from "#server/catalogue/csv-import/csv-test-support.ts";
import { createImportJob, getImportJob } from "#server/catalogue/csv-import/import-jobs.ts";
import { parseConfig } from "#server/config/env.ts";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";

// npm run bench:import — issue 11.5: a 10,000-row Shopify product CSV (400 products × 5 colours ×
// 5 sizes, a picture each) checked and imported into an empty PostgreSQL database, then imported
// again (nothing to change), once more with every price changed, and 10,000 products of one
// variant each (the most writes per row). The budget is under 60 s for 10,000 rows on the machine
// the shop runs on; this prints the seconds and rows per second of each.
// BENCH_DATABASE_URL: the server (default the local one); the `tradewear_bench_import` database on
// it is dropped and made again on every run.

const serverUrl = new URL(
  process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const name = "tradewear_bench_import";
const allColours = ["Black", "Navy", "Royal", "Red", "Bottle"];
const allSizes = ["S", "M", "L", "XL", "2XL"];

async function freshDatabase(): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** 10,000 rows: `products` products of `perProduct` (25 or 1) variants. */
function benchCsv(pricePence: number, perProduct: 25 | 1): string {
  const products = 10_000 / perProduct;
  const colours = perProduct === 25 ? allColours : allColours.slice(0, 1);
  const sizes = perProduct === 25 ? allSizes : allSizes.slice(0, 1);
  const rows: SampleRow[] = [];
  for (let p = 1; p <= products; p += 1) {
    const handle = `bench-${perProduct === 25 ? "polo" : "cap"}-${p}`;
    colours.forEach((colour, c) =>
      sizes.forEach((size, s) => {
        const first = c === 0 && s === 0;
        rows.push({
          Handle: handle,
          ...(first
            ? {
                Title: `Bench Polo ${p}`,
                "Body (HTML)": `<p>Pique polo number ${p}, 65% polyester, 35% cotton.</p>`,
                Vendor: ["Portwest", "Russell", "Regatta"][p % 3]!,
                Type: "Polo Shirts",
                Tags: "polo, bench",
                Published: "TRUE",
                "Option1 Name": "Colour",
                "Option2 Name": "Size",
                "Image Src": `https://cdn.example.com/bench/${p}.jpg`,
                "Image Position": "1",
                Status: "active",
              }
            : {}),
          "Option1 Value": colour,
          "Option2 Value": size,
          "Variant SKU": `B${perProduct}-${p}-${colour.slice(0, 3).toUpperCase()}-${size}`,
          "Variant Grams": "220",
          "Variant Inventory Tracker": "shopify",
          "Variant Inventory Qty": String((p + c + s) % 40),
          "Variant Inventory Policy": "deny",
          "Variant Price": (pricePence / 100).toFixed(2),
        });
      }),
    );
  }
  return csvOf(olderHeader, rows, { bom: true });
}

const parsed = parseConfig({
  NODE_ENV: "production",
  PUBLIC_URL: "http://localhost:3000",
  SESSION_SECRET: "bench-import-secret-0123456789abcdef",
});
if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
const database = await openDatabase({ url: await freshDatabase() });
await database.migrate();
await database.db
  .insert(users)
  .values({ id: "bench", name: "Bench", email: "bench@tradewear.test", role: "admin" });
const services = { config: parsed.config, database, logger: pino({ level: "warn" }) };
const version = (await database.db.execute(sql`show server_version`)) as unknown as {
  rows: { server_version: string }[];
};

const results: Record<string, string | number>[] = [];
async function timed(label: string, csv: string, work: () => Promise<object>) {
  const rows = csv.split("\n").length - 2;
  const started = performance.now();
  const outcome = await work();
  const seconds = (performance.now() - started) / 1000;
  results.push({
    step: label,
    rows,
    seconds: Number(seconds.toFixed(2)),
    "rows/s": Math.round(rows / seconds),
    ...outcome,
  });
}

async function importFile(csv: string) {
  const id = await createImportJob(database.db, {
    fileName: "bench.csv",
    pricesIncludeVat: false,
    createdBy: "bench",
    csvText: csv,
  });
  await runImportJob(services, id);
  const job = (await getImportJob(database.db, id))!;
  if (job.status !== "done" || job.failed > 0)
    throw new Error(`the import did not finish: ${JSON.stringify(job.errors.slice(0, 3))}`);
  return { created: job.created, updated: job.updated, unchanged: job.unchanged };
}

try {
  const first = benchCsv(1250, 25);
  await timed("dry run (empty shop)", first, async () => {
    const check = await checkImport(database.db, first, {
      pricesIncludeVat: false,
      shopOrigin: "http://localhost:3000",
    });
    return { created: check.created, updated: check.updated, unchanged: check.unchanged };
  });
  await timed("import (all new)", first, () => importFile(first));
  await timed("same file again", first, () => importFile(first));
  const repriced = benchCsv(1325, 25);
  await timed("every price changed", repriced, () => importFile(repriced));
  const singles = benchCsv(995, 1);
  await timed("10,000 one-variant products", singles, () => importFile(singles));
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Node.js ${process.version}, PostgreSQL ${version.rows[0]?.server_version ?? "?"}`,
  );
  console.table(results);
  const imports = results.filter((result) => result["step"] !== "dry run (empty shop)");
  const slowest = Math.max(...imports.map((result) => Number(result["seconds"])));
  console.log(
    `Slowest 10,000-row import: ${slowest} s; budget 60 s: ${slowest < 60 ? "met" : "NOT met"}`,
  );
} finally {
  await database.close();
}
