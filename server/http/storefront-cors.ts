import type { Context, MiddlewareHandler } from "hono";
import { privateTokenHeader } from "#commerce/engine/engine-access.ts";

// Issue 19.1: the Storefront API for pages on other sites (a headless storefront in the browser,
// Shopify's JS clients). Preflights are answered here, before the engine; the origins allowed are
// our own and those of STOREFRONT_CORS_ORIGINS (`*`: any). Credentials are never allowed: the
// engine's callers are identified by token, and a foreign page must not ride a buyer's cookies.
// A request from an origin that is not allowed is refused before it runs (403), so another
// site's page cannot spend our query budget or fill carts even where the browser would hide the
// answer from it.

const allowedMethods = "GET, POST, OPTIONS";
/** What a preflight may ask for: header names only (RFC 9110 tokens), a bounded list. */
const headerList = /^[!#$%&'*+.^_`|~0-9a-z-]+(?:\s*,\s*[!#$%&'*+.^_`|~0-9a-z-]+)*$/i;

export type StorefrontCorsOptions = {
  /** The shop's own origin (PUBLIC_URL's). */
  ownOrigin: string;
  /** STOREFRONT_CORS_ORIGINS: exact origins, or "*" for any. */
  allowedOrigins: string[];
};

function forbidden(message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code: "FORBIDDEN" } }] },
    { status: 403, headers: { Vary: "Origin", "Cache-Control": "no-store" } },
  );
}

export function storefrontCors({
  ownOrigin,
  allowedOrigins,
}: StorefrontCorsOptions): MiddlewareHandler {
  const allowsAny = allowedOrigins.includes("*");
  const allowed = new Set(allowedOrigins);
  const isSameOrigin = (c: Context, origin: string) =>
    origin === ownOrigin || (URL.canParse(origin) && new URL(origin).host === c.req.header("host"));
  const isAllowed = (c: Context, origin: string) =>
    allowsAny || allowed.has(origin) || isSameOrigin(c, origin);
  const refusal = (origin: string) =>
    forbidden(
      `The origin ${origin.slice(0, 200)} may not call this Storefront API from a browser; the shop owner can allow it in STOREFRONT_CORS_ORIGINS`,
    );

  return async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method === "OPTIONS") {
      if (origin === undefined)
        return c.body(null, 204, { Allow: allowedMethods, "Cache-Control": "no-store" });
      if (!isAllowed(c, origin)) return refusal(origin);
      const requested = c.req.header("access-control-request-headers")?.trim() ?? "";
      if (requested !== "" && (requested.length > 1_000 || !headerList.test(requested)))
        return forbidden("Access-Control-Request-Headers is not a list of header names");
      if (
        requested
          .toLowerCase()
          .split(/\s*,\s*/)
          .includes(privateTokenHeader)
      )
        return forbidden(
          "A private storefront access token is for servers only; a browser must send the public token in X-Shopify-Storefront-Access-Token",
        );
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": allowedMethods,
        ...(requested === "" ? {} : { "Access-Control-Allow-Headers": requested }),
        "Access-Control-Max-Age": "7200",
        Vary: "Origin, Access-Control-Request-Headers",
        "Cache-Control": "no-store",
      });
    }
    if (origin === undefined) return next();
    if (!isAllowed(c, origin)) return refusal(origin);
    await next();
    c.res.headers.delete("Access-Control-Allow-Credentials");
    if (!isSameOrigin(c, origin)) c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.append("Vary", "Origin");
  };
}
