import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import {
  createCart,
  addLines,
  updateLines,
  removeLines,
  updateNote,
  getCart,
  openCartTestEngine,
} from "./cart-test-support.ts";

describeWithDatabase("the Storefront engine's cart errors and caching", (use) => {
  const errors: unknown[] = [];
  let cartEngine: Awaited<ReturnType<typeof openCartTestEngine>>;
  const query: typeof cartEngine.query = (...args) => cartEngine.query(...args);
  const mutate: typeof cartEngine.mutate = (...args) => cartEngine.mutate(...args);

  beforeAll(async () => {
    cartEngine = await openCartTestEngine(use().db, errors);
  });

  it("answers Shopify's user errors and warnings, changing nothing on an error", async () => {
    const unknown = await mutate(
      addLines,
      { cartId: "gid://shopify/Cart/nope", lines: [{ merchandiseId: cartEngine.polo.m }] },
      "cartLinesAdd",
    );
    expect(unknown).toEqual({
      cart: null,
      userErrors: [{ field: ["cartId"], message: expect.any(String), code: "INVALID" }],
      warnings: [],
    });
    const cart = (
      await mutate(
        createCart,
        { input: { lines: [{ merchandiseId: cartEngine.polo.m }] } },
        "cartCreate",
      )
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
      await codes(
        addLines,
        { lines: [{ merchandiseId: cartEngine.polo.m, quantity: 0 }] },
        "cartLinesAdd",
      ),
    ).toEqual([["INVALID", ["lines", "0", "quantity"]]]);
    expect(
      await codes(
        addLines,
        { lines: [{ merchandiseId: cartEngine.polo.m, quantity: 100_000 }] },
        "cartLinesAdd",
      ),
    ).toEqual([["MAXIMUM_EXCEEDED", ["lines", "0", "quantity"]]]);
    expect(
      await codes(
        addLines,
        {
          lines: [
            {
              merchandiseId: cartEngine.polo.l,
              attributes: [{ key: "_decoration_type", value: "embroidery" }],
            },
            {
              merchandiseId: cartEngine.polo.l,
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
          { input: { lines: [{ merchandiseId: cartEngine.polo.m, quantity: -2 }] } },
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
      {
        cartId: cart.id,
        lines: [{ merchandiseId: cartEngine.unavailable }, { merchandiseId: cartEngine.polo.l }],
      },
      "cartLinesAdd",
    );
    expect(warned.userErrors).toEqual([]);
    expect(warned.warnings.map((warning: any) => warning.code)).toEqual([
      "MERCHANDISE_OUT_OF_STOCK",
    ]);
    expect(warned.cart.lines.edges.map((edge: any) => edge.node.merchandise.id)).toEqual([
      cartEngine.polo.m,
      cartEngine.polo.l,
    ]);
  });

  it("never serves a cart from the response cache, by cart(id:) or node(id:)", async () => {
    const cart = (
      await mutate(
        createCart,
        { input: { lines: [{ merchandiseId: cartEngine.polo.m }] } },
        "cartCreate",
      )
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
