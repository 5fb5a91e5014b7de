import { describe, expect, it } from "vitest";
import { mapCartUserErrors } from "./cart-errors.ts";

// spec/back-office.md §8 "Commerce provider errors", every row of reference/storefront-api.md §8.2.

const userErrorRows: [string, string][] = [
  ["ADDRESS_FIELD_CONTAINS_EMOJIS", "NOT_SUPPORTED"],
  ["ADDRESS_FIELD_CONTAINS_HTML_TAGS", "NOT_SUPPORTED"],
  ["ADDRESS_FIELD_CONTAINS_URL", "NOT_SUPPORTED"],
  ["ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN", "NOT_SUPPORTED"],
  ["ADDRESS_FIELD_IS_REQUIRED", "PRESENT"],
  ["ADDRESS_FIELD_IS_TOO_LONG", "TOO_LONG"],
  ["INVALID", "INVALID"],
  ["INVALID_COMPANY_LOCATION", "INVALID"],
  ["INVALID_DELIVERY_GROUP", "INVALID"],
  ["INVALID_DELIVERY_OPTION", "INVALID"],
  ["INVALID_INCREMENT", "INVALID"],
  ["INVALID_METAFIELDS", "INVALID"],
  ["INVALID_PAYMENT", "INVALID"],
  ["INVALID_PAYMENT_EMPTY_CART", "INVALID"],
  ["UNSPECIFIED_ADDRESS_ERROR", "INVALID"],
  ["VALIDATION_CUSTOM", "INVALID"],
  ["INVALID_MERCHANDISE_LINE", "LINE_ITEM_NOT_FOUND"],
  ["INVALID_ZIP_CODE_FOR_COUNTRY", "INVALID_FOR_COUNTRY"],
  ["INVALID_ZIP_CODE_FOR_PROVINCE", "INVALID_FOR_COUNTRY_AND_PROVINCE"],
  ["LESS_THAN", "LESS_THAN"],
  ["MAXIMUM_EXCEEDED", "NOT_ENOUGH_IN_STOCK"],
  ["MINIMUM_NOT_MET", "GREATER_THAN_OR_EQUAL_TO"],
  ["MISSING_CUSTOMER_ACCESS_TOKEN", "PRESENT"],
  ["MISSING_DISCOUNT_CODE", "PRESENT"],
  ["MISSING_NOTE", "PRESENT"],
  ["NOTE_TOO_LONG", "TOO_LONG"],
  ["PAYMENT_METHOD_NOT_SUPPORTED", "NOT_SUPPORTED"],
  ["ZIP_CODE_NOT_SUPPORTED", "NOT_SUPPORTED"],
  ["PROVINCE_NOT_FOUND", "INVALID_PROVINCE_IN_COUNTRY"],
  // Not in Shopify's table (the SDK gives undefined): "others to invalid" (spec §8).
  ["TOO_MANY_DELIVERY_ADDRESSES", "INVALID"],
  ["ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED", "INVALID"],
  ["INVALID_DELIVERY_ADDRESS_ID", "INVALID"],
  ["SOMETHING_NEW", "INVALID"],
];

const warningRows: [string, string][] = [
  ["MERCHANDISE_NOT_ENOUGH_STOCK", "NOT_ENOUGH_IN_STOCK"],
  ["MERCHANDISE_OUT_OF_STOCK", "NOT_ENOUGH_IN_STOCK"],
  ["PAYMENTS_GIFT_CARDS_UNAVAILABLE", "NOT_SUPPORTED"],
  ["DUPLICATE_DELIVERY_ADDRESS", "INVALID"],
];

describe("mapCartUserErrors", () => {
  it.each(userErrorRows)("maps the user error %s to %s", (code, expected) => {
    expect(mapCartUserErrors([{ code, field: ["lines", "0"], message: "problem" }], [])).toEqual([
      { code: expected, field: ["lines", "0"], message: "problem" },
    ]);
  });

  it.each(warningRows)("maps the warning %s to %s", (code, expected) => {
    expect(mapCartUserErrors([], [{ code, message: "careful" }])).toEqual([
      { code: expected, field: null, message: "careful" },
    ]);
  });

  it("maps a user error with no code or field to INVALID with field null", () => {
    expect(mapCartUserErrors([{ code: null, field: null, message: "no code" }])).toEqual([
      { code: "INVALID", field: null, message: "no code" },
    ]);
  });

  it("does not treat inherited keys as codes", () => {
    expect(mapCartUserErrors([{ code: "toString", message: "m" }])[0]?.code).toBe("INVALID");
  });

  it("lists user errors before warnings, and nothing when there are neither", () => {
    expect(
      mapCartUserErrors(
        [{ code: "INVALID_MERCHANDISE_LINE", field: ["lineIds", "0"], message: "gone" }],
        [{ code: "MERCHANDISE_OUT_OF_STOCK", message: "out" }],
      ).map((error) => error.code),
    ).toEqual(["LINE_ITEM_NOT_FOUND", "NOT_ENOUGH_IN_STOCK"]);
    expect(mapCartUserErrors([], [])).toEqual([]);
  });
});
