// The back office's calls to /api/admin (server/admin/admin.routes.ts) from the browser. The
// server checks the session's role on every call; these only carry the request and read the answer.

export type AdminApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; field?: string };

/** Sends a change (JSON) or a read to the admin API; never throws. */
export async function adminApi<T = unknown>(
  path: string,
  init: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<AdminApiResult<T>> {
  try {
    const response = await fetch(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: body as T };
    const problem = (body ?? {}) as { error?: unknown; field?: unknown };
    return {
      ok: false,
      status: response.status,
      error:
        typeof problem.error === "string" ? problem.error : `Request failed (${response.status})`,
      ...(typeof problem.field === "string" ? { field: problem.field } : {}),
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
