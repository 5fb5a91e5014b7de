import { describe, expect, it } from "vitest";
import { clientServing } from "./test-support/fake-storefront.ts";
import { collection, connection, money, productCard } from "./test-support/storefront-fixtures.ts";

describe("getAllProducts", () => {
  it("maps product cards to pence with the spec's defaults", async () => {
    const { client, logger } = clientServing(() => ({
      data: {
        products: connection([
          productCard(1),
          productCard(2, { vendor: null, productType: null, images: { edges: [] } }),
          productCard(3, { priceRange: { minVariantPrice: money("9.99") } }),
        ]),
      },
    }));

    const result = await client.getAllProducts();

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first, second, third] = result.data.items;
    expect(first).toEqual({
      id: "gid://shopify/Product/1",
      handle: "product-1",
      title: "Product 1",
      description: "Tough workwear.",
      vendor: "Portwest",
      productType: "Polo Shirts",
      availableForSale: true,
      featuredImage: {
        id: "gid://shopify/ProductImage/1",
        url: "https://cdn.test/products/1.jpg",
        altText: "Hi-vis polo, front",
        width: 800,
        height: 800,
      },
      priceFromPence: 1250,
      currencyCode: "GBP",
    });
    expect(second).toMatchObject({ vendor: "", productType: "", featuredImage: null });
    expect(third).toMatchObject({ priceFromPence: 999, currencyCode: "GBP" });
    expect(result.data.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      endCursor: "c2",
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("asks Shopify's endpoint for 20 products by default and leaves sorting to the server", async () => {
    const { client, requests } = clientServing(() => ({ data: { products: connection([]) } }));

    await client.getAllProducts();

    expect(requests[0]!.url).toBe("https://shop.test/api/2025-01/graphql.json");
    expect(requests[0]!.headers["x-shopify-storefront-access-token"]).toBeTruthy();
    expect(requests[0]!.operation).toBe("CatalogueProducts");
    expect(requests[0]!.variables).toEqual({ first: 20 });
  });

  it("passes the cursor, search, sort and direction through and caps the page at 250", async () => {
    const { client, requests } = clientServing(() => ({ data: { products: connection([]) } }));

    await client.getAllProducts({
      first: 1000,
      after: "c19",
      query: "vendor:Portwest",
      sortKey: "PRICE",
      reverse: true,
    });

    expect(requests[0]!.variables).toEqual({
      first: 250,
      after: "c19",
      query: "vendor:Portwest",
      sortKey: "PRICE",
      reverse: true,
    });
  });

  it("reports an empty catalogue as an empty list, not a failure", async () => {
    const { client, logger } = clientServing(() => ({ data: { products: connection([]) } }));

    expect(await client.getAllProducts()).toEqual({
      ok: true,
      data: {
        items: [],
        pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
      },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe("searchProducts", () => {
  it("searches with products(query:) ordered by relevance", async () => {
    const { client, requests } = clientServing(() => ({
      data: { products: connection([productCard(1)]) },
    }));

    const result = await client.searchProducts("hi-vis", { first: 8 });

    expect(result.ok && result.data.items).toHaveLength(1);
    expect(requests[0]!.variables).toEqual({ first: 8, query: "hi-vis", sortKey: "RELEVANCE" });
  });
});

describe("getProductsByCollectionHandle", () => {
  it("passes Shopify's ProductFilter inputs through and reads the facets back", async () => {
    const { client, requests } = clientServing(() => ({
      data: {
        collectionByHandle: {
          ...collection("polo-shirts"),
          products: {
            ...connection([productCard(1)], false),
            filters: [
              {
                id: "filter.v.option.size",
                label: "Size",
                type: "LIST",
                values: [
                  { id: "a", label: "M", count: 4, input: '{"variantOption":{"name":"Size","value":"M"}}' },
                  { id: "b", label: "Broken", count: 1, input: "{not json" },
                ],
              },
            ],
          },
        },
      },
    })); // prettier-ignore
    const filters = [{ variantOption: { name: "size", value: "M" } }, { available: true }];
    const result = await client.getProductsByCollectionHandle("polo-shirts", {
      filters,
      withFacets: true,
    });
    expect(requests[0]!.variables).toMatchObject({ filters, withFacets: true });
    if (!result.ok || !result.data) throw new Error("expected a collection");
    expect(result.data.facets).toEqual([
      {
        id: "filter.v.option.size",
        label: "Size",
        type: "LIST",
        values: [
          { id: "a", label: "M", count: 4, input: { variantOption: { name: "Size", value: "M" } } },
        ],
      },
    ]);
  });

  it("returns the collection and one page of its products", async () => {
    const { client, requests } = clientServing(() => ({
      data: {
        collectionByHandle: {
          ...collection("polo-shirts"),
          products: connection([productCard(1), productCard(2)], true),
        },
      },
    }));

    const result = await client.getProductsByCollectionHandle("polo-shirts", { after: "c19" });

    expect(requests[0]!.variables).toEqual({
      handle: "polo-shirts",
      first: 20,
      after: "c19",
      withFacets: false,
    });
    expect(result.ok).toBe(true);
    if (!result.ok || !result.data) throw new Error("expected a collection");
    expect(result.data.collection).toEqual({
      id: "gid://shopify/Collection/11",
      handle: "polo-shirts",
      title: "Polo Shirts",
      description: "Polos for every trade.",
      descriptionHtml: "<p>Polos for every trade.</p>",
      updatedAt: "2026-01-01T00:00:00Z",
      seo: { title: null, description: null },
      image: expect.objectContaining({ url: "https://cdn.test/products/99.jpg" }),
    });
    expect(result.data.products.items.map((product) => product.handle)).toEqual([
      "product-1",
      "product-2",
    ]);
    expect(result.data.products.pageInfo).toMatchObject({ hasNextPage: true, endCursor: "c1" });
  });

  it("answers null for a collection that does not exist", async () => {
    const { client } = clientServing(() => ({ data: { collectionByHandle: null } }));

    expect(await client.getProductsByCollectionHandle("nope")).toEqual({ ok: true, data: null });
  });
});

describe("collections", () => {
  it("lists collections with a null image when there is none", async () => {
    const { client, requests } = clientServing(() => ({
      data: { collections: connection([collection("boots", { image: null, description: null })]) },
    }));

    const result = await client.getCollections({ first: 6 });

    expect(requests[0]!.variables).toEqual({ first: 6 });
    expect(result.ok && result.data.items[0]).toMatchObject({
      handle: "boots",
      image: null,
      description: "",
    });
  });

  it("finds one collection by handle, or null when there is none", async () => {
    const { client } = clientServing(({ variables }) => ({
      data: { collectionByHandle: variables.handle === "boots" ? collection("boots") : null },
    }));

    expect(await client.getCollectionByHandle("boots")).toMatchObject({
      ok: true,
      data: { handle: "boots" },
    });
    expect(await client.getCollectionByHandle("nope")).toEqual({ ok: true, data: null });
  });
});

describe("getProductRecommendations", () => {
  it("returns cards for the recommended products and an empty list when the server has none", async () => {
    let answer: object[] | null = [productCard(5)];
    const { client, requests } = clientServing(() => ({
      data: { productRecommendations: answer },
    }));

    expect(await client.getProductRecommendations("gid://shopify/Product/1")).toMatchObject({
      ok: true,
      data: [{ id: "gid://shopify/Product/5", priceFromPence: 1250 }],
    });
    expect(requests[0]!.variables).toEqual({ productId: "gid://shopify/Product/1" });
    answer = null;
    expect(await client.getProductRecommendations("gid://shopify/Product/1")).toEqual({
      ok: true,
      data: [],
    });
  });
});

describe("getShop", () => {
  it("returns the shop's name, currencies, domain and policies", async () => {
    const policy = {
      id: "gid://shopify/ShopPolicy/1",
      title: "Refunds",
      url: "https://shop.test/policies/refund",
      body: "30 days",
    };
    const { client, requests } = clientServing(() => ({
      data: {
        shop: {
          id: "gid://shopify/Shop/1",
          name: "Tradewear",
          description: null,
          moneyFormat: "£{{amount}}",
          paymentSettings: { enabledPresentmentCurrencies: ["GBP"] },
          primaryDomain: { host: "shop.test", url: "https://shop.test", sslEnabled: true },
          privacyPolicy: null,
          termsOfService: null,
          refundPolicy: policy,
        },
      },
    }));

    expect(await client.getShop()).toEqual({
      ok: true,
      data: {
        id: "gid://shopify/Shop/1",
        name: "Tradewear",
        description: "",
        moneyFormat: "£{{amount}}",
        currencies: ["GBP"],
        primaryDomain: { host: "shop.test", url: "https://shop.test", sslEnabled: true },
        privacyPolicy: null,
        termsOfService: null,
        refundPolicy: policy,
      },
    });
    expect(requests[0]!.operation).toBe("CatalogueShop");
  });
});
