import {
  invalidUkPostcodeMessage,
  isUkPostcode,
  normaliseUkPostcode,
} from "#core/address/uk-postcode.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import type { CustomerRecord } from "../customer/customer-accounts.ts";
import { normaliseCodes } from "./cart-discounts.ts";
import { updateCart, type CartPatch } from "./cart-queries.ts";
import { fail, mutateCart } from "./cart-transaction.ts";
import type { CartScope, CartUserError } from "./cart-view.ts";

// Issue 4 item 3: the buyer (e-mail, phone, country, one UK delivery address), discount codes and
// gift cards (the shop has none: a clear user error).

type MailingAddressInput = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
};

export type CartBuyerIdentityInput = {
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  deliveryAddressPreferences?:
    { deliveryAddress?: MailingAddressInput | null; customerAddressId?: string | null }[] | null;
};

const ukCountryNames = new Set(["gb", "uk", "united kingdom", "great britain"]);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function postalAddressOf(input: MailingAddressInput): PostalAddress {
  const text = (value: string | null | undefined) => value?.trim() ?? "";
  const optional = (value: string | null | undefined) => text(value) || undefined;
  return {
    name: [text(input.firstName), text(input.lastName)].filter(Boolean).join(" "),
    company: optional(input.company),
    line1: text(input.address1),
    line2: optional(input.address2),
    city: text(input.city),
    county: optional(input.province),
    // Stored as the checkout form and the credit order store it (issue 19 item 5).
    postcode: normaliseUkPostcode(text(input.zip)),
    country: "GB",
    phone: optional(input.phone),
  };
}

/** The longest customer access token looked up: a longer one is no token of the shop's. */
const maxTokenLength = 200;

/**
 * The customer whose live access token the input gives (issue 13.6 issues them): undefined when
 * it gives none, null when the token is unknown, lapsed or revoked.
 */
export async function customerOfBuyer(
  { customers }: CartScope,
  input: CartBuyerIdentityInput | null | undefined,
): Promise<CustomerRecord | null | undefined> {
  const token = input?.customerAccessToken;
  if (!token) return undefined;
  if (!customers || token.length > maxTokenLength) return null;
  return customers.customerOf(token);
}

/**
 * The cart fields a buyer identity input sets (keys left out are kept), or user errors.
 * `customer` is what customerOfBuyer found for the input's access token.
 */
export function buyerPatch(
  input: CartBuyerIdentityInput,
  path: string[],
  customer: CustomerRecord | null | undefined,
): { patch: CartPatch; userErrors: CartUserError[] } {
  const userErrors: CartUserError[] = [];
  const patch: CartPatch = {};
  const error = (field: string[], message: string, code = "INVALID") =>
    userErrors.push({ field: [...path, ...field], message, code });
  // Issue 19.3: a token that is not a live one of the shop's, and any company location (the shop
  // has no B2B locations), is Shopify's INVALID, not ignored. A live token links the cart to its
  // customer: their special prices, and their e-mail unless one is given.
  if (customer) {
    patch.userId = customer.userId;
    if (input.email === undefined) patch.buyerEmail = customer.email;
  } else if (customer === null)
    error(["customerAccessToken"], "The customer access token is not valid.");
  if (input.companyLocationId) error(["companyLocationId"], "No company location has this id.");
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email && !emailPattern.test(email)) error(["email"], "Enter a valid e-mail address.");
    patch.buyerEmail = email;
  }
  if (input.phone !== undefined) patch.buyerPhone = input.phone?.trim() || null;
  if (input.countryCode) {
    if (input.countryCode !== "GB")
      error(["countryCode"], "We deliver to UK addresses only (country code GB).");
    patch.countryCode = "GB";
  }
  const preferences = input.deliveryAddressPreferences;
  if (preferences) {
    const [first] = preferences;
    const at = ["deliveryAddressPreferences", "0"];
    if (preferences.length > 1)
      error(
        ["deliveryAddressPreferences"],
        "Give one delivery address.",
        "TOO_MANY_DELIVERY_ADDRESSES",
      );
    if (first?.customerAddressId)
      error(
        [...at, "customerAddressId"],
        "Saved addresses are not available.",
        "INVALID_DELIVERY_ADDRESS_ID",
      );
    const address = first?.deliveryAddress;
    if (address?.country && !ukCountryNames.has(address.country.trim().toLowerCase()))
      error([...at, "deliveryAddress", "country"], "We deliver to UK addresses only.");
    if (address?.zip && !isUkPostcode(address.zip))
      error(
        [...at, "deliveryAddress", "zip"],
        invalidUkPostcodeMessage,
        "INVALID_ZIP_CODE_FOR_COUNTRY",
      );
    patch.deliveryAddress = address ? postalAddressOf(address) : null;
  }
  return { patch, userErrors };
}

export async function cartBuyerIdentityUpdate(
  scope: CartScope,
  cartId: string,
  input: CartBuyerIdentityInput,
) {
  // Looked up before the cart is locked: the accounts read on their own connection, which an
  // embedded database (one connection) would only give once the transaction ends.
  const customer = await customerOfBuyer(scope, input);
  return mutateCart(scope, cartId, async (tx, cart) => {
    const { patch, userErrors } = buyerPatch(input, ["buyerIdentity"], customer);
    fail(userErrors);
    await updateCart(tx, cart.id, patch);
  });
}

/** Replaces the cart's codes ([] clears them); unknown codes are kept, not applicable. */
export function cartDiscountCodesUpdate(scope: CartScope, cartId: string, codes: string[]) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    fail(
      codes.length > 250
        ? [{ field: ["discountCodes"], message: "Give at most 250 codes.", code: "INVALID" }]
        : [],
    );
    await updateCart(tx, cart.id, { discountCodes: normaliseCodes(codes) });
  });
}

const noGiftCards = "This shop does not sell or accept gift cards.";

export function giftCardErrors(field: string[]): CartUserError[] {
  return [{ field, message: noGiftCards, code: "INVALID" }];
}

export function cartGiftCardCodesUpdate(scope: CartScope, cartId: string, codes: string[]) {
  return mutateCart(scope, cartId, async () => {
    fail(codes.length > 0 ? giftCardErrors(["giftCardCodes"]) : []);
  });
}

export function cartGiftCardCodesRemove(scope: CartScope, cartId: string, ids: string[]) {
  return mutateCart(scope, cartId, async () => {
    fail(
      ids.map((id, index) => ({
        field: ["appliedGiftCardIds", String(index)],
        message: `No gift card ${id} is applied to this cart: ${noGiftCards}`,
        code: "INVALID",
      })),
    );
  });
}

/** A stored delivery address as the Storefront MailingAddress (DeliveryAddress union). */
export function mailingAddressOf(address: PostalAddress, token: string) {
  const [firstName = "", ...rest] = address.name.split(" ");
  const area = [address.city, address.county].filter(Boolean).join(" ");
  return {
    __typename: "MailingAddress",
    id: `gid://shopify/MailingAddress/${token}`,
    address1: address.line1,
    address2: address.line2 ?? null,
    city: address.city,
    company: address.company ?? null,
    country: "United Kingdom",
    countryCodeV2: "GB",
    firstName,
    lastName: rest.join(" "),
    name: address.name,
    phone: address.phone ?? null,
    province: address.county ?? null,
    provinceCode: null,
    zip: address.postcode,
    latitude: null,
    longitude: null,
    formatted: [
      address.company,
      address.line1,
      address.line2,
      area,
      address.postcode,
      "United Kingdom",
    ].filter((part): part is string => Boolean(part)),
    formattedArea: area ? `${area}, United Kingdom` : "United Kingdom",
  };
}
