import { z } from "zod";
export { poundsField, poundsToPence } from "#core/money/pounds-input.ts";

// What an admin types, checked again on the server: money (core/money/pounds-input.ts), its
// ceilings, row ids, and the first problem of a failed parse named by its field.

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

export type FieldError = { ok: false; status: 400; error: string; field: string };

/** The first problem of a failed parse, with the field it is about (400 with the field named). */
export function firstFieldError(error: z.ZodError, fallbackField = "body"): FieldError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : fallbackField;
  return { ok: false, status: 400, error: issue?.message ?? "The request is not valid", field };
}
