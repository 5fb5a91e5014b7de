import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { hitRateLimit, type RateLimitRule } from "#server/http/rate-limit.ts";

// Issue 10.11: besides Better Auth's per-address limit, a per-account one: after 10 failed
// sign-ins for one e-mail address within 15 minutes, every further attempt for it is refused with
// 429, from whatever address. Counted in rate_limits (hitRateLimit), so every instance agrees.
//
// Each attempt is counted before the password is checked, atomically, and handed back once it
// turns out not to be a failure. Checking first and counting a 401 afterwards would let a burst
// of parallel guesses from many addresses all pass the check before any of them was counted.
//
// A successful sign-in forgets the account's failures: it proves the password is known to the
// person signing in, so their earlier typos are no guessing to hold against the next ones. It
// cannot lift a lockout, as a locked account's attempts are refused before the password is read;
// only the end of the window or a password reset (the message offers it) does.

export const accountSignInRule = {
  name: "sign-in-account",
  limit: 10,
  windowMs: 15 * 60 * 1000,
} satisfies RateLimitRule;

export const accountLockedMessage =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.";

/** The e-mail address as it names an account, or undefined when the body carries none. */
function accountOf(email: unknown): string | undefined {
  return typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : undefined;
}

/** The account's counter key; the address is hashed, so the counters hold no personal data. */
export function accountSignInKey(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `${accountSignInRule.name}:${digest}`;
}

/** Before a sign-in: counts the attempt, and refuses it with 429 once the account is locked. */
export async function claimSignInAttempt(db: Db, email: unknown, nowMs = Date.now()) {
  const account = accountOf(email);
  if (account === undefined) return;
  const decision = await hitRateLimit(db, accountSignInKey(account), accountSignInRule, nowMs);
  if (decision.isAllowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "ACCOUNT_LOCKED", message: accountLockedMessage },
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
}

function statusOf(returned: unknown): number {
  if (typeof returned === "object" && returned !== null && "statusCode" in returned) {
    const { statusCode } = returned as { statusCode: unknown };
    if (typeof statusCode === "number") return statusCode;
  }
  return 200;
}

/** After a sign-in: a wrong password stays counted, a success clears, anything else is handed back. */
export async function settleSignInAttempt(db: Db, email: unknown, returned: unknown) {
  const account = accountOf(email);
  if (account === undefined) return;
  const status = statusOf(returned);
  if (status === 401) return;
  if (status < 300) return forgetSignInFailures(db, account);
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, accountSignInKey(account)));
}

/** Forgets the account's failed sign-ins: after a success or a password reset. */
export async function forgetSignInFailures(db: Db, email: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountSignInKey(email)));
}
