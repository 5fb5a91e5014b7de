import { eq } from "drizzle-orm";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import type { EditorProduct } from "../product-editor.ts";
import { isUniqueViolation, Refusal } from "../product-save.ts";
import {
  addProblems,
  countPlan,
  emptyCounts,
  fileSkusOf,
  problemOrder,
  readImportFile,
  skusIn,
  type ImportCounts,
} from "./csv-check.ts";
import { loadProductsByHandle, loadSkuOwners } from "./csv-existing.ts";
import type { FileProduct } from "./csv-map.ts";
import { planProduct, type PlanContext } from "./csv-plan.ts";
import { refusalProblem } from "./csv-problems.ts";
import { CsvFileError } from "./csv-read.ts";
import { recordImportAudits, writePlannedProduct } from "./csv-write.ts";
import {
  claimImportJob,
  countsOf,
  finishImportJob,
  saveImportProgress,
  type ImportJob,
} from "./import-jobs.ts";

// Issue 11.5: an import, run in the background. The file is read again and its products written in
// batches: each batch is one transaction that locks its products, plans each one against the shop
// as it is at that moment, writes each changed product in a savepoint of its own (all or nothing
// per product: a refused one is rolled back alone and reported by line and column) and records the
// progress — so the progress never counts a product that is not written, and a stopped import goes
// on from the first product its last batch did not commit.

type JobServices = Pick<AppServices, "config" | "database" | "logger">;

/** A batch ends after this many rows (or products), so each transaction stays short. */
const batchRows = 250;
const batchProducts = 50;

function nextBatch(products: readonly FileProduct[], from: number): FileProduct[] {
  const batch: FileProduct[] = [];
  let rows = 0;
  for (let at = from; at < products.length && batch.length < batchProducts; at += 1) {
    if (batch.length > 0 && rows + products[at]!.rows.length > batchRows) break;
    batch.push(products[at]!);
    rows += products[at]!.rows.length;
  }
  return batch;
}

async function adminOf(db: Db, userId: string | null): Promise<Admin | null> {
  if (!userId) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: "admin",
    emailVerified: user.emailVerified,
  };
}

/** One batch in one transaction: lock, plan, write each changed product, record the progress. */
async function runBatch(
  db: Db,
  job: ImportJob,
  admin: Admin,
  batch: FileProduct[],
  context: PlanContext,
  counts: ImportCounts,
  productsDone: number,
) {
  await db.transaction(async (tx) => {
    const handles = batch.map((product) => product.handle);
    const existing = await loadProductsByHandle(tx, handles, { lock: true });
    const skuOwners = await loadSkuOwners(tx, skusIn(batch));
    const written: { id: number; handle: string; before: EditorProduct | null }[] = [];
    for (const product of batch) {
      const plan = planProduct(product, existing.get(product.handle) ?? null, {
        ...context,
        skuOwners,
      });
      if (plan.action === "create" || plan.action === "update") {
        try {
          const id = await tx.transaction((savepoint) => writePlannedProduct(savepoint, plan));
          written.push({ id, handle: plan.handle, before: plan.existing });
        } catch (error) {
          const place = {
            columns: context.columns,
            productLine: plan.line,
            lines: product.variantRows.map((row) => row.line),
          };
          if (error instanceof Refusal) plan.problems.push(refusalProblem(error.failure, place));
          else if (isUniqueViolation(error, "products_handle_unique"))
            plan.problems.push(
              refusalProblem({ error: "Another product took this handle meanwhile" }, place),
            );
          else if (isUniqueViolation(error, "product_variants_sku_unique"))
            plan.problems.push(
              refusalProblem(
                {
                  error: "One of these SKUs was given to another product meanwhile",
                  field: "variants.0.sku",
                },
                place,
              ),
            );
          else throw error;
          countPlan(counts, plan, "invalid");
          addProblems(counts, plan.problems);
          continue;
        }
      }
      countPlan(counts, plan, plan.action);
      addProblems(counts, plan.problems);
    }
    await recordImportAudits(tx, admin, written);
    counts.errors.sort(problemOrder(context.columns));
    await saveImportProgress(tx, job.id, counts, productsDone + batch.length);
  });
}

/**
 * Runs (or goes on with) the import `id` if this process can claim it. `shouldStop` is asked
 * between batches: when the server shuts down the import is left running, for the next start (or
 * another instance) to take up.
 */
export async function runImportJob(
  services: JobServices,
  id: string,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const { db } = services.database;
  const job = await claimImportJob(db, id);
  if (!job) return;
  let counts = countsOf(job);
  try {
    if (job.csvText === null) throw new CsvFileError("The file of this import is no longer kept.");
    const admin = await adminOf(db, job.createdBy);
    if (!admin)
      throw new CsvFileError("The admin who started this import no longer has an account.");
    const { columns, mapped } = await readImportFile(job.csvText);
    if (job.productsDone === 0) {
      counts = emptyCounts(mapped.totalRows);
      counts.processedRows = mapped.problems.length;
      addProblems(counts, mapped.problems);
    }
    const context: PlanContext = {
      columns,
      pricesIncludeVat: job.pricesIncludeVat,
      shopOrigin: new URL(services.config.publicUrl).origin,
      skuOwners: new Map(),
      fileSkus: fileSkusOf(mapped.products),
    };
    let done = job.productsDone;
    while (done < mapped.products.length) {
      if (shouldStop()) return;
      const batch = nextBatch(mapped.products, done);
      await runBatch(db, job, admin, batch, context, counts, done);
      done += batch.length;
    }
    counts.processedRows = counts.totalRows;
    await finishImportJob(db, id, "done", counts);
    services.logger.info(
      { importId: id, created: counts.created, updated: counts.updated, failed: counts.failed },
      "catalogue import done",
    );
  } catch (error) {
    const message =
      error instanceof CsvFileError
        ? error.message
        : "The import stopped on an unexpected error. The products counted so far were imported; import the file again to finish.";
    if (!(error instanceof CsvFileError))
      services.logger.error({ err: error, importId: id }, "catalogue import failed");
    const line = error instanceof CsvFileError ? error.line : null;
    await finishImportJob(db, id, "failed", counts, { line, column: null, message });
  }
}
