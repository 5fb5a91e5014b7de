import { describe, expect, it } from "vitest";
import { clientServing } from "./test-support/fake-storefront.ts";
import { image, money, variant } from "./test-support/storefront-fixtures.ts";

const product = {
  id: "gid://shopify/Product/7",
  handle: "hi-vis-polo",
  title: "Hi-Vis Polo",
  vendor: "Portwest",
};

/** A `nodes(ids:)` answer node for variant n, as the engine writes it. */
const basketVariant = (n: number, overrides: object = {}) => {
  const { weight: _weight, compareAtPrice: _compareAtPrice, ...rest } = variant(n, overrides);
  return { __typename: "ProductVariant", ...rest, product };
};

const variantId = (n: number) => `gid://shopify/ProductVariant/${n}`;

describe("getVariantsByIds", () => {
  it("returns the variants in pence with their product, and leaves unknown ids out", async () => {
    const { client, requests } = clientServing(() => ({
      data: {
        nodes: [
          basketVariant(1, { image: image(1), sku: null }),
          null,
          { __typename: "Product" },
          basketVariant(3, { price: money("1299.99"), availableForSale: false }),
        ],
      },
    }));

    const ids = [variantId(1), variantId(2), "gid://shopify/Product/7", variantId(3)];
    const result = await client.getVariantsByIds(ids);

    expect(requests).toHaveLength(1);
    expect(requests[0]!.operation).toBe("CatalogueVariantsByIds");
    expect(requests[0]!.variables).toEqual({ ids });
    expect(result).toEqual({
      ok: true,
      data: [
        {
          id: variantId(1),
          title: "Size 1",
          sku: "",
          pricePence: 1250,
          available: true,
          image: image(1),
          selectedOptions: [{ name: "Size", value: "1" }],
          product,
        },
        expect.objectContaining({ id: variantId(3), pricePence: 129999, available: false }),
      ],
    });
  });

  it("asks once for an id listed twice", async () => {
    const { client, requests } = clientServing(() => ({ data: { nodes: [basketVariant(1)] } }));

    const result = await client.getVariantsByIds([variantId(1), variantId(1)]);

    expect(requests[0]!.variables).toEqual({ ids: [variantId(1)] });
    expect(result.ok && result.data.map((each) => each.id)).toEqual([variantId(1)]);
  });

  it("sends no request for an empty list", async () => {
    const { client, requests } = clientServing(() => ({ data: { nodes: [] } }));

    expect(await client.getVariantsByIds([])).toEqual({ ok: true, data: [] });
    expect(requests).toHaveLength(0);
  });

  it("sends 600 ids in batches of at most 250 and returns every variant in order", async () => {
    const ids = Array.from({ length: 600 }, (_, n) => variantId(n));
    const { client, requests } = clientServing(({ variables }) => ({
      data: {
        nodes: (variables.ids as string[]).map((id) => basketVariant(Number(id.split("/").at(-1)))),
      },
    }));

    const result = await client.getVariantsByIds(ids);

    expect(requests.map((request) => (request.variables.ids as string[]).length)).toEqual([
      250, 250, 100,
    ]);
    expect(result.ok && result.data.map((each) => each.id)).toEqual(ids);
  });

  it.each([
    ["the engine answers with errors", { errors: [{ message: "ids may hold at most 250 ids" }] }],
    [
      "a variant's price is not money",
      { data: { nodes: [basketVariant(1, { price: money("1.234") })] } },
    ],
    ["a variant lacks its product", { data: { nodes: [{ ...basketVariant(1), product: null }] } }],
  ])("fails, logged, when %s", async (_, answer) => {
    const { client, logger } = clientServing(() => answer);

    expect(await client.getVariantsByIds([variantId(1)])).toEqual({ ok: false });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ call: "getVariantsByIds" });
  });
});
