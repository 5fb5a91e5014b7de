import { like, or } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { serve } from "#server/events/events-test-support.ts";
import { accountsApp, publicUrl } from "./accounts-test-support.ts";

// Issue 10.11: over a real socket (the peer is 127.0.0.1), Better Auth's sign-in limit and the
// forms' limit count the same client, read one way under TRUSTED_PROXIES.

function configWith(trustedProxies: string | undefined) {
  const parsed = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: "client-ip-test-secret-0123456789abcdef",
    TRUSTED_PROXIES: trustedProxies,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed.config;
}

describeWithDatabase("one client address for every limiter", (use) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    await use().db.delete(rateLimits);
  });

  async function hitBothLimiters(trustedProxies: string | undefined, forwardedFor: string) {
    const server = await serve(accountsApp(use(), configWith(trustedProxies)));
    close = server.close;
    const headers = {
      origin: publicUrl,
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor,
      // A client naming itself in the header Better Auth reads is overwritten.
      "x-tradewear-client-ip": "192.0.2.99",
    };
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "nobody@example.co.uk", password: "guess-123" }),
    });
    expect(signIn.status).toBe(401);
    await fetch(`${server.url}/api/functions/submit-contact`, {
      method: "POST",
      headers,
      body: "{}",
    });
    const rows = await use()
      .db.select({ key: rateLimits.key })
      .from(rateLimits)
      .where(or(like(rateLimits.key, "%|/sign-in/email"), like(rateLimits.key, "form:contact:%")));
    return rows.map((row) => row.key).sort();
  }

  it("believes the address our proxy on this machine appended, for both limiters", async () => {
    expect(await hitBothLimiters(undefined, "6.6.6.6, 198.51.100.77")).toEqual([
      "198.51.100.77|/sign-in/email",
      "form:contact:198.51.100.77",
    ]);
  });

  it("ignores X-Forwarded-For from a peer TRUSTED_PROXIES does not name, for both limiters", async () => {
    expect(await hitBothLimiters("10.0.0.0/8", "198.51.100.77")).toEqual([
      "127.0.0.1|/sign-in/email",
      "form:contact:127.0.0.1",
    ]);
  });

  it("walks back through two trusted proxies to the client, for both limiters", async () => {
    expect(
      await hitBothLimiters("127.0.0.1, 10.0.0.0/8", "6.6.6.6, 203.0.113.5, 10.1.2.3"),
    ).toEqual(["203.0.113.5|/sign-in/email", "form:contact:203.0.113.5"]);
  });
});
