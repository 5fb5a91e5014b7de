import { describe, expect, it } from "vitest";
import { cart, cartLine, linesPage, payload } from "../test-support/cart-fixtures.ts";
import { clientServing, type SentRequest } from "../test-support/fake-storefront.ts";

// The cart calls' requests and outcomes (spec/back-office.md §4, §7, §8) against canned answers.

const ok = (root: string, body: object = cart()) =>
  payload(root, { cart: body, userErrors: [], warnings: [] });

/** Answers each operation by name: a root field's payload, or the cart for queries. */
function serve(answers: Record<string, (request: SentRequest) => object>) {
  return clientServing((request) => {
    const answer = answers[request.operation];
    if (!answer) throw new Error(`unexpected ${request.operation}`);
    return answer(request);
  });
}

describe("cart calls", () => {
  it("createCart sends lines with decoration attributes, note, email, address, attributes", async () => {
    const { client, requests } = serve({ CartCreate: () => ok("cartCreate") });
    const lines = [
      {
        variantId: "gid://shopify/ProductVariant/1",
        quantity: 6,
        decoration: { type: "embroidery" as const, position: "Back Center", designId: "d1" },
      },
    ];
    const result = await client.createCart({
      lines,
      note: "n",
      email: "a@b.test",
      shippingAddress: { address1: "1 High St", company: null, phone: "", zip: "LS1 1AA" },
      attributes: [{ key: "po", value: "123" }],
    });
    expect(result.ok).toBe(true);
    expect(requests[0]?.variables).toEqual({
      input: {
        lines: [
          {
            merchandiseId: "gid://shopify/ProductVariant/1",
            quantity: 6,
            attributes: [
              { key: "_decoration_type", value: "embroidery" },
              { key: "_decoration_position", value: "Back Center" },
              { key: "_design_id", value: "d1" },
            ],
          },
        ],
        note: "n",
        buyerIdentity: {
          email: "a@b.test",
          deliveryAddressPreferences: [
            { deliveryAddress: { address1: "1 High St", zip: "LS1 1AA" } },
          ],
        },
        attributes: [{ key: "po", value: "123" }],
      },
    });
    expect(lines[0]).toHaveProperty("variantId");
  });

  it("fetchCart pages lines 250 at a time and answers null for no cart", async () => {
    const { client, requests } = serve({
      CartById: (request) =>
        request.variables["id"] === "missing"
          ? { data: { cart: null } }
          : { data: { cart: cart({ lines: linesPage([cartLine(1)], true) }) } },
      CartLinesPage: () => ({ data: { cart: { lines: linesPage([cartLine(2)], false, "p") } } }),
    });
    const found = await client.fetchCart("gid://shopify/Cart/abc");
    expect(found.ok && found.data?.lineItems.map((item) => item.id)).toEqual([
      "gid://shopify/CartLine/1",
      "gid://shopify/CartLine/2",
    ]);
    expect(requests[1]?.variables).toEqual({ id: "gid://shopify/Cart/abc", after: "l0" });
    expect(await client.fetchCart("missing")).toEqual({ ok: true, data: null });
  });

  it("updateCartAttributes sends the note then the attributes, each only if given", async () => {
    const { client, requests } = serve({
      // No warnings on cartNoteUpdate: fine, unlike the SDK's TypeError.
      CartNoteUpdate: () => payload("cartNoteUpdate", { cart: cart(), userErrors: [] }),
      CartAttributesUpdate: () => ok("cartAttributesUpdate"),
      CartById: () => ({ data: { cart: cart() } }),
    });
    await client.updateCartAttributes("c", { note: "hi", attributes: [{ key: "k", value: "v" }] });
    await client.updateCartAttributes("c", { attributes: [] });
    expect((await client.updateCartAttributes("c", {})).ok).toBe(true);
    expect(requests.map((request) => request.operation)).toEqual([
      "CartNoteUpdate",
      "CartAttributesUpdate",
      "CartAttributesUpdate",
      "CartById",
    ]);
    const bad = await client.updateCartAttributes("c", { note: 5 as unknown as string });
    expect(bad).toMatchObject({ ok: false, errors: [{ code: "INVALID", field: ["note"] }] });
  });

  it("replaceCartLines fetches, removes every line, then adds", async () => {
    const { client, requests } = serve({
      CartById: () => ({ data: { cart: cart({ lines: linesPage([cartLine(1), cartLine(2)]) }) } }),
      CartLinesRemove: () => ok("cartLinesRemove", cart({ lines: linesPage([]) })),
      CartLinesAdd: () => ok("cartLinesAdd", cart({ lines: linesPage([cartLine(3)]) })),
    });
    const result = await client.replaceCartLines("c", [{ variantId: "v3", quantity: 1 }]);
    expect(requests.map((request) => request.operation)).toEqual([
      "CartById",
      "CartLinesRemove",
      "CartLinesAdd",
    ]);
    expect(requests[1]?.variables["lineIds"]).toEqual([
      "gid://shopify/CartLine/1",
      "gid://shopify/CartLine/2",
    ]);
    expect(result.ok && result.data.lineItems.map((item) => item.id)).toEqual([
      "gid://shopify/CartLine/3",
    ]);
  });

  it("addDiscountCodes merges the cart's codes, applicable or not, each once; setDiscountCodes replaces them", async () => {
    const { client, requests } = serve({
      CartById: () => ({
        data: { cart: cart({ discountCodes: [{ code: "OLD", applicable: false }] }) },
      }),
      CartDiscountCodesUpdate: () => ok("cartDiscountCodesUpdate"),
    });
    await client.addDiscountCodes("c", ["old", "NEW"]);
    expect(requests[1]?.variables).toEqual({ cartId: "c", discountCodes: ["OLD", "NEW"] });
    await client.removeDiscountCode("c");
    expect(requests[2]?.variables).toEqual({ cartId: "c", discountCodes: [] });
    await client.setDiscountCodes("c", [" SAVE ", "save", "TEN"]);
    expect(requests[3]?.variables).toEqual({ cartId: "c", discountCodes: ["SAVE", "TEN"] });
  });

  it("updateShippingAddress and updateCartEmail go through the buyer identity", async () => {
    const { client, requests } = serve({
      CartBuyerIdentityUpdate: () => ok("cartBuyerIdentityUpdate"),
    });
    await client.updateShippingAddress("c", { firstName: "Sam", company: null, phone: "" });
    await client.updateShippingAddress("c", { company: null });
    await client.updateCartEmail("c", "a@b.test");
    expect(requests.map((request) => request.variables["buyerIdentity"])).toEqual([
      { deliveryAddressPreferences: [{ deliveryAddress: { firstName: "Sam" } }] },
      { deliveryAddressPreferences: [] },
      { email: "a@b.test" },
    ]);
  });
});

describe("cart call outcomes", () => {
  it("fails with the mapped user errors and warnings, keeping a returned cart", async () => {
    const { client } = serve({
      CartLinesAdd: () =>
        payload("cartLinesAdd", {
          cart: null,
          userErrors: [
            { code: "INVALID_MERCHANDISE_LINE", field: ["lines", "0"], message: "gone" },
          ],
          warnings: [],
        }),
      CartLinesUpdate: () =>
        payload("cartLinesUpdate", {
          cart: cart(),
          userErrors: [],
          warnings: [{ code: "MERCHANDISE_OUT_OF_STOCK", message: "out" }],
        }),
    });
    expect(await client.addCartLines("c", [{ variantId: "v" }])).toEqual({
      ok: false,
      errors: [{ code: "LINE_ITEM_NOT_FOUND", field: ["lines", "0"], message: "gone" }],
    });
    const warned = await client.updateCartLines("c", [{ id: "l", quantity: 2 }]);
    expect(warned).toMatchObject({
      ok: false,
      errors: [{ code: "NOT_ENOUGH_IN_STOCK", field: null, message: "out" }],
      cart: { id: "gid://shopify/Cart/abc" },
    });
  });

  it("fails with GraphQL errors, and with an unknown error otherwise; never throws", async () => {
    const { client, logger } = serve({
      CartLinesRemove: () => ({
        errors: [{ message: "invalid value", path: ["cartLinesRemove"] }],
      }),
      CartGiftCardCodesUpdate: () => ({ data: { cartGiftCardCodesUpdate: null } }),
      CartGiftCardCodesRemove: () => ({ data: null }),
      CartById: () => new Response("down", { status: 502 }),
    });
    expect(await client.removeCartLines("c", ["l"])).toEqual({
      ok: false,
      errors: [{ code: "GRAPHQL_ERROR", field: ["cartLinesRemove"], message: "invalid value" }],
    });
    for (const result of [
      await client.addGiftCards("c", ["X"]),
      await client.removeGiftCards("c", ["g"]),
      await client.fetchCart("c"),
    ]) {
      expect(result).toMatchObject({ ok: false, errors: [{ code: "UNKNOWN" }] });
    }
    expect(logger.error).toHaveBeenCalled();
  });

  it("fails as not found when a fetch-first call finds no cart", async () => {
    const { client } = serve({ CartById: () => ({ data: { cart: null } }) });
    expect(await client.replaceCartLines("c", [])).toMatchObject({
      ok: false,
      errors: [{ code: "CART_NOT_FOUND" }],
    });
    expect(await client.addDiscountCodes("c", "X")).toMatchObject({ ok: false });
  });
});
