import { ContactSchema } from "#core/forms/contact.ts";
import { parseFormFields } from "#core/forms/form-fields.ts";
import { isHoneypotFilled } from "#core/forms/honeypot.ts";
import { contactMail } from "./forms-mail.ts";
import { insertContactMessage, insertMail } from "./forms-queries.ts";
import { sendMailAfterCommit, type FormOutcome, type FormServices } from "./form-outcome.ts";

// spec/storefront.md §2 /contact-us, §7 submit-contact: the message is kept in contact_messages
// and e-mailed to the shop's inbox (SHOP_INBOX), both in one transaction; the mail goes after.

export async function submitContact(
  services: FormServices,
  fields: Record<string, unknown>,
): Promise<FormOutcome> {
  if (isHoneypotFilled(fields)) return { ok: true, isStored: false };
  const parsed = parseFormFields(ContactSchema, fields);
  if (!parsed.ok) return { status: 400, ...parsed };
  const message = parsed.data;
  const id = await services.database.db.transaction(async (tx) => {
    const messageId = await insertContactMessage(tx, {
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    });
    await insertMail(tx, contactMail(services.config, message));
    return messageId;
  });
  services.logger.info({ contactMessageId: id }, "contact message received");
  await sendMailAfterCommit(services, "contact");
  return { ok: true, isStored: true };
}
