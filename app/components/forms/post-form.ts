import { z } from "zod";
import type { FieldErrors } from "#core/forms/form-fields.ts";

// How the public forms talk to /api/functions: JSON (or multipart for a file) in, { ok: true } or
// { error, field, fieldErrors } out. Anything else (no network, a proxy's error page) is a failure
// with no message of its own, so the form shows its standard failure text.

export type PostResult =
  { ok: true } | { ok: false; status: number; error: string | null; fieldErrors: FieldErrors };

const ErrorBodySchema = z.object({
  error: z.string(),
  field: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

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
  const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, status: response.status, error: null, fieldErrors: {} };
  const { error, field, fieldErrors } = parsed.data;
  return {
    ok: false,
    status: response.status,
    error,
    fieldErrors: { ...(field ? { [field]: error } : {}), ...fieldErrors },
  };
}
