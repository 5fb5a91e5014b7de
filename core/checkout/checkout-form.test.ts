import { describe, expect, it } from "vitest";
import { outsideUkMessage, parseCheckoutForm } from "./checkout-form.ts";

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

  it("refuses a delivery country outside the UK with the spec's wording", () => {
    const result = parseCheckoutForm({ ...valid, country: "IE" });
    expect(result).toEqual({ ok: false, fieldErrors: { country: outsideUkMessage } });
    expect(outsideUkMessage).toMatch(/^No web orders outside the UK/);
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
