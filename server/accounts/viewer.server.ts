import type { Logger } from "#server/logging/logger.ts";
import type { Auth } from "./auth.server.ts";
import type { Viewer, ViewerResolver } from "./viewer.ts";

export type { Viewer, ViewerResolver } from "./viewer.ts";

/** The viewer's session lookup: who it is, and the cookies to send back when it was renewed. */
export type ViewerLookup = { viewer: Viewer | null; setCookies: string[] };

/** What the header shows of the viewer: no ids, no secrets. */
export type ViewerSummary = Pick<Viewer, "email" | "name" | "role">;

export function summariseViewer(viewer: Viewer | null): ViewerSummary | null {
  return viewer ? { email: viewer.email, name: viewer.name, role: viewer.role } : null;
}

function viewerOf(user: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
}): Viewer {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    // Anything but an exact "admin" is a customer: the role never widens by accident.
    role: user.role === "admin" ? "admin" : "customer",
    emailVerified: user.emailVerified,
  };
}

/**
 * Reads the viewer of a request from its session cookie, once per request: every later call with
 * the same Request (middleware, API route, page loader) shares the first lookup. A failed lookup
 * (database down) is logged and counts as signed out rather than failing the page.
 */
export function createViewerLookup(auth: Auth, logger: Logger) {
  const lookups = new WeakMap<Request, Promise<ViewerLookup>>();

  async function lookUp(request: Request): Promise<ViewerLookup> {
    try {
      const { headers, response } = await auth.api.getSession({
        headers: request.headers,
        returnHeaders: true,
      });
      return {
        viewer: response ? viewerOf(response.user) : null,
        setCookies: headers.getSetCookie(),
      };
    } catch (error) {
      logger.error({ err: error }, "reading the session failed");
      return { viewer: null, setCookies: [] };
    }
  }

  const lookup = (request: Request): Promise<ViewerLookup> => {
    let pending = lookups.get(request);
    if (!pending) {
      pending = lookUp(request);
      lookups.set(request, pending);
    }
    return pending;
  };
  const resolveViewer: ViewerResolver = async (request) => (await lookup(request)).viewer;
  return { lookup, resolveViewer };
}
