import { SendIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  contactLimits,
  contactMessages,
  ContactSchema,
  contactSubjects,
} from "#core/forms/contact.ts";
import { cn } from "#app/lib/utils.ts";
import { formErrors } from "#core/forms/form-fields.ts";
import { controlClass, FormField, TextField } from "./form-field.tsx";
import { FormStatusNotice } from "./form-status-notice.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { usePublicForm } from "./use-public-form.ts";

// spec/storefront.md §2 /contact-us, §4 ('Sending...'), §5 (first and last name, e-mail, subject
// and message required, phone optional), §8 (messages).

const url = "/api/functions/submit-contact";
const idPrefix = "contact";

export function ContactForm() {
  const { formProps, isBusy, errors } = usePublicForm({
    url,
    check: (fields) => formErrors(ContactSchema, fields),
    messages: contactMessages,
  });
  const field = (name: string) => ({ idPrefix, name, error: errors[name] });
  return (
    <form {...formProps} aria-labelledby="contact-form" className="relative space-y-5">
      <HoneypotField idPrefix={idPrefix} />
      <FormStatusNotice form="contact" messages={contactMessages} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field("firstName")}
          label="First name"
          type="text"
          required
          maxLength={contactLimits.name}
          autoComplete="given-name"
        />
        <TextField
          {...field("lastName")}
          label="Last name"
          type="text"
          required
          maxLength={contactLimits.name}
          autoComplete="family-name"
        />
        <TextField
          {...field("email")}
          label="E-mail address"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          {...field("phone")}
          label="Phone"
          isOptional
          hint="If you would like us to call you back."
          type="tel"
          maxLength={contactLimits.phone}
          autoComplete="tel"
        />
      </div>
      <FormField {...field("subject")} label="Subject">
        {(control) => (
          <select {...control} required defaultValue="" className={cn(controlClass, "h-11")}>
            <option value="" disabled>
              Choose a subject
            </option>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        {...field("message")}
        label="Message"
        hint="Include your order number, product codes or quantities if you have them."
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={6}
            maxLength={contactLimits.message}
            className={cn(controlClass, "py-2.5 leading-6")}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-slate-600 sm:max-w-sm">
          We use your details only to answer your message. See our{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            privacy notice
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={isBusy} className="sm:min-w-44">
          <SendIcon aria-hidden />
          {isBusy ? contactMessages.busy : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
