import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getConfig, resolveSessionSecret, type Config } from "./config/env.ts";
import { configuredTarget, openDatabase } from "./db/client.ts";
import { createLogger, type Logger } from "./logging/logger.ts";
import { serve } from "./serve.ts";
import { prepareDatabase } from "./start.ts";

// The shop's start (DESIGN §1): config → database (migrated, seeded) → HTTP server. Issue 12.3,
// docs/decisions/014: in production on a PostgreSQL server, one worker process per core
// (WEB_CONCURRENCY) shares the port; the primary prepares the database once and keeps the
// workers running. The embedded database belongs to one process, so it is always served by one.

// The project folder: this module runs as server/index.ts (tsx) or as build/node/index.js.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, path.basename(here) === "node" ? "../.." : "..");
const config = getConfig();
const logger = createLogger(config);

function cannotStart(error: unknown): never {
  console.error(
    `Tradewear cannot start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

/** Worker processes for this configuration; 1 means this process serves alone. */
function workerCount(config: Config, logger: Logger): number {
  if (config.mode !== "production") return 1;
  if (!config.databaseUrl) {
    if ((config.webConcurrency ?? 1) > 1) {
      logger.warn(
        "WEB_CONCURRENCY needs DATABASE_URL: the embedded database is served by one process",
      );
    }
    return 1;
  }
  return config.webConcurrency ?? availableParallelism();
}

const readyMessage = "tradewear:listening";

if (cluster.isWorker) {
  // A worker: the primary has migrated and seeded the database; this one only connects.
  const database = await openDatabase(configuredTarget(config)).catch(cannotStart);
  await serve({
    config,
    logger,
    database,
    root,
    runsJobs: process.env["TRADEWEAR_RUNS_JOBS"] === "true",
    onListening: () => process.send?.(readyMessage),
  });
} else {
  const workers = workerCount(config, logger);
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    resolveSessionSecret(config);
    database = await prepareDatabase(config, logger);
  } catch (error) {
    cannotStart(error);
  }
  const ready = () =>
    logger.info(
      { url: config.publicUrl, database: database.kind, workers },
      `Tradewear is ready on ${config.publicUrl}`,
    );
  if (workers === 1) {
    await serve({ config, logger, database, root, runsJobs: true, onListening: ready });
  } else {
    await database.close();
    runPrimary(workers, ready);
  }
}

/** Forks the workers, replaces one that dies, and stops them all on SIGTERM or SIGINT. */
function runPrimary(workers: number, ready: () => void) {
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const recentCrashes: number[] = [];
  const fork = (runsJobs: boolean): Worker => {
    // glibc's mmap threshold (package.json's start line) saves the embedded database's memory
    // but slows every answer compressed per request; workers only ever serve a PostgreSQL
    // server, so they start without it (docs/decisions/026). `undefined` drops it from their env.
    const worker = cluster.fork({
      TRADEWEAR_RUNS_JOBS: String(runsJobs),
      MALLOC_MMAP_THRESHOLD_: undefined,
    });
    worker.on("message", (message) => {
      if (message !== readyMessage) return;
      listening.add(worker.id);
      if (!announced && listening.size === workers) {
        announced = true;
        ready();
      }
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      // A worker that keeps dying (a bad config, a port in use) stops the shop, not a loop.
      const now = Date.now();
      recentCrashes.push(now);
      while (recentCrashes.length > 0 && recentCrashes[0]! < now - 60_000) recentCrashes.shift();
      if (recentCrashes.length > workers * 3) {
        logger.fatal("workers keep stopping: Tradewear stops");
        process.exit(1);
      }
      logger.error({ pid: worker.process.pid, code, signal }, "a worker stopped: starting another");
      listening.delete(worker.id);
      setTimeout(() => fork(runsJobs), 1_000).unref();
    });
    return worker;
  };
  for (let index = 0; index < workers; index++) fork(index === 0);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), 12_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(0);
      }
    });
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
