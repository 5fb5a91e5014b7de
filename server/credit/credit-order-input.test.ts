import { describe, expect, it } from "vitest";
import { CreditOrderError } from "./credit-errors.ts";
import { parseCreditOrderBody } from "./credit-order-input.ts";

// spec/storefront.md §7 body, checked before anything is read or written: bad input is a 400
// naming the field (credit-order.server.test.ts shows nothing is written).

const orderBody = (basketItems: unknown[], customerDetails: Record<string, unknown> = {}) => ({
  basketItems,
  customerDetails,
});

function refusal(body: unknown): CreditOrderError {
  try {
    parseCreditOrderBody(body);
  } catch (error) {
    if (error instanceof CreditOrderError) return error;
    throw error;
  }
  throw new Error("the body was accepted");
}

describe("reading a credit order body", () => {
  it.each([
    ["a body that is not an object", "nonsense", "body", /JSON object/],
    ["no basket", { customerDetails: {} }, "basketItems", /list of basket lines/],
    ["an empty basket", orderBody([]), "basketItems", /^Your basket is empty$/],
    [
      "a quantity of 0",
      orderBody([{ variantId: "gid://shopify/ProductVariant/1", quantity: 0 }]),
      "basketItems.0.quantity",
      /at least 1/,
    ],
    [
      "a variant id that is not one",
      orderBody([{ variantId: "polo-navy-l", quantity: 1 }]),
      "basketItems.0.variantId",
      /variant id/,
    ],
    [
      "embroidery without a position",
      orderBody([
        {
          variantId: "gid://shopify/ProductVariant/1",
          quantity: 1,
          customizationType: "embroidery",
        },
      ]),
      "basketItems.0.customizationPosition",
      /needs a position/,
    ],
    [
      "a PO number of 51 characters",
      orderBody([{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }], {
        poNumber: "P".repeat(51),
      }),
      "customerDetails.poNumber",
      /at most 50 characters/,
    ],
    [
      "a PO number with a line break in it",
      orderBody([{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }], {
        poNumber: "PO-1\nPAID",
      }),
      "customerDetails.poNumber",
      /letters, numbers, spaces and punctuation/,
    ],
    [
      "a delivery postcode that is not a UK one",
      orderBody([{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }], {
        deliveryAddress: { name: "A", line1: "1 Rue", city: "Paris", postcode: "75001" },
      }),
      "customerDetails.deliveryAddress.postcode",
      /valid UK postcode/,
    ],
    [
      "a delivery address abroad",
      orderBody([{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }], {
        deliveryAddress: {
          name: "A",
          line1: "1 Main St",
          city: "Dublin",
          postcode: "SW1A 1AA",
          country: "IE",
        },
      }),
      "customerDetails.deliveryAddress.country",
      /^We deliver to UK addresses only/,
    ],
  ])("refuses %s with 400 naming the field", (_, body, field, message) => {
    const error = refusal(body);
    expect(error.status).toBe(400);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  it("keeps only the variant, quantity and decoration of a line, and the customer's details", () => {
    const parsed = parseCreditOrderBody({
      basketItems: [
        {
          id: "line-1",
          variantId: "gid://shopify/ProductVariant/7",
          quantity: 3,
          pricePence: 1,
          userId: "someone-else",
        },
      ],
      customerDetails: {
        name: " Dan Hartley ",
        poNumber: "HBS-1",
        deliveryAddress: {
          name: "Dan",
          line1: "1 Canal Wharf",
          city: "Leeds",
          postcode: "ls11 5ps",
        },
      },
      userId: "someone-else",
    });
    expect(parsed).toEqual({
      basketItems: [
        {
          id: "line-1",
          variantId: "gid://shopify/ProductVariant/7",
          quantity: 3,
          customizationType: "plain",
          customizationPosition: "",
        },
      ],
      customerDetails: {
        name: "Dan Hartley",
        billingAddress: "",
        shippingAddress: "",
        notes: "",
        poNumber: "HBS-1",
        deliveryAddress: {
          name: "Dan",
          line1: "1 Canal Wharf",
          city: "Leeds",
          postcode: "LS11 5PS",
          country: "GB",
        },
      },
    });
  });

  it("stores GIR 0AA and any other UK postcode as the checkout form and the Cart API do", () => {
    for (const [postcode, stored] of [
      ["gir0aa", "GIR 0AA"],
      ["sw1a1aa", "SW1A 1AA"],
    ]) {
      const parsed = parseCreditOrderBody(
        orderBody([{ variantId: "gid://shopify/ProductVariant/7", quantity: 1 }], {
          deliveryAddress: { name: "Dan", line1: "1 Canal Wharf", city: "Leeds", postcode },
        }),
      );
      expect(parsed.customerDetails.deliveryAddress?.postcode).toBe(stored);
    }
  });

  it("accepts the original basket's request with every detail sent empty", () => {
    const parsed = parseCreditOrderBody(
      orderBody([{ variantId: "gid://shopify/ProductVariant/7", quantity: 1 }], {
        name: "",
        billingAddress: "",
        shippingAddress: "",
        notes: "",
      }),
    );
    expect(parsed.customerDetails).toEqual({
      name: "",
      billingAddress: "",
      shippingAddress: "",
      notes: "",
    });
  });
});
