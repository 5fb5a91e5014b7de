import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  describeLoad,
  describeMachine,
  loggedErrors,
  positiveIntegerSetting,
  startShop,
} from "./bench-support.ts";

// npm run bench:memory — issue 18.12: the resident memory of the shop on its embedded database,
// started as `npm start` starts it, on a first start (which creates the database and loads the
// demo) and on a later start (the database is there). Per start: the peak (VmHWM) and, after the
// pages below and a pause, the steady state (VmRSS), both read from /proc. Goals: peak under
// 500 MB, steady under 300 MB. Settings: BENCH_ROUNDS (3), BENCH_PORT (3950), BENCH_OUT (also
// write the Markdown report to this file).

const rounds = positiveIntegerSetting("BENCH_ROUNDS", 3);
const port = positiveIntegerSetting("BENCH_PORT", 3950);
const goals = { peakMb: 500, steadyMb: 300 };
/** Long enough for a collection and the pages' buffers to be let go after the last view. */
const settleMs = 8000;

const pages = [
  "/",
  "/collections/workwear",
  "/products/russell-collection-r936-easycare-oxford-shirt",
  "/products/portwest-b210-essential-polo",
  "/search?q=polo",
  "/basket",
  "/auth",
];
const viewsPerPage = 3;

if (!existsSync("/proc/self/status")) {
  console.error("npm run bench:memory reads /proc, which only Linux has.");
  process.exit(1);
}

type Figure = { peakMb: number; steadyMb: number };

/** VmHWM and VmRSS of a process, in MB. */
function residentMemory(pid: number): Figure {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { peakMb: kilobytes("VmHWM") / 1024, steadyMb: kilobytes("VmRSS") / 1024 };
}

async function measureStart(dataDir: string): Promise<Figure> {
  const shop = await startShop(port, undefined, { dataDir });
  try {
    for (let view = 0; view < viewsPerPage; view++) {
      for (const page of pages) {
        const response = await fetch(shop.origin + page);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      }
    }
    await sleep(settleMs);
    const errors = loggedErrors(shop.logFile);
    if (errors.count > 0)
      throw new Error(`the shop logged ${errors.count} errors: ${errors.first}`);
    return residentMemory(shop.pid);
  } finally {
    await shop.stop();
  }
}

const figures: { first: Figure[]; later: Figure[] } = { first: [], later: [] };
for (let round = 1; round <= rounds; round++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tradewear-bench-memory-"));
  try {
    figures.first.push(await measureStart(dataDir));
    figures.later.push(await measureStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.error(`round ${round} of ${rounds} done`);
}

const range = (values: number[]) => {
  const low = Math.round(Math.min(...values));
  const high = Math.round(Math.max(...values));
  return low === high ? `${low} MB` : `${low}–${high} MB`;
};
const verdict = (values: number[], goal: number) =>
  Math.max(...values) < goal ? "met" : "not met";
const row = (name: string, list: Figure[]) => {
  const peaks = list.map((figure) => figure.peakMb);
  const steady = list.map((figure) => figure.steadyMb);
  return `| ${name} | ${range(peaks)} (${verdict(peaks, goals.peakMb)}) | ${range(steady)} (${verdict(steady, goals.steadyMb)}) |`;
};
const report = [
  `Machine: ${describeMachine()}; embedded database (PGlite); production build started as \`npm start\` starts it (${describeLoad()}). ${rounds} rounds; steady = resident memory ${settleMs / 1000} s after ${viewsPerPage} views of each of ${pages.length} pages.`,
  "",
  `| start | peak (goal < ${goals.peakMb} MB) | steady (goal < ${goals.steadyMb} MB) |`,
  "| --- | ---: | ---: |",
  row("first start (creates the database, loads the demo)", figures.first),
  row("later start (the database exists)", figures.later),
].join("\n");
console.log(report);
if (process.env["BENCH_OUT"]) writeFileSync(process.env["BENCH_OUT"], `${report}\n`);
