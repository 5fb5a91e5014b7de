import { createHmac, randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  newClient,
  postJson,
  publicUrl,
  storedCounts,
  useFormsFixture,
} from "./forms-test-support.ts";
import { unsubscribeNewsletter } from "./newsletter.server.ts";

const path = "/api/functions/subscribe-newsletter";

describeWithDatabase("the newsletter sign-up and unsubscribe link", (use) => {
  const fixture = useFormsFixture(use);

  const subscriber = (email: string) =>
    use()
      .db.select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

  const mailTo = (email: string) =>
    use()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));

  /** The unsubscribe link's token from the newest welcome e-mail to `email`. */
  async function tokenFromWelcome(email: string): Promise<string> {
    const [mail] = await mailTo(email);
    const link = /https:\/\/\S+\/newsletter\/unsubscribe\?token=(\S+)/.exec(mail?.textBody ?? "");
    if (!link?.[1]) throw new Error("no unsubscribe link in the welcome e-mail");
    expect(link[0].startsWith(`${publicUrl}/newsletter/unsubscribe?token=`)).toBe(true);
    return link[1];
  }

  it("adds the address once and sends a welcome e-mail with an unsubscribe link", async () => {
    const response = await postJson(fixture().app, path, { email: "  Sam@Builders.co.uk " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await subscriber("sam@builders.co.uk");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Sam@Builders.co.uk", unsubscribedAt: null });
    const [mail] = await mailTo("Sam@Builders.co.uk");
    expect(mail).toMatchObject({
      subject: "Welcome to the Tradewear newsletter",
      template: "newsletter_welcome",
      status: "pending",
    });
    expect(mail?.textBody).toMatch(/unsubscribe/i);
    await tokenFromWelcome("Sam@Builders.co.uk");
  });

  it("answers a second sign-up of the same address in another case with success, keeping one row and sending no second e-mail", async () => {
    await postJson(fixture().app, path, { email: "dana@example.co.uk" });
    const before = await storedCounts(fixture());
    const again = await postJson(fixture().app, path, { email: "DANA@EXAMPLE.CO.UK" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(await subscriber("dana@example.co.uk")).toHaveLength(1);
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("unsubscribes through the link in the e-mail, and a later sign-up puts the address back", async () => {
    await postJson(fixture().app, path, { email: "lee@example.co.uk" });
    const token = await tokenFromWelcome("lee@example.co.uk");

    expect(await unsubscribeNewsletter(fixture().services, token)).toBe("unsubscribed");
    const [gone] = await subscriber("lee@example.co.uk");
    expect(gone?.unsubscribedAt).toBeInstanceOf(Date);
    // Opening the link twice changes nothing more.
    expect(await unsubscribeNewsletter(fixture().services, token)).toBe("unsubscribed");
    const [still] = await subscriber("lee@example.co.uk");
    expect(still?.unsubscribedAt).toEqual(gone?.unsubscribedAt);

    const back = await postJson(fixture().app, path, { email: "Lee@example.co.uk" });
    expect(back.status).toBe(200);
    const rows = await subscriber("lee@example.co.uk");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).toBeNull();
    // Welcomed again, at the address on the list.
    expect(await mailTo("lee@example.co.uk")).toHaveLength(2);
  });

  it("refuses forged, altered and malformed tokens, leaving the subscriber on the list", async () => {
    await postJson(fixture().app, path, { email: "kim@example.co.uk" });
    const token = await tokenFromWelcome("kim@example.co.uk");
    const [id = "", signature = ""] = token.split(".");
    const otherSecret = createHmac("sha256", "another-secret-another-secret-12345")
      .update(`newsletter-unsubscribe:${id}`)
      .digest("base64url");
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const forged = [
      `${id}.${flipped}`,
      `${id}.${otherSecret}`,
      `${randomUUID()}.${signature}`,
      `${id}.`,
      id,
      `${id}.${signature}.extra`,
      "",
      null,
    ];
    for (const attempt of forged) {
      expect(await unsubscribeNewsletter(fixture().services, attempt)).toBe("invalid");
    }
    const [row] = await subscriber("kim@example.co.uk");
    expect(row?.unsubscribedAt).toBeNull();
  });

  it.each([[""], ["   "], ["no-at-sign.co.uk"], ["a@"], ["@example.co.uk"], [undefined]])(
    "refuses the address %j with 'Please enter a valid email address' and stores nothing",
    async (email) => {
      const before = await storedCounts(fixture());
      const response = await postJson(fixture().app, path, { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "Please enter a valid email address",
        field: "email",
      });
      expect(await storedCounts(fixture())).toEqual(before);
    },
  );

  it("refuses an address longer than 254 characters", async () => {
    const response = await postJson(fixture().app, path, {
      email: `${"a".repeat(250)}@example.co.uk`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "email" });
  });

  it("refuses a bad address with the spec's words, and sends a browser without JavaScript back to say so", async () => {
    const json = await postJson(fixture().app, path, { email: "not-an-address" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      field: "email",
      error: "Please enter a valid email address",
    });
    const page = await fixture().app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        "x-forwarded-for": newClient(),
      },
      body: new URLSearchParams({ email: "not-an-address" }).toString(),
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/?newsletter=invalid#newsletter");
  });

  it("answers a filled-in honeypot with success and stores nothing", async () => {
    const before = await storedCounts(fixture());
    const response = await postJson(fixture().app, path, {
      email: "robot@spam.test",
      website: "https://spam.test",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("allows 5 sign-ups in 10 minutes from one address, then answers 429", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postJson(
        fixture().app,
        path,
        { email: `r${attempt}@example.co.uk` },
        client,
      );
      expect(response.status).toBe(200);
    }
    const before = await storedCounts(fixture());
    const refused = await postJson(fixture().app, path, { email: "r6@example.co.uk" }, client);
    expect(refused.status).toBe(429);
    expect(await storedCounts(fixture())).toEqual(before);
  });
});
