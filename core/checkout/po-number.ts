import { z } from "zod";

// Issue 18.8: every order may carry the buyer's purchase-order number (trade buyers quote it on
// our invoice and match it in their own books), on the hosted checkout and on a credit order
// alike. One rule for both, run in the browser and again on the server.
//
// 50 characters is the column's old limit for credit orders, kept so that no stored number
// becomes invalid. "Printable" means letters (any script), digits, punctuation, symbols and the
// plain space: no control characters (tabs, line breaks, NUL), no invisible format characters
// (zero-width spaces, bidi overrides that would reorder the number on an invoice), no other
// kinds of space.

export const poNumberMaxLength = 50;

const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;

export const poNumberTooLongMessage = `The PO number must be at most ${poNumberMaxLength} characters`;
export const poNumberCharactersMessage =
  "The PO number may only use letters, numbers, spaces and punctuation";

/**
 * An optional PO number as typed: trimmed, inner runs of spaces kept as typed; empty or missing
 * is no PO number (undefined).
 */
export const PoNumberSchema = z
  .string({ error: "The PO number must be text" })
  .trim()
  .max(poNumberMaxLength, { error: poNumberTooLongMessage })
  .regex(printable, { error: poNumberCharactersMessage })
  .optional()
  .transform((value) => (value ? value : undefined));
