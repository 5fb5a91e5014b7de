// The back office's calls to /api/admin (server/admin/admin.routes.ts) from the browser. The
// server checks the session's role on every call; these only carry the request and read the answer.
// Issue 10.9: a record's version travels as HTTP says — its ETag read from the answer, sent back as
// If-Match with an edit; a 412 brings the record as it is now and its new ETag.

export type AdminApiResult<T> =
  | { ok: true; data: T; etag: string | null }
  | {
      ok: false;
      status: number;
      error: string;
      field?: string;
      /** A 412's record as it is now, and its ETag. */
      current?: Record<string, unknown>;
      etag?: string;
    };

export type AdminRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The ETag the record was loaded with (Issue 10.9). */
  ifMatch?: string | null;
};

/** Sends a change (JSON, or a FormData as multipart) or a read to the admin API; never throws. */
export async function adminApi<T = unknown>(
  path: string,
  init: AdminRequest = {},
): Promise<AdminApiResult<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  // A form with a file (issue 15.3's proof) goes as multipart, its boundary set by the browser.
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (init.ifMatch) headers["if-match"] = init.ifMatch;
  try {
    const response = await fetch(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers,
      body:
        init.body === undefined
          ? undefined
          : isForm
            ? (init.body as FormData)
            : JSON.stringify(init.body),
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: body as T, etag: response.headers.get("etag") };
    const problem = (body ?? {}) as {
      error?: unknown;
      field?: unknown;
      current?: unknown;
      etag?: unknown;
    };
    return {
      ok: false,
      status: response.status,
      error:
        typeof problem.error === "string" ? problem.error : `Request failed (${response.status})`,
      ...(typeof problem.field === "string" ? { field: problem.field } : {}),
      ...(typeof problem.current === "object" && problem.current !== null
        ? { current: problem.current as Record<string, unknown> }
        : {}),
      ...(typeof problem.etag === "string" ? { etag: problem.etag } : {}),
    };
  } catch {
    return { ok: false, status: 0, error: "The shop could not be reached. Check your connection." };
  }
}

/** spec/back-office.md §5: a typed amount parsed as a decimal, 0 when it is not a number. */
export function parseDecimal(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/** Pounds typed in a field to whole pence, for telling whether the admin changed a figure. */
export function typedPence(text: string): number {
  return Math.round(parseDecimal(text) * 100);
}
