import { z } from "zod";
import { emailAddress } from "./form-fields.ts";

// spec/storefront.md §5, §8: the footer's newsletter sign-up.

export const newsletterMessages = {
  invalidEmail: "Please enter a valid email address",
  success: "Successfully subscribed to our newsletter!",
  failure: "Failed to subscribe. Please try again.",
  busy: "Subscribing...",
} as const;

export const NewsletterSchema = z.object({
  email: emailAddress(newsletterMessages.invalidEmail),
});

export type NewsletterSubscription = z.output<typeof NewsletterSchema>;
