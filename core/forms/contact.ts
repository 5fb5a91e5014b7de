import { z } from "zod";
import { emailAddress, optionalLine, paragraph, requiredLine } from "./form-fields.ts";

// spec/storefront.md §3 (contact message), §5 (first and last name, e-mail, subject and message
// required; phone optional), §8 (messages).

export const contactMessages = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
  busy: "Sending...",
} as const;

/** The subjects offered in the form's list; the server accepts any short subject line. */
export const contactSubjects = [
  "Product or stock question",
  "Quote or bulk order",
  "Embroidery or printing",
  "An existing order",
  "Returns or exchanges",
  "Credit account",
  "Something else",
] as const;

export const contactLimits = { name: 100, phone: 40, subject: 150, message: 5000 } as const;

export const ContactSchema = z.object({
  firstName: requiredLine("Please enter your first name", "First name", contactLimits.name),
  lastName: requiredLine("Please enter your last name", "Last name", contactLimits.name),
  email: emailAddress("Please enter a valid email address"),
  phone: optionalLine("Phone", contactLimits.phone).refine(
    (value) => value === undefined || /^\+?[\d ()-]{6,}$/.test(value),
    "Please enter a valid phone number, e.g. 0113 496 0000",
  ),
  subject: requiredLine("Please choose a subject", "Subject", contactLimits.subject),
  message: paragraph("Message", contactLimits.message, "Please enter your message"),
});

export type ContactMessage = z.output<typeof ContactSchema>;
