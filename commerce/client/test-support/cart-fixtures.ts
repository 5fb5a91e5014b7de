import { image, money } from "./storefront-fixtures.ts";

// Canned Storefront carts in the engine's form (CartFields of queries/cart-queries.ts).

export const cartLine = (n: number, overrides: object = {}) => ({
  __typename: "CartLine",
  id: `gid://shopify/CartLine/${n}`,
  quantity: 2,
  attributes: [] as { key: string; value: string | null }[],
  cost: {
    totalAmount: money("25.0"),
    subtotalAmount: money("25.0"),
    amountPerQuantity: money("12.5"),
  },
  discountAllocations: [] as object[],
  merchandise: {
    __typename: "ProductVariant",
    id: `gid://shopify/ProductVariant/${n}`,
    title: `Size ${n}`,
    sku: `TW-${n}`,
    availableForSale: true,
    price: money("12.5"),
    image: image(n),
    selectedOptions: [{ name: "Size", value: `${n}` }],
    product: { id: `gid://shopify/Product/${n}`, handle: `polo-${n}`, title: `Polo ${n}` },
  },
  ...overrides,
});

export function linesPage(lines: object[], hasNextPage = false, cursorPrefix = "l") {
  return {
    pageInfo: { hasNextPage, hasPreviousPage: false },
    edges: lines.map((node, i) => ({ cursor: `${cursorPrefix}${i}`, node })),
  };
}

export const cart = (overrides: object = {}) => ({
  id: "gid://shopify/Cart/abc",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  checkoutUrl: "https://shop.test/checkout/abc",
  note: null,
  attributes: [],
  cost: {
    checkoutChargeAmount: money("25.0"),
    subtotalAmount: money("25.0"),
    totalAmount: money("30.0"),
    totalTaxAmount: money("5.0"),
    totalDutyAmount: null,
  },
  discountCodes: [] as object[],
  discountAllocations: [] as object[],
  appliedGiftCards: [] as object[],
  buyerIdentity: {
    email: null,
    phone: null,
    countryCode: "GB",
    deliveryAddressPreferences: [] as object[],
  },
  lines: linesPage([cartLine(1)]),
  ...overrides,
});

/** A cart discount allocation; `key` is `{ code }` or `{ title }` (or `{}` for neither). */
export const allocation = (
  amount: string,
  key: { code?: string; title?: string },
  application: object = {},
) => ({
  __typename: key.code ? "CartCodeDiscountAllocation" : "CartAutomaticDiscountAllocation",
  discountedAmount: money(amount),
  discountApplication: {
    targetType: "LINE_ITEM",
    allocationMethod: "EACH",
    targetSelection: "ENTITLED",
    value: money(amount),
    ...application,
  },
  ...key,
});

export const payload = (root: string, body: object) => ({ data: { [root]: body } });
