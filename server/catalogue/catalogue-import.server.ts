import type { AppServices } from "#server/context.ts";
import { bodyLimits } from "#server/http/body-limit.ts";
import { shopifyCatalogueOwner } from "./catalogue-admin.server.ts";
import { listImportJobs, type ImportJobSummary } from "./csv-import/import-jobs.ts";

// Issue 11.5: the import page's facade for app/ (STYLE: app reaches the server through
// *.server.ts). The page's guard is the caller's (requireAdminPage); the check, the import and
// the export go through /api/admin/catalogue/*, checked again there.

export type { ImportJobSummary } from "./csv-import/import-jobs.ts";
export type { ImportCheck, ProductPreview } from "./csv-import/csv-check.ts";
export type { ImportProblem } from "./csv-import/csv-map.ts";

export type CatalogueImportPage =
  | { owner: "shopify"; storeDomain: string }
  | { owner: "shop"; imports: ImportJobSummary[]; maxFileBytes: number };

/** /admin/products/import: the latest imports, or the Shopify store that owns the catalogue. */
export async function loadCatalogueImportPage(
  services: Pick<AppServices, "config" | "database">,
): Promise<CatalogueImportPage> {
  const owner = shopifyCatalogueOwner(services.config);
  if (owner) return { owner: "shopify", storeDomain: owner.storeDomain };
  return {
    owner: "shop",
    imports: await listImportJobs(services.database.db),
    maxFileBytes: bodyLimits.catalogueCsv,
  };
}
