import { randomUUID } from "node:crypto";
import { and, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { clientIpOfRequest } from "#server/accounts/client-ip.ts";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/index.ts";

// Issue 6 item 5, DESIGN §1: request counters live in the database (the rate_limits table Better
// Auth also uses, so every instance shares them). A fixed window per key: the first request opens
// a window of `windowMs` and is counted 1, each further request inside it adds 1, and a request
// over `limit` is refused until the window ends. For our keys `last_request` holds the start of
// the window (Better Auth keeps its own keys, prefixed differently, in its own way).

export type RateLimitRule = {
  /** The key's first part, e.g. "form:contact"; the client's address follows it. */
  name: string;
  limit: number;
  windowMs: number;
};

export type RateLimitDecision = { isAllowed: boolean; count: number; retryAfterSeconds: number };

/** The counter's ceiling (the column is a 4-byte integer): an amount never overflows it. */
const maxCount = 2_147_483_647;

/**
 * Counts one request for `key` (or `amount` of something, e.g. bytes uploaded: issue 10.4) and
 * says whether the window's total is within the rule. One atomic statement.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  nowMs: number = Date.now(),
  amount: number = 1,
): Promise<RateLimitDecision> {
  const expiredBefore = nowMs - rule.windowMs;
  const isExpired = sql`${rateLimits.lastRequest} <= ${expiredBefore}::bigint`;
  const added = Math.min(Math.max(1, Math.ceil(amount)), maxCount);
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: added, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${isExpired} THEN ${added}::integer ELSE LEAST(${rateLimits.count}::bigint + ${added}, ${maxCount})::integer END`,
        lastRequest: sql`CASE WHEN ${isExpired} THEN ${nowMs}::bigint ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error("rate_limits upsert returned no row");
  if (row.count === added) {
    // A new window: forget this rule's windows that have ended (an ended window counts as none),
    // so the table holds only live counters. At most once per client per window.
    await db
      .delete(rateLimits)
      .where(
        and(
          sql`starts_with(${rateLimits.key}, ${`${rule.name}:`})`,
          lt(rateLimits.lastRequest, expiredBefore),
        ),
      );
  }
  return {
    isAllowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + rule.windowMs - nowMs) / 1000)),
  };
}

/** An IPv6 address's /64 network: one household or server holds a whole /64, so count it as one. */
function ipv6Network(address: string): string {
  const [head = "", tail] = address.split("::");
  const front = head === "" ? [] : head.split(":");
  const back = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = [
    ...front,
    ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"),
    ...back,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** The address as counted: IPv4-mapped IPv6 as IPv4, IPv6 by its /64, zone ids dropped. */
export function normaliseAddress(address: string): string {
  const plain = address
    .trim()
    .replace(/%.*$/, "")
    .replace(/^::ffff:(?=\d+\.)/i, "");
  return plain.includes(":") ? ipv6Network(plain.toLowerCase()) : plain;
}

/**
 * The client's address for counting: the one reading every limiter shares (issue 10.11,
 * server/accounts/client-ip.ts, TRUSTED_PROXIES), normalised; "unknown" when there is none.
 */
export function clientAddress(c: Context): string {
  return normaliseAddress(clientIpOfRequest(c) ?? "unknown");
}

function waitText(seconds: number): string {
  if (seconds < 90) return "a minute";
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Hono middleware: counts the request under `rule.name` and the client's address, and answers
 * 429 with a Retry-After header and a message saying how long to wait once the limit is passed.
 */
export function rateLimit(db: Db, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    const decision = await hitRateLimit(db, `${rule.name}:${clientAddress(c)}`, rule);
    if (!decision.isAllowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json(
        {
          error: `Too many attempts from your connection. Please wait ${waitText(decision.retryAfterSeconds)} and try again.`,
        },
        429,
      );
    }
    await next();
  };
}
