import { and, asc, eq } from "drizzle-orm";
import Client from "shopify-buy";
import { beforeAll, expect, it } from "vitest";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { productVariants, products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";
import { shopInfo } from "./shop-info.ts";

// DESIGN §5: Shopify's published JS Buy SDK, unchanged, runs its cart calls (checkout.*)
// against our engine's Cart API, with decoration in line attributes.

/** The part of the SDK's checkout resource used here (tests/types/shopify-buy.d.ts omits it). */
type Attribute = { key: string; value: string };
type LineItem = { id: string; quantity: number; customAttributes: Attribute[] };
type Checkout = {
  id: string;
  webUrl: string;
  email: string | null;
  note: string | null;
  customAttributes: Attribute[];
  lineItems: LineItem[];
  totalPrice: { amount: string };
  shippingAddress: Record<string, unknown> | null;
  userErrors?: unknown[];
};
type LineInput = {
  id?: string;
  variantId?: string;
  quantity?: number;
  customAttributes?: Attribute[];
};
type CheckoutResource = {
  create(input: Record<string, unknown>): Promise<Checkout>;
  fetch(id: string): Promise<Checkout | null>;
  addLineItems(id: string, lines: LineInput[]): Promise<Checkout>;
  updateLineItems(id: string, lines: LineInput[]): Promise<Checkout>;
  removeLineItems(id: string, lineIds: string[]): Promise<Checkout>;
  updateAttributes(id: string, input: Record<string, unknown>): Promise<Checkout>;
  updateShippingAddress(id: string, address: Record<string, unknown>): Promise<Checkout>;
};

describeWithDatabase("Shopify's JS Buy SDK carts against our engine", (use) => {
  let checkout: CheckoutResource;
  let variantIds: string[];
  const errors: unknown[] = [];

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    const engine = createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: "sdk-token",
      logError: (error) => errors.push(error),
    });
    const client = Client.buildClient(
      { domain: "shop.test", storefrontAccessToken: "sdk-token" },
      (url, init) => engine(new Request(url, init)),
    );
    checkout = (client as unknown as { checkout: CheckoutResource }).checkout;
    const rows = await use()
      .db.select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
      .orderBy(asc(productVariants.id))
      .limit(2);
    variantIds = rows.map((row) => `gid://shopify/ProductVariant/${row.id}`);
  });

  it("creates, fills, updates, fetches and empties a cart", async () => {
    const created = await checkout.create({
      email: "buyer@example.com",
      lineItems: [{ variantId: variantIds[0]!, quantity: 2 }],
    });
    expect(created.webUrl).toMatch(/^https:\/\/shop\.test\/checkout\/[\w-]+\?_fd=0$/);
    expect(created.email).toBe("buyer@example.com");
    expect(created.lineItems.map((item) => item.quantity)).toEqual([2]);

    const decoration = [
      { key: "_decoration_type", value: "embroidery" },
      { key: "_decoration_position", value: "Back Center" },
    ];
    const added = await checkout.addLineItems(created.id, [
      { variantId: variantIds[1]!, quantity: 6, customAttributes: decoration },
    ]);
    expect(added.userErrors).toEqual([]);
    expect(added.lineItems).toHaveLength(2);
    expect(added.lineItems[1]?.customAttributes.map(({ key, value }) => ({ key, value }))).toEqual(
      decoration,
    );
    expect(Number(added.totalPrice.amount)).toBeGreaterThan(Number(created.totalPrice.amount));

    const updated = await checkout.updateLineItems(created.id, [
      { id: added.lineItems[0]!.id, quantity: 5 },
    ]);
    expect(updated.lineItems.map((item) => item.quantity)).toEqual([5, 6]);

    const noted = await checkout.updateAttributes(created.id, {
      note: "Leave at reception",
      customAttributes: [{ key: "po", value: "PO-7" }],
    });
    expect(noted.note).toBe("Leave at reception");
    expect(noted.customAttributes.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: "po", value: "PO-7" },
    ]);

    const addressed = await checkout.updateShippingAddress(created.id, {
      firstName: "Ada",
      lastName: "Lovelace",
      address1: "1 High Street",
      city: "London",
      country: "United Kingdom",
      zip: "SW1A 1AA",
    });
    expect(addressed.shippingAddress?.["city"]).toBe("London");

    const fetched = await checkout.fetch(created.id);
    expect(fetched?.lineItems.map((item) => item.quantity)).toEqual([5, 6]);
    expect(fetched?.totalPrice.amount).toBe(updated.totalPrice.amount);

    const emptied = await checkout.removeLineItems(
      created.id,
      fetched!.lineItems.map((item) => item.id),
    );
    expect(emptied.lineItems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("rejects an unknown variant with the SDK's mapped user error", async () => {
    const created = await checkout.create({});
    await expect(
      checkout.addLineItems(created.id, [
        { variantId: "gid://shopify/ProductVariant/999999999", quantity: 1 },
      ]),
    ).rejects.toEqual([
      expect.objectContaining({ code: "INVALID", field: ["lines", "0", "merchandiseId"] }),
    ]);
  });
});
