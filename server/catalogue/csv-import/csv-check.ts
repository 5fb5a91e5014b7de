import type { ShopifyCsvColumns } from "#core/catalogue/shopify-csv.ts";
import type { Db } from "#server/db/client.ts";
import { loadProductsByHandle, loadSkuOwners } from "./csv-existing.ts";
import { mapRecords, type FileProduct, type ImportProblem, type MappedFile } from "./csv-map.ts";
import { planProduct, type PlanContext, type PlannedAction, type ProductPlan } from "./csv-plan.ts";
import { CsvFileError, readCsvRecords, readHeader, type CsvRecord } from "./csv-read.ts";

// Issue 11.5: the dry run ("Check file"): the whole file read and every product planned against
// the shop as it is, with nothing written — what would be created, updated and left, and every
// problem with its line and column. The import itself (csv-import-job.ts) plans each product again
// inside its own transaction, so what it writes is measured against the shop at that moment.

export type ImportOptions = {
  pricesIncludeVat: boolean;
  /** The shop's origin (PUBLIC_URL's): links to its own pictures are stored as paths. */
  shopOrigin: string;
};

export type ProductPreview = {
  handle: string;
  title: string;
  line: number;
  action: PlannedAction;
  variants: { created: number; updated: number; unchanged: number };
  problems: number;
};

export type ImportCounts = {
  totalRows: number;
  processedRows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Products left out because of a problem (all or nothing per product). */
  failed: number;
  variants: { created: number; updated: number; unchanged: number };
  errors: ImportProblem[];
};

export type ImportCheck = ImportCounts & {
  status: "done";
  ignoredColumns: string[];
  /** The products of the file in order (the first 1,000), with what the import would do. */
  products: ProductPreview[];
  productCount: number;
};

/** At most this many problems are kept and reported (the count says how many more). */
export const maxReportedProblems = 1_000;
const maxPreviewProducts = 1_000;

export type ReadFile = { columns: ShopifyCsvColumns; mapped: MappedFile };

/** The file's header and its rows grouped into products; a CsvFileError for an unreadable file. */
export async function readImportFile(text: string): Promise<ReadFile> {
  const records = readCsvRecords(text);
  const first = await records.next();
  if (first.done) throw new CsvFileError("This file is empty.");
  const columns = readHeader(first.value.cells);
  const rest: AsyncIterable<CsvRecord> = { [Symbol.asyncIterator]: () => records };
  return { columns, mapped: await mapRecords(rest, columns) };
}

/** SKU (lower case) → the first product and line of the file listing it. */
export function fileSkusOf(products: readonly FileProduct[]) {
  const skus = new Map<string, { handle: string; line: number }>();
  for (const product of products)
    for (const row of product.variantRows) {
      const sku = row.cell("sku").toLowerCase();
      if (sku && !skus.has(sku)) skus.set(sku, { handle: product.handle, line: row.line });
    }
  return skus;
}

/** Every SKU the file names, as written. */
export const skusIn = (products: readonly FileProduct[]) => [
  ...new Set(products.flatMap((p) => p.variantRows.map((row) => row.cell("sku")).filter(Boolean))),
];

export function emptyCounts(totalRows: number): ImportCounts {
  return {
    totalRows,
    processedRows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    variants: { created: 0, updated: 0, unchanged: 0 },
    errors: [],
  };
}

/** Adds problems, keeping at most maxReportedProblems. */
export function addProblems(counts: ImportCounts, problems: readonly ImportProblem[]) {
  for (const problem of problems) {
    if (counts.errors.length >= maxReportedProblems) return;
    counts.errors.push(problem);
  }
}

/** Counts a product's plan (or its outcome) into the totals. */
export function countPlan(counts: ImportCounts, plan: ProductPlan, action: PlannedAction) {
  counts.processedRows += plan.rowCount;
  if (action === "invalid") {
    counts.failed += 1;
    return;
  }
  counts[action === "create" ? "created" : action === "update" ? "updated" : "unchanged"] += 1;
  counts.variants.created += plan.variants.created;
  counts.variants.updated += plan.variants.updated;
  counts.variants.unchanged += plan.variants.unchanged;
}

/** Problems in the file's order: by line, then by column from left to right. */
export function problemOrder(columns: ShopifyCsvColumns) {
  const place = new Map<string, number>();
  for (const [field, label] of Object.entries(columns.label))
    place.set(label, columns.index[field as keyof typeof columns.index] ?? 0);
  const at = (problem: ImportProblem) => place.get(problem.column ?? "") ?? Number.MAX_SAFE_INTEGER;
  return (a: ImportProblem, b: ImportProblem) => (a.line ?? 0) - (b.line ?? 0) || at(a) - at(b);
}

/** The dry run: reads and plans the whole file against the shop; writes nothing. */
export async function checkImport(
  db: Db,
  text: string,
  options: ImportOptions,
): Promise<ImportCheck> {
  const { columns, mapped } = await readImportFile(text);
  const existing = await loadProductsByHandle(
    db,
    mapped.products.map((product) => product.handle),
  );
  const context: PlanContext = {
    columns,
    ...options,
    skuOwners: await loadSkuOwners(db, skusIn(mapped.products)),
    fileSkus: fileSkusOf(mapped.products),
  };
  const counts = emptyCounts(mapped.totalRows);
  counts.processedRows = mapped.problems.length;
  addProblems(counts, mapped.problems);
  const products: ProductPreview[] = [];
  for (const product of mapped.products) {
    const plan = planProduct(product, existing.get(product.handle) ?? null, context);
    countPlan(counts, plan, plan.action);
    addProblems(counts, plan.problems);
    if (products.length < maxPreviewProducts)
      products.push({
        handle: plan.handle,
        title: plan.title,
        line: plan.line,
        action: plan.action,
        variants: plan.variants,
        problems: plan.problems.length,
      });
  }
  counts.errors.sort(problemOrder(columns));
  return {
    status: "done",
    ...counts,
    ignoredColumns: columns.ignored,
    products,
    productCount: mapped.products.length,
  };
}
