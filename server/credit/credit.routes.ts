import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { placeCreditOrder, type StoreVariants } from "./credit-order.server.ts";
import { getCreditSummary } from "./credit.server.ts";

// spec/storefront.md §7 process-credit-order and the credit account's figures, mounted under
// /api/functions. Thin handlers: who is asking comes from the session (resolveViewer), never from
// the body; the rules live in credit-order.server.ts.

/** A basket of the largest allowed size (500 lines) fits well inside this. */
const maxBodyBytes = 256 * 1024;

const notSignedIn = {
  success: false,
  error: "Please sign in to order on your credit account",
  code: "NOT_SIGNED_IN",
} as const;

function badRequest(c: Context, error: string, field: string, status: 400 | 413 | 415 = 400) {
  return c.json({ success: false, error, code: "INVALID_INPUT", field }, status);
}

/**
 * `store` gives the Shopify store in Shopify mode (issue 17), whose variants credit orders are
 * priced from; null with our own catalogue.
 */
export function creditRoutes(
  services: AppServices,
  resolveViewer: ViewerResolver,
  store: () => StoreVariants | null = () => null,
) {
  const routes = new Hono();

  routes.post(
    "/process-credit-order",
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => badRequest(c, "The order is too large to send at once", "body", 413),
    }),
    async (c) => {
      const viewer = await resolveViewer(c.req.raw);
      if (!viewer) return c.json(notSignedIn, 401);
      // A JSON body and a custom header: a cross-site form cannot send either.
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
        return badRequest(
          c,
          "Send the order as JSON (Content-Type: application/json)",
          "body",
          415,
        );
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return badRequest(c, "The order could not be read: the body is not valid JSON", "body");
      }
      const result = await placeCreditOrder(
        { ...services, store: store() },
        viewer,
        body,
        c.req.header("idempotency-key"),
      );
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      c.header("Cache-Control", "no-store");
      return c.json(result.body, result.status as 201);
    },
  );

  routes.get("/credit-account", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    c.header("Cache-Control", "private, no-store");
    if (!viewer)
      return c.json(
        { error: "Please sign in to see your credit account", code: "NOT_SIGNED_IN" },
        401,
      );
    return c.json(await getCreditSummary(services.database.db, viewer.userId));
  });

  routes.onError((error, c) => {
    services.logger.error({ err: error, path: c.req.path }, "credit route failed");
    return c.json(
      {
        success: false,
        error:
          "We could not complete this just now. Please try again: sending the same order again will not charge you twice.",
      },
      500,
    );
  });

  return routes;
}
