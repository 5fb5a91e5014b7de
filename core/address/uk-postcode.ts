import { z } from "zod";

// Issue 19 item 5: the one UK postcode rule. The checkout form, the credit order and the Cart API
// each had their own (the Cart API's refused GIR 0AA and stored "gir0aa" as "GIR0AA"); all three
// now check and store a postcode through this module, which runs in the browser as well.
//
// The shape and letters follow Royal Mail's format (the outward code A9, A99, AA9, AA99, A9A or
// AA9A, a space, the inward code 9AA), plus GIR 0AA. It says whether a postcode is well formed,
// not whether it exists.
//
// BFPO is out: forces mail ("BFPO 1234" and its BF1 postcodes) travels through the forces' own
// post, which the couriers we send parcels by do not deliver to, so the BF area is refused.

/** Not used first: Q, V, X. */
const first = "[A-PR-UWYZ]";
/** Not used second: I, J, Z. */
const second = "[A-HK-Y]";
/** The letters that end an A9A outward code (W1A, E1W). */
const thirdOfA9A = "[A-HJKPSTUW]";
/** The letters that end an AA9A outward code (SW1A, EC1N). */
const fourthOfAA9A = "[ABEHMNPRVWXY]";
/** The inward code's letters never use C, I, K, M, O or V. */
const inward = "\\d[ABD-HJLNP-UW-Z]{2}";

const outward = [
  `${first}\\d\\d?`, // A9, A99
  `${first}${second}\\d\\d?`, // AA9, AA99
  `${first}\\d${thirdOfA9A}`, // A9A
  `${first}${second}\\d${fourthOfAA9A}`, // AA9A
].join("|");

/** The normalised form: upper case, one space before the inward code. */
const ukPostcodePattern = new RegExp(`^(?:GIR 0AA|(?:${outward}) ${inward})$`);

/**
 * A postcode as it is stored and shown: upper case, no other whitespace, one space before the
 * three-character inward code ("sw1a1aa" → "SW1A 1AA", " gir0aa " → "GIR 0AA"). Meant for text
 * isUkPostcode accepts; other text comes back changed the same way, and still not a postcode.
 */
export function normaliseUkPostcode(text: string): string {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Whether the text is a UK postcode, in any case, with or without the space (not BFPO). */
export function isUkPostcode(text: string): boolean {
  const postcode = normaliseUkPostcode(text);
  return ukPostcodePattern.test(postcode) && !postcode.startsWith("BF");
}

export const invalidUkPostcodeMessage = "Enter a valid UK postcode, e.g. SW1A 1AA";

/** A required postcode field: checked, then normalised. */
export const UkPostcodeSchema = z
  .string({ error: "Enter a postcode" })
  .trim()
  .min(1, { error: "Enter a postcode" })
  .refine(isUkPostcode, { error: invalidUkPostcodeMessage })
  .transform(normaliseUkPostcode);
