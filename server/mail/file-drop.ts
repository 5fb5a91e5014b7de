import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailTransport, OutgoingMail } from "./mail-sender.server.ts";

// MAIL_DROP_DIR: outgoing mail written as .eml files to a folder instead of being sent, like
// Rails' file delivery. For development (open the file in a mail program, or read it) and for
// browser tests, which cannot open the embedded database while the shop holds it.

/** A header value on one line: no CR/LF (no header injection), non-ASCII as RFC 2047 words. */
function headerValue(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, " ");
  if (/^[\x20-\x7e]*$/.test(oneLine)) return oneLine;
  return `=?UTF-8?B?${Buffer.from(oneLine, "utf8").toString("base64")}?=`;
}

/** The body part: 8-bit UTF-8 text with CRLF line ends, readable as it is (links unbroken). */
function part(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    "Content-Transfer-Encoding: 8bit",
    "",
    body.replace(/\r?\n/g, "\r\n"),
  ].join("\r\n");
}

/** One message in Internet Message Format (RFC 5322 with MIME), as a mail program opens it. */
export function formatEml(message: OutgoingMail, date = new Date()): string {
  const headers = [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@tradewear.mail-drop>`,
    "MIME-Version: 1.0",
  ];
  const body = bodyOf(message);
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return [...headers, body, ""].join("\r\n");
  // Issue 14.5: files go in a multipart/mixed message after the text.
  const boundary = `tradewear-mixed-${randomBytes(12).toString("hex")}`;
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    body,
    ...attachments.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.contentType}; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      (file.content.toString("base64").match(/.{1,76}/g) ?? []).join("\r\n"),
    ]),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** The text, or the text and the HTML as alternatives, with their own headers. */
function bodyOf(message: OutgoingMail): string {
  if (!message.html) return part("text/plain", message.text);
  const boundary = `tradewear-${randomBytes(12).toString("hex")}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    part("text/plain", message.text),
    `--${boundary}`,
    part("text/html", message.html),
    `--${boundary}--`,
  ].join("\r\n");
}

/**
 * A `MailTransport` writing each message to `directory` as `<time>-<random>.eml`. Names sort by
 * time; each file appears whole (written aside, then renamed), so a reader never sees half a mail.
 */
export function fileDropTransport(directory: string): MailTransport {
  return {
    async send(message) {
      await mkdir(directory, { recursive: true });
      const now = new Date();
      const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temporary = path.join(directory, `.${name}.tmp`);
      await writeFile(temporary, formatEml(message, now), "utf8");
      await rename(temporary, path.join(directory, name));
    },
  };
}
