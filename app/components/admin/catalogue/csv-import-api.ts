import type { ImportCheck, ImportJobSummary } from "#server/catalogue/catalogue-import.server.ts";

// Issue 11.5: the import page's calls to /api/admin/catalogue/imports (server/catalogue/csv-import).
// The file goes as multipart/form-data; the server checks the admin's session and the file again.

export type UploadResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; line?: number };

async function send<T>(path: string, init: RequestInit): Promise<UploadResult<T>> {
  try {
    const response = await fetch(`/api/admin/catalogue${path}`, {
      ...init,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: body as T };
    const problem = (body ?? {}) as { error?: unknown; line?: unknown };
    return {
      ok: false,
      status: response.status,
      error:
        typeof problem.error === "string" ? problem.error : `Request failed (${response.status})`,
      ...(typeof problem.line === "number" ? { line: problem.line } : {}),
    };
  } catch {
    return { ok: false, status: 0, error: "The shop could not be reached. Check your connection." };
  }
}

function formOf(file: File, pricesIncludeVat: boolean) {
  const form = new FormData();
  form.set("file", file);
  form.set("pricesIncludeVat", pricesIncludeVat ? "true" : "false");
  return form;
}

/** The dry run: what the import would do, and every problem; nothing is written. */
export const checkCsv = (file: File, pricesIncludeVat: boolean) =>
  send<ImportCheck>("/imports?dryRun=1", { method: "POST", body: formOf(file, pricesIncludeVat) });

/** Starts the import in the background: its id, to follow its progress. */
export const startImport = (file: File, pricesIncludeVat: boolean) =>
  send<{ id: string }>("/imports", { method: "POST", body: formOf(file, pricesIncludeVat) });

export const readImport = (id: string) =>
  send<ImportJobSummary>(`/imports/${encodeURIComponent(id)}`, { method: "GET" });
