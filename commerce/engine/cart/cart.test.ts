import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { priceBasket } from "#core/pricing/price-basket.ts";
import { designDecorationPricing } from "#core/pricing/pricing-fixtures.ts";
import { productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { penceToDecimal } from "../money.ts";
import { createStorefrontEngine } from "../storefront-engine.ts";

type GraphQLResponse = { data?: Record<string, any>; errors?: { message: string }[] };

const cartFields = `id checkoutUrl note attributes { key value }
  buyerIdentity { email countryCode }
  cost { subtotalAmount { amount currencyCode } checkoutChargeAmount { amount } totalTaxAmount { amount } totalAmount { amount } totalDutyAmount { amount } }
  discountCodes { code applicable } appliedGiftCards { id } discountAllocations { discountedAmount { amount } }
  deliveryGroups(first: 10) { edges { node { id } } }
  lines(first: 250) { pageInfo { hasNextPage } edges { cursor node { __typename id quantity attributes { key value }
    cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } compareAtAmountPerQuantity { amount } }
    merchandise { ... on ProductVariant { id price { amount } product { id } } } } } }`;
const payload = `cart { ${cartFields} } userErrors { field message code } warnings { code message }`;

const createCart = `mutation ($input: CartInput) { cartCreate(input: $input) { ${payload} } }`;
const addLines = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${payload} } }`;
const updateLines = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${payload} } }`;
const removeLines = `mutation ($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${payload} } }`;
const updateNote = `mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { note } userErrors { field message code } } }`;
const updateAttributes = `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { attributes { key value } } userErrors { field code } } }`;
const getCart = `query ($id: ID!) { cart(id: $id) { ${cartFields} } }`;

const embroideredChestLeft = [
  { key: "_decoration_type", value: "embroidery" },
  { key: "_decoration_position", value: "Chest Left" },
  { key: "_design_id", value: "design-1" },
];

describeWithDatabase("the Storefront engine's carts", (use) => {
  let engine: ReturnType<typeof createStorefrontEngine>;
  const errors: unknown[] = [];
  /** Two available variants of one published product, same price; one unavailable variant. */
  let polo: { productId: number; m: string; l: string; pricePence: number };
  let unavailable: string;

  async function query(document: string, variables: Record<string, unknown> = {}) {
    const response = await engine(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: document, variables }),
      }),
    );
    return (await response.json()) as GraphQLResponse;
  }

  async function mutate(document: string, variables: Record<string, unknown>, root: string) {
    const body = await query(document, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.[root];
  }

  beforeAll(async () => {
    const db = use().db;
    await applyDemoSeed(db);
    engine = createStorefrontEngine({
      db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: (error) => errors.push(error),
    });
    engine.setCaching(true);
    const pairs = await db
      .select({ productId: productVariants.productId, pricePence: productVariants.pricePence })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
      .groupBy(productVariants.productId, productVariants.pricePence)
      .having(sql`count(*) >= 2 and ${productVariants.pricePence} < 5000`)
      .orderBy(asc(productVariants.productId))
      .limit(1);
    const pair = pairs[0]!;
    const variants = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, pair.productId),
          eq(productVariants.pricePence, pair.pricePence),
          eq(productVariants.isAvailable, true),
        ),
      )
      .orderBy(asc(productVariants.id))
      .limit(2);
    polo = {
      ...pair,
      m: `gid://shopify/ProductVariant/${variants[0]!.id}`,
      l: `gid://shopify/ProductVariant/${variants[1]!.id}`,
    };
    const [out] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, false)))
      .limit(1);
    unavailable = `gid://shopify/ProductVariant/${out!.id}`;
  });

  it("creates a cart, adds, merges, updates and removes lines in order", async () => {
    const created = await mutate(
      createCart,
      {
        input: {
          note: "Deliver to reception",
          attributes: [{ key: "source", value: "basket" }],
          buyerIdentity: { email: "buyer@example.com" },
          lines: [{ merchandiseId: polo.m, quantity: 2 }],
        },
      },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
    const cart = created.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]{32}$/);
    expect(cart.checkoutUrl).toBe(`https://shop.test/checkout/${cart.id.split("/").at(-1)}`);
    expect(cart.note).toBe("Deliver to reception");
    expect(cart.buyerIdentity).toEqual({ email: "buyer@example.com", countryCode: "GB" });
    expect(cart.lines.edges.map((edge: any) => edge.node.quantity)).toEqual([2]);
    expect(cart.lines.edges[0].node.__typename).toBe("CartLine");
    expect(cart.lines.edges[0].node.merchandise.id).toBe(polo.m);
    expect(cart.deliveryGroups.edges).toEqual([]);
    expect(cart.discountCodes).toEqual([]);
    expect(cart.cost.totalDutyAmount).toBeNull();

    const added = await mutate(
      addLines,
      {
        cartId: cart.id,
        lines: [
          { merchandiseId: polo.l, quantity: 1, attributes: embroideredChestLeft },
          { merchandiseId: polo.m, quantity: 3 },
        ],
      },
      "cartLinesAdd",
    );
    expect(added.userErrors).toEqual([]);
    const lines = added.cart.lines.edges.map((edge: any) => edge.node);
    expect(lines.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([
      [polo.m, 5],
      [polo.l, 1],
    ]);
    expect(lines[1].attributes).toEqual(embroideredChestLeft);

    const updated = await mutate(
      updateLines,
      {
        cartId: cart.id,
        lines: [
          { id: lines[1].id, quantity: 4 },
          { id: lines[0].id, quantity: 0 },
        ],
      },
      "cartLinesUpdate",
    );
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.edges.map((edge: any) => [edge.node.id, edge.node.quantity])).toEqual(
      [[lines[1].id, 4]],
    );

    const removed = await mutate(
      removeLines,
      { cartId: cart.id, lineIds: [lines[1].id] },
      "cartLinesRemove",
    );
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.edges).toEqual([]);
    expect(removed.cart.cost.totalAmount.amount).toBe("0.0");

    const noted = await mutate(updateNote, { cartId: cart.id, note: "" }, "cartNoteUpdate");
    expect(noted).toEqual({ cart: { note: "" }, userErrors: [] });
    const attributed = await mutate(
      updateAttributes,
      {
        cartId: cart.id,
        attributes: [
          { key: "po", value: "PO-1" },
          { key: "source", value: "sdk" },
        ],
      },
      "cartAttributesUpdate",
    );
    expect(attributed.cart.attributes).toEqual([
      { key: "source", value: "sdk" },
      { key: "po", value: "PO-1" },
    ]);
    expect(errors).toEqual([]);
  });

  it("prices the DESIGN §3 embroidered polo through line attributes, one group across sizes", async () => {
    const created = await mutate(
      createCart,
      {
        input: {
          lines: [
            { merchandiseId: polo.m, quantity: 5, attributes: embroideredChestLeft },
            { merchandiseId: polo.l, quantity: 5, attributes: embroideredChestLeft },
          ],
        },
      },
      "cartCreate",
    );
    const [m, l] = created.cart.lines.edges.map((edge: any) => edge.node);
    // By hand (DESIGN §3): 10 items of one product → 5% off; one embroidery group of 10 → £3.50
    // each; the £9.95 set-up rides on the first line unless the group's goods reach £1,000.
    const unit = Math.floor((polo.pricePence * 95 + 50) / 100);
    const goods = 5 * (unit + 350);
    const setUp = 2 * goods >= 100_000 ? 0 : 995;
    const vat = (pence: number) => Math.floor((pence * 20 + 50) / 100);
    expect(m.cost.subtotalAmount.amount).toBe(penceToDecimal(goods + setUp));
    expect(l.cost.subtotalAmount.amount).toBe(penceToDecimal(goods));
    expect(l.cost.totalAmount.amount).toBe(penceToDecimal(goods));
    expect(l.cost.amountPerQuantity.amount).toBe(penceToDecimal(unit + 350));
    const linesEx = 2 * goods + setUp;
    const linesVat = vat(goods + setUp) + vat(goods);
    const delivery = linesEx + linesVat > 7500 ? 0 : 495;
    expect(created.cart.cost).toEqual({
      subtotalAmount: { amount: penceToDecimal(linesEx), currencyCode: "GBP" },
      checkoutChargeAmount: { amount: penceToDecimal(linesEx) },
      totalTaxAmount: { amount: penceToDecimal(linesVat + vat(delivery)) },
      totalAmount: { amount: penceToDecimal(linesEx + linesVat + delivery + vat(delivery)) },
      totalDutyAmount: null,
    });
    // And the same as core's priceBasket says.
    const line = (variantId: string) => ({
      productId: "p",
      variantId,
      quantity: 5,
      variantPricePence: polo.pricePence,
      decoration: { type: "embroidery", position: "Chest Left", designId: "design-1" } as const,
    });
    const priced = priceBasket({
      lines: [line("m"), line("l")],
      decorationPricing: designDecorationPricing,
    });
    expect(created.cart.cost.totalAmount.amount).toBe(penceToDecimal(priced.totalPence));
  });

  it("reproduces the DESIGN §3 polo figures when the variant costs £10.00", async () => {
    await use()
      .db.update(productVariants)
      .set({ pricePence: 1000 })
      .where(eq(productVariants.id, Number(polo.m.split("/").at(-1))));
    const plain = await mutate(
      createCart,
      { input: { lines: [{ merchandiseId: polo.m }] } },
      "cartCreate",
    );
    expect(plain.cart.cost.subtotalAmount.amount).toBe("10.0");
    expect(plain.cart.cost.totalTaxAmount.amount).toBe("2.99"); // 200 + 99 on delivery
    expect(plain.cart.cost.totalAmount.amount).toBe("17.94");
    const embroidered = await mutate(
      createCart,
      {
        input: {
          lines: [{ merchandiseId: polo.m, quantity: 10, attributes: embroideredChestLeft }],
        },
      },
      "cartCreate",
    );
    expect(embroidered.cart.lines.edges[0].node.cost.subtotalAmount.amount).toBe("139.95");
    expect(embroidered.cart.cost.totalTaxAmount.amount).toBe("27.99");
    expect(embroidered.cart.cost.totalAmount.amount).toBe("167.94");
    await use()
      .db.update(productVariants)
      .set({ pricePence: polo.pricePence })
      .where(eq(productVariants.id, Number(polo.m.split("/").at(-1))));
  });

  it("answers Shopify's user errors and warnings, changing nothing on an error", async () => {
    const unknown = await mutate(
      addLines,
      { cartId: "gid://shopify/Cart/nope", lines: [{ merchandiseId: polo.m }] },
      "cartLinesAdd",
    );
    expect(unknown).toEqual({
      cart: null,
      userErrors: [{ field: ["cartId"], message: expect.any(String), code: "INVALID" }],
      warnings: [],
    });
    const cart = (
      await mutate(createCart, { input: { lines: [{ merchandiseId: polo.m }] } }, "cartCreate")
    ).cart;
    const lineId = cart.lines.edges[0].node.id;
    const codes = async (document: string, variables: Record<string, unknown>, root: string) => {
      const result = await mutate(document, { cartId: cart.id, ...variables }, root);
      expect(result.cart).toBeNull();
      return result.userErrors.map((error: any) => [error.code, error.field]);
    };
    expect(
      await codes(
        addLines,
        { lines: [{ merchandiseId: "gid://shopify/ProductVariant/999999" }] },
        "cartLinesAdd",
      ),
    ).toEqual([["INVALID", ["lines", "0", "merchandiseId"]]]);
    expect(
      await codes(addLines, { lines: [{ merchandiseId: polo.m, quantity: 0 }] }, "cartLinesAdd"),
    ).toEqual([["INVALID", ["lines", "0", "quantity"]]]);
    expect(
      await codes(
        addLines,
        { lines: [{ merchandiseId: polo.m, quantity: 100_000 }] },
        "cartLinesAdd",
      ),
    ).toEqual([["MAXIMUM_EXCEEDED", ["lines", "0", "quantity"]]]);
    expect(
      await codes(
        addLines,
        {
          lines: [
            {
              merchandiseId: polo.l,
              attributes: [{ key: "_decoration_type", value: "embroidery" }],
            },
            {
              merchandiseId: polo.l,
              attributes: [
                { key: "_decoration_type", value: "print" },
                { key: "_decoration_position", value: "chest left" },
              ],
            },
          ],
        },
        "cartLinesAdd",
      ),
    ).toEqual([
      ["INVALID", ["lines", "0", "attributes"]],
      ["INVALID", ["lines", "1", "attributes"]],
    ]);
    expect(
      await codes(
        updateLines,
        { lines: [{ id: "gid://shopify/CartLine/nope", quantity: 2 }] },
        "cartLinesUpdate",
      ),
    ).toEqual([["INVALID_MERCHANDISE_LINE", ["lines", "0", "id"]]]);
    expect(
      await codes(updateLines, { lines: [{ id: lineId, quantity: -1 }] }, "cartLinesUpdate"),
    ).toEqual([["INVALID", ["lines", "0", "quantity"]]]);
    expect(
      await codes(
        removeLines,
        { lineIds: [lineId, "gid://shopify/CartLine/00000000-0000-0000-0000-000000000000"] },
        "cartLinesRemove",
      ),
    ).toEqual([["INVALID_MERCHANDISE_LINE", ["lineIds", "1"]]]);
    const tooLong = await mutate(
      updateNote,
      { cartId: cart.id, note: "x".repeat(5001) },
      "cartNoteUpdate",
    );
    expect(tooLong.userErrors.map((error: any) => [error.code, error.field])).toEqual([
      ["NOTE_TOO_LONG", ["note"]],
    ]);
    expect(
      (
        await mutate(
          createCart,
          { input: { lines: [{ merchandiseId: polo.m, quantity: -2 }] } },
          "cartCreate",
        )
      ).userErrors[0].field,
    ).toEqual(["input", "lines", "0", "quantity"]);
    // The failed mutations rolled back: the cart still has its one line of one.
    const after = (await query(getCart, { id: cart.id })).data?.["cart"];
    expect(after.lines.edges.map((edge: any) => [edge.node.id, edge.node.quantity])).toEqual([
      [lineId, 1],
    ]);

    const warned = await mutate(
      addLines,
      { cartId: cart.id, lines: [{ merchandiseId: unavailable }, { merchandiseId: polo.l }] },
      "cartLinesAdd",
    );
    expect(warned.userErrors).toEqual([]);
    expect(warned.warnings.map((warning: any) => warning.code)).toEqual([
      "MERCHANDISE_OUT_OF_STOCK",
    ]);
    expect(warned.cart.lines.edges.map((edge: any) => edge.node.merchandise.id)).toEqual([
      polo.m,
      polo.l,
    ]);
  });

  it("never serves a cart from the response cache, by cart(id:) or node(id:)", async () => {
    const cart = (
      await mutate(createCart, { input: { lines: [{ merchandiseId: polo.m }] } }, "cartCreate")
    ).cart;
    const byNode = `query ($id: ID!) { node(id: $id) { __typename ... on Cart { lines(first: 5) { edges { node { quantity } } } } } }`;
    for (const quantity of [1, 3]) {
      if (quantity > 1)
        await mutate(
          updateLines,
          { cartId: cart.id, lines: [{ id: cart.lines.edges[0].node.id, quantity }] },
          "cartLinesUpdate",
        );
      for (let i = 0; i < 2; i += 1) {
        const fetched = (await query(getCart, { id: cart.id })).data?.["cart"];
        expect(fetched.lines.edges[0].node.quantity).toBe(quantity);
        const node = (await query(byNode, { id: cart.id })).data?.["node"];
        expect(node.__typename).toBe("Cart");
        expect(node.lines.edges[0].node.quantity).toBe(quantity);
      }
    }
    expect((await query(getCart, { id: "gid://shopify/Cart/unknown-token-000000" })).data).toEqual({
      cart: null,
    });
  });
});
