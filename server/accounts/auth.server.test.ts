import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { profiles, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  accountsApp,
  Browser,
  linkIn,
  newestMailTo,
  publicUrl,
  signUpBody,
  testConfig,
} from "./accounts-test-support.ts";
import { alreadyRegisteredMessage } from "./auth.server.ts";

// Issue 5: sign-up, e-mail confirmation, sign-in, sign-out and the session, through the real HTTP
// app (createApp) over a real database, as the /auth page and the header use them.

describeWithDatabase("accounts over HTTP", (use) => {
  let app: ReturnType<typeof accountsApp>;
  beforeAll(() => {
    app = accountsApp(use());
  });

  const userCount = async () => (await use().db.select({ n: count() }).from(users))[0]?.n;

  it("signs up, e-mails a confirmation link, refuses sign-in until it is followed, then signs in", async () => {
    const browser = new Browser(app);
    const signUp = await browser.post("/api/auth/sign-up/email", signUpBody("sam@example.co.uk"));
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({
      token: null,
      user: { email: "sam@example.co.uk" },
    });
    expect(await browser.session()).toBeNull();

    const mail = await newestMailTo(use(), "sam@example.co.uk");
    expect(mail).toMatchObject({ subject: "Confirm your Tradewear account", status: "pending" });
    const link = linkIn(mail!.textBody);
    expect(link.startsWith(`${publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const early = await browser.post("/api/auth/sign-in/email", {
      email: "sam@example.co.uk",
      password: "site-boots-42",
    });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(await browser.session()).toBeNull();

    const confirm = await browser.request(link.slice(publicUrl.length));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/auth?confirmed=1");

    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: "Sam@Example.co.uk",
      password: "site-boots-42",
    });
    expect(signIn.status).toBe(200);
    expect(await browser.session()).toMatchObject({
      user: { email: "sam@example.co.uk", role: "customer", emailVerified: true },
    });
    // The pages are handed the same viewer, read from the session on the server.
    expect(await (await browser.request("/delivery-information")).json()).toMatchObject({
      email: "sam@example.co.uk",
      name: "Sam Builder",
      role: "customer",
      emailVerified: true,
    });
  });

  it("refuses a wrong password with the server's message", async () => {
    const response = await new Browser(app).post("/api/auth/sign-in/email", {
      email: "sam@example.co.uk",
      password: "wrong-password",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid email or password" });
  });

  it("gives every new account a profile: name split in two, company and phone kept", async () => {
    const browser = new Browser(app);
    const response = await browser.post(
      "/api/auth/sign-up/email",
      signUpBody("jo@example.co.uk", {
        name: "Jo Anne Smith",
        companyName: "  Smith Scaffolding Ltd ",
        phone: "01632 960456",
      }),
    );
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const [profile] = await use().db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      firstName: "Jo",
      lastName: "Anne Smith",
      companyName: "Smith Scaffolding Ltd",
      phone: "01632 960456",
    });
  });

  it("refuses a second sign-up with a known address, in any letter case, and writes nothing", async () => {
    const before = await userCount();
    const response = await new Browser(app).post(
      "/api/auth/sign-up/email",
      signUpBody("SAM@example.co.uk"),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: "USER_ALREADY_EXISTS",
      message: alreadyRegisteredMessage,
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["no e-mail", { name: "Sam", password: "site-boots-42" }, /email/i],
    ["a malformed e-mail", signUpBody("not-an-address"), /email/i],
    [
      "a 5-character password",
      signUpBody("short@example.co.uk", { password: "abcde" }),
      /password/i,
    ],
    ["a name that is no text", signUpBody("noname@example.co.uk", { name: 42 }), /^name must be/],
    [
      "a phone that is no number",
      signUpBody("phone@example.co.uk", { phone: "call me" }),
      /^phone must be a telephone number/,
    ],
  ])(
    "answers 400 to a sign-up with %s, naming the field, and writes nothing",
    async (_, body, message) => {
      const before = await userCount();
      const response = await new Browser(app).post("/api/auth/sign-up/email", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      expect(await userCount()).toBe(before);
    },
  );

  it("never lets a sign-up or a profile update choose the role", async () => {
    const browser = new Browser(app);
    const response = await browser.post(
      "/api/auth/sign-up/email",
      signUpBody("sneaky@example.co.uk", { role: "admin" }),
    );
    expect(response.status).toBe(200);
    const [row] = await use()
      .db.select({ role: users.role })
      .from(users)
      .where(eq(users.email, "sneaky@example.co.uk"));
    expect(row?.role).toBe("customer");
  });

  it("ends the session on sign-out, for the cookie's every later use", async () => {
    const browser = new Browser(app);
    await browser.post("/api/auth/sign-in/email", {
      email: "sam@example.co.uk",
      password: "site-boots-42",
    });
    expect(await browser.session()).not.toBeNull();
    const stolenCookie = `tradewear.session_token=${browser.cookieValue("tradewear.session_token")}`;

    const updateRole = await browser.post("/api/auth/update-user", { role: "admin" });
    expect(updateRole.status).toBe(400);
    expect((await browser.session())?.user.role).toBe("customer");

    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await browser.session()).toBeNull();
    const replay = await app.request(`${publicUrl}/api/auth/get-session`, {
      headers: { cookie: stolenCookie },
    });
    expect(await replay.json()).toBeNull();
  });

  it("sets a Secure session cookie when PUBLIC_URL is https, and a plain one over http", async () => {
    const signIn = (app: ReturnType<typeof accountsApp>, origin: string) =>
      app.request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ email: "sam@example.co.uk", password: "site-boots-42" }),
      });
    const https = accountsApp(use(), { ...testConfig, publicUrl: "https://shop.test" });
    const secure = (await signIn(https, "https://shop.test")).headers.getSetCookie()[0];
    expect(secure).toMatch(/^__Secure-tradewear\.session_token=/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; HttpOnly/);
    const plain = (await signIn(app, publicUrl)).headers.getSetCookie()[0];
    expect(plain).toMatch(/^tradewear\.session_token=/);
    expect(plain).not.toMatch(/; Secure/);
  });
});

// A database of its own: sign-ups are limited per address and minute, and the block above uses
// its allowance.
describeWithDatabase("signing up without a name", (use) => {
  let app: ReturnType<typeof accountsApp>;
  beforeAll(() => {
    app = accountsApp(use());
  });

  it("signs up without a name (spec/back-office.md §5 asks only e-mail and password): no name, no guessed one", async () => {
    for (const [email, extra] of [
      ["nameless@example.co.uk", { name: undefined }],
      ["blank@example.co.uk", { name: "  ", firstName: " ", lastName: "" }],
    ] as const) {
      const browser = new Browser(app);
      const response = await browser.post("/api/auth/sign-up/email", signUpBody(email, extra));
      expect(response.status, email).toBe(200);
      const { user } = (await response.json()) as { user: { id: string; name: string } };
      expect(user.name).toBe("");
      const [profile] = await use().db.select().from(profiles).where(eq(profiles.id, user.id));
      expect(profile).toMatchObject({ firstName: null, lastName: null });
      // The confirmation mail greets without a name.
      expect((await newestMailTo(use(), email))?.textBody).toMatch(/^Hello,/);
    }
  });
});
