import type { AppServices } from "#server/context.ts";
import { deleteUnclaimedDesigns, tryTransactionLock } from "./files-queries.ts";
import { removeStoredBytes } from "./files.server.ts";
import { startPeriodicJob, type PeriodicJob } from "#server/jobs/periodic-job.ts";

// Issue 10.4 "Upload flood": a design nothing claims (no order item, design request or cart line
// in the database names it) is deleted, row and bytes, 7 days after its upload. A basket kept
// only in the browser claims nothing: a week is long enough to place an order, and such a line
// is told at checkout that its design is gone. The job runs every hour on every instance, and one
// at a time across them: the run holds a transaction-scoped advisory lock, and a run that finds it
// taken skips its turn.

export const designCleanupIntervalMs = 60 * 60 * 1000;
export const unclaimedDesignMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** The advisory lock of this job (any number no other lock of ours uses: demo-seed.ts has …001). */
export const designCleanupLockId = 7_310_042_002;
/** Rows deleted per transaction, so a run never holds one long; a run takes batches until done. */
const batchSize = 500;
const maxBatchesPerRun = 20;

type CleanupServices = Pick<AppServices, "config" | "database" | "logger">;

export type DesignCleanupResult = { ran: false } | { ran: true; deleted: number };

/** One run: deletes the unclaimed designs older than 7 days, or skips if another run holds the lock. */
export async function cleanUpUnclaimedDesigns(
  services: CleanupServices,
  nowMs: number = Date.now(),
): Promise<DesignCleanupResult> {
  const { db } = services.database;
  const before = new Date(nowMs - unclaimedDesignMaxAgeMs);
  let deleted = 0;
  for (let batch = 0; batch < maxBatchesPerRun; batch += 1) {
    const storageKeys = await db.transaction(async (tx) =>
      (await tryTransactionLock(tx, designCleanupLockId))
        ? deleteUnclaimedDesigns(tx, before, batchSize)
        : null,
    );
    if (storageKeys === null) return batch === 0 ? { ran: false } : { ran: true, deleted };
    // After the commit: a file whose removal fails is left behind, never a row without its file.
    for (const storageKey of storageKeys) {
      try {
        await removeStoredBytes(services.config.dataDir, storageKey);
      } catch (error) {
        services.logger.error({ err: error, storageKey }, "removing an unclaimed design failed");
      }
    }
    deleted += storageKeys.length;
    if (storageKeys.length < batchSize) break;
  }
  return { ran: true, deleted };
}

export type DesignCleanup = PeriodicJob;

/** Runs the clean-up now and then every hour, until stopped (the server stops it on shutdown). */
export function startDesignCleanup(
  services: CleanupServices,
  options: { intervalMs?: number } = {},
): DesignCleanup {
  return startPeriodicJob(
    async () => {
      try {
        const result = await cleanUpUnclaimedDesigns(services);
        if (result.ran && result.deleted > 0)
          services.logger.info({ deleted: result.deleted }, "unclaimed designs deleted");
      } catch (error) {
        services.logger.error({ err: error }, "deleting unclaimed designs failed");
      }
    },
    { intervalMs: options.intervalMs ?? designCleanupIntervalMs, runAtStart: true },
  );
}
