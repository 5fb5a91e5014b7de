import { z } from "zod";

// Money typed by an admin (spec/back-office.md §5: "number fields parsed as decimals with 0 as
// fallback; currency inputs step 0.01"). The browser does the forgiving parse for the field; the
// server never trusts it and checks the number again: not negative, at most two decimals, within a
// ceiling, then turned into integer pence (DESIGN §3, money is pence inside the system). Shared by
// the back office's forms and the server's schemas.

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
