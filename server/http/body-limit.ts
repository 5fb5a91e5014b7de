import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";

// Issue 10.3, DESIGN §8a "Limits": every request body is refused past its limit while it
// streams, before anyone has held it whole. Hono's own bodyLimit (hono/body-limit) is not used
// here: it trusts a declared Content-Length without counting the bytes that follow, and it reads
// the whole body into memory before the handler starts. Ours refuses a declared length over the
// limit before reading a byte, and hands the handlers (Better Auth, GraphQL Yoga, React Router's
// actions, the API routes) a counted stream in place of the body: a reader that passes the limit
// gets an error, and the answer becomes a 413 whatever that reader made of the error.

const kilobyte = 1024;

/** Bytes each kind of body may have (DESIGN §8a). */
export const bodyLimits = {
  auth: 64 * kilobyte,
  graphql: 256 * kilobyte,
  /** JSON and form bodies: /api/functions, /api/admin and every page's action. */
  form: 1024 * kilobyte,
  /** Issue 11.5: a product CSV (read by readLimitedForm, with room for its multipart wrapping). */
  catalogueCsv: 20 * 1024 * kilobyte,
} as const;

const graphqlPath = /^\/api\/(?:storefront\/graphql|\d{4}-\d{2}\/graphql(?:\.json)?)$/;
/**
 * The design uploads (10 MB and their multipart wrapping) and the product CSV import (20 MB) are
 * read by server/files' readLimitedForm alone, which refuses the same way (declared length, then
 * counted bytes) and names the field at fault: one reader for them, not two.
 */
const uploadPaths = new Set([
  "/api/functions/upload-design",
  "/api/functions/submit-design",
  "/api/admin/catalogue/imports",
  // Issue 15.1: a logo added to the buyer's library.
  "/api/account/logos",
]);

/** Issue 11: a product's or a collection's picture, up to 20 MB, read by readLimitedForm. */
const productImagePath = /^\/api\/admin\/(?:products\/\d{1,10}\/images|catalogue\/pictures)$/;

/** Whether `path` is an upload, whose body only readLimitedForm may read. */
export function isUploadPath(path: string): boolean {
  return uploadPaths.has(path) || productImagePath.test(path);
}

/** The limit of a request to `path` in bytes; null where the route reads within its own limit. */
export function bodyLimitFor(path: string): number | null {
  if (path === "/api/auth" || path.startsWith("/api/auth/")) return bodyLimits.auth;
  if (graphqlPath.test(path)) return bodyLimits.graphql;
  if (isUploadPath(path)) return null;
  return bodyLimits.form;
}

/**
 * A client that asks first (`Expect: 100-continue`, as curl does for large bodies) and declares a
 * body over its path's limit hears 413 at once. Left to Node, it would be told "100 Continue",
 * start sending, and see the connection closed under it with no answer it could read.
 */
export function refuseOversizedContinues(server: Server): void {
  server.on("checkContinue", (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const limit = bodyLimitFor(path);
    const declared = Number(request.headers["content-length"]);
    if (limit !== null && Number.isFinite(declared) && declared > limit) {
      const body = JSON.stringify({
        error: `The request body is larger than ${limit / kilobyte} KB.`,
      });
      response.writeHead(413, { "content-type": "application/json", connection: "close" });
      response.end(body);
      return;
    }
    response.writeContinue();
    server.emit("request", request, response);
  });
}

/** What a reader of a counted body gets once the body passes its limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body larger than ${limitBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * kilobyte
    ? `${Math.round(bytes / (1024 * kilobyte))} MB`
    : `${Math.round(bytes / kilobyte)} KB`;
}

/**
 * 413: JSON for the API, a short text page for a form posted by a page. A new response, not
 * c.json: none of the handler's headers (its Content-Length above all) may carry over.
 */
function tooLarge(path: string, limitBytes: number): Response {
  // The rest of the body is not wanted: the connection is not kept for another request.
  const headers = { Connection: "close", "Cache-Control": "no-store" };
  if (path.startsWith("/api/"))
    return Response.json(
      { error: `The request body is larger than ${sizeText(limitBytes)}.` },
      { status: 413, headers },
    );
  return new Response(
    `The form you sent is too large (more than ${sizeText(limitBytes)}). Please go back, shorten it and send it again.`,
    { status: 413, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } },
  );
}

/**
 * The body as a stream that errors with BodyTooLargeError once more than `limitBytes` have come.
 * Pulled chunk by chunk, so nothing is held beyond what the reader holds. Past the limit (or when
 * the reader gives up) the source is cancelled, and the cancel's own outcome is handled here:
 * nothing is left pending or unhandled by us whatever the sender is still doing (issue 16). Over
 * a socket that does not cost the 413: @hono/node-server hands the app a wrapper of the socket's
 * stream (autoCleanupIncoming, its default), so a cancel lets go of the wrapper, and once the
 * answer is out the server drains what is left for a moment and closes the connection.
 */
export function countedBody(
  body: ReadableStream<Uint8Array>,
  limitBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let receivedBytes = 0;
  const letGo = (reason: unknown) =>
    reader
      .cancel(reason)
      .catch(() => undefined)
      .finally(() => reader.releaseLock());
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      receivedBytes += value.byteLength;
      if (receivedBytes > limitBytes) {
        onTooLarge();
        const error = new BodyTooLargeError(limitBytes);
        controller.error(error);
        void letGo(error);
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return letGo(reason);
    },
  });
}

/**
 * Hono middleware: a declared Content-Length over the path's limit is answered 413 before the
 * body is read; otherwise the request goes on with its body counted (a body may have no
 * Content-Length, or a false one), and a handler's answer after the count passed the limit
 * (often a 400 or 500 of its own) is replaced by the 413.
 */
export function bodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body to count, and not asking for one spares building the whole
    // Request object (issue 12: a kept page is sent without it).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const body = c.req.raw.body;
    if (body === null) return next();
    const limitBytes = bodyLimitFor(c.req.path);
    if (limitBytes === null) return next();
    const declared = c.req.header("content-length")?.trim();
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limitBytes)
      return tooLarge(c.req.path, limitBytes);
    let isTooLarge = false;
    const counted = countedBody(body, limitBytes, () => {
      isTooLarge = true;
    });
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
    await next();
    if (!isTooLarge) return;
    // Cleared first: Hono's setter would otherwise copy the handler's headers onto the 413.
    c.res = undefined;
    c.res = tooLarge(c.req.path, limitBytes);
  };
}
