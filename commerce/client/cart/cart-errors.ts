// spec/back-office.md §8 "Commerce provider errors": cart user errors and warnings mapped to the
// friendlier checkout codes (the table of reference/storefront-api.md §8.2). Deliberate fixes of
// Shopify's SDK: a code the table does not list (or a missing code) maps to INVALID, as the spec's
// "others to invalid" says, instead of `undefined`; warnings keep `field: null` so every mapped
// error has the same keys.

export type CheckoutErrorCode =
  | "NOT_SUPPORTED"
  | "PRESENT"
  | "TOO_LONG"
  | "INVALID"
  | "LINE_ITEM_NOT_FOUND"
  | "INVALID_FOR_COUNTRY"
  | "INVALID_FOR_COUNTRY_AND_PROVINCE"
  | "LESS_THAN"
  | "NOT_ENOUGH_IN_STOCK"
  | "GREATER_THAN_OR_EQUAL_TO"
  | "INVALID_PROVINCE_IN_COUNTRY";

/**
 * A cart failure as callers see it. `code` is a checkout code for user errors and warnings;
 * GRAPHQL_ERROR for an error the server reported at the GraphQL level; CART_NOT_FOUND when a
 * call that reads the cart first finds none; UNKNOWN for anything else (network, bad response).
 */
export type MappedError = {
  code: CheckoutErrorCode | "GRAPHQL_ERROR" | "CART_NOT_FOUND" | "UNKNOWN";
  field: string[] | null;
  message: string;
};

export const CART_ERROR_CODE_MAP: Readonly<Record<string, CheckoutErrorCode>> = {
  ADDRESS_FIELD_CONTAINS_EMOJIS: "NOT_SUPPORTED",
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: "NOT_SUPPORTED",
  ADDRESS_FIELD_CONTAINS_URL: "NOT_SUPPORTED",
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: "NOT_SUPPORTED",
  ADDRESS_FIELD_IS_REQUIRED: "PRESENT",
  ADDRESS_FIELD_IS_TOO_LONG: "TOO_LONG",
  INVALID: "INVALID",
  INVALID_COMPANY_LOCATION: "INVALID",
  INVALID_DELIVERY_GROUP: "INVALID",
  INVALID_DELIVERY_OPTION: "INVALID",
  INVALID_INCREMENT: "INVALID",
  INVALID_METAFIELDS: "INVALID",
  INVALID_PAYMENT: "INVALID",
  INVALID_PAYMENT_EMPTY_CART: "INVALID",
  UNSPECIFIED_ADDRESS_ERROR: "INVALID",
  VALIDATION_CUSTOM: "INVALID",
  INVALID_MERCHANDISE_LINE: "LINE_ITEM_NOT_FOUND",
  INVALID_ZIP_CODE_FOR_COUNTRY: "INVALID_FOR_COUNTRY",
  INVALID_ZIP_CODE_FOR_PROVINCE: "INVALID_FOR_COUNTRY_AND_PROVINCE",
  LESS_THAN: "LESS_THAN",
  MAXIMUM_EXCEEDED: "NOT_ENOUGH_IN_STOCK",
  MINIMUM_NOT_MET: "GREATER_THAN_OR_EQUAL_TO",
  MISSING_CUSTOMER_ACCESS_TOKEN: "PRESENT",
  MISSING_DISCOUNT_CODE: "PRESENT",
  MISSING_NOTE: "PRESENT",
  NOTE_TOO_LONG: "TOO_LONG",
  PAYMENT_METHOD_NOT_SUPPORTED: "NOT_SUPPORTED",
  ZIP_CODE_NOT_SUPPORTED: "NOT_SUPPORTED",
  PROVINCE_NOT_FOUND: "INVALID_PROVINCE_IN_COUNTRY",
};

export const CART_WARNING_CODE_MAP: Readonly<Record<string, CheckoutErrorCode>> = {
  MERCHANDISE_NOT_ENOUGH_STOCK: "NOT_ENOUGH_IN_STOCK",
  MERCHANDISE_OUT_OF_STOCK: "NOT_ENOUGH_IN_STOCK",
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: "NOT_SUPPORTED",
};

export type CartUserError = { code?: string | null; field?: string[] | null; message: string };
export type CartWarning = { code?: string | null; message: string };

function mapped(table: Readonly<Record<string, CheckoutErrorCode>>, code?: string | null) {
  return (code && Object.hasOwn(table, code) ? table[code] : undefined) ?? "INVALID";
}

/** User errors then warnings, mapped; `[]` when there are neither. */
export function mapCartUserErrors(
  userErrors: readonly CartUserError[],
  warnings: readonly CartWarning[] = [],
): MappedError[] {
  return [
    ...userErrors.map((error) => ({
      code: mapped(CART_ERROR_CODE_MAP, error.code),
      field: error.field ?? null,
      message: error.message,
    })),
    ...warnings.map((warning) => ({
      code: mapped(CART_WARNING_CODE_MAP, warning.code),
      field: null,
      message: warning.message,
    })),
  ];
}
