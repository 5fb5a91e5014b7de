import { z } from "zod";
import { ImageSchema } from "#commerce/client/catalogue-schemas.ts";

// The raw Storefront cart as CartFields selects it (queries/cart-queries.ts). Parsed loosely here
// (strings stay strings) and mapped to pence in cart-mapping.ts, so one bad discount cannot fail
// the whole cart: §5 of the spec wants the cart, with discounts dropped, in that case.

const Money = z.object({ amount: z.string(), currencyCode: z.string() });
const Attribute = z.object({ key: z.string(), value: z.string().nullish() });

export const DiscountAllocationSchema = z.object({
  __typename: z.string().optional(),
  discountedAmount: Money,
  discountApplication: z.object({
    targetType: z.string(),
    allocationMethod: z.string(),
    targetSelection: z.string(),
    value: z.union([
      z.object({ percentage: z.number() }),
      z.object({ amount: z.string(), currencyCode: z.string() }),
    ]),
  }),
  code: z.string().nullish(),
  title: z.string().nullish(),
});

const MerchandiseSchema = z.looseObject({
  __typename: z.string().optional(),
  id: z.string().optional(),
  title: z.string().optional(),
  sku: z.string().nullish(),
  availableForSale: z.boolean().optional(),
  price: Money.optional(),
  image: ImageSchema.nullish(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  product: z.object({ id: z.string(), handle: z.string(), title: z.string() }).nullish(),
});

export const CartLineSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  attributes: z.array(Attribute),
  cost: z.object({ totalAmount: Money, subtotalAmount: Money, amountPerQuantity: Money }),
  discountAllocations: z.array(DiscountAllocationSchema),
  merchandise: MerchandiseSchema.nullish(),
});

export const CartLinesPageSchema = z.object({
  pageInfo: z.object({ hasNextPage: z.boolean() }),
  edges: z.array(z.object({ cursor: z.string(), node: CartLineSchema })),
});

const MailingAddressSchema = z.looseObject({
  __typename: z.string().optional(),
  id: z.string().optional(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  company: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  province: z.string().nullish(),
  zip: z.string().nullish(),
  country: z.string().nullish(),
  phone: z.string().nullish(),
  formatted: z.array(z.string()).optional(),
});

export const CartSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  checkoutUrl: z.string(),
  note: z.string().nullish(),
  attributes: z.array(Attribute),
  cost: z.object({
    checkoutChargeAmount: Money,
    subtotalAmount: Money,
    totalAmount: Money,
    totalTaxAmount: Money.nullish(),
    totalDutyAmount: Money.nullish(),
  }),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  discountAllocations: z.array(DiscountAllocationSchema),
  appliedGiftCards: z.array(
    z.object({
      id: z.string(),
      lastCharacters: z.string(),
      amountUsed: Money,
      presentmentAmountUsed: Money,
      balance: Money,
    }),
  ),
  buyerIdentity: z.object({
    email: z.string().nullish(),
    phone: z.string().nullish(),
    countryCode: z.string().nullish(),
    deliveryAddressPreferences: z.array(MailingAddressSchema),
  }),
  lines: CartLinesPageSchema,
});

export type RawCart = z.output<typeof CartSchema>;
export type RawCartLine = z.output<typeof CartLineSchema>;
export type RawDiscountAllocation = z.output<typeof DiscountAllocationSchema>;

export const CartQueryResponse = z.object({ cart: CartSchema.nullable() });
export const CartLinesResponse = z.object({
  cart: z.object({ lines: CartLinesPageSchema }).nullable(),
});

const UserError = z.object({
  code: z.string().nullish(),
  field: z.array(z.string()).nullish(),
  message: z.string(),
});
const Warning = z.object({ code: z.string().nullish(), message: z.string() });

/** `{ [root]: { cart, userErrors, warnings } }`; a document that selects no warnings is read too. */
export function payloadResponse(root: string) {
  return z.object({
    [root]: z
      .object({
        cart: CartSchema.nullable(),
        userErrors: z.array(UserError),
        warnings: z.array(Warning).optional(),
      })
      .nullish(),
  });
}
