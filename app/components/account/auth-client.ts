// The browser's calls to Better Auth's HTTP API (/api/auth, server/accounts/auth.server.ts):
// plain fetch, a few hundred bytes, instead of Better Auth's client library, so the JavaScript of
// every page stays within DESIGN §8's budget. Same-origin; the session is an HttpOnly cookie the
// browser keeps, never seen by scripts.

export type AuthFailure = {
  ok: false;
  status: number;
  code?: string;
  message?: string;
  /** Seconds to wait after a 429. */
  retryAfter?: number;
};
export type AuthOutcome = { ok: true } | AuthFailure;

async function post(path: string, body: Record<string, unknown>): Promise<AuthOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return {
    ok: false,
    status: response.status,
    code: typeof answer.code === "string" ? answer.code : undefined,
    message: typeof answer.message === "string" ? answer.message : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

/** A refused request's words for the page: too many attempts, or the server's own message. */
export function failureMessage(failure: AuthFailure, fallback: string): string {
  if (failure.status === 429) {
    const wait = failure.retryAfter ?? 60;
    return `Too many attempts. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`;
  }
  return failure.message || fallback;
}

export const authClient = {
  signIn: (email: string, password: string) => post("/sign-in/email", { email, password }),
  signUp: (details: {
    name: string;
    firstName: string;
    lastName: string;
    companyName?: string;
    phone?: string;
    email: string;
    password: string;
  }) => post("/sign-up/email", details),
  signOut: () => post("/sign-out", {}),
  resendConfirmation: (email: string) =>
    // The server builds the link itself (it lands on /auth?confirmed=1).
    post("/send-verification-email", { email }),
  requestPasswordReset: (email: string) => post("/request-password-reset", { email }),
  resetPassword: (token: string, newPassword: string) =>
    post("/reset-password", { token, newPassword }),
};
