import { desc } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactMessages, mailOutbox } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  newClient,
  postJson,
  shopInbox,
  storedCounts,
  useFormsFixture,
} from "./forms-test-support.ts";

const path = "/api/functions/submit-contact";

const good = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@shahbuild.co.uk",
  phone: "0113 496 0321",
  subject: "Quote or bulk order",
  message: "Could you quote for 40 hi-vis vests with our logo?\nThanks, Priya",
};

describeWithDatabase("the contact form endpoint", (use) => {
  const fixture = useFormsFixture(use);

  it("keeps the message and e-mails it to the shop's inbox as plain text", async () => {
    const before = await storedCounts(fixture());
    const message =
      'Hello <script>alert("x")</script> <b>bold</b> & <a href="http://evil.test">x</a>';
    const response = await postJson(fixture().app, path, { ...good, message });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const { db } = use();
    const [row] = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
    expect(row).toMatchObject({ ...good, message, handledAt: null });
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(mail).toMatchObject({
      toAddress: shopInbox,
      subject: "Contact form: Quote or bulk order",
      template: "contact_message",
      status: "pending",
      htmlBody: null,
    });
    expect(mail?.textBody).toContain(message);
    expect(mail?.textBody).toContain("Priya Shah");
    expect(mail?.textBody).toContain("priya@shahbuild.co.uk");
    expect(await storedCounts(fixture())).toMatchObject({
      contactMessages: before.contactMessages + 1,
      mail: before.mail + 1,
    });
  });

  it("keeps a message without a phone number, and a subject typed over two lines as one", async () => {
    const response = await postJson(fixture().app, path, {
      ...good,
      phone: "",
      subject: "Delivery\r\nBcc: someone@example.com",
    });
    expect(response.status).toBe(200);
    const { db } = use();
    const [row] = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
    expect(row).toMatchObject({ phone: null, subject: "Delivery Bcc: someone@example.com" });
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe("Contact form: Delivery Bcc: someone@example.com");
  });

  it.each([
    ["firstName", { firstName: "" }, "Please enter your first name"],
    ["firstName", { firstName: undefined }, "Please enter your first name"],
    ["lastName", { lastName: "   " }, "Please enter your last name"],
    ["lastName", { lastName: "x".repeat(101) }, "Last name must be at most 100 characters"],
    ["email", { email: "" }, "Please enter a valid email address"],
    ["email", { email: "priya.shahbuild.co.uk" }, "Please enter a valid email address"],
    ["email", { email: "priya@" }, "Please enter a valid email address"],
    ["phone", { phone: "call me" }, "Please enter a valid phone number, e.g. 0113 496 0000"],
    ["subject", { subject: "" }, "Please choose a subject"],
    ["subject", { subject: "s".repeat(151) }, "Subject must be at most 150 characters"],
    ["message", { message: "" }, "Please enter your message"],
    ["message", { message: "m".repeat(5001) }, "Message must be at most 5000 characters"],
  ])(
    "refuses a bad %s (%j) with 400 and the field, storing nothing",
    async (field, change, error) => {
      const before = await storedCounts(fixture());
      const response = await postJson(fixture().app, path, { ...good, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error, field });
      expect(await storedCounts(fixture())).toEqual(before);
    },
  );

  it("names every bad field at once, so the page can mark them all", async () => {
    const response = await postJson(fixture().app, path, { email: "nope" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { field: string; fieldErrors: object };
    expect(body.field).toBe("firstName");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      ["email", "firstName", "lastName", "message", "subject"].sort(),
    );
  });

  it("refuses a body that is not a JSON object", async () => {
    const before = await storedCounts(fixture());
    for (const body of ["{not json", "[1,2]", "null"]) {
      const response = await fixture().app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newClient() },
        body,
      });
      expect(response.status).toBe(400);
    }
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("answers a filled-in honeypot with success and stores nothing", async () => {
    const before = await storedCounts(fixture());
    const response = await postJson(fixture().app, path, { ...good, website: "http://spam.test" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("allows 5 messages in 10 minutes from one address, then answers 429", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await postJson(fixture().app, path, good, client)).status).toBe(200);
    }
    const before = await storedCounts(fixture());
    const refused = await postJson(fixture().app, path, good, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("Please wait") });
    expect(await storedCounts(fixture())).toEqual(before);
    // Someone else is not held up.
    expect((await postJson(fixture().app, path, good, newClient())).status).toBe(200);
  });

  it("sends a browser without JavaScript back to the page with the outcome", async () => {
    const before = await storedCounts(fixture());
    const post = (fields: Record<string, string>) =>
      fixture().app.request(path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html,application/xhtml+xml",
          "x-forwarded-for": newClient(),
        },
        body: new URLSearchParams(fields).toString(),
      });
    const sent = await post({ ...good });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/contact-us?contact=sent#contact-form");
    const failed = await post({ ...good, email: "nope" });
    expect(failed.headers.get("location")).toBe("/contact-us?contact=invalid#contact-form");
    expect(await storedCounts(fixture())).toMatchObject({
      contactMessages: before.contactMessages + 1,
    });
  });
});
