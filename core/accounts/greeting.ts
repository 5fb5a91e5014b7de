// Issue 18.8: the header greets a signed-in buyer by their first name ("Hi, Dan"), taken from the
// account's name (Better Auth's `name`, "First Last" as the sign-up form joins it). An account
// opened without a name (spec/back-office.md §5 asks only e-mail and password) is greeted by the
// part of its e-mail address before the @, as spec/storefront.md §2 describes.

/** The first word of a person's name, or null when the name is blank. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = (name ?? "").trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The header's greeting: "Hi, " and the first name, else the e-mail's local part. */
export function greetingFor(account: { name?: string | null; email: string }): string {
  const local = account.email.split("@")[0] ?? "";
  return `Hi, ${firstNameOf(account.name) ?? (local || account.email)}`;
}
