import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerceClient, type CommerceClient } from "#commerce/client/storefront-client.ts";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { createApp } from "../app.ts";
import { parseConfig } from "../config/env.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import { shopInfo } from "../shop-info.ts";
import { parsePermalink } from "./cart-permalink.routes.ts";

const publicUrl = "https://shop.example.co.uk";
const polo = "portwest-b210-essential-polo";

describe("parsePermalink", () => {
  it("reads numeric variant ids and quantities", () => {
    expect(parsePermalink("123:2,456:1")).toEqual({
      ok: true,
      lines: [
        { variantId: "gid://shopify/ProductVariant/123", quantity: 2 },
        { variantId: "gid://shopify/ProductVariant/456", quantity: 1 },
      ],
    });
  });

  it.each([
    ["", "no items"],
    ["123", 'Item "123" must be a variant id and a quantity'],
    ["123:2,456", 'Item "456" must be'],
    ["123:2:3", 'Item "123:2:3" must be'],
    ["abc:2", 'Item "abc:2": the variant id must be a positive whole number'],
    ["0:2", 'Item "0:2": the variant id'],
    ["-1:2", 'Item "-1:2": the variant id'],
    ["123:0", 'Item "123:0": the quantity must be a whole number from 1 to 100000'],
    ["123:1.5", 'Item "123:1.5": the quantity'],
    ["123:100001", 'Item "123:100001": the quantity'],
    ["123:+2", 'Item "123:+2": the quantity'],
    ["123:2,", 'Item "" must be'],
    [Array.from({ length: 101 }, (_, i) => `${i + 1}:1`).join(","), "at most 100 items"],
  ])("refuses %j", (items, message) => {
    const result = parsePermalink(items);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it("accepts 100 pairs and the largest quantity", () => {
    const items = Array.from({ length: 100 }, (_, i) => `${i + 1}:100000`).join(",");
    expect(parsePermalink(items).ok).toBe(true);
  });
});

describeWithDatabase("GET /cart/:items", (use) => {
  let app: ReturnType<typeof createApp>;
  let commerce: CommerceClient;
  let variantIds: string[];

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: publicUrl });
    if (!parsed.ok) throw new Error("config");
    const logger = pino({ level: "silent" });
    app = createApp({
      services: { config: parsed.config, database: use(), logger },
      pageHandler: async () => new Response("page"),
    });
    const engine = createStorefrontEngine({
      db: use().db,
      publicUrl,
      shop: shopInfo,
      storefrontToken: undefined,
      logError: () => {},
    });
    commerce = createCommerceClient({
      storeDomain: "shop.example.co.uk",
      fetch: (input, init) => engine(new Request(input, init)),
      logger,
    });
    const product = await commerce.getProductByHandle(polo);
    if (!product.ok || !product.data) throw new Error("no demo polo");
    variantIds = product.data.variants
      .filter((variant) => variant.available)
      .slice(0, 2)
      .map((variant) => variant.id);
  });

  const numeric = (id: string) => id.split("/").at(-1)!;

  it("makes a cart of the listed lines and redirects 303 to its checkout", async () => {
    const [first, second] = variantIds as [string, string];
    const response = await app.request(`/cart/${numeric(first)}:2,${numeric(second)}:1`);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    const match = /^https:\/\/shop\.example\.co\.uk\/checkout\/([^/?]+)\?_fd=0$/.exec(location);
    expect(match).not.toBeNull();

    const cart = await commerce.fetchCart(`gid://shopify/Cart/${match![1]}`);
    if (!cart.ok || !cart.data) throw new Error("the cart was not made");
    expect(
      cart.data.lineItems.map((line) => [line.variant.id, line.quantity, line.decoration.type]),
    ).toEqual([
      [first, 2, "plain"],
      [second, 1, "plain"],
    ]);
  });

  it("answers 400 naming the bad pair", async () => {
    const response = await app.request("/cart/123:2,456:lots");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Item "456:lots": the quantity');
  });

  it("answers 400 with the client's message for an unknown variant", async () => {
    const response = await app.request("/cart/999999999:1");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "The merchandise with id gid://shopify/ProductVariant/999999999 does not exist.",
    );
    expect(response.headers.get("location")).toBeNull();
  });
});
