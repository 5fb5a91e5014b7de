import { emailAddressProblem } from "./email-address.ts";
import type { FieldErrors } from "./form-fields.ts";

// spec/storefront.md §5, §8: the footer's newsletter sign-up. This module reaches the browser on
// every page, so it has no zod; the server's schema is in newsletter-schema.ts.

export const newsletterMessages = {
  invalidEmail: "Please enter a valid email address",
  success: "Successfully subscribed to our newsletter!",
  failure: "Failed to subscribe. Please try again.",
  busy: "Subscribing...",
} as const;

/**
 * The footer form's own check before it sends, NewsletterSchema's rule without zod (decision 016: the
 * footer is on every page, and zod would be a quarter of its JavaScript).
 */
export function checkNewsletter(fields: Record<string, string>): FieldErrors {
  const problem = emailAddressProblem(
    (fields["email"] ?? "").trim(),
    newsletterMessages.invalidEmail,
  );
  return problem ? { email: problem } : {};
}
