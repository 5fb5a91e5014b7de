import type { ViewerResolver } from "#server/accounts/viewer.ts";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { designFileField } from "#core/forms/design-submission.ts";
import { unsafeTextMessage as unsafeFieldMessage } from "#core/schemas/safe-text.ts";
import type { AppServices } from "#server/context.ts";
import { acceptedDesignFiles } from "#server/files/design-file-type.ts";
import { readLimitedForm } from "#server/files/files.routes.ts";
import { tooLargeMessage } from "#server/files/files.server.ts";
import { rateLimit, type RateLimitRule } from "#server/http/rate-limit.ts";
import { submitContact } from "./contact.server.ts";
import { submitDesign } from "./design-submission.server.ts";
import type { FormOutcome } from "./form-outcome.ts";
import { subscribeNewsletter } from "./newsletter.server.ts";

// Issue 6 items 3-5: the public forms' endpoints under /api/functions (spec/storefront.md §7,
// spec/back-office.md §7). Each is rate limited per client in the database, then answers 200
// { ok: true }, or 400/413 { error, field, fieldErrors } with nothing written.
//
// Without JavaScript the browser posts the form itself (it asks for text/html): it is then sent
// back to the page with ?<form>=sent, ?<form>=invalid (a field refused: the 400) or
// ?<form>=failed, which the page turns into a message.

const tenMinutes = 10 * 60 * 1000;

export const formRateLimits = {
  contact: { name: "form:contact", limit: 5, windowMs: tenMinutes },
  newsletter: { name: "form:newsletter", limit: 5, windowMs: tenMinutes },
  design: { name: "form:design", limit: 5, windowMs: tenMinutes },
} satisfies Record<string, RateLimitRule>;

/** The page each form lives on, for the answer to a post made without JavaScript. */
const formPages = {
  contact: "/contact-us#contact-form",
  newsletter: "/#newsletter",
  design: "/pricing#upload-design",
} as const;

type FormName = keyof typeof formPages;

function isPageNavigation(c: Context): boolean {
  return (c.req.header("accept") ?? "").includes("text/html");
}

function answer(c: Context, form: FormName, outcome: FormOutcome) {
  if (isPageNavigation(c)) {
    const [path, anchor] = formPages[form].split("#");
    const status = outcome.ok ? "sent" : outcome.status === 400 ? "invalid" : "failed";
    return c.redirect(`${path}?${form}=${status}#${anchor}`, 303);
  }
  if (outcome.ok) return c.json({ ok: true }, 200);
  const { error, field, fieldErrors, status } = outcome;
  return c.json({ error, field, fieldErrors }, status);
}

function unreadable(c: Context, form: FormName, message: string) {
  if (isPageNavigation(c))
    return c.redirect(`${formPages[form].split("#")[0]}?${form}=failed`, 303);
  return c.json({ error: message }, 400);
}

/** The fields of a JSON or form-encoded body, or null when it is neither or cannot be read. */
async function readFields(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (/^application\/json\b/i.test(type)) {
      const body: unknown = await c.req.json();
      return body !== null && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      const body = await c.req.parseBody();
      // Text fields only: these forms carry no files.
      return Object.fromEntries(
        Object.entries(body).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
  } catch {
    return null;
  }
  return null;
}

/** A text form (contact, newsletter) is a few kilobytes at most. */
const textFormLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => c.json({ error: "This form is too long." }, 413),
});

/** POST /api/functions/submit-contact, /subscribe-newsletter and /submit-design. */
export function formRoutes(services: AppServices, resolveViewer?: ViewerResolver) {
  const { db } = services.database;
  const routes = new Hono();

  routes.post(
    "/submit-contact",
    rateLimit(db, formRateLimits.contact),
    textFormLimit,
    async (c) => {
      const fields = await readFields(c);
      if (!fields) return unreadable(c, "contact", "Send the contact form as JSON.");
      return answer(c, "contact", await submitContact(services, fields));
    },
  );

  routes.post(
    "/subscribe-newsletter",
    rateLimit(db, formRateLimits.newsletter),
    textFormLimit,
    async (c) => {
      const fields = await readFields(c);
      if (!fields) return unreadable(c, "newsletter", "Send the e-mail address as JSON.");
      return answer(c, "newsletter", await subscribeNewsletter(services, fields));
    },
  );

  // The rate limit is counted before a byte of the (up to 10 MB) upload is read.
  routes.post("/submit-design", rateLimit(db, formRateLimits.design), async (c) => {
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return unreadable(c, "design", "Send the design form as multipart/form-data.");
    }
    const read = await readLimitedForm(c.req.raw, contentType);
    if (!read.ok) {
      return answer(c, "design", {
        ok: false,
        status: read.isTooLarge ? 413 : 400,
        error:
          read.unsafeField !== undefined
            ? unsafeFieldMessage
            : read.isTooLarge
              ? tooLargeMessage
              : `The upload could not be read. ${acceptedDesignFiles}`,
        field: read.unsafeField ?? designFileField,
        fieldErrors: {},
      });
    }
    const fields: Record<string, unknown> = {};
    for (const [name, value] of read.form) if (typeof value === "string") fields[name] = value;
    const file = read.form.get(designFileField);
    return answer(
      c,
      "design",
      await submitDesign(
        services,
        fields,
        file instanceof File ? file : null,
        // Issue 15.1: a signed-in buyer's design joins their logo library.
        (await resolveViewer?.(c.req.raw))?.userId ?? null,
      ),
    );
  });

  return routes;
}
