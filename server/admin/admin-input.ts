import { z } from "zod";

// Money typed by an admin (spec/back-office.md §5: "number fields parsed as decimals with 0 as
// fallback; currency inputs step 0.01"). The browser does the forgiving parse for the field; the
// server never trusts it and checks the number again here: not negative, at most two decimals,
// within a ceiling, then turned into integer pence (DESIGN §3, money is pence inside the system).

/** spec (issue 6): a price typed into the pricing tables is at most £10,000. */
export const maxEditablePricePence = 1_000_000;

/** A credit limit or balance: £1,000,000 keeps every sum a safe integer and catches a stray key. */
export const maxCreditPence = 100_000_000;

/** PostgreSQL's integer (int4) ceiling: a larger id names no row, and in a query it is a 500. */
export const maxRowId = 2_147_483_647;

/** Issue 10.7: a row id sent in a body (productId, variantId): a positive int4, or `message`. */
export function rowIdField(message: string) {
  return z.int({ error: message }).positive({ error: message }).max(maxRowId, { error: message });
}

const poundsText = /^\d{1,9}(\.\d{1,2})?$/;

/** Pounds as a JSON number (12.5) or decimal text ("12.50") to pence, or an error message. */
export function poundsToPence(
  value: unknown,
  maxPence: number,
): { ok: true; pence: number } | { ok: false; error: string } {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, error: "Enter an amount in pounds" };
    if (value < 0) return { ok: false, error: "The amount cannot be negative" };
    // Shortest round-trip form: 12.5 → "12.5", 0.1 + 0.2 → "0.30000000000000004" (refused below).
    text = String(value);
    if (/e/i.test(text)) return { ok: false, error: "Enter an amount in pounds" };
  } else if (typeof value === "string") {
    text = value.trim().replace(/^£/, "");
    if (text.startsWith("-")) return { ok: false, error: "The amount cannot be negative" };
  } else {
    return { ok: false, error: "Enter an amount in pounds" };
  }
  if (/^\d+\.\d{3,}$/.test(text))
    return { ok: false, error: "Use at most two decimals (whole pence)" };
  if (!poundsText.test(text)) return { ok: false, error: "Enter an amount in pounds, e.g. 12.50" };
  const [whole = "0", fraction = ""] = text.split(".");
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (pence > maxPence)
    return {
      ok: false,
      error: `The amount cannot be more than £${(maxPence / 100).toLocaleString("en-GB")}`,
    };
  return { ok: true, pence };
}

/** A zod field of pounds that becomes pence (see poundsToPence). */
export function poundsField(maxPence: number) {
  return z.unknown().transform((value, context) => {
    const result = poundsToPence(value, maxPence);
    if (result.ok) return result.pence;
    context.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  });
}

export type FieldError = { ok: false; status: 400; error: string; field: string };

/** The first problem of a failed parse, with the field it is about (400 with the field named). */
export function firstFieldError(error: z.ZodError, fallbackField = "body"): FieldError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : fallbackField;
  return { ok: false, status: 400, error: issue?.message ?? "The request is not valid", field };
}
