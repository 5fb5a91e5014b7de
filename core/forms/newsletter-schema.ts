import { z } from "zod";
import { emailAddress } from "./form-fields.ts";
import { newsletterMessages } from "./newsletter.ts";

// spec/storefront.md §5: the server's check of the footer's newsletter sign-up. The footer checks
// the same rule in the browser with checkNewsletter (newsletter.ts), which has no zod.

export const NewsletterSchema = z.object({
  email: emailAddress(newsletterMessages.invalidEmail),
});

export type NewsletterSubscription = z.output<typeof NewsletterSchema>;
