// Canned Storefront JSON in the engine's form: decimal strings like "12.5", global ids.

export const money = (amount: string, currencyCode = "GBP") => ({ amount, currencyCode });

export const image = (n: number) => ({
  id: `gid://shopify/ProductImage/${n}`,
  url: `https://cdn.test/products/${n}.jpg`,
  altText: n === 1 ? "Hi-vis polo, front" : null,
  width: 800,
  height: 800,
});

export const variant = (n: number, overrides: object = {}) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: `Size ${n}`,
  sku: `TW-${n}`,
  availableForSale: true,
  quantityAvailable: null,
  currentlyNotInStock: false,
  weight: 0.3,
  price: money("12.5"),
  compareAtPrice: null,
  image: null,
  selectedOptions: [{ name: "Size", value: `${n}` }],
  ...overrides,
});

export function connection<T>(nodes: T[], hasNextPage = false, cursorPrefix = "c") {
  return {
    pageInfo: { hasNextPage, hasPreviousPage: false },
    edges: nodes.map((node, i) => ({ cursor: `${cursorPrefix}${i}`, node })),
  };
}

export const productCard = (n: number, overrides: object = {}) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `product-${n}`,
  title: `Product ${n}`,
  description: "Tough workwear.",
  vendor: "Portwest",
  productType: "Polo Shirts",
  availableForSale: true,
  images: { edges: [{ node: image(n) }] },
  priceRange: { minVariantPrice: money("12.5") },
  ...overrides,
});

export const collection = (handle: string, overrides: object = {}) => ({
  id: `gid://shopify/Collection/${handle.length}`,
  handle,
  title: "Polo Shirts",
  description: "Polos for every trade.",
  descriptionHtml: "<p>Polos for every trade.</p>",
  updatedAt: "2026-01-01T00:00:00Z",
  image: image(99),
  ...overrides,
});

export const productDetail = (overrides: object = {}) => ({
  id: "gid://shopify/Product/7",
  handle: "hi-vis-polo",
  title: "Hi-Vis Polo",
  description: "A bright polo.",
  descriptionHtml: "<p>A bright polo.</p>",
  vendor: "Portwest",
  productType: "Polo Shirts",
  availableForSale: true,
  onlineStoreUrl: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-02-01T00:00:00Z",
  options: [{ id: "gid://shopify/ProductOption/1", name: "Size", values: ["S", "M"] }],
  images: connection([image(1), image(2)]),
  variants: connection([variant(1), variant(2)]),
  ...overrides,
});
