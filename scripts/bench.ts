import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  capture,
  pool,
  runLoad,
  type Captured,
  type LoadOptions,
  type Target,
} from "./bench-load.ts";
import type { ReferenceAnswer, ReferenceSetup } from "./bench-reference-server.ts";
import { renderReport, type Comparison, type PageWeight } from "./bench-report.ts";
import {
  benchDatabaseUrl,
  describeDatabase,
  describeLoad,
  describeMachine,
  ensureDatabase,
  loggedErrors,
  positiveIntegerSetting,
  root,
  spawnScript,
  startShop,
  stopChild,
} from "./bench-support.ts";
import { jsWeightOfHtml } from "./js-weight.ts";

// npm run bench — issue 12.8, DESIGN §8: each page's throughput and latency against the same
// bytes served from memory in the same run, interleaved round by round so both sides see the
// same noise on this shared machine; the fixed-rate latency; the weight of HTML and JavaScript.
// Settings: BENCH_DATABASE_URL, BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_WARMUP (2),
// BENCH_CONNECTIONS (50), BENCH_RATE (500), BENCH_PORT (3900; the reference takes the next
// port), BENCH_OUT (also write the Markdown report to this file).

const settings = {
  seconds: positiveIntegerSetting("BENCH_SECONDS", 5),
  rounds: positiveIntegerSetting("BENCH_ROUNDS", 3),
  warmup: positiveIntegerSetting("BENCH_WARMUP", 2),
  connections: positiveIntegerSetting("BENCH_CONNECTIONS", 50),
  rate: positiveIntegerSetting("BENCH_RATE", 500),
};
const port = positiveIntegerSetting("BENCH_PORT", 3900);
const referenceOrigin = `http://127.0.0.1:${port + 1}`;

const productHandle = "russell-collection-r936-easycare-oxford-shirt";
const collection: Target = { name: "collection", path: "/collections/workwear", method: "GET" };
const product: Target = {
  name: "product (364 variants)",
  path: `/products/${productHandle}`,
  method: "GET",
};
const pages: Target[] = [
  { name: "home", path: "/", method: "GET" },
  collection,
  product,
  {
    name: "product (polo, 28 variants)",
    path: "/products/portwest-b210-essential-polo",
    method: "GET",
  },
  { name: "search", path: "/search?q=polo", method: "GET" },
];
const engine: Target = {
  name: "engine productByHandle",
  path: "/api/2025-01/graphql.json",
  method: "POST",
  body: JSON.stringify({
    query:
      "query ($h: String!) { productByHandle(handle: $h) { id title variants(first: 250) { edges { node { id sku price { amount } } } } } }",
    variables: { h: productHandle },
  }),
  isFromManyClients: true,
};
const targets = [...pages, engine];

/** The engine's answer must be the product, not an error (THROTTLED comes with a 200). */
function requireProductAnswer(captured: Captured) {
  const answer = JSON.parse(captured.text) as {
    data?: { productByHandle?: unknown };
    errors?: unknown;
  };
  if (answer.errors || !answer.data?.productByHandle)
    throw new Error(`the engine did not answer the product: ${captured.text.slice(0, 300)}`);
}

async function startReference(captures: Map<Target, Captured>) {
  const answers: ReferenceAnswer[] = [...captures].map(([target, captured]) => ({
    method: target.method,
    path: target.path,
    contentType: captured.contentType,
    contentEncoding: captured.contentEncoding,
    body: captured.body,
  }));
  const child = spawnScript("scripts/bench-reference-server.ts", process.env, { ipc: true });
  const listening = new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the reference server stopped (${code})`)));
  });
  child.send({ port: port + 1, answers } satisfies ReferenceSetup);
  await listening;
  return { stop: () => stopChild(child) };
}

/** Shop, reference, shop, reference…: `rounds` of each, pooled per side. */
async function compare(
  shopOrigin: string,
  target: Target,
  options: LoadOptions,
  rounds: number,
): Promise<Comparison> {
  const shopRuns = [];
  const referenceRuns = [];
  for (let round = 1; round <= rounds; round++) {
    console.warn(`  ${target.name}: round ${round} of ${rounds}`);
    shopRuns.push(await runLoad(shopOrigin, target, options));
    referenceRuns.push(await runLoad(referenceOrigin, target, options));
  }
  return {
    target,
    shop: pool(shopRuns, shopOrigin + target.path),
    reference: pool(referenceRuns, referenceOrigin + target.path),
  };
}

await ensureDatabase(benchDatabaseUrl);
const machine = `${describeMachine()}, ${await describeDatabase(benchDatabaseUrl)}`;
console.warn(`${machine}\nStarting the built shop…`);
const shop = await startShop(port, benchDatabaseUrl);
let reference: { stop: () => Promise<void> } | undefined;
try {
  const load = { seconds: settings.warmup, connections: settings.connections };
  console.warn("Warming up the shop, then capturing its answers…");
  for (const target of targets) await runLoad(shop.origin, target, load);
  const captures = new Map<Target, Captured>();
  for (const target of targets) captures.set(target, await capture(shop.origin, target));
  requireProductAnswer(captures.get(engine)!);
  reference = await startReference(captures);
  for (const target of targets) await runLoad(referenceOrigin, target, load);

  console.warn("Throughput, interleaved:");
  const throughput: Comparison[] = [];
  for (const target of targets)
    throughput.push(
      await compare(
        shop.origin,
        target,
        { seconds: settings.seconds, connections: settings.connections },
        settings.rounds,
      ),
    );
  console.warn(`Latency at ${settings.rate} requests/s:`);
  const fixedRate: Comparison[] = [];
  for (const target of [product, collection])
    fixedRate.push(
      await compare(
        shop.origin,
        target,
        {
          seconds: settings.seconds,
          connections: settings.connections,
          overallRate: settings.rate,
        },
        settings.rounds,
      ),
    );

  const clientDir = path.join(root, "build/client");
  const weights: PageWeight[] = [];
  for (const target of targets) {
    const captured = captures.get(target)!;
    const isHtml = captured.contentType.startsWith("text/html");
    weights.push({
      target,
      captured,
      js: isHtml ? await jsWeightOfHtml(captured.text, clientDir) : undefined,
    });
  }

  const markdown = renderReport({
    date: new Date().toISOString().slice(0, 10),
    machine: `${machine} (${describeLoad()})`,
    settings,
    throughput,
    fixedRate,
    weights,
    shopErrors: { ...loggedErrors(shop.logFile), logFile: shop.logFile },
  });
  console.log(`\n${markdown}`);
  const out = process.env["BENCH_OUT"];
  if (out) {
    await writeFile(out, markdown);
    console.warn(`Written to ${out}`);
  }
} finally {
  await reference?.stop();
  await shop.stop();
}
