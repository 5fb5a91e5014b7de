import type { Context } from "hono";

// The admin API's small HTTP helpers: JSON bodies only, and domain results turned into answers.

export type Failure = { ok: false; status: 400 | 404 | 409 | 415; error: string; field?: string };

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

/** A failure as its status with { error, field }. */
export function failed(c: Context, failure: Failure) {
  const { status, error, field } = failure;
  return c.json(field === undefined ? { error } : { error, field }, status);
}
