import type { AppServices } from "#server/context.ts";
import { startPeriodicJob, type PeriodicJob } from "#server/jobs/periodic-job.ts";
import { runImportJob } from "./csv-import-job.ts";
import { listStaleImportJobs } from "./import-jobs.ts";

// Issue 11.5: imports run in the process that took the upload, right after it answered 202. Every
// minute (and at start) each instance looks for imports no process is running — left "running" by
// a process that stopped, or queued and never started — and takes them up (the claim in the
// database lets only one instance have each). On shutdown a running import stops after its batch.

type RunnerServices = Pick<AppServices, "config" | "database" | "logger">;

export type ImportRunner = {
  /** Runs the import in the background (no-op when this process already runs it). */
  start: (id: string) => void;
  /** Takes up the imports no process is running. */
  resumeStale: () => Promise<void>;
  /** Resolves when the imports this process runs have ended (tests, shutdown). */
  idle: () => Promise<void>;
  /** Lets running imports stop after their batch and starts no more. */
  stop: () => Promise<void>;
};

const runners = new WeakMap<object, ImportRunner>();

function createRunner(services: RunnerServices): ImportRunner {
  const running = new Map<string, Promise<void>>();
  let isStopping = false;
  const start = (id: string) => {
    if (isStopping || running.has(id)) return;
    const run = runImportJob(services, id, () => isStopping)
      .catch((error: unknown) =>
        services.logger.error({ err: error, importId: id }, "catalogue import could not run"),
      )
      .finally(() => running.delete(id));
    running.set(id, run);
  };
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running.values()]);
  };
  return {
    start,
    async resumeStale() {
      if (isStopping) return;
      for (const id of await listStaleImportJobs(services.database.db)) start(id);
    },
    idle,
    async stop() {
      isStopping = true;
      await idle();
    },
  };
}

/** The import runner of this process's database (one per database, whoever asks). */
export function importRunnerFor(services: RunnerServices): ImportRunner {
  const key = services.database;
  let runner = runners.get(key);
  if (!runner) {
    runner = createRunner(services);
    runners.set(key, runner);
  }
  return runner;
}

export type CatalogueImportRecovery = PeriodicJob;

/** Looks for imports to take up now and every minute; stop() also lets running imports stop. */
export function startCatalogueImportRecovery(
  services: RunnerServices,
  options: { intervalMs?: number } = {},
): CatalogueImportRecovery {
  const runner = importRunnerFor(services);
  const job = startPeriodicJob(
    async () => {
      try {
        await runner.resumeStale();
      } catch (error) {
        services.logger.error({ err: error }, "looking for catalogue imports to resume failed");
      }
    },
    { intervalMs: options.intervalMs ?? 60_000, runAtStart: true },
  );
  return {
    runNow: job.runNow,
    async stop() {
      await job.stop();
      await runner.stop();
    },
  };
}
