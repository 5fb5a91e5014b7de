import { describe, expect, it } from "vitest";
import { allocation, cart, cartLine, linesPage } from "../test-support/cart-fixtures.ts";
import { testLogger } from "../test-support/fake-storefront.ts";
import { money } from "../test-support/storefront-fixtures.ts";
import { mapCart, withFdZero } from "./cart-mapping.ts";
import { CartSchema } from "./cart-schemas.ts";

// reference/storefront-api.md §6–§7 and spec/back-office.md §5, in pence.

const map = (raw: object) => {
  const logger = testLogger();
  return { checkout: mapCart(CartSchema.parse(raw), logger), logger };
};

describe("mapCart", () => {
  it("maps totals, lines, decoration and the buyer in pence", () => {
    const decorated = cartLine(2, {
      attributes: [
        { key: "_decoration_type", value: "embroidery" },
        { key: "_decoration_position", value: "Chest Left" },
        { key: "_design_id", value: "design-7" },
      ],
    });
    const { checkout } = map(
      cart({
        note: "Deliver to gate 3",
        lines: linesPage([cartLine(1), decorated]),
        buyerIdentity: {
          email: "buyer@example.com",
          phone: null,
          countryCode: "GB",
          deliveryAddressPreferences: [
            {
              __typename: "MailingAddress",
              id: "gid://shopify/MailingAddress/1",
              firstName: "Sam",
              lastName: "Smith",
              address1: "1 High St",
              city: "Leeds",
              zip: "LS1 1AA",
              country: "United Kingdom",
              formatted: ["1 High St", "Leeds", "LS1 1AA"],
            },
          ],
        },
      }),
    );
    expect(checkout).toMatchObject({
      id: "gid://shopify/Cart/abc",
      note: "Deliver to gate 3",
      email: "buyer@example.com",
      currencyCode: "GBP",
      lineItemsSubtotalPricePence: 2500,
      paymentDuePence: 3000,
      totalPricePence: 3000,
      totalTaxPence: 500,
      subtotalPricePence: 2500,
      webUrl: "https://shop.test/checkout/abc?_fd=0",
      discountApplications: [],
      shippingAddress: { firstName: "Sam", zip: "LS1 1AA", company: null },
    });
    expect(checkout.lineItems[1]).toMatchObject({
      id: "gid://shopify/CartLine/2",
      title: "Polo 2",
      quantity: 2,
      unitPricePence: 1250,
      lineSubtotalPence: 2500,
      lineTotalPence: 2500,
      decoration: { type: "embroidery", position: "Chest Left", designId: "design-7" },
      variant: { id: "gid://shopify/ProductVariant/2", pricePence: 1250, sku: "TW-2" },
    });
    expect(checkout.lineItems[0]?.decoration).toEqual({ type: "plain" });
  });

  it("adds gift card amounts used back onto the total; '' email is null; no tax is 0", () => {
    const { checkout } = map(
      cart({
        cost: {
          checkoutChargeAmount: money("150.0"),
          subtotalAmount: money("150.0"),
          totalAmount: money("158.0"),
          totalTaxAmount: money("3.0"),
          totalDutyAmount: null,
        },
        appliedGiftCards: [
          {
            id: "gid://shopify/AppliedGiftCard/1",
            lastCharacters: "abcd",
            amountUsed: money("25.0"),
            presentmentAmountUsed: money("25.0"),
            balance: money("5.0"),
          },
        ],
        buyerIdentity: { email: "", countryCode: "GB", deliveryAddressPreferences: [] },
      }),
    );
    expect(checkout).toMatchObject({
      paymentDuePence: 15800,
      totalPricePence: 18300,
      subtotalPricePence: 18000,
      totalTaxPence: 300,
      email: null,
      appliedGiftCards: [{ amountUsedPence: 2500, balancePence: 500, lastCharacters: "abcd" }],
    });
    const untaxed = map(
      cart({ cost: { ...cart().cost, totalTaxAmount: null, totalDutyAmount: null } }),
    );
    expect(untaxed.checkout.totalTaxPence).toBe(0);
  });

  it("skips lines without a product", () => {
    const { checkout } = map(cart({ lines: linesPage([cartLine(1, { merchandise: {} })]) }));
    expect(checkout.lineItems).toEqual([]);
  });

  it.each([
    ["https://shop.test/checkout", "https://shop.test/checkout?_fd=0"],
    ["https://shop.test/c?_fd=1", "https://shop.test/c?_fd=0"],
    ["https://shop.test/c?foo=bar&baz=qux", "https://shop.test/c?foo=bar&baz=qux&_fd=0"],
    ["https://shop.test/c?_fd=0", "https://shop.test/c?_fd=0"],
    ["invalid", "invalid"],
  ])("webUrl: %s becomes %s", (url, expected) => {
    expect(withFdZero(url)).toBe(expected);
  });
});

describe("mapCart discounts", () => {
  it("spreads order-level allocations smallest to cheapest and sums fixed values", () => {
    const line = (n: number, total: string, own: object[] = []) =>
      cartLine(n, {
        cost: {
          totalAmount: money(total),
          subtotalAmount: money(total),
          amountPerQuantity: money(total),
        },
        discountAllocations: own,
      });
    const order = { allocationMethod: "ACROSS", targetSelection: "ALL" };
    const { checkout, logger } = map(
      cart({
        lines: linesPage([
          line(1, "80.0", [allocation("10.0", { code: "10off" })]),
          line(2, "40.0"),
          line(3, "50.0"),
        ]),
        discountCodes: [
          { code: "10OFF", applicable: true },
          { code: "ORDER5", applicable: true },
        ],
        discountAllocations: [
          allocation("2.35", { code: "ORDER5" }, order),
          allocation("1.18", { code: "ORDER5" }, order),
          allocation("1.47", { code: "ORDER5" }, order),
          allocation("4.95", { title: "Free delivery" }, { targetType: "SHIPPING_LINE" }),
        ].map((a) => ({ ...a, discountApplication: { ...a.discountApplication } })),
      }),
    );
    expect(logger.error).not.toHaveBeenCalled();
    expect(
      checkout.discountApplications.map((a) => [a.code ?? a.title, a.applicable, a.value]),
    ).toEqual([
      ["10off", true, { amountPence: 1000, currencyCode: "GBP" }],
      ["ORDER5", true, { amountPence: 500, currencyCode: "GBP" }],
      ["Free delivery", null, { amountPence: 495, currencyCode: "GBP" }],
    ]);
    const allocated = checkout.lineItems.map((item) =>
      item.discountAllocations.map((a) => [a.discountApplication.code, a.allocatedAmountPence]),
    );
    expect(allocated).toEqual([
      [
        ["10off", 1000],
        ["ORDER5", 235],
      ],
      [["ORDER5", 118]],
      [["ORDER5", 147]],
    ]);
  });

  it("keeps a percentage value as given", () => {
    const { checkout } = map(
      cart({
        lines: linesPage([
          cartLine(1, {
            discountAllocations: [
              allocation("2.5", { code: "TEN" }, { value: { percentage: 10 } }),
            ],
          }),
        ]),
        discountCodes: [{ code: "TEN", applicable: true }],
      }),
    );
    expect(checkout.discountApplications[0]?.value).toEqual({ percentage: 10 });
    expect(checkout.lineItems[0]?.discountAllocations[0]?.allocatedAmountPence).toBe(250);
  });

  it.each([
    [
      "an allocation with neither code nor title",
      { lines: linesPage([cartLine(1, { discountAllocations: [allocation("1.0", {})] })]) },
    ],
    [
      "a code missing from the cart's codes",
      {
        lines: linesPage([
          cartLine(1, { discountAllocations: [allocation("1.0", { code: "GONE" })] }),
        ]),
      },
    ],
    [
      "order-level allocations not a multiple of the lines",
      {
        lines: linesPage([cartLine(1), cartLine(2)]),
        discountCodes: [{ code: "X", applicable: true }],
        discountAllocations: [allocation("1.0", { code: "X" })],
      },
    ],
  ])("falls back to no discounts and logs on %s", (_, overrides) => {
    const { checkout, logger } = map(cart(overrides));
    expect(checkout.discountApplications).toEqual([]);
    expect(checkout.lineItems.every((item) => item.discountAllocations.length === 0)).toBe(true);
    expect(checkout.lineItems.length).toBeGreaterThan(0);
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
