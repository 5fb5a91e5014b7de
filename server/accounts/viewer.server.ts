import type { Logger } from "#server/logging/logger.ts";
import type { Auth } from "./auth.server.ts";
import type { Viewer, ViewerResolver } from "./viewer.ts";

export type { Viewer, ViewerResolver } from "./viewer.ts";

/**
 * The viewer's session lookup: who it is, and the cookies to send back when it was renewed.
 * `unavailable` when the request carries a session cookie that could not be read (the database
 * is down): the person may well be signed in, so they are not a visitor (issue 10.8).
 */
export type ViewerLookup = { viewer: Viewer | null; setCookies: string[]; unavailable: boolean };

/** Thrown by resolveViewer when the session could not be read: never taken for a visitor. */
export class SessionUnavailableError extends Error {
  constructor() {
    super("the session could not be read (is the database reachable?)");
  }
}

/** Whether a Cookie header names the session cookie `name`. */
function carriesCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.split("=")[0]?.trim() === name);
}

/** A refusal of the session itself (expired, revoked: 4xx) rather than a failure to read it. */
function isRefusedSession(error: unknown): boolean {
  const { statusCode } = (error ?? {}) as { statusCode?: unknown };
  return typeof statusCode === "number" && statusCode < 500;
}

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
 * the same Request (middleware, API route, page loader) shares the first lookup. A lookup that
 * fails (database down) for a request with a session cookie is `unavailable`, never signed out
 * (issue 10.8); without a session cookie the request is a visitor's either way.
 */
export function createViewerLookup(auth: Auth, logger: Logger) {
  const lookups = new WeakMap<Request, Promise<ViewerLookup>>();

  const sessionCookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  /** Issue 12.2: whether a Cookie header carries a session; without one it is a visitor's. */
  const carriesSession = async (cookieHeader: string | null | undefined) =>
    carriesCookie(cookieHeader ?? null, await sessionCookieName);

  async function lookUp(request: Request): Promise<ViewerLookup> {
    // A visitor's request is answered without asking Better Auth.
    if (!(await carriesSession(request.headers.get("cookie")))) {
      return { viewer: null, setCookies: [], unavailable: false };
    }
    try {
      const { headers, response } = await auth.api.getSession({
        headers: request.headers,
        returnHeaders: true,
      });
      return {
        viewer: response ? viewerOf(response.user) : null,
        setCookies: headers.getSetCookie(),
        unavailable: false,
      };
    } catch (error) {
      if (isRefusedSession(error)) return { viewer: null, setCookies: [], unavailable: false };
      logger.error({ err: error, signedIn: true }, "reading the session failed");
      return { viewer: null, setCookies: [], unavailable: true };
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
  const resolveViewer: ViewerResolver = async (request) => {
    const { viewer, unavailable } = await lookup(request);
    if (unavailable) throw new SessionUnavailableError();
    return viewer;
  };
  return { lookup, resolveViewer, carriesSession };
}
