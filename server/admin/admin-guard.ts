import type { MiddlewareHandler } from "hono";
import { data, redirect } from "react-router";
import type { Viewer, ViewerResolver } from "#server/accounts/viewer.ts";

// DESIGN §4 "Admin is a role, enforced on the server": the one check behind every admin page
// loader, action and API endpoint. The role comes from the session (server/accounts), never from
// anything the browser sends. A visitor is asked to sign in; a signed-in customer is refused.

/** A signed-in admin: what every admin function is handed, so it can record who did it. */
export type Admin = Viewer & { role: "admin" };

export type AdminAccess =
  { outcome: "admin"; admin: Admin } | { outcome: "visitor" } | { outcome: "forbidden" };

export function adminAccessOf(viewer: Viewer | null): AdminAccess {
  if (!viewer) return { outcome: "visitor" };
  if (viewer.role !== "admin") return { outcome: "forbidden" };
  return { outcome: "admin", admin: { ...viewer, role: "admin" } };
}

export const forbiddenMessage = "This page is for the shop's staff only.";

/**
 * For admin page loaders and actions: the admin, or a thrown redirect to /auth (visitor) or a
 * thrown 403 (customer), which the route's error boundary shows as the 403 page.
 */
export function requireAdminPage(viewer: Viewer | null): Admin {
  const access = adminAccessOf(viewer);
  if (access.outcome === "visitor") throw redirect("/auth");
  if (access.outcome === "forbidden")
    throw data({ message: forbiddenMessage }, { status: 403, statusText: "Forbidden" });
  return access.admin;
}

export type AdminVariables = { admin: Admin };

/**
 * For the admin API router: answers 401 (visitor) or 403 (customer) as JSON and stops, or puts
 * the admin in `c.get("admin")` for the handler. Mounted once on the whole router (admin.routes.ts),
 * so an endpoint added there is guarded without anyone remembering to.
 */
export function requireAdminApi(
  resolveViewer: ViewerResolver,
): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const access = adminAccessOf(await resolveViewer(c.req.raw));
    c.header("Cache-Control", "private, no-store");
    if (access.outcome === "visitor")
      return c.json({ error: "Please sign in as an admin", code: "NOT_SIGNED_IN" }, 401);
    if (access.outcome === "forbidden")
      return c.json({ error: "Only Tradewear admins can do this", code: "FORBIDDEN" }, 403);
    c.set("admin", access.admin);
    await next();
  };
}
