import type { Context } from "hono";

// The admin API's small HTTP helpers: JSON bodies only, and domain results turned into answers.

export type Failure =
  | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 428 | 503; error: string; field?: string }
  // Issue 10.9: a save made against an old version, answered with the record as it is now.
  | { ok: false; status: 412; error: string; current: unknown; etag: string };

/**
 * The JSON body of a change, or a failure. JSON only (and PATCH/DELETE/POST-with-JSON need a CORS
 * preflight), so another site's form can never make an admin's browser change anything.
 */
export async function readJsonBody(c: Context): Promise<{ ok: true; body: unknown } | Failure> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
    return {
      ok: false,
      status: 415,
      error: "Send the change as JSON (Content-Type: application/json)",
      field: "body",
    };
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false, status: 400, error: "The body is not valid JSON", field: "body" };
  }
}

/** A failure as its status with { error, field }, or for a stale save { error, current, etag }. */
export function failed(c: Context, failure: Failure) {
  if (failure.status === 412) {
    const { error, current, etag } = failure;
    c.header("ETag", etag);
    return c.json({ error, current, etag }, 412);
  }
  const { status, error, field } = failure;
  return c.json(field === undefined ? { error } : { error, field }, status);
}

/** A record's answer with its version as the ETag header (Issue 10.9), when it has one. */
export function withEtag<T extends object>(c: Context, value: T, status: 200 | 201 = 200) {
  const etag = (value as { etag?: unknown }).etag;
  if (typeof etag === "string") c.header("ETag", etag);
  return c.json(value, status);
}
