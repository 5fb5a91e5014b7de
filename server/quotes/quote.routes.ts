import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Viewer, ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { acceptQuote } from "./quote-accept.server.ts";
import { declineQuoteAsBuyer } from "./quote-decline.server.ts";
import { requestQuote } from "./quote-request.server.ts";

// Issue 14.6, under /api/functions: POST request-quote (the basket sent as a quote request),
// POST accept-quote (a sent quote accepted into an order) and POST decline-quote. Who asks comes from the session; the
// rules are in quote-request.server.ts and quote-accept.server.ts.

type Answer = { status: 200 | 201 | 400 | 401 | 404 | 409 | 429; body: object };

/**
 * A JSON POST for a signed-in buyer, at most `maxBytes`: a visitor gets 401 with `signIn`, a body
 * that is not JSON 415 or 400, and the rest goes to `handle`.
 */
function buyerPost(
  resolveViewer: ViewerResolver,
  maxBytes: number,
  signIn: string,
  handle: (viewer: Viewer, body: unknown) => Promise<Answer>,
) {
  const refuse = (c: Context, status: 400 | 401 | 413 | 415, error: string) =>
    c.json({ success: false, error, ...(status === 401 ? {} : { field: "body" }) }, status);
  return [
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => refuse(c, 413, "The request is too large to send at once"),
    }),
    async (c: Context) => {
      c.header("Cache-Control", "no-store");
      const viewer = await resolveViewer(c.req.raw);
      if (!viewer) return refuse(c, 401, signIn);
      // A JSON body: a cross-site form cannot send one.
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
        return refuse(c, 415, "Send the request as JSON (Content-Type: application/json)");
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body === undefined)
        return refuse(c, 400, "The request could not be read: the body is not valid JSON");
      const result = await handle(viewer, body);
      return c.json(result.body, result.status);
    },
  ] as const;
}

export function quoteRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const routes = new Hono();
  // A basket of the largest allowed size (500 lines) and its notes fit well inside 256 KB.
  routes.post(
    "/request-quote",
    ...buyerPost(resolveViewer, 256 * 1024, "Please sign in to ask for a quote", (viewer, body) =>
      requestQuote(services, viewer, body),
    ),
  );
  routes.post(
    "/accept-quote",
    ...buyerPost(resolveViewer, 16 * 1024, "Please sign in to accept your quote", (viewer, body) =>
      acceptQuote(services, viewer, body),
    ),
  );
  routes.post(
    "/decline-quote",
    ...buyerPost(resolveViewer, 16 * 1024, "Please sign in to decline your quote", (viewer, body) =>
      declineQuoteAsBuyer(services, viewer, body),
    ),
  );
  return routes;
}
