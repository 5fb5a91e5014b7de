import { z } from "zod";
import { numericIdOf } from "#commerce/engine/global-id.ts";
import { UkAddressSchema } from "#core/address/uk-address.ts";
import { PoNumberSchema } from "#core/checkout/po-number.ts";
import { BasketPricingLineSchema, maxBasketLines } from "../basket/basket.server.ts";
import { CreditOrderError } from "./credit-errors.ts";

// spec/storefront.md §7 process-credit-order: {basketItems, customerDetails{name, billingAddress,
// shippingAddress, notes}}, the details sent empty by the original basket. We add two optional
// details a trade buyer needs: poNumber (quoted on the invoice) and a UK deliveryAddress.
// DESIGN §4: only the variant, quantity and decoration of a line are read — any price, name or
// user id in the body is dropped here, so it cannot reach the order.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const CreditCustomerDetailsSchema = z.object({
  name: text("Name", 120).default(""),
  /** Free text, as the original basket sent it (empty). */
  billingAddress: text("Billing address", 1000).default(""),
  shippingAddress: text("Shipping address", 1000).default(""),
  notes: text("Notes", 2000).default(""),
  /** Issue 18.8: the same rule as the hosted checkout's (length, printable characters). */
  poNumber: PoNumberSchema,
  deliveryAddress: UkAddressSchema.optional(),
});

export const CreditOrderBodySchema = z.object(
  {
    basketItems: z
      .array(BasketPricingLineSchema, { error: "basketItems must be a list of basket lines" })
      .max(maxBasketLines, { error: `A basket holds at most ${maxBasketLines} lines` })
      .superRefine((items, context) => {
        items.forEach((item, index) => {
          if (numericIdOf(item.variantId, "ProductVariant") === null)
            context.addIssue({
              code: "custom",
              path: [index, "variantId"],
              message: "Not a product variant id (gid://shopify/ProductVariant/…)",
            });
        });
      }),
    customerDetails: CreditCustomerDetailsSchema.prefault({}),
  },
  { error: "Send the order as a JSON object" },
);
export type CreditOrderBody = z.infer<typeof CreditOrderBodySchema>;

/** Parses the untrusted body; throws CreditOrderError (400) naming the first field at fault. */
export function parseCreditOrderBody(body: unknown): CreditOrderBody {
  const parsed = CreditOrderBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    throw new CreditOrderError("INVALID_INPUT", issue.message, field);
  }
  // spec/storefront.md §5: checkout and credit order with an empty basket are refused so.
  if (parsed.data.basketItems.length === 0)
    throw new CreditOrderError("EMPTY_BASKET", "Your basket is empty", "basketItems");
  return parsed.data;
}
