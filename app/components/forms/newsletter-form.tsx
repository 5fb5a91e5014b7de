import { MailIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { checkNewsletter, newsletterMessages } from "#core/forms/newsletter.ts";
import { FormStatusNotice } from "./form-status-notice.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { usePublicForm } from "./use-public-form.ts";

// spec/storefront.md §2 (footer sign-up), §4 ('Subscribing...'), §5, §8. The wording says what
// subscribers get, how to leave and where the privacy notice is (UK GDPR / PECR: consent must
// be informed, and leaving as easy as joining).

const url = "/api/functions/subscribe-newsletter";

/** The footer's newsletter band, on the footer's navy. */
export function NewsletterSignup() {
  const { formProps, isBusy, errors } = usePublicForm({
    url,
    check: checkNewsletter,
    messages: newsletterMessages,
  });
  const error = errors["email"];
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="border-b border-white/10"
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-12">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950 sm:flex">
            <MailIcon className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="newsletter-heading" className="text-xl font-semibold tracking-tight text-white">
              Trade offers and new arrivals, once a month
            </h2>
            <p className="mt-1.5 text-sm leading-6 text-brand-200">
              Join our newsletter for new products, trade-only offers and workwear news.
            </p>
          </div>
        </div>
        {/* noValidate from the first byte: the spec's message, never the browser's, even for a
            click before the scripts run (the server refuses it with the same words). */}
        <form {...formProps} noValidate aria-labelledby="newsletter-heading" className="relative">
          <HoneypotField idPrefix="newsletter" />
          {/* Not "E-mail …", so a page's own E-mail field (checkout) is the only one labelled so. */}
          <label htmlFor="newsletter-email" className="sr-only">
            Newsletter email address
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="Your e-mail address"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${error ? "newsletter-email-error " : ""}newsletter-consent`}
              className="h-11 border-white/20 bg-white sm:flex-1"
            />
            <Button type="submit" variant="accent" className="h-11 px-6" disabled={isBusy}>
              {isBusy ? newsletterMessages.busy : "Subscribe"}
            </Button>
          </div>
          {error && (
            <p id="newsletter-email-error" className="mt-2 text-sm font-medium text-red-200">
              {error}
            </p>
          )}
          <FormStatusNotice
            form="newsletter"
            messages={{ ...newsletterMessages, invalid: newsletterMessages.invalidEmail }}
            className="mt-3"
          />
          <p id="newsletter-consent" className="mt-3 text-xs leading-5 text-brand-200">
            By subscribing you agree to receive our marketing e-mails. We never share your address,
            and every e-mail has a link to unsubscribe at any time. Read how we use your details in
            our{" "}
            <Link
              to="/privacy#newsletter"
              className="font-medium text-white underline underline-offset-2"
            >
              privacy notice
            </Link>
            .
          </p>
        </form>
      </div>
    </section>
  );
}
