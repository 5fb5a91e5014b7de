import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import { productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { addLines, openCartTestEngine, updateLines } from "./cart/cart-test-support.ts";

// Issue 11.4 in the Storefront API, over the demo fleece whose Navy sizes show every stock level
// (server/demo/demo-catalogue-jackets.ts): XS untracked, S 40 left, M 3 left, L back-ordered,
// XL out of stock. Shopify's rules: availableForSale, quantityAvailable (null untracked) and
// currentlyNotInStock on the variant; in the cart, a `deny` variant held to its stock with the
// warnings MERCHANDISE_NOT_ENOUGH_STOCK / MERCHANDISE_OUT_OF_STOCK, which our client reports as
// NOT_ENOUGH_IN_STOCK.

const fleece = "regatta-professional-trf548-thor-iii-fleece";
const name = "Regatta Professional TRF548 Thor III Fleece";

describeWithDatabase("stock in the Storefront API", (use) => {
  let cartEngine: Awaited<ReturnType<typeof openCartTestEngine>>;
  let client: CommerceClient;
  const navy: Record<string, string> = {};

  beforeAll(async () => {
    cartEngine = await openCartTestEngine(use().db, []);
    client = createCommerceClient({
      storeDomain: "shop.test",
      fetch: (input, init) => cartEngine.engine(new Request(input, init)),
      logger: pino({ level: "silent" }),
    });
    const rows = await use()
      .db.select({ id: productVariants.id, title: productVariants.title })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, fleece)));
    for (const row of rows)
      if (row.title.startsWith("Navy / "))
        navy[row.title.slice(7)] = `gid://shopify/ProductVariant/${row.id}`;
  }, 60_000);

  it("tells each variant's stock as Shopify does: quantityAvailable, currentlyNotInStock", async () => {
    const product = await client.getProductByHandle(fleece);
    if (!product.ok || !product.data) throw new Error("no demo fleece");
    const stock = Object.fromEntries(
      product.data.variants
        .filter((variant) => variant.title.startsWith("Navy / "))
        .map((variant) => [
          variant.title.slice(7),
          [variant.available, variant.quantityAvailable, variant.currentlyNotInStock],
        ]),
    );
    expect(stock).toEqual({
      XS: [true, null, false],
      S: [true, 40, false],
      M: [true, 3, false],
      L: [true, 0, true],
      XL: [false, 0, false],
      "2XL": [true, null, false],
      "3XL": [true, null, false],
    });
  });

  it("keeps what is left of a `deny` variant in the cart, with Shopify's warning", async () => {
    const created = await cartEngine.mutate(
      `mutation ($input: CartInput) { cartCreate(input: $input) { cart { id lines(first: 10) { edges { node { id quantity merchandise { ... on ProductVariant { id } } } } } } userErrors { code } warnings { code message } } }`,
      { input: { lines: [{ merchandiseId: navy["M"], quantity: 5 }] } },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
    expect(created.warnings).toEqual([
      {
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: `Only 3 of ${name} (Navy / M) are in stock.`,
      },
    ]);
    const cartId = created.cart.id;
    const quantities = (cart: any) =>
      cart.lines.edges.map((edge: any) => [edge.node.merchandise.id, edge.node.quantity]);
    expect(quantities(created.cart)).toEqual([[navy["M"], 3]]);

    // Lines of one variant share its stock; a back-ordered or untracked variant has no limit.
    const added = await cartEngine.mutate(
      addLines,
      {
        cartId,
        lines: [
          {
            merchandiseId: navy["M"],
            quantity: 1,
            attributes: [
              { key: "_decoration_type", value: "embroidery" },
              { key: "_decoration_position", value: "Chest Left" },
            ],
          },
          { merchandiseId: navy["L"], quantity: 50 },
          { merchandiseId: navy["XS"], quantity: 50 },
          { merchandiseId: navy["XL"], quantity: 1 },
        ],
      },
      "cartLinesAdd",
    );
    expect(added.warnings.map((warning: any) => warning.code)).toEqual([
      "MERCHANDISE_OUT_OF_STOCK",
      "MERCHANDISE_NOT_ENOUGH_STOCK",
    ]);
    expect(quantities(added.cart)).toEqual([
      [navy["M"], 3],
      [navy["L"], 50],
      [navy["XS"], 50],
    ]);

    const line = added.cart.lines.edges[0].node.id;
    const updated = await cartEngine.mutate(
      updateLines,
      { cartId, lines: [{ id: line, quantity: 2 }] },
      "cartLinesUpdate",
    );
    expect(updated.warnings).toEqual([]);
    const raised = await cartEngine.mutate(
      updateLines,
      { cartId, lines: [{ id: line, quantity: 9 }] },
      "cartLinesUpdate",
    );
    expect(raised.warnings.map((warning: any) => warning.code)).toEqual([
      "MERCHANDISE_NOT_ENOUGH_STOCK",
    ]);
    expect(raised.cart.lines.edges[0].node.quantity).toBe(3);
  });

  it("reports too few in stock to our client's callers as NOT_ENOUGH_IN_STOCK, with the cart", async () => {
    const result = await client.createCart({
      lines: [{ variantId: navy["M"]!, quantity: 4, decoration: { type: "plain" } }],
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          code: "NOT_ENOUGH_IN_STOCK",
          field: null,
          message: `Only 3 of ${name} (Navy / M) are in stock.`,
        },
      ],
    });
    expect(!result.ok && result.cart?.lineItems.map((item) => item.quantity)).toEqual([3]);
  });
});
