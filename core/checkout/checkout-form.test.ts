import { describe, expect, it } from "vitest";
import { checkoutCountries, outsideUkMessage, parseCheckoutForm } from "./checkout-form.ts";
import { poNumberCharactersMessage, poNumberTooLongMessage } from "./po-number.ts";

const valid = {
  name: "Sam Builder",
  email: "Sam@Example.co.uk",
  phone: "",
  line1: "1 High Street",
  line2: "",
  city: "Leeds",
  county: "",
  postcode: "ls11aa",
  country: "GB",
  billingSame: "on",
  notes: "",
};

describe("the checkout form", () => {
  it("accepts a UK address and normalises it", () => {
    const result = parseCheckoutForm(valid);
    expect(result).toEqual({
      ok: true,
      details: {
        contact: { name: "Sam Builder", email: "sam@example.co.uk" },
        deliveryAddress: {
          name: "Sam Builder",
          line1: "1 High Street",
          city: "Leeds",
          postcode: "LS1 1AA",
          country: "GB",
        },
        billingAddress: "same",
        notes: "",
      },
    });
  });

  it("takes GIR 0AA and any other UK postcode as core/address/uk-postcode.ts normalises it", () => {
    for (const [postcode, stored] of [
      ["gir0aa", "GIR 0AA"],
      ["sw1a1aa", "SW1A 1AA"],
    ]) {
      const result = parseCheckoutForm({ ...valid, postcode });
      expect(result.ok && result.details.deliveryAddress.postcode).toBe(stored);
    }
  });

  it("puts a message beside each bad field", () => {
    const result = parseCheckoutForm({ ...valid, name: " ", email: "nope", postcode: "12345" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      name: "Enter your name",
      email: expect.stringMatching(/valid e-mail/),
      postcode: expect.stringMatching(/valid UK postcode/),
    });
  });

  it("offers the United Kingdom only, and refuses any other country with the shop's wording", () => {
    expect(checkoutCountries).toEqual([{ code: "GB", label: "United Kingdom" }]);
    for (const country of ["IE", "FR", "US", "OTHER", "gb", "United Kingdom"]) {
      const result = parseCheckoutForm({ ...valid, country });
      expect(result, country).toEqual({ ok: false, fieldErrors: { country: outsideUkMessage } });
    }
    expect(outsideUkMessage).toMatch(/^We deliver to UK addresses only/);
    expect(outsideUkMessage).toMatch(/Europe, Ireland/);
  });

  it("takes an optional PO number, trimmed, and refuses a long or garbled one beside its field", () => {
    const withPo = parseCheckoutForm({ ...valid, poNumber: "  PO-4471 " });
    expect(withPo.ok && withPo.details.poNumber).toBe("PO-4471");
    const blank = parseCheckoutForm({ ...valid, poNumber: "   " });
    expect(blank.ok && "poNumber" in blank.details).toBe(false);
    expect(parseCheckoutForm({ ...valid, poNumber: "P".repeat(51) })).toEqual({
      ok: false,
      fieldErrors: { poNumber: poNumberTooLongMessage },
    });
    expect(parseCheckoutForm({ ...valid, poNumber: "PO\n4471" })).toEqual({
      ok: false,
      fieldErrors: { poNumber: poNumberCharactersMessage },
    });
  });

  it("needs its own billing address when it is not the same", () => {
    const without = parseCheckoutForm({ ...valid, billingSame: undefined });
    expect(without.ok).toBe(false);
    if (!without.ok)
      expect(Object.keys(without.fieldErrors).sort()).toEqual([
        "billingCity",
        "billingLine1",
        "billingName",
        "billingPostcode",
      ]);
    const own = parseCheckoutForm({
      ...valid,
      billingSame: undefined,
      billingName: "Accounts",
      billingLine1: "2 Low Road",
      billingCity: "York",
      billingPostcode: "yo1 7hh",
    });
    expect(own.ok && own.details.billingAddress).toEqual({
      name: "Accounts",
      line1: "2 Low Road",
      city: "York",
      postcode: "YO1 7HH",
      country: "GB",
    });
  });

  it("ignores price fields the browser might send", () => {
    const result = parseCheckoutForm({ ...valid, totalPence: "1", price: "0" });
    expect(result.ok && Object.keys(result.details)).toEqual([
      "contact",
      "deliveryAddress",
      "billingAddress",
      "notes",
    ]);
  });
});
