import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { requestQuote } from "./quote-request.server.ts";

// Issue 14.6: POST /api/functions/request-quote, the basket sent as a quote request. Who asks
// comes from the session; the rules are in quote-request.server.ts.

/** A basket of the largest allowed size (500 lines) and its notes fit well inside this. */
const maxBodyBytes = 256 * 1024;

export function quoteRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const routes = new Hono();
  routes.post(
    "/request-quote",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) =>
        c.json(
          { success: false, error: "The request is too large to send at once", field: "body" },
          413,
        ),
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const viewer = await resolveViewer(c.req.raw);
      if (!viewer)
        return c.json({ success: false, error: "Please sign in to ask for a quote" }, 401);
      // A JSON body: a cross-site form cannot send one.
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
        return c.json(
          {
            success: false,
            error: "Send the request as JSON (Content-Type: application/json)",
            field: "body",
          },
          415,
        );
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body === undefined)
        return c.json(
          {
            success: false,
            error: "The request could not be read: the body is not valid JSON",
            field: "body",
          },
          400,
        );
      const result = await requestQuote(services, viewer, body);
      return c.json(result.body, result.status);
    },
  );
  return routes;
}
