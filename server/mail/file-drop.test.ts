import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { expect, it } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { formatEml } from "./file-drop.ts";
import { sendPendingMail } from "./mail-sender.server.ts";

describeWithDatabase("MAIL_DROP_DIR", (use) => {
  it("writes each pending message as an .eml file, links unbroken, and marks it sent", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "tw-mail-"));
    const parsed = parseConfig({ NODE_ENV: "test", MAIL_DROP_DIR: folder });
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const link = `https://shop.example.co.uk/api/auth/verify-email?token=${"a".repeat(300)}&callbackURL=%2Fauth`;
    await use()
      .db.insert(mailOutbox)
      .values({
        toAddress: "sam@example.co.uk",
        subject: "Confirm your account",
        textBody: `Hello,\n\n${link}\n`,
        template: "test",
      });

    const result = await sendPendingMail({
      config: parsed.config,
      database: use(),
      logger: pino({ level: "silent" }),
    });
    expect(result).toEqual({ sent: 1, failed: 0, pending: 0 });
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    const eml = readFileSync(path.join(folder, files[0]!), "utf8");
    expect(eml).toContain("To: sam@example.co.uk\r\n");
    expect(eml).toContain("Subject: Confirm your account\r\n");
    expect(eml).toContain(`\r\n${link}\r\n`);
    const [row] = await use().db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});

it("keeps a header on one line and encodes a subject that is not plain ASCII", () => {
  const eml = formatEml({
    from: "shop@tradewear.test",
    to: "sam@example.co.uk\r\nBcc: everyone@example.com",
    subject: "Your order — £12.50",
    text: "Thanks",
  });
  expect(eml).not.toMatch(/^Bcc:/m);
  expect(eml).toContain(
    `Subject: =?UTF-8?B?${Buffer.from("Your order — £12.50").toString("base64")}?=`,
  );
});

it("sends an attachment after the text, as a mail program opens it (issue 14.5)", () => {
  const pdf = Buffer.from(`%PDF-1.3\n${"x".repeat(200)}\n%%EOF`);
  const eml = formatEml({
    from: "shop@tradewear.test",
    to: "sam@example.co.uk",
    subject: "Your order",
    text: "Your VAT invoice INV-000001 is attached (PDF).",
    attachments: [
      { filename: "invoice-INV-000001.pdf", contentType: "application/pdf", content: pdf },
    ],
  });
  const boundary = /Content-Type: multipart\/mixed; boundary="([^"]+)"/.exec(eml)?.[1];
  expect(boundary).toBeDefined();
  const parts = eml.split(`--${boundary}`);
  // Preamble, the text, the file, and the closing "--".
  expect(parts).toHaveLength(4);
  expect(parts[1]).toContain("Content-Type: text/plain; charset=utf-8");
  expect(parts[1]).toContain("Your VAT invoice INV-000001 is attached (PDF).");
  const [headers, body] = parts[2]!.split("\r\n\r\n");
  expect(headers).toContain('Content-Disposition: attachment; filename="invoice-INV-000001.pdf"');
  expect(headers).toContain("Content-Transfer-Encoding: base64");
  expect(body!.split("\r\n").every((line) => line.length <= 76)).toBe(true);
  expect(Buffer.from(body!.replace(/\s+/g, ""), "base64").equals(pdf)).toBe(true);
  expect(parts[3]).toBe("--\r\n");
});
