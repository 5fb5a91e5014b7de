import { z } from "zod";
import { outsideUkMessage, type CheckoutAddress } from "../checkout/checkout-form.ts";
import { UkPostcodeSchema } from "./uk-postcode.ts";

// A UK delivery address as the credit order's body sends it (issue 18.8) and as the address book
// keeps it (issue 14.4): the checkout's shape (CheckoutAddress), its postcode rule, no other
// country.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const required = (label: string, max: number) =>
  text(label, max).min(1, { error: `Enter ${label.toLowerCase()}` });

const optional = (label: string, max: number) =>
  text(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A UK address in the shape of the checkout's (core/checkout/checkout-form.ts CheckoutAddress),
 * with its postcode rule and its refusal of other countries.
 */
export const UkAddressSchema = z
  .object({
    name: required("The name", 120),
    company: optional("Company", 120),
    line1: required("The first line of the address", 120),
    line2: optional("Address line 2", 120),
    city: required("The town or city", 80),
    county: optional("County", 80),
    postcode: UkPostcodeSchema,
    country: z.literal("GB", { error: outsideUkMessage }).default("GB"),
    phone: optional("Phone", 40),
  })
  .transform(
    (address): CheckoutAddress =>
      Object.fromEntries(
        Object.entries(address).filter(([, value]) => value !== undefined),
      ) as CheckoutAddress,
  );

/** The fields of a saved address, as the checkout's and the address book's forms name them. */
export const ukAddressFields = [
  "name",
  "company",
  "line1",
  "line2",
  "city",
  "county",
  "postcode",
  "phone",
] as const;

/** Issue 14.4: the most addresses one account keeps in its address book. */
export const maxSavedAddresses = 20;
