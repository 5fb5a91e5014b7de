import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import pino from "pino";
import { parseConfig } from "./config/env.ts";
import { openDatabase, pgliteDirectory } from "./db/client.ts";
import { appMeta, collections, productVariants, products } from "./db/schema/index.ts";
import { prepareDatabase } from "./start.ts";

// Start-up as an operator sees it: real processes, real files.

type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

function start(
  script: string,
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<Run>; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const done = new Promise<Run>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done, output: () => output };
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "tradewear-start-"));

// Each test starts a process that loads the whole server through tsx: on a busy machine (CI runs
// two test files per core) that alone has taken over 30 seconds, so they wait up to 90.
describe("starting the shop", { timeout: 90_000 }, () => {
  it("refuses PORT=abc with a message naming PORT, and exits non-zero", async () => {
    const run = await start("server/index.ts", { PORT: "abc", DATA_DIR: freshDataDir() }).done;
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('PORT must be a whole number between 1 and 65535 (got "abc")');
  });

  it("refuses DATABASE_URL=nonsense with a message naming DATABASE_URL, and exits non-zero", async () => {
    const run = await start("server/index.ts", {
      DATABASE_URL: "nonsense",
      DATA_DIR: freshDataDir(),
    }).done;
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("DATABASE_URL must be a URL like postgres://");
  });

  it("says so when the PostgreSQL server of DATABASE_URL cannot be reached", async () => {
    const run = await start("server/index.ts", {
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/shop",
      DATA_DIR: freshDataDir(),
    }).done;
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("DATABASE_URL: cannot connect to the PostgreSQL server");
  });

  it("refuses to open an embedded database another live process is using", async () => {
    const dataDir = freshDataDir();
    const directory = pgliteDirectory(dataDir);
    mkdirSync(directory, { recursive: true });
    const holder = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(directory, "tradewear.lock"), String(holder.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    } finally {
      holder.kill();
    }
  });

  it(
    "leaves a consistent database when killed in the middle of loading the demo data",
    { timeout: 120_000 },
    async () => {
      const dataDir = freshDataDir();
      const first = start("scripts/db-seed.ts", { DATA_DIR: dataDir });
      await waitFor(() => first.output().includes("Loading demo data"), 60_000);
      await new Promise((resolve) => setTimeout(resolve, 150));
      first.child.kill("SIGKILL");
      const killed = await first.done;
      expect(killed.signal).toBe("SIGKILL");
      expect(killed.output).not.toContain("Demo data loaded");

      // Nothing half-written: either no demo data at all, or (had it finished) all of it.
      const afterKill = await openDatabase({ dataDir });
      const [collectionsAfterKill] = await afterKill.db.select({ n: count() }).from(collections);
      const [markers] = await afterKill.db.select({ n: count() }).from(appMeta);
      expect(collectionsAfterKill?.n).toBe(0);
      expect(markers?.n).toBe(0);
      await afterKill.close();

      const second = await start("scripts/db-seed.ts", { DATA_DIR: dataDir }).done;
      expect(second.code).toBe(0);
      expect(second.output).toContain("Demo data loaded");
      const database = await openDatabase({ dataDir });
      const [collectionCount] = await database.db.select({ n: count() }).from(collections);
      const [productCount] = await database.db.select({ n: count() }).from(products);
      const [variantCount] = await database.db.select({ n: count() }).from(productVariants);
      expect(collectionCount?.n).toBeGreaterThanOrEqual(12);
      expect(productCount?.n).toBeGreaterThanOrEqual(60);
      expect(variantCount?.n).toBeGreaterThan(productCount?.n ?? 0);
      await database.close();
    },
  );

  it(
    "a first start hands over its embedded database with the demo loaded, and keeps it to itself",
    { timeout: 120_000 },
    async () => {
      const dataDir = freshDataDir();
      const parsed = parseConfig({ DATA_DIR: dataDir, SEED_DEMO: "true" });
      if (!parsed.ok) throw new Error(parsed.problems.join("; "));
      // The demo is loaded, then (issue 18.12) the database is opened afresh to let go of the
      // memory the load took: what comes back must be the reopened database, still locked.
      const database = await prepareDatabase(parsed.config, pino({ level: "silent" }));
      try {
        const [productCount] = await database.db.select({ n: count() }).from(products);
        expect(productCount?.n).toBeGreaterThanOrEqual(60);
        const second = await start("scripts/db-seed.ts", { DATA_DIR: dataDir }).done;
        expect(second.code).not.toBe(0);
        expect(second.output).toContain(`in use by process ${process.pid}`);
      } finally {
        await database.close();
      }
    },
  );
});
