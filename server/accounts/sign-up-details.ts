import { z } from "zod";
import type { NewProfile } from "./accounts-queries.ts";

// What a trade buyer may tell us at sign-up besides e-mail and password: their name, company and
// phone, all optional (spec/back-office.md §5 asks only for e-mail, password and confirmation).
// Better Auth keeps the name on the user; the rest goes to their profile row (§3 profiles).

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

const accountName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, { error: "name is required" })
  .max(200, { error: "name must be at most 200 characters" });

export const SignUpDetailsSchema = z.object({
  // Better Auth's user row needs a name (a NOT NULL column): a sign-up without one keeps "".
  name: z
    .string({ error: "name must be text" })
    .trim()
    .max(200, { error: "name must be at most 200 characters" })
    .default(""),
  firstName: optionalText(100, "firstName"),
  lastName: optionalText(100, "lastName"),
  companyName: optionalText(200, "companyName"),
  phone: optionalText(30, "phone").refine(
    (phone) => phone === undefined || /^\+?[0-9][0-9 ()-]{5,}$/.test(phone),
    { error: "phone must be a telephone number like 01632 960123" },
  ),
});
export type SignUpDetails = z.infer<typeof SignUpDetailsSchema>;

/**
 * Issue 10.7: what /api/auth/update-user may change. Better Auth passed `{"name": null}` to the
 * database (a NOT NULL column: a 500); the name, when sent, is 1 to 200 characters of text (an
 * update names someone; leaving the name out keeps it), and the image is a link or null. Other
 * keys are Better Auth's to refuse.
 */
export const UpdateUserDetailsSchema = z.looseObject({
  name: accountName.optional(),
  image: z.string({ error: "image must be a link" }).max(2000).nullable().optional(),
});

/** "Sam Builder" → Sam / Builder; "Ann Marie de la Cruz" → Ann / Marie de la Cruz; "Cher" → Cher. */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(" ") : null };
}

/**
 * The profile row of a new user: the sign-up's first and last name when it sent them, else its
 * name split in two; company and phone when given. Anything unreadable is left out, never guessed.
 */
export function profileFor(user: { id: string; name: string }, body: unknown): NewProfile {
  const parsed = SignUpDetailsSchema.partial({ name: true }).safeParse(body ?? {});
  const details: Partial<SignUpDetails> = parsed.success ? parsed.data : {};
  const split = splitName(user.name);
  return {
    id: user.id,
    firstName: details.firstName ?? split.firstName,
    lastName: details.lastName ?? split.lastName,
    companyName: details.companyName ?? null,
    phone: details.phone ?? null,
  };
}
