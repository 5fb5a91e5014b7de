import { beforeAll, describe, expect, it, vi } from "vitest";
import pino from "pino";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import { parseConfig, type Config } from "#server/config/env.ts";
import { checkoutInput } from "#server/orders/orders-test-support.ts";
import { placeOrder } from "#server/orders/orders.server.ts";
import { seededStorefront } from "../testing/in-process-storefront.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { checkoutBasket, checkoutStatus, emptyBasketMessage } from "./basket-checkout.server.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";

const polo = "portwest-b210-essential-polo";
const tee = "gildan-gd12-heavy-cotton-t-shirt";

describeWithDatabase("checkoutBasket against the engine and the demo data", (use) => {
  let commerce: CommerceClient;

  async function variantId(handle: string): Promise<string> {
    const result = await commerce.getProductByHandle(handle);
    const found = result.ok ? result.data?.variants.find((each) => each.available) : null;
    if (!found) throw new Error(`no demo variant of ${handle}`);
    return found.id;
  }

  beforeAll(async () => {
    ({ commerce: commerce } = await seededStorefront(use().db));
    // Issue 18.9: the checkout takes orders only with the shop's own bank details.
    await useTestBankDetails(use());
  });

  it("makes a cart whose lines carry their decoration, and answers its checkout URL", async () => {
    const [poloId, teeId] = [await variantId(polo), await variantId(tee)];
    const result = await checkoutBasket({ commerce }, [
      {
        id: "a",
        variantId: poloId,
        quantity: 10,
        customizationType: "embroidery",
        customizationPosition: "Chest Left",
        designId: "design-1",
        designToken: "token-of-design-1",
        // Ignored: the browser's prices are never read.
        pricePence: 1,
      },
      { id: "b", variantId: teeId, quantity: 3 },
    ]);
    if (!result.ok) throw new Error(result.error);
    const match = /^http:\/\/shop\.test\/checkout\/([^/?]+)\?_fd=0$/.exec(result.webUrl);
    expect(match).not.toBeNull();
    const cart = await commerce.fetchCart(`gid://shopify/Cart/${match![1]}`);
    if (!cart.ok || !cart.data) throw new Error("no cart");
    expect(cart.data.lineItems.map((line) => [line.variant.id, line.quantity])).toEqual([
      [poloId, 10],
      [teeId, 3],
    ]);
    expect(cart.data.lineItems[0]!.attributes).toEqual(
      expect.arrayContaining([
        { key: "_decoration_type", value: "embroidery" },
        { key: "_decoration_position", value: "Chest Left" },
        { key: "_design_id", value: "design-1" },
        // Issue 10.10: the upload's token goes with the design to the cart.
        { key: "_design_token", value: "token-of-design-1" },
      ]),
    );
    expect(cart.data.lineItems[1]!.attributes).toEqual([
      { key: "_decoration_type", value: "plain" },
    ]);
  });

  it("refuses an empty basket without calling the Cart API", async () => {
    const createCart = vi.fn();
    const fake = { createCart } as unknown as CommerceClient;
    expect(await checkoutBasket({ commerce: fake }, [])).toEqual({
      intent: "checkout",
      ok: false,
      status: 400,
      error: emptyBasketMessage,
    });
    expect(await checkoutBasket({ commerce: fake }, undefined)).toMatchObject({
      error: emptyBasketMessage,
    });
    expect(createCart).not.toHaveBeenCalled();
  });

  it("refuses malformed lines, naming the field", async () => {
    const result = await checkoutBasket({ commerce }, [
      { variantId: "gid://shopify/ProductVariant/1", quantity: 0 },
    ]);
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (!result.ok) expect(result.error).toBe("lines.0.quantity: Quantity must be at least 1");
    expect(await checkoutBasket({ commerce }, "lines")).toMatchObject({ ok: false, status: 400 });
  });

  it("answers the client's mapped message when the cart refuses a line", async () => {
    const result = await checkoutBasket({ commerce }, [
      { variantId: "gid://shopify/ProductVariant/999999999", quantity: 1 },
    ]);
    expect(result).toEqual({
      intent: "checkout",
      ok: false,
      status: 422,
      error: "The merchandise with id gid://shopify/ProductVariant/999999999 does not exist.",
    });
  });

  it("in Shopify mode sends a plain basket to the store's cart permalink while its Cart API gives no answer", async () => {
    // Issue 17: the real client, its store answering 502 to everything.
    const down = createCommerceClient({
      storeDomain: "store.test",
      fetch: () => Promise.resolve(new Response("down", { status: 502 })),
      logger: pino({ level: "silent" }),
    });
    const [poloId, teeId] = [await variantId(polo), await variantId(tee)];
    const numeric = (id: string) => id.split("/").pop();
    const plain = await checkoutBasket(
      { commerce: down },
      [
        { variantId: poloId, quantity: 2 },
        { variantId: teeId, quantity: 1 },
      ],
      "http://store.test",
    );
    expect(plain).toEqual({
      intent: "checkout",
      ok: true,
      webUrl: `http://store.test/cart/${numeric(poloId)}:2,${numeric(teeId)}:1`,
      // A permalink has no cart for the basket to keep.
      cartId: null,
    });
    // A decoration cannot ride in a permalink: the buyer is asked to try again instead.
    const decorated = await checkoutBasket(
      { commerce: down },
      [
        {
          variantId: poloId,
          quantity: 10,
          customizationType: "embroidery",
          customizationPosition: "Chest Left",
        },
      ],
      "http://store.test",
    );
    expect(decorated).toMatchObject({ ok: false, status: 503 });
    // Our own engine has no permalink fallback to take.
    expect(
      await checkoutBasket({ commerce: down }, [{ variantId: poloId, quantity: 2 }]),
    ).toMatchObject({
      ok: false,
      status: 503,
    });
  });

  // Issue 18.2: the basket keeps its cart until it changes, and Checkout again reopens it.
  it("answers the same cart again for the cart id the basket kept, and a new one when it is gone", async () => {
    const lines = [{ id: "a", variantId: await variantId(tee), quantity: 3 }];
    const first = await checkoutBasket({ commerce }, lines);
    if (!first.ok || !first.cartId) throw new Error("no cart");
    expect(first.cartId).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]{16,64}$/);
    expect(first.webUrl).toContain(first.cartId.split("/").at(-1));

    const again = await checkoutBasket({ commerce }, lines, null, first.cartId);
    expect(again).toEqual(first);

    const gone = await checkoutBasket(
      { commerce },
      lines,
      null,
      "gid://shopify/Cart/aaaaaaaaaaaaaaaaaaaaaaaa",
    );
    if (!gone.ok) throw new Error(gone.error);
    expect(gone.cartId).not.toBe(first.cartId);
    expect(gone.cartId).not.toBe("gid://shopify/Cart/aaaaaaaaaaaaaaaaaaaaaaaa");
  });

  it("refuses a kept cart id that is not a cart id, without making a cart", async () => {
    const createCart = vi.fn();
    const fake = { createCart } as unknown as CommerceClient;
    const lines = [{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }];
    for (const cartId of [42, "gid://shopify/Order/1", `gid://shopify/Cart/${"a".repeat(300)}`]) {
      expect(await checkoutBasket({ commerce: fake }, lines, null, cartId)).toMatchObject({
        ok: false,
        status: 400,
        error: expect.stringMatching(/^cartId must be/),
      });
    }
    expect(createCart).not.toHaveBeenCalled();
  });

  describe("checkoutStatus", () => {
    let config: Config;
    const services = (shopify = false) => ({
      config: shopify
        ? { ...config, shopify: { storeUrl: "https://store.test" } as Config["shopify"] }
        : config,
      database: use(),
      logger: pino({ level: "silent" }),
    });

    beforeAll(() => {
      const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
      if (!parsed.ok) throw new Error("test config");
      config = parsed.config;
    });

    it("says open until the cart's order is placed, then completed, and nothing more", async () => {
      const made = await checkoutBasket({ commerce }, [
        { id: "a", variantId: await variantId(tee), quantity: 2 },
      ]);
      if (!made.ok || !made.cartId) throw new Error("no cart");
      expect(await checkoutStatus({ services: services() }, made.cartId)).toEqual({
        intent: "checkout-status",
        ok: true,
        status: "open",
      });

      await placeOrder(services(), checkoutInput(made.cartId.split("/").at(-1)!));
      // Only "completed": no order number, total or buyer for whoever holds the cart id.
      expect(await checkoutStatus({ services: services() }, made.cartId)).toEqual({
        intent: "checkout-status",
        ok: true,
        status: "completed",
      });
    });

    it("says unknown for a cart it does not have, and in Shopify mode, where the store takes the orders", async () => {
      const made = await checkoutBasket({ commerce }, [
        { id: "a", variantId: await variantId(tee), quantity: 1 },
      ]);
      if (!made.ok || !made.cartId) throw new Error("no cart");
      expect(
        await checkoutStatus(
          { services: services() },
          "gid://shopify/Cart/bbbbbbbbbbbbbbbbbbbbbbbb",
        ),
      ).toMatchObject({ ok: true, status: "unknown" });
      expect(await checkoutStatus({ services: services(true) }, made.cartId)).toMatchObject({
        ok: true,
        status: "unknown",
      });
    });

    it.each([undefined, 7, "", "gid://shopify/Cart/short", "gid://shopify/Product/1"])(
      "refuses %j as a cart id with a 400 naming the field",
      async (cartId) => {
        expect(await checkoutStatus({ services: services() }, cartId)).toMatchObject({
          ok: false,
          status: 400,
          field: "cartId",
          error: expect.stringMatching(/^cartId must be/),
        });
      },
    );
  });
});
