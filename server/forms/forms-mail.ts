import type { ContactMessage } from "#core/forms/contact.ts";
import type { DesignSubmission } from "#core/forms/design-submission.ts";
import type { Config } from "#server/config/env.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { StoredDesign } from "#server/files/files.server.ts";
import type { NewMail } from "./forms-queries.ts";

// The e-mails the public forms write to the outbox. Plain text only: what a visitor typed is
// never put into HTML, so markup in a message reaches the inbox as harmless text.

const serviceLabels = { embroidery: "Embroidery", printing: "Printing" } as const;

/** To the shop's inbox (SHOP_INBOX): a message from the contact form. */
export function contactMail(config: Config, message: ContactMessage): NewMail {
  const name = `${message.firstName} ${message.lastName}`;
  return {
    toAddress: config.shopInbox,
    subject: `Contact form: ${message.subject}`,
    template: "contact_message",
    textBody: [
      `A message from the contact form on ${config.publicUrl}/contact-us`,
      "",
      `From: ${name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone ?? "not given"}`,
      `Subject: ${message.subject}`,
      "",
      message.message,
      "",
      `Reply to ${message.email} within 1 working day.`,
    ].join("\n"),
  };
}

/** To the shop's inbox: a design sent for a quote, with a link to download the file. */
export function designMail(
  config: Config,
  submission: DesignSubmission,
  design: StoredDesign | null,
): NewMail {
  const service = serviceLabels[submission.serviceType];
  return {
    toAddress: config.shopInbox,
    subject: `Design quote request: ${service}, ${submission.quantity} items, from ${submission.contactName}`,
    template: "design_submission",
    textBody: [
      `A design was sent for a quote from ${config.publicUrl}/pricing`,
      "",
      `Service: ${service}`,
      `Quantity: ${submission.quantity}`,
      `Name: ${submission.contactName}`,
      `E-mail: ${submission.contactEmail}`,
      "",
      design
        ? `Design file: ${design.name} (${Math.max(1, Math.round(design.sizeBytes / 1024))} KB), download: ${config.publicUrl}/files/${design.id}`
        : "Design file: none attached (the customer may send it by e-mail).",
      "",
      "Additional notes:",
      submission.additionalNotes === "" ? "(none)" : submission.additionalNotes,
      "",
      "We promise a reply within 24-48 hours.",
    ].join("\n"),
  };
}

/** To a new subscriber: what they signed up for and the link that takes them off the list. */
export function newsletterWelcomeMail(
  config: Config,
  email: string,
  unsubscribeUrl: string,
  shop: Pick<ShopSettings, "tradingName">,
): NewMail {
  const name = shop.tradingName;
  return {
    toAddress: email,
    subject: `Welcome to the ${name} newsletter`,
    template: "newsletter_welcome",
    textBody: [
      `Thank you for subscribing to the ${name} newsletter.`,
      "",
      "About once a month we will send you new products, trade offers and workwear news.",
      "We never share your e-mail address with other companies.",
      "",
      "If you did not ask for this, or change your mind, unsubscribe here at any time:",
      unsubscribeUrl,
      "",
      `${name} — ${config.publicUrl}`,
    ].join("\n"),
  };
}
