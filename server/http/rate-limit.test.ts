import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { clientAddress, hitRateLimit, normaliseAddress, rateLimit } from "./rate-limit.ts";

const rule = { name: "form:test", limit: 3, windowMs: 60_000 };
const start = 1_700_000_000_000;

describeWithDatabase("database rate limits", (use) => {
  it("allows `limit` requests in a window, refuses the next, and starts afresh when it ends", async () => {
    const db = use().db;
    const key = "form:test:198.51.100.1";
    const decisions = [];
    for (const offset of [0, 10_000, 20_000, 30_000, 59_999]) {
      decisions.push(await hitRateLimit(db, key, rule, start + offset));
    }
    expect(decisions.map((d) => [d.count, d.isAllowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    // A fixed window: refused requests do not push its end back.
    expect(decisions[3]?.retryAfterSeconds).toBe(30);
    expect(decisions[4]?.retryAfterSeconds).toBe(1);
    const fresh = await hitRateLimit(db, key, rule, start + 60_000);
    expect(fresh).toEqual({ isAllowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("counts each key on its own", async () => {
    const db = use().db;
    for (let i = 0; i < 3; i += 1) await hitRateLimit(db, "form:test:198.51.100.2", rule, start);
    expect((await hitRateLimit(db, "form:test:198.51.100.2", rule, start)).isAllowed).toBe(false);
    expect((await hitRateLimit(db, "form:test:198.51.100.3", rule, start)).isAllowed).toBe(true);
  });

  it("keeps counting correctly when requests arrive at the same moment", async () => {
    const db = use().db;
    const key = "form:test:198.51.100.4";
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => hitRateLimit(db, key, rule, start)),
    );
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(decisions.filter((d) => d.isAllowed)).toHaveLength(3);
  });

  it("forgets this rule's ended windows when a new window opens, and leaves other keys alone", async () => {
    const db = use().db;
    await hitRateLimit(db, "form:test:198.51.100.5", rule, start);
    await db
      .insert(rateLimits)
      .values({ id: "ba", key: "sign-in:198.51.100.5", count: 1, lastRequest: start });
    await hitRateLimit(db, "form:test:198.51.100.6", rule, start + 120_000);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain("form:test:198.51.100.5");
    expect(keys).toContain("sign-in:198.51.100.5");
    expect(keys).toContain("form:test:198.51.100.6");
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "form:test:198.51.100.6"));
    expect(row).toMatchObject({ count: 1, lastRequest: start + 120_000 });
  });

  it("answers 429 with Retry-After through the middleware once the limit is passed", async () => {
    const app = new Hono();
    app.post("/form", rateLimit(use().db, { ...rule, name: "form:mw" }), (c) =>
      c.json({ ok: true }),
    );
    const post = () =>
      app.request("/form", { method: "POST", headers: { "x-forwarded-for": "198.51.100.9" } });
    for (let i = 0; i < 3; i += 1) expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: "Too many attempts from your connection. Please wait a minute and try again.",
    });
  });
});

describe("the client address a limit counts", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("counts %s as %s", (address, counted) => {
    expect(normaliseAddress(address)).toBe(counted);
  });

  it("trusts only the last X-Forwarded-For entry, the one our proxy adds", async () => {
    const app = new Hono();
    app.get("/", (c) => c.text(clientAddress(c)));
    const seen = await app.request("/", {
      headers: { "x-forwarded-for": "1.2.3.4, 198.51.100.20" },
    });
    expect(await seen.text()).toBe("198.51.100.20");
    expect(await (await app.request("/")).text()).toBe("unknown");
  });
});
