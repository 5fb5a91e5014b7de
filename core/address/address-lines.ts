import type { CheckoutAddress } from "../checkout/checkout-form.ts";

/**
 * The lines of a UK delivery address as printed on a label, empty parts left out: name, company,
 * street lines, town, county, postcode. Callers add the country or the phone where they show them.
 */
export function addressLines(address: Omit<CheckoutAddress, "country" | "phone">): string[] {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
  ].filter((line): line is string => Boolean(line));
}
