import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  catalogueImports,
  type CatalogueImportProblem,
  type CatalogueImportStatus,
} from "#server/db/schema/index.ts";
import type { ImportCounts } from "./csv-check.ts";

// Issue 11.5: the catalogue_imports rows — an import's progress as every instance and a reloaded
// page read it (GET /api/admin/catalogue/imports/{id}), and the claim that lets one process run it.

/** A running import moves its heartbeat after every batch; one this old was left by a stopped process. */
export const staleAfterSeconds = 60;

export type ImportJob = typeof catalogueImports.$inferSelect;

/** What GET /api/admin/catalogue/imports/{id} answers. */
export type ImportJobSummary = ImportCounts & {
  id: string;
  status: CatalogueImportStatus;
  fileName: string;
  pricesIncludeVat: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export function summaryOf(job: ImportJob): ImportJobSummary {
  return {
    id: job.id,
    status: job.status,
    fileName: job.fileName,
    pricesIncludeVat: job.pricesIncludeVat,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    failed: job.failed,
    variants: {
      created: job.variantsCreated,
      updated: job.variantsUpdated,
      unchanged: job.variantsUnchanged,
    },
    errors: job.errors,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function createImportJob(
  db: Db,
  job: { fileName: string; pricesIncludeVat: boolean; createdBy: string; csvText: string },
): Promise<string> {
  const [row] = await db
    .insert(catalogueImports)
    .values(job)
    .returning({ id: catalogueImports.id });
  return row!.id;
}

const uuidFormat = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getImportJob(db: Db, id: string): Promise<ImportJobSummary | null> {
  if (!uuidFormat.test(id)) return null;
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  return row ? summaryOf(row) : null;
}

/** The latest imports, newest first (without their problems: the page opens one for those). */
export async function listImportJobs(db: Db, limit = 10): Promise<ImportJobSummary[]> {
  const rows = await db
    .select()
    .from(catalogueImports)
    .orderBy(desc(catalogueImports.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...summaryOf(row), errors: row.errors.slice(0, 20) }));
}

const stale = sql.raw(`now() - interval '${staleAfterSeconds} seconds'`);

/** Takes the import to run it: a queued one, or a running one whose process has stopped. */
export async function claimImportJob(db: Db, id: string): Promise<ImportJob | null> {
  const [row] = await db
    .update(catalogueImports)
    .set({
      status: "running",
      startedAt: sql`coalesce(${catalogueImports.startedAt}, now())`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(catalogueImports.id, id),
        or(
          eq(catalogueImports.status, "queued"),
          and(eq(catalogueImports.status, "running"), lt(catalogueImports.heartbeatAt, stale)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Imports no process is running: running with a stale heartbeat, or queued and never started. */
export async function listStaleImportJobs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(
      or(
        and(eq(catalogueImports.status, "running"), lt(catalogueImports.heartbeatAt, stale)),
        and(eq(catalogueImports.status, "queued"), lt(catalogueImports.createdAt, stale)),
      ),
    );
  return rows.map((row) => row.id);
}

const countsColumns = (counts: ImportCounts) => ({
  totalRows: counts.totalRows,
  processedRows: counts.processedRows,
  created: counts.created,
  updated: counts.updated,
  unchanged: counts.unchanged,
  failed: counts.failed,
  variantsCreated: counts.variants.created,
  variantsUpdated: counts.variants.updated,
  variantsUnchanged: counts.variants.unchanged,
  errors: counts.errors,
});

export function countsOf(job: ImportJob): ImportCounts {
  const { totalRows, processedRows, created, updated, unchanged, failed, variants } =
    summaryOf(job);
  return {
    totalRows,
    processedRows,
    created,
    updated,
    unchanged,
    failed,
    variants,
    errors: [...job.errors],
  };
}

/** Progress after a batch, in the batch's transaction: written together with its products. */
export async function saveImportProgress(
  tx: Db,
  id: string,
  counts: ImportCounts,
  productsDone: number,
): Promise<void> {
  await tx
    .update(catalogueImports)
    .set({ ...countsColumns(counts), productsDone, heartbeatAt: sql`now()` })
    .where(eq(catalogueImports.id, id));
}

/** The import ended (done, or failed with its reason among the problems); the file is let go. */
export async function finishImportJob(
  db: Db,
  id: string,
  status: "done" | "failed",
  counts: ImportCounts,
  problem?: CatalogueImportProblem,
): Promise<void> {
  const errors = problem ? [...counts.errors, problem] : counts.errors;
  await db
    .update(catalogueImports)
    .set({
      ...countsColumns({ ...counts, errors }),
      status,
      csvText: null,
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(eq(catalogueImports.id, id));
}
