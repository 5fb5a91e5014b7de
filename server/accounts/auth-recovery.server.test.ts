import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { mailOutbox, rateLimits, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  accountsApp,
  Browser,
  linkIn,
  newestMailTo,
  publicUrl,
  signUpBody,
} from "./accounts-test-support.ts";
import { signInAttemptsPerMinute } from "./auth.server.ts";

// Issue 5: a forgotten password reset by e-mail, the confirmation e-mail sent again, and the
// database-backed rate limit on sign-in — through the real HTTP app over a real database.

async function confirmedAccount(app: ReturnType<typeof accountsApp>, email: string) {
  const browser = new Browser(app);
  await browser.post("/api/auth/sign-up/email", signUpBody(email));
  return browser;
}

describeWithDatabase("account recovery over HTTP", (use) => {
  let app: ReturnType<typeof accountsApp>;
  beforeAll(async () => {
    app = accountsApp(use());
    const browser = await confirmedAccount(app, "pat@example.co.uk");
    const link = linkIn((await newestMailTo(use(), "pat@example.co.uk"))!.textBody);
    await browser.request(link.slice(publicUrl.length));
  });

  const signIn = (password: string) =>
    new Browser(app).post("/api/auth/sign-in/email", { email: "pat@example.co.uk", password });

  it("resets a forgotten password through the e-mailed link, once, and signs out everywhere", async () => {
    const signedIn = new Browser(app);
    await signedIn.post("/api/auth/sign-in/email", {
      email: "pat@example.co.uk",
      password: "site-boots-42",
    });
    expect(await signedIn.session()).not.toBeNull();

    const request = await new Browser(app).post("/api/auth/request-password-reset", {
      email: "pat@example.co.uk",
    });
    expect(request.status).toBe(200);
    const mail = await newestMailTo(use(), "pat@example.co.uk");
    expect(mail?.subject).toBe("Reset your Tradewear password");
    const link = new URL(linkIn(mail!.textBody));
    expect(link.pathname).toBe("/auth/reset-password");
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await new Browser(app).post("/api/auth/reset-password", {
      token,
      newPassword: "new-hard-hat-7",
    });
    expect(reset.status).toBe(200);
    expect((await signIn("site-boots-42")).status).toBe(401);
    expect((await signIn("new-hard-hat-7")).status).toBe(200);
    // The sessions from before the reset are over; the link works only once.
    expect(await signedIn.session()).toBeNull();
    const again = await new Browser(app).post("/api/auth/reset-password", {
      token,
      newPassword: "another-one-8",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("answers a reset request for an unknown address the same way, and sends nothing", async () => {
    const mailCount = async () => (await use().db.select({ n: count() }).from(mailOutbox))[0]?.n;
    const before = await mailCount();
    const response = await new Browser(app).post("/api/auth/request-password-reset", {
      email: "nobody@example.co.uk",
    });
    expect(response.status).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it("refuses a new password under 6 characters", async () => {
    await new Browser(app).post("/api/auth/request-password-reset", { email: "pat@example.co.uk" });
    const link = new URL(linkIn((await newestMailTo(use(), "pat@example.co.uk"))!.textBody));
    const response = await new Browser(app).post("/api/auth/reset-password", {
      token: link.searchParams.get("token"),
      newPassword: "abcde",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
  });

  it("sends the confirmation e-mail again on request, and the new link confirms", async () => {
    const browser = await confirmedAccount(app, "lee@example.co.uk");
    const first = await newestMailTo(use(), "lee@example.co.uk");
    const resend = await browser.post("/api/auth/send-verification-email", {
      email: "lee@example.co.uk",
    });
    expect(resend.status).toBe(200);
    const second = await newestMailTo(use(), "lee@example.co.uk");
    expect(second?.id).not.toBe(first?.id);
    await browser.request(linkIn(second!.textBody).slice(publicUrl.length));
    const [row] = await use()
      .db.select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, "lee@example.co.uk"));
    expect(row?.emailVerified).toBe(true);
  });

  it("sends a broken or forged confirmation link back to the sign-in page with the reason", async () => {
    const response = await new Browser(app).request(
      "/api/auth/verify-email?token=forged&callbackURL=%2Fauth%3Fconfirmed%3D1",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?confirmed=1&error=INVALID_TOKEN");
  });
});

describeWithDatabase("the sign-in rate limit", (use) => {
  it(`answers 429 with a clear message after ${signInAttemptsPerMinute} attempts a minute, counted in the database`, async () => {
    const app = accountsApp(use());
    const attempt = () =>
      new Browser(app).post("/api/auth/sign-in/email", {
        email: "guess@example.co.uk",
        password: "guess-123",
      });
    for (let i = 1; i <= signInAttemptsPerMinute; i += 1)
      expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too many requests. Please try again later." });
    expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    // The count lives in the shared table, so another instance over the same database agrees.
    const [row] = await use()
      .db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "127.0.0.1|/sign-in/email"));
    expect(row?.count).toBe(signInAttemptsPerMinute);
    const other = accountsApp(use());
    const fromOther = await new Browser(other).post("/api/auth/sign-in/email", {
      email: "guess@example.co.uk",
      password: "guess-123",
    });
    expect(fromOther.status).toBe(429);
  });
});
