import { describe, expect, it } from "vitest";
import { clientServing } from "./test-support/fake-storefront.ts";
import {
  connection,
  image,
  money,
  productDetail,
  variant,
} from "./test-support/storefront-fixtures.ts";

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** Serves `items` 250 at a time, with cursors `${prefix}${index}` so a request's `after` picks the page. */
function pageOf<T>(items: T[], prefix: string, after?: unknown) {
  const start = after === undefined ? 0 : Number(String(after).slice(prefix.length)) + 1;
  const nodes = items.slice(start, start + 250);
  return {
    pageInfo: { hasNextPage: start + 250 < items.length, hasPreviousPage: start > 0 },
    edges: nodes.map((node, i) => ({ cursor: `${prefix}${start + i}`, node })),
  };
}

describe("getProductByHandle", () => {
  it("returns the full product with options, images and variants in pence", async () => {
    const { client, requests } = clientServing(() => ({
      data: {
        productByHandle: productDetail({
          vendor: null,
          variants: connection([
            variant(1, { sku: null, weight: null, compareAtPrice: money("15.0"), image: image(1) }),
            variant(2, { price: money("1299.99"), availableForSale: false, quantityAvailable: 0 }),
            variant(3, { quantityAvailable: -2, currentlyNotInStock: true }),
          ]),
        }),
      },
    }));

    const result = await client.getProductByHandle("hi-vis-polo");

    expect(requests).toHaveLength(1);
    expect(requests[0]!.variables).toEqual({ handle: "hi-vis-polo" });
    expect(result.ok).toBe(true);
    if (!result.ok || !result.data) throw new Error("expected a product");
    const product = result.data;
    expect(product).toMatchObject({
      id: "gid://shopify/Product/7",
      handle: "hi-vis-polo",
      vendor: "",
      productType: "Polo Shirts",
      descriptionHtml: "<p>A bright polo.</p>",
      onlineStoreUrl: null,
      options: [{ id: "gid://shopify/ProductOption/1", name: "Size", values: ["S", "M"] }],
    });
    expect(product.images.map((each) => each.id)).toEqual([
      "gid://shopify/ProductImage/1",
      "gid://shopify/ProductImage/2",
    ]);
    expect(product.variants).toEqual([
      {
        id: "gid://shopify/ProductVariant/1",
        title: "Size 1",
        sku: "",
        pricePence: 1250,
        compareAtPricePence: 1500,
        currencyCode: "GBP",
        available: true,
        quantityAvailable: null,
        currentlyNotInStock: false,
        selectedOptions: [{ name: "Size", value: "1" }],
        image: image(1),
        weight: null,
      },
      expect.objectContaining({
        sku: "TW-2",
        pricePence: 129999,
        compareAtPricePence: null,
        available: false,
        quantityAvailable: 0,
        weight: 0.3,
      }),
      expect.objectContaining({ quantityAvailable: -2, currentlyNotInStock: true }),
    ]);
  });

  it("answers null, with no follow-up requests, for a handle that does not exist", async () => {
    const { client, requests, logger } = clientServing(() => ({ data: { productByHandle: null } }));

    expect(await client.getProductByHandle("nope")).toEqual({ ok: true, data: null });
    expect(requests).toHaveLength(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("pages 600 variants 250 at a time, following the last cursor, and returns all of them", async () => {
    const variants = range(0, 600).map((n) => variant(n));
    const { client, requests } = clientServing(({ operation, variables }) =>
      operation === "CatalogueProductByHandle"
        ? { data: { productByHandle: productDetail({ variants: pageOf(variants, "v") }) } }
        : {
            data: {
              node: {
                id: "gid://shopify/Product/7",
                variants: pageOf(variants, "v", variables.after),
              },
            },
          },
    );

    const result = await client.getProductByHandle("hi-vis-polo");

    expect(requests.map((request) => [request.operation, request.variables])).toEqual([
      ["CatalogueProductByHandle", { handle: "hi-vis-polo" }],
      ["CatalogueProductVariants", { id: "gid://shopify/Product/7", after: "v249" }],
      ["CatalogueProductVariants", { id: "gid://shopify/Product/7", after: "v499" }],
    ]);
    expect(result.ok && result.data?.variants.map((each) => each.id)).toEqual(
      range(0, 600).map((n) => `gid://shopify/ProductVariant/${n}`),
    );
  });

  it("pages images the same way, beside the variants", async () => {
    const images = range(0, 260).map(image);
    const variants = range(0, 251).map((n) => variant(n));
    const { client, requests } = clientServing(({ operation, variables }) => {
      if (operation === "CatalogueProductByHandle") {
        const product = productDetail({
          images: pageOf(images, "i"),
          variants: pageOf(variants, "v"),
        });
        return { data: { productByHandle: product } };
      }
      const node =
        operation === "CatalogueProductImages"
          ? { images: pageOf(images, "i", variables.after) }
          : { variants: pageOf(variants, "v", variables.after) };
      return { data: { node: { id: "gid://shopify/Product/7", ...node } } };
    });

    const result = await client.getProductByHandle("hi-vis-polo");

    expect(
      requests
        .slice(1)
        .map((request) => request.variables.after)
        .sort(),
    ).toEqual(["i249", "v249"]);
    expect(result.ok && result.data?.images).toHaveLength(260);
    expect(result.ok && result.data?.variants).toHaveLength(251);
  });

  it("stops paging when a page comes back empty even if the server says there is more", async () => {
    const { client, requests } = clientServing(({ operation }) =>
      operation === "CatalogueProductByHandle"
        ? { data: { productByHandle: productDetail({ variants: connection([variant(1)], true) }) } }
        : { data: { node: { variants: connection([], true) } } },
    );

    const result = await client.getProductByHandle("hi-vis-polo");

    expect(requests).toHaveLength(2);
    expect(result.ok && result.data?.variants).toHaveLength(1);
  });

  it.each([
    ["the next page fails", { errors: [{ message: "Internal error" }] }],
    ["the product vanished between pages", { data: { node: null } }],
    ["the id no longer names a product", { data: { node: {} } }],
  ])("fails the whole lookup, logged, when %s", async (_, followUp) => {
    const { client, logger } = clientServing(({ operation }) =>
      operation === "CatalogueProductByHandle"
        ? { data: { productByHandle: productDetail({ variants: connection([variant(1)], true) }) } }
        : followUp,
    );

    expect(await client.getProductByHandle("hi-vis-polo")).toEqual({ ok: false });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ call: "getProductByHandle" });
  });

  it("fails, logged, when the first response is malformed", async () => {
    const { client, logger } = clientServing(() => ({ data: { productByHandle: { id: "x" } } }));

    expect(await client.getProductByHandle("hi-vis-polo")).toEqual({ ok: false });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
