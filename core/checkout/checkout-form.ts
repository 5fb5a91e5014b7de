import { z } from "zod";
import {
  invalidUkPostcodeMessage,
  isUkPostcode,
  normaliseUkPostcode,
  UkPostcodeSchema,
} from "#core/address/uk-postcode.ts";
import { PoNumberSchema } from "#core/checkout/po-number.ts";

// Issue 4 item 5, DESIGN §5: the hosted checkout's form. The page checks it before posting and the
// action checks it again (the browser is never trusted); both use this one schema.

/** The same shape as server/db/schema/orders.ts PostalAddress. */
export type CheckoutAddress = {
  name: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  postcode: string;
  country: "GB";
  phone?: string;
};

/**
 * spec/storefront.md §9 (no web orders outside the UK; Europe and Ireland are unavailable), in the
 * words the shop uses everywhere else (footer, terms): issue 18.8. The checkout page shows the
 * shop's phone and e-mail beside it for an export order.
 */
export const outsideUkMessage =
  "We deliver to UK addresses only: we cannot take web orders for Europe, Ireland or elsewhere. For an export order, please call or e-mail our sales team.";

/** Issue 18.8: the checkout offers the United Kingdom and nothing else. */
export const checkoutCountries = [{ code: "GB", label: "United Kingdom" }] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const country = z
  .string()
  .optional()
  .refine((value) => value === undefined || value === "" || value === "GB", outsideUkMessage);

/**
 * The checkout form's fields, flat as they are posted. Billing fields are only read when
 * `billingSame` is not "on".
 */
export const CheckoutFormSchema = z
  .object({
    name: text("your name", 120),
    email: z
      .string({ error: "Enter your e-mail address" })
      .trim()
      .min(1, "Enter your e-mail address")
      .max(254, "The e-mail address is too long")
      .pipe(z.email("Enter a valid e-mail address, e.g. name@example.co.uk")),
    phone: optionalText("Phone", 40).refine(
      (value) => value === undefined || /^[+\d][\d ()-]{5,}$/.test(value),
      "Enter a valid phone number",
    ),
    company: optionalText("Company", 120),
    line1: text("the first line of the address", 120),
    line2: optionalText("Address line 2", 120),
    city: text("the town or city", 80),
    county: optionalText("County", 80),
    postcode: UkPostcodeSchema,
    country,
    billingSame: z.string().optional(),
    billingName: z.string().optional(),
    billingLine1: z.string().optional(),
    billingLine2: z.string().optional(),
    billingCity: z.string().optional(),
    billingCounty: z.string().optional(),
    billingPostcode: z.string().optional(),
    notes: optionalText("Notes", 2000),
    poNumber: PoNumberSchema,
  })
  .superRefine((form, context) => {
    if (form.billingSame === "on") return;
    const required = [
      ["billingName", "Enter the billing name"],
      ["billingLine1", "Enter the first line of the billing address"],
      ["billingCity", "Enter the billing town or city"],
    ] as const;
    for (const [key, message] of required)
      if (!form[key]?.trim()) context.addIssue({ code: "custom", path: [key], message });
    const billingPostcode = form.billingPostcode?.trim() ?? "";
    if (!billingPostcode)
      context.addIssue({ code: "custom", path: ["billingPostcode"], message: "Enter a postcode" });
    else if (!isUkPostcode(billingPostcode))
      context.addIssue({
        code: "custom",
        path: ["billingPostcode"],
        message: invalidUkPostcodeMessage,
      });
    for (const key of [
      "billingName",
      "billingLine1",
      "billingLine2",
      "billingCity",
      "billingCounty",
    ] as const)
      if ((form[key]?.trim().length ?? 0) > 120)
        context.addIssue({ code: "custom", path: [key], message: "At most 120 characters" });
  })
  .transform((form) => {
    const delivery: CheckoutAddress = {
      name: form.name,
      ...(form.company ? { company: form.company } : {}),
      line1: form.line1,
      ...(form.line2 ? { line2: form.line2 } : {}),
      city: form.city,
      ...(form.county ? { county: form.county } : {}),
      postcode: form.postcode,
      country: "GB",
      ...(form.phone ? { phone: form.phone } : {}),
    };
    const billing: CheckoutAddress | "same" =
      form.billingSame === "on"
        ? "same"
        : {
            name: form.billingName!.trim(),
            line1: form.billingLine1!.trim(),
            ...(form.billingLine2?.trim() ? { line2: form.billingLine2.trim() } : {}),
            city: form.billingCity!.trim(),
            ...(form.billingCounty?.trim() ? { county: form.billingCounty.trim() } : {}),
            postcode: normaliseUkPostcode(form.billingPostcode!),
            country: "GB",
          };
    return {
      contact: {
        name: form.name,
        email: form.email.toLowerCase(),
        ...(form.phone ? { phone: form.phone } : {}),
      },
      deliveryAddress: delivery,
      billingAddress: billing,
      notes: form.notes ?? "",
      ...(form.poNumber ? { poNumber: form.poNumber } : {}),
    };
  });

export type CheckoutDetails = z.output<typeof CheckoutFormSchema>;
export type CheckoutFieldErrors = Partial<Record<string, string>>;

/** Parses posted fields; on failure, the first message of each field. */
export function parseCheckoutForm(
  fields: Record<string, unknown>,
): { ok: true; details: CheckoutDetails } | { ok: false; fieldErrors: CheckoutFieldErrors } {
  const result = CheckoutFormSchema.safeParse(fields);
  if (result.success) return { ok: true, details: result.data };
  const fieldErrors: CheckoutFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
