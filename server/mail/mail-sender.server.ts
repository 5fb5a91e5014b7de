import { createTransport, type Transporter } from "nodemailer";
import type { AppServices } from "#server/context.ts";
import { renderInvoicePdf } from "#server/invoices/invoice-pdf.ts";
import { orderDocumentById } from "#server/invoices/invoices.server.ts";
import { quoteDocumentById } from "#server/quotes/quote-document.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { readStoredBytes } from "#server/files/files.server.ts";
import { lineMockup, orderLineAt } from "#server/mockups/order-mockups.server.ts";
import { fileDropTransport } from "./file-drop.ts";
import {
  claimNextMail,
  listPendingMail,
  markMailAttemptFailed,
  markMailSent,
  type MailRow,
} from "./mail-queries.ts";

// DESIGN §1, §6: mail is written to mail_outbox inside the business transaction and sent from
// here, after the commit. With SMTP_URL set the rows go out through nodemailer (one transport per
// process, built on first use); in the embedded default the outbox table is the mailbox (readable
// in the admin) and the rows stay pending.

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Issue 14.5: files sent with it (an invoice, pro-forma or credit note as PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Delivers one message or throws. */
export type MailTransport = { send(message: OutgoingMail): Promise<void> };

export type SendResult = { sent: number; failed: number; pending: number };

export const maxMailAttempts = 5;
const batchSize = 50;

/**
 * Issue 19.4: how long a sender holds a row it took. Several instances (and the requests of each)
 * send the one outbox, so each row is claimed before its send and released by its outcome. A lease
 * rather than a row lock held through the send: the send can take minutes (nodemailer waits up to
 * 2 min to connect and 10 min on a silent server), and a transaction open that long would hold a
 * pooled connection — on PGlite, the only one, stalling the whole shop. A process that dies
 * holding a claim leaves the row to be sent again once the lease has run out. So the lease is
 * longer than a send can take: one still going after it may be sent twice (delivery stays at least
 * once, as when a process dies between sending and marking the row).
 */
export const mailClaimLeaseMs = 15 * 60_000;

/**
 * Sends the pending outbox rows with `transport` (none given: the SMTP transport when SMTP_URL is
 * set, else none and the rows stay pending) and marks each sent, or counts a failed attempt
 * (failed after `maxMailAttempts`). Each row is claimed just before its send, so rows another
 * sender holds are left to it, and a run tries each row once.
 */
export async function sendPendingMail(
  services: Pick<AppServices, "config" | "database" | "logger">,
  transport: MailTransport | null = configuredTransport(services),
): Promise<SendResult> {
  const { db } = services.database;
  if (!transport) {
    const rows = await listPendingMail(db, batchSize, maxMailAttempts);
    return { sent: 0, failed: 0, pending: rows.length };
  }
  const result: SendResult = { sent: 0, failed: 0, pending: 0 };
  const tried: string[] = [];
  while (tried.length < batchSize) {
    const row = await claimNextMail(db, {
      maxAttempts: maxMailAttempts,
      leaseMs: mailClaimLeaseMs,
      skipIds: tried,
    });
    if (!row) break;
    tried.push(row.id);
    try {
      await transport.send(await messageOf(services, row));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      services.logger.warn({ mailId: row.id, err: message }, "sending mail failed");
      await markMailAttemptFailed(db, row.id, message, maxMailAttempts);
      result.failed += 1;
      continue;
    }
    // Sent: a database error here is not a failed send; the row's lease runs out and it is
    // sent again (at least once).
    await markMailSent(db, row.id);
    result.sent += 1;
  }
  return result;
}

/**
 * The message a row holds, with its attachments made now from the stored records (issue 14.5). An
 * error making one fails the attempt, as a refused send does. A document the order no longer has
 * (a pro-forma of an order cancelled before its confirmation went) is left out, and logged.
 */
async function messageOf(
  services: Pick<AppServices, "config" | "database" | "logger">,
  row: MailRow,
): Promise<OutgoingMail> {
  const attachments = [];
  if (row.attachments.length > 0) {
    const settings = await getShopSettings(services.database);
    for (const attachment of row.attachments) {
      if (attachment.document === "mockup") {
        const mockup = await mailMockup(services, attachment.orderId, attachment.line);
        if (mockup) attachments.push(mockup);
        else services.logger.warn({ mailId: row.id, attachment }, "mock-up left out: none to draw");
        continue;
      }
      const found =
        attachment.document === "quote"
          ? await quoteDocumentById(
              services.database.db,
              attachment.quoteId,
              settings,
              services.config.invoiceSeller,
            )
          : await orderDocumentById(
              services.database.db,
              attachment.orderId,
              attachment.document,
              settings,
              services.config.invoiceSeller,
            );
      if (!found.ok) {
        services.logger.warn(
          { mailId: row.id, attachment, reason: found.reason },
          "attachment left out",
        );
        continue;
      }
      attachments.push({
        filename: found.document.fileName,
        contentType: "application/pdf",
        content: await renderInvoicePdf(found.document),
      });
    }
  }
  return {
    from: services.config.mailFrom,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

/** Issue 15.2: an order line's mock-up as an attachment, drawn and kept now if need be. */
async function mailMockup(
  services: Pick<AppServices, "config" | "database">,
  orderId: string,
  position: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const mockupServices = { db: services.database.db, dataDir: services.config.dataDir };
  const line = await orderLineAt(mockupServices.db, orderId, position);
  const file = line && (await lineMockup(mockupServices, line));
  const content = file && (await readStoredBytes(services.config.dataDir, file));
  return content ? { filename: file.originalName, contentType: "image/png", content } : null;
}

/** A `MailTransport` over a nodemailer transporter (SMTP in production, JSON/stream in tests). */
export function nodemailerTransport(transporter: Transporter): MailTransport {
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

let smtp: { url: string; transporter: Transporter; transport: MailTransport } | undefined;
let loggedOutboxOnly = false;

function configuredTransport(
  services: Pick<AppServices, "config" | "logger">,
): MailTransport | null {
  // MAIL_DROP_DIR: mail goes to .eml files instead (server/mail/file-drop.ts).
  if (services.config.mailDropDir) return fileDropTransport(services.config.mailDropDir);
  const url = services.config.smtpUrl;
  if (!url) {
    if (!loggedOutboxOnly) {
      loggedOutboxOnly = true;
      services.logger.debug("SMTP_URL is not set: mail stays in the outbox");
    }
    return null;
  }
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    const transporter = createTransport(url);
    smtp = { url, transporter, transport: nodemailerTransport(transporter) };
  }
  return smtp.transport;
}

/** Closes the SMTP transport, if one was built (on shutdown). */
export function closeMailTransport(): void {
  smtp?.transporter.close();
  smtp = undefined;
}
