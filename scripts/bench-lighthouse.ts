import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import {
  benchDatabaseUrl,
  describeLoad,
  describeMachine,
  ensureDatabase,
  positiveIntegerSetting,
  startShop,
} from "./bench-support.ts";

// npm run bench:lighthouse — issue 12.8, DESIGN §8: Lighthouse's mobile preset (its default
// config: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on the home, a collection and
// a product page of the built shop, in the system Chromium (never a downloaded browser). Each page
// runs BENCH_LIGHTHOUSE_RUNS times (default 3); the run with the median performance score is
// reported. Lighthouse 12 is the newest that runs on Node.js 20 (13 needs 22.19).
// Nothing leaves the machine: Chromium resolves no host name but 127.0.0.1, and a run that
// requested anything else fails. BENCH_PORT (3900), BENCH_OUT (also write the table there).

const chromePath = process.env["CHROME_PATH"] ?? "/usr/bin/chromium";
const runs = positiveIntegerSetting("BENCH_LIGHTHOUSE_RUNS", 3);
const port = positiveIntegerSetting("BENCH_PORT", 3900);

const pages = [
  { name: "home", path: "/" },
  { name: "collection", path: "/collections/workwear" },
  {
    name: "product (364 variants)",
    path: "/products/russell-collection-r936-easycare-oxford-shirt",
  },
];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Every URL the page requested that is not this machine's (there must be none). */
function foreignRequests(lhr: Result): string[] {
  const details = lhr.audits["network-requests"]?.details;
  const items = (details && "items" in details ? details.items : []) as { url?: unknown }[];
  return items
    .map((item) => String(item.url ?? ""))
    .filter((url) => {
      if (/^(data|blob):/.test(url)) return false;
      const { hostname } = new URL(url);
      return hostname !== "127.0.0.1" && hostname !== "localhost";
    });
}

async function chromeVersion(): Promise<string> {
  const { stdout } = await promisify(execFile)(chromePath, ["--version"]);
  return stdout.trim();
}

const score = (lhr: Result, category: (typeof categories)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** Audits of the other categories that did not pass, by title (what to fix for 100). */
function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of categories.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      // The Issues panel audit names its issues (a Content Security Policy report, say).
      const items = (audit.details && "items" in audit.details ? audit.details.items : []) as {
        issueType?: unknown;
      }[];
      const kinds = items.map((item) => item.issueType).filter((kind) => typeof kind === "string");
      failed.add(`${category}: ${audit.title}${kinds.length ? ` (${kinds.join(", ")})` : ""}`);
    }
  }
  return [...failed];
}

await ensureDatabase(benchDatabaseUrl);
const shop = await startShop(port, benchDatabaseUrl);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ],
});
const rows: string[] = [];
const notes: string[] = [];
try {
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 1, retried = false; run <= runs; run++) {
      console.warn(`${page.name}: run ${run} of ${runs}`);
      const answer = await lighthouse(shop.origin + page.path, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...categories],
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { lhr } = answer;
      // Lighthouse now and then fails to record its trace (NO_NAVSTART): that run once more.
      if (lhr.runtimeError && !retried) {
        console.warn(`${page.name}: ${lhr.runtimeError.code}, running it again`);
        retried = true;
        run--;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      const foreign = foreignRequests(lhr);
      if (foreign.length) throw new Error(`${page.path} requested ${foreign.join(", ")}`);
      results.push(lhr);
    }
    results.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = results[Math.floor(results.length / 2)]!;
    rows.push(
      `| ${page.name} | ${categories.map((category) => score(lhr, category)).join(" | ")} | ` +
        `${(metric(lhr, "largest-contentful-paint") / 1000).toFixed(1)} | ` +
        `${metric(lhr, "cumulative-layout-shift").toFixed(3)} | ` +
        `${Math.round(metric(lhr, "total-blocking-time"))} | ` +
        `${results.map((result) => score(result, "performance")).join(", ")} |`,
    );
    for (const failed of failedAudits(lhr)) notes.push(`- ${page.name}, ${failed}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
}

const markdown = [
  `## ${new Date().toISOString().slice(0, 10)}, \`npm run bench:lighthouse\``,
  "",
  `Machine: ${describeMachine()}, ${await chromeVersion()} (${describeLoad()}); Lighthouse mobile preset ` +
    `(simulated slow 4G, 4× CPU slowdown), production build; median of ${runs} run${runs === 1 ? "" : "s"} by performance score.`,
  "",
  "| page | performance | accessibility | best practices | SEO | LCP s | CLS | TBT ms | performance, every run |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  ...(notes.length ? ["", "Audits not passed (median run):", "", ...notes] : []),
  "",
].join("\n");
console.log(`\n${markdown}`);
const out = process.env["BENCH_OUT"];
if (out) await writeFile(out, markdown);
