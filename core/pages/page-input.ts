import { z } from "zod";

// Issue 13.5: what the back office sends to create or save an information page, checked the same
// in the browser and on the server (STYLE.md 3). The body is HTML from the rich-text editor; the
// server keeps only the page profile's tags (core/html/sanitise-html.ts).

export const pageHandlePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest body kept: a long policy is some 30 KB of HTML. */
export const maxPageBodyLength = 200_000;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default("");

export const pageInputSchema = z.object({
  title: z
    .string({ error: "Give the page a title" })
    .trim()
    .min(1, { error: "Give the page a title" })
    .max(200, { error: "The title must be at most 200 characters" }),
  handle: z
    .string({ error: "The handle must be text" })
    .trim()
    .max(100, { error: "The handle must be at most 100 characters" })
    .refine((handle) => handle === "" || pageHandlePattern.test(handle), {
      error: "Use lower-case letters, digits and single hyphens, like delivery-information",
    })
    .default(""),
  bodyHtml: z
    .string({ error: "The text must be text" })
    .max(maxPageBodyLength, {
      error: `The text must be at most ${maxPageBodyLength.toLocaleString("en-GB")} characters of HTML`,
    })
    .default(""),
  seoTitle: optionalText(70, "The search title"),
  seoDescription: optionalText(320, "The search description"),
});

export type PageInput = z.infer<typeof pageInputSchema>;
