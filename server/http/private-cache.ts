import type { MiddlewareHandler } from "hono";

// Issue 10.12: an answer made for one person is never kept by a browser's back/forward cache, a
// proxy or a CDN, so the next person at that computer or behind that proxy never sees it:
// every page and API answer for a signed-in viewer, every answer that sets a cookie, and every
// answer of /api/auth (sessions, sign-in) says `private, no-store`. A visitor's pages keep what
// their routes say, so they may be cached.

export const privateNoStore = "private, no-store";

/** Marks personal answers; mount it before the viewer is looked up, so it sees the result. */
export function privateCache(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const viewer: unknown = c.get("viewer");
    const isPersonal =
      (viewer !== null && viewer !== undefined) ||
      c.res.headers.has("set-cookie") ||
      c.req.path.startsWith("/api/auth/");
    if (isPersonal) c.header("Cache-Control", privateNoStore);
  };
}
