import type { Context, Hono } from "hono";
import { shopifyCatalogueMessage } from "#core/catalogue/product-input.ts";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import type { AppServices } from "#server/context.ts";
import { multipartAllowanceBytes, readLimitedForm } from "#server/files/files.routes.ts";
import { bodyLimits } from "#server/http/body-limit.ts";
import { exportCatalogueCsv } from "../csv-export.ts";
import { checkImport } from "./csv-check.ts";
import { CsvFileError, decodeCsvBytes, readCsvRecords, readHeader } from "./csv-read.ts";
import { createImportJob, getImportJob, listImportJobs } from "./import-jobs.ts";
import { importRunnerFor } from "./import-runner.ts";

// Issue 11.5, on the admin router (/api/admin, its guard runs first): the product CSV import and
// export, for the page and for scripts.
//   POST /catalogue/imports            multipart `file` (+ `pricesIncludeVat=true`): 202 { id },
//                                      Location: /api/admin/catalogue/imports/{id}
//   POST /catalogue/imports?dryRun=1   the same file checked: 200 with the summary, nothing written
//   GET  /catalogue/imports            the latest imports;  GET /catalogue/imports/{id}: one import
//   GET  /catalogue/export             every product as Shopify's product CSV
// With a Shopify store configured the catalogue is Shopify's: nothing here writes (409).

type AdminContext = Context<{ Variables: AdminVariables }>;

const maxCsvBytes = bodyLimits.catalogueCsv;
const tooLargeMessage = `This file is larger than ${maxCsvBytes / 1024 / 1024} MB. Split it into smaller files (whole products in each) and import them one after another.`;

const fileProblem = (c: AdminContext, status: 400 | 413, error: string, line?: number | null) =>
  c.json({ error, field: "file", ...(line ? { line } : {}) }, status);

type ReadUpload =
  | { ok: true; text: string; fileName: string; pricesIncludeVat: boolean }
  | { ok: false; response: Response };

/** The uploaded CSV as text, or the answer refusing it. */
async function readUpload(c: AdminContext): Promise<ReadUpload> {
  const refuse = (response: Response) => ({ ok: false as const, response });
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return refuse(
      fileProblem(c, 400, `Send the CSV as multipart/form-data in a field named "file".`),
    );
  const read = await readLimitedForm(c.req.raw, contentType, maxCsvBytes + multipartAllowanceBytes);
  if (!read.ok) {
    if (read.unsafeField !== undefined)
      return refuse(
        c.json(
          { error: "This field holds a NUL byte or a broken character", field: read.unsafeField },
          400,
        ),
      );
    return refuse(
      read.isTooLarge
        ? fileProblem(c, 413, tooLargeMessage)
        : fileProblem(c, 400, "The upload could not be read. Choose the CSV file again."),
    );
  }
  const file = read.form.get("file");
  if (file === null || typeof file === "string")
    return refuse(fileProblem(c, 400, "Choose a product CSV file to import."));
  if (file.size > maxCsvBytes) return refuse(fileProblem(c, 413, tooLargeMessage));
  const vat = read.form.get("pricesIncludeVat");
  if (vat !== null && (typeof vat !== "string" || !/^(true|false|on|1|0|)$/i.test(vat)))
    return refuse(
      c.json({ error: "Send pricesIncludeVat as true or false", field: "pricesIncludeVat" }, 400),
    );
  try {
    const text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    const fileName = (file.name || "products.csv").slice(0, 255);
    return { ok: true, text, fileName, pricesIncludeVat: /^(true|on|1)$/i.test(vat ?? "") };
  } catch (error) {
    if (error instanceof CsvFileError)
      return refuse(fileProblem(c, 400, error.message, error.line));
    throw error;
  }
}

/** A form from another site must not reach an admin's session (multipart needs no preflight). */
function isCrossSite(c: AdminContext, publicUrl: string): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== new URL(publicUrl).origin) return true;
  return c.req.header("sec-fetch-site") === "cross-site";
}

export function catalogueCsvRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database" | "config" | "logger">,
) {
  const { db } = services.database;
  const shopOrigin = new URL(services.config.publicUrl).origin;

  routes.post("/catalogue/imports", async (c) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    if (isCrossSite(c, services.config.publicUrl))
      return c.json({ error: "Import from this shop's own back office." }, 403);
    const dryRun = /^(1|true)$/i.test(c.req.query("dryRun") ?? "");
    const upload = await readUpload(c);
    if (!upload.ok) return upload.response;
    const options = { pricesIncludeVat: upload.pricesIncludeVat, shopOrigin };
    try {
      if (dryRun) return c.json(await checkImport(db, upload.text, options));
      const first = await readCsvRecords(upload.text).next();
      if (first.done) throw new CsvFileError("This file is empty.");
      readHeader(first.value.cells);
    } catch (error) {
      if (error instanceof CsvFileError) return fileProblem(c, 400, error.message, error.line);
      throw error;
    }
    const id = await createImportJob(db, {
      fileName: upload.fileName,
      pricesIncludeVat: upload.pricesIncludeVat,
      createdBy: c.get("admin").userId,
      csvText: upload.text,
    });
    importRunnerFor(services).start(id);
    c.header("Location", `/api/admin/catalogue/imports/${id}`);
    return c.json({ id }, 202);
  });

  routes.get("/catalogue/imports", async (c) => c.json({ imports: await listImportJobs(db) }));

  routes.get("/catalogue/imports/:id", async (c) => {
    const job = await getImportJob(db, c.req.param("id"));
    return job ? c.json(job) : c.json({ error: "This import does not exist" }, 404);
  });

  routes.get("/catalogue/export", (c) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(exportCatalogueCsv(db, { shopOrigin }), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="tradewear-products-shopify-${day}.csv"`,
    });
  });
}
