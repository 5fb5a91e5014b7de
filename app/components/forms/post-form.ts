import type { FieldErrors } from "#core/forms/form-fields.ts";

// How the public forms talk to /api/functions: JSON (or multipart for a file) in, { ok: true } or
// { error, field, fieldErrors } out. Anything else (no network, a proxy's error page) is a failure
// with no message of its own, so the form shows its standard failure text.

export type PostResult =
  { ok: true } | { ok: false; status: number; error: string | null; fieldErrors: FieldErrors };

type ErrorBody = { error: string; field?: string; fieldErrors?: FieldErrors };

/** The server's error answer, read by hand: zod stays out of the storefront's bundle (decision 016). */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, field, fieldErrors } = body as Record<string, unknown>;
  if (typeof error !== "string") return null;
  if (field !== undefined && typeof field !== "string") return null;
  if (fieldErrors === undefined) return { error, ...(field === undefined ? {} : { field }) };
  if (typeof fieldErrors !== "object" || fieldErrors === null || Array.isArray(fieldErrors))
    return null;
  if (!Object.values(fieldErrors).every((message) => typeof message === "string")) return null;
  return {
    error,
    ...(field === undefined ? {} : { field }),
    fieldErrors: fieldErrors as FieldErrors,
  };
}

export async function postForm(
  url: string,
  body: FormData | Record<string, unknown>,
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers:
        body instanceof FormData
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: null, fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  const parsed = readErrorBody(await response.json().catch(() => null));
  if (!parsed) return { ok: false, status: response.status, error: null, fieldErrors: {} };
  const { error, field, fieldErrors } = parsed;
  return {
    ok: false,
    status: response.status,
    error,
    fieldErrors: { ...(field ? { [field]: error } : {}), ...fieldErrors },
  };
}
