import type { Context, MiddlewareHandler } from "hono";
import { findUnsafeText, hasUnsafeCharacter, printable } from "#core/schemas/safe-text.ts";
import { isUploadPath } from "./body-limit.ts";

// Issue 10.6, DESIGN §8a: every string that enters is free of NUL bytes and lone surrogates (and,
// in a URL, of percent-encodings that are not UTF-8, such as %ED%A0%80, an encoded surrogate).
// PostgreSQL refuses U+0000 in text and cannot encode a lone surrogate, so each reaching a query
// was a 500. They are refused here, once, before any route: a bad path is a 404 (no page or
// resource is named that way), a bad query parameter or body field a 400 naming it. The GraphQL
// endpoint's body is left to the engine, which answers in GraphQL's own shape (BAD_USER_INPUT).
// The uploads' bodies (designs, the product CSV) are left to their one bounded reader
// (readLimitedForm in server/files), which checks their text fields the same way: read here, an
// upload would be read twice, and with no limit at all (the body limit leaves those paths to it).

const graphqlPath = /^\/api\/(storefront|\d{4}-\d{2})\/graphql(\.json)?$/;

type Refusal = { status: 400 | 404; error: string; field?: string };

/** A percent-encoded URL part decoded, or null when it is not UTF-8 or decodes to unsafe text. */
function decodePart(raw: string): string | null {
  try {
    const text = decodeURIComponent(raw);
    return hasUnsafeCharacter(text) ? null : text;
  } catch {
    return null;
  }
}

/** The name of the first bad parameter of a query string or urlencoded form body, or null. */
/** The name of the first text field of a form holding unsafe text, or null. */
export function findUnsafeFormField(form: FormData): string | null {
  for (const [name, value] of form) {
    if (hasUnsafeCharacter(name)) return printable(name);
    if (typeof value === "string" && hasUnsafeCharacter(value)) return name;
  }
  return null;
}

export function findBadParameter(encoded: string): string | null {
  for (const pair of encoded.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const rawName = (at === -1 ? pair : pair.slice(0, at)).replace(/\+/g, " ");
    const rawValue = (at === -1 ? "" : pair.slice(at + 1)).replace(/\+/g, " ");
    const name = decodePart(rawName);
    if (name === null) return printable(lenientDecode(rawName));
    if (decodePart(rawValue) === null) return name;
  }
  return null;
}

/** Decoded for naming only: bytes that are not UTF-8 become U+FFFD, as URLSearchParams does. */
function lenientDecode(raw: string): string {
  return new URLSearchParams(`x=${raw.replace(/&/g, "%26")}`).get("x") ?? "";
}

function checkUrl(url: URL): Refusal | null {
  if (url.pathname.split("/").some((segment) => decodePart(segment) === null))
    return { status: 404, error: "Not found" };
  const parameter = findBadParameter(url.search.slice(1));
  if (parameter !== null)
    return {
      status: 400,
      error: `The query parameter "${parameter}" holds a NUL byte or text that is not UTF-8`,
      field: parameter,
    };
  return null;
}

function bodyRefusal(field: string): Refusal {
  return {
    status: 400,
    error: `${field || "The body"} holds a NUL byte or a broken character; remove it and try again`,
    field: field || "body",
  };
}

async function checkBody(request: Request): Promise<Refusal | null> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const copy = request.clone();
  if (type.startsWith("multipart/form-data")) {
    // A malformed multipart body is the route's to refuse; file parts are bytes, not text.
    const form = await copy.formData().catch(() => null);
    const field = form ? findUnsafeFormField(form) : null;
    return field === null ? null : bodyRefusal(field);
  }
  // Only text is read here: a binary body (an image upload) may hold any byte.
  const isText = type === "" || /json|text\/|x-www-form-urlencoded/.test(type);
  if (!isText) return null;
  const text = await copy.text();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const field = findBadParameter(text);
    return field === null ? null : bodyRefusal(field);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the route refuses it as it likes, but no NUL byte gets past.
    return hasUnsafeCharacter(text) ? bodyRefusal("body") : null;
  }
  const field = findUnsafeText(parsed);
  return field === null ? null : bodyRefusal(field);
}

function refuse(c: Context, refusal: Refusal): Response {
  const { status, error, field } = refusal;
  if (c.req.path.startsWith("/api/") || status === 400)
    return c.json(field === undefined ? { error } : { error, field }, status);
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Page not found | Tradewear</title>` +
      `<main><h1>Page not found</h1><p>The page you were looking for could not be found.</p>` +
      `<p><a href="/">Back to the shop</a></p></main></html>`,
    404,
  );
}

/** The boundary check of every request's URL and text body (see the comment at the top). */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const urlRefusal = checkUrl(new URL(c.req.url));
    if (urlRefusal) return refuse(c, urlRefusal);
    if (!graphqlPath.test(c.req.path) && !isUploadPath(c.req.path)) {
      const bodyRefusal = await checkBody(c.req.raw);
      if (bodyRefusal) return refuse(c, bodyRefusal);
    }
    return next();
  };
}
