import { createHash } from "node:crypto";

// Issue 10.9 (stale admin saves): every admin edit of a record that others change names the
// version it was made against. A version is a strong ETag derived from the record's current values
// — a short hash of the fields the back office shows and edits — so it changes on every write path
// (a customer's credit charge included) without a column or trigger to keep up to date, and two
// records with the same figures never pass for one another (the kind and id are hashed too).

/** The strong ETag (quoted, as HTTP sends it) of a record of `kind` with these field values. */
export function etagOf(kind: string, id: string | number, fields: readonly unknown[]): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([kind, String(id), ...fields]))
    .digest("base64url")
    .slice(0, 22);
  return `"${hash}"`;
}

/** What a write may go ahead against: the strong ETags the client named in If-Match. */
export type Precondition = { ok: true; etags: string[] } | PreconditionRequired;

export type PreconditionRequired = { ok: false; status: 428; error: string; field: string };

export type StaleRecord<T> = {
  ok: false;
  status: 412;
  error: string;
  current: T;
  etag: string;
};

const strongTag = /^"[\x21\x23-\x7e]{1,128}"$/;

/**
 * If-Match as sent (RFC 9110 §13.1.1), or 428 when there is none to check against. Only strong
 * tags count (If-Match compares strongly); `*` is refused too, since it would let a save through
 * without saying which version it was made from — the very overwrite this rule stops.
 */
export function readIfMatch(header: string | undefined, noun: string): Precondition {
  const etags = (header ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => strongTag.test(tag));
  if (etags.length > 0) return { ok: true, etags };
  return {
    ok: false,
    status: 428,
    error: `Send the ${noun}'s ETag as If-Match: reload the ${noun} and save again`,
    field: "If-Match",
  };
}

/** Whether the record is still at a version the client named. */
export function isCurrent(precondition: { etags: string[] }, etag: string): boolean {
  return precondition.etags.includes(etag);
}

/** The 412 answer: the record changed since it was loaded; here are its figures now. */
export function staleRecord<T>(message: string, current: T, etag: string): StaleRecord<T> {
  return { ok: false, status: 412, error: message, current, etag };
}
