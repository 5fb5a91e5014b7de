import { z } from "zod";
import { emailAddressProblem } from "./email-address.ts";

// Issue 6 items 3 and 4: the field rules shared by the public forms' schemas. The browser checks a
// form with its schema before sending, and the server checks it again with the same one.

export type FieldErrors = Partial<Record<string, string>>;

export type FormParse<T> =
  { ok: true; data: T } | { ok: false; field: string; error: string; fieldErrors: FieldErrors };

/**
 * Parses a form's fields with its schema; on failure, the first message of each field, and the
 * first field in the schema's order (the one to mention and to focus).
 */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: unknown,
): FormParse<z.output<S>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  const [field, error] = Object.entries(fieldErrors)[0] ?? ["form", "Please check the form."];
  return { ok: false, field, error: error ?? "Please check the form.", fieldErrors };
}

/**
 * One line of text as typed: control characters (line breaks, tabs, NUL, which PostgreSQL text
 * refuses) become spaces, runs of spaces become one. Keeps e-mail subjects to a single line.
 */
export function singleLine(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Several lines as typed: Windows line ends made \n, other control characters (NUL…) removed. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();
}

/** Text the browser may send as a string, or (from JSON callers) leave out or send as null. */
const anyText = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z.string({ error: "Please enter text" }),
);

/** A required single-line field of at most `max` characters. */
export function requiredLine(required: string, label: string, max: number) {
  return anyText
    .transform(singleLine)
    .pipe(z.string().min(1, required).max(max, `${label} must be at most ${max} characters`));
}

/** An optional single-line field: absent, null and blank all become undefined. */
export function optionalLine(label: string, max: number) {
  return anyText
    .transform(singleLine)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => (value === "" ? undefined : value));
}

/** Free text over several lines: required when `required` names the message, else may be "". */
export function paragraph(label: string, max: number, required?: string) {
  const checked = z.string().max(max, `${label} must be at most ${max} characters`);
  return anyText.transform(multiLine).pipe(required ? checked.min(1, required) : checked);
}

/** spec/storefront.md §5 (newsletter): non-empty and an e-mail address, else `message`. */
export function emailAddress(message: string) {
  return anyText
    .transform((value) => value.trim())
    .superRefine((value, context) => {
      const problem = emailAddressProblem(value, message);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/** The first message of each field of `fields` under `schema`; {} when they pass. */
export function formErrors(schema: z.ZodType, fields: unknown): FieldErrors {
  const parsed = parseFormFields(schema, fields);
  return parsed.ok ? {} : parsed.fieldErrors;
}
