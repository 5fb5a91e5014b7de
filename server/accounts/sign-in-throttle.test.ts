import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  accountsApp,
  Browser,
  linkIn,
  newestMailTo,
  publicUrl,
  signUpBody,
} from "./accounts-test-support.ts";
import { accountLockedMessage, accountSignInKey, accountSignInRule } from "./sign-in-throttle.ts";

// Issue 10.11: the per-account sign-in throttle, through the real HTTP app over a real database.
// Each attempt comes from an address of its own (X-Forwarded-For, believed in-process), so
// Better Auth's per-address limit never answers first.

const password = "site-boots-42";
let nextAddress = 0;
const newAddress = () => {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
};

describeWithDatabase("the per-account sign-in throttle", (use) => {
  let app: ReturnType<typeof accountsApp>;

  async function confirmedAccount(email: string) {
    const browser = new Browser(app);
    await browser.post("/api/auth/sign-up/email", signUpBody(email));
    const link = linkIn((await newestMailTo(use(), email))!.textBody);
    await browser.request(link.slice(publicUrl.length));
  }

  beforeAll(async () => {
    app = accountsApp(use());
    for (const name of ["kim", "ola", "ravi", "jo", "max"])
      await confirmedAccount(`${name}@example.co.uk`);
  }, 90_000);

  const signIn = (email: string, secret: string, address = newAddress()) =>
    app.request(`${publicUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        origin: publicUrl,
        "content-type": "application/json",
        "x-forwarded-for": address,
      },
      body: JSON.stringify({ email, password: secret }),
    });

  async function failTenTimes(email: string) {
    for (let i = 1; i <= accountSignInRule.limit; i += 1)
      expect((await signIn(email, `wrong-guess-${i}`)).status).toBe(401);
  }

  it("refuses the 11th attempt after 10 failures from 10 addresses, even with the right password", async () => {
    await failTenTimes("kim@example.co.uk");
    const refused = await signIn("KIM@example.co.uk", password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: accountLockedMessage });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers.get("set-cookie")).toBeNull();
  }, 90_000);

  it("leaves every other account alone, from the same addresses", async () => {
    expect((await signIn("ola@example.co.uk", password, "203.0.113.1")).status).toBe(200);
    expect((await signIn("ola@example.co.uk", "wrong-guess", "203.0.113.2")).status).toBe(401);
  });

  it("lets the account in again once 15 minutes have passed since the window opened", async () => {
    const key = accountSignInKey("kim@example.co.uk");
    await use()
      .db.update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${accountSignInRule.windowMs}` })
      .where(eq(rateLimits.key, key));
    expect((await signIn("kim@example.co.uk", password)).status).toBe(200);
  });

  it("counts no more than 10 of a burst of parallel guesses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn("ravi@example.co.uk", `parallel-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(accountSignInRule.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - accountSignInRule.limit);
  }, 90_000);

  it("forgets earlier failures once the right password signs in", async () => {
    for (let i = 1; i <= 9; i += 1) await signIn("jo@example.co.uk", `wrong-${i}`);
    expect((await signIn("jo@example.co.uk", password)).status).toBe(200);
    // Still counted, these would be the 10th and 11th failures, and the second would be refused.
    expect((await signIn("jo@example.co.uk", "wrong-10")).status).toBe(401);
    expect((await signIn("jo@example.co.uk", "wrong-11")).status).toBe(401);
  }, 90_000);

  it("lifts the lockout when the password is reset, as the message says", async () => {
    await failTenTimes("max@example.co.uk");
    expect((await signIn("max@example.co.uk", password)).status).toBe(429);
    await new Browser(app).post("/api/auth/request-password-reset", { email: "max@example.co.uk" });
    const link = new URL(linkIn((await newestMailTo(use(), "max@example.co.uk"))!.textBody));
    const reset = await new Browser(app).post("/api/auth/reset-password", {
      token: link.searchParams.get("token"),
      newPassword: "new-hard-hat-7",
    });
    expect(reset.status).toBe(200);
    expect((await signIn("max@example.co.uk", "new-hard-hat-7")).status).toBe(200);
  }, 90_000);

  it("locks an address that has no account the same way, so a lockout tells nothing", async () => {
    await failTenTimes("nobody@example.co.uk");
    expect((await signIn("nobody@example.co.uk", password)).status).toBe(429);
  }, 90_000);
});
