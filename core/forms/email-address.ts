// spec/storefront.md §5: what counts as an e-mail address, in plain code so the footer's newsletter
// form can check it in the browser without zod (decision 016); emailAddress() in form-fields.ts
// applies the same rule on the server.

/** zod's e-mail pattern (`z.regexes.email`), which the forms used before this rule was shared. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest address a mailbox can have (RFC 5321's path limit less its angle brackets). */
export const maxEmailLength = 254;

/**
 * What is wrong with `value` (already trimmed) as an e-mail address, or null: `message` when it
 * is empty or not an address, a length message when it is too long.
 */
export function emailAddressProblem(value: string, message: string): string | null {
  if (value === "") return message;
  if (value.length > maxEmailLength) {
    return `The e-mail address must be at most ${maxEmailLength} characters`;
  }
  return emailPattern.test(value) ? null : message;
}
