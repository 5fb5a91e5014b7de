// The account pages' calls to /api/account (logos, proofs) read a refused answer the same way:
// its message and the field it names, or — for a 412, a change made in another window — the
// page's own words. They never throw: an unreachable shop is a failure too.

export type AccountFailure = { ok: false; status: number; error: string; field?: string };

export const unreachableMessage =
  "The shop could not be reached. Check your connection and try again.";

export const unreachable: AccountFailure = { ok: false, status: 0, error: unreachableMessage };

/** A refused answer's failure, from its parsed body (`{ error, field }`). */
export function failureOf(
  response: Response,
  data: { error?: unknown; field?: unknown },
  staleMessage: string,
): AccountFailure {
  if (response.status === 412) return { ok: false, status: 412, error: staleMessage };
  return {
    ok: false,
    status: response.status,
    error:
      typeof data.error === "string"
        ? data.error
        : `Something went wrong (${response.status}). Please try again.`,
    ...(typeof data.field === "string" ? { field: data.field } : {}),
  };
}
