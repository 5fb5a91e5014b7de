import type { MailAttachment } from "#server/db/schema/index.ts";
import type { NewMail } from "#server/orders/order-records-queries.ts";
import type { InvoiceRow } from "./invoices.server.ts";

// Issue 14.5: an order e-mail carrying one of the order's documents. The outbox row names the
// document (made when the mail is sent, server/mail/mail-sender.server.ts) and the text says what
// is attached, in the paragraph after the greeting's.

type Attachable = Pick<NewMail, "textBody"> & { attachments?: MailAttachment[] };

/** The mail with `caption` as its second paragraph and the document attached. */
export function withDocument<M extends Attachable>(
  mail: M,
  attachment: MailAttachment,
  caption: string,
): M & { attachments: MailAttachment[] } {
  const paragraphs = mail.textBody.split("\n\n");
  paragraphs.splice(Math.min(2, paragraphs.length), 0, caption);
  return {
    ...mail,
    textBody: paragraphs.join("\n\n"),
    attachments: [...(mail.attachments ?? []), attachment],
  };
}

/** "Your VAT invoice INV-000001 is attached (PDF)." and the like, for an issued document. */
export function issuedCaption(issued: InvoiceRow): string {
  if (issued.kind === "credit_note")
    return `Credit note ${issued.number}, which cancels your invoice, is attached (PDF).`;
  const title = issued.seller.vatNumber ? "VAT invoice" : "invoice";
  return `Your ${title} ${issued.number} is attached (PDF).`;
}

/** An issued document's attachment. */
export function issuedAttachment(issued: InvoiceRow): MailAttachment {
  return {
    orderId: issued.orderId,
    document: issued.kind === "credit_note" ? "credit_note" : "invoice",
  };
}
