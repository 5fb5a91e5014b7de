import { and, asc, eq } from "drizzle-orm";
import Client from "shopify-buy";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { discountCodes, productVariants, products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";
import { shopInfo } from "./shop-info.ts";
import { engineFetch, engineTransports } from "./testing/engine-transport.ts";

// DESIGN §5: Shopify's published JS Buy SDK, unchanged, runs its cart calls (checkout.*)
// against our engine's Cart API, with decoration in line attributes.

/** The part of the SDK's checkout resource used here (tests/types/shopify-buy.d.ts omits it). */
type Attribute = { key: string; value: string };
type Money = { amount: string; currencyCode: string };
type DiscountApplication = {
  code?: string;
  applicable?: boolean;
  targetType: string;
  allocationMethod: string;
  targetSelection: string;
  value: { percentage: number } | Money;
};
type LineItem = {
  id: string;
  quantity: number;
  customAttributes: Attribute[];
  discountAllocations: { allocatedAmount: Money; discountApplication: DiscountApplication }[];
};
type Checkout = {
  id: string;
  webUrl: string;
  email: string | null;
  note: string | null;
  customAttributes: Attribute[];
  lineItems: LineItem[];
  totalPrice: Money;
  subtotalPrice: Money;
  totalTax: Money;
  lineItemsSubtotalPrice: Money;
  discountApplications: DiscountApplication[];
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
  updateEmail(id: string, email: string): Promise<Checkout>;
  addDiscount(id: string, code: string | string[]): Promise<Checkout>;
  removeDiscount(id: string): Promise<Checkout>;
};

for (const transport of engineTransports)
  describeWithDatabase(`Shopify's JS Buy SDK carts against our engine (${transport})`, (use) => {
    let transportClose = () => Promise.resolve();
    afterAll(() => transportClose());
    let checkout: CheckoutResource;
    let variantIds: string[];
    let engine: ReturnType<typeof createStorefrontEngine>;
    const errors: unknown[] = [];

    beforeAll(async () => {
      await applyDemoSeed(use().db);
      engine = createStorefrontEngine({
        db: use().db,
        publicUrl: "https://shop.test",
        shop: shopInfo,
        storefrontToken: "sdk-token",
        logError: (error) => errors.push(error),
      });
      const reach = await engineFetch(engine, transport);
      transportClose = reach.close;
      const client = Client.buildClient(
        { domain: "shop.test", storefrontAccessToken: "sdk-token" },
        reach.fetch,
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
      expect(
        added.lineItems[1]?.customAttributes.map(({ key, value }) => ({ key, value })),
      ).toEqual(decoration);
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
    it("changes the e-mail, and rejects a malformed one with the SDK's mapped user error", async () => {
      const created = await checkout.create({
        lineItems: [{ variantId: variantIds[0]!, quantity: 1 }],
      });
      expect(created.email).toBeNull();
      const updated = await checkout.updateEmail(created.id, "orders@builder.co.uk");
      expect(updated.email).toBe("orders@builder.co.uk");
      expect(updated.userErrors).toEqual([]);
      await expect(checkout.updateEmail(created.id, "not an e-mail")).rejects.toEqual([
        expect.objectContaining({ code: "INVALID", field: ["buyerIdentity", "email"] }),
      ]);
      expect((await checkout.fetch(created.id))?.email).toBe("orders@builder.co.uk");
    });

    it("adds a real discount code: the SDK's applications, line shares and totals match the engine", async () => {
      const [code] = await use()
        .db.select()
        .from(discountCodes)
        .where(eq(discountCodes.kind, "percentage"))
        .limit(1);
      expect(code).toBeDefined();
      const created = await checkout.create({
        lineItems: [
          { variantId: variantIds[0]!, quantity: 3 },
          { variantId: variantIds[1]!, quantity: 1 },
        ],
      });
      const discounted = await checkout.addDiscount(created.id, code!.code.toLowerCase());
      expect(discounted.userErrors).toEqual([]);
      expect(discounted.discountApplications).toEqual([
        expect.objectContaining({
          code: code!.code.toLowerCase(),
          applicable: true,
          targetType: "LINE_ITEM",
          allocationMethod: "ACROSS",
          targetSelection: "ALL",
          value: expect.objectContaining({ percentage: code!.value }),
        }),
      ]);

      // What the engine itself says: one allocation per line, in line order, and the totals.
      const raw = await engine(
        new Request("https://shop.test/api/2025-01/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-shopify-storefront-access-token": "sdk-token",
          },
          body: JSON.stringify({
            query: `query ($id: ID!) { cart(id: $id) { cost { checkoutChargeAmount { amount } totalTaxAmount { amount } totalAmount { amount } } discountAllocations { discountedAmount { amount } } } }`,
            variables: { id: created.id },
          }),
        }),
      );
      const cart = ((await raw.json()) as { data: { cart: any } }).data.cart;
      const shares = cart.discountAllocations.map((a: any) => a.discountedAmount.amount);
      expect(
        discounted.lineItems.map((item) =>
          item.discountAllocations.map((a) => a.allocatedAmount.amount),
        ),
      ).toEqual(shares.map((share: string) => [share]));
      expect(discounted.totalPrice.amount).toBe(cart.cost.totalAmount.amount);
      expect(discounted.totalTax.amount).toBe(cart.cost.totalTaxAmount.amount);
      expect(discounted.lineItemsSubtotalPrice.amount).toBe(cart.cost.checkoutChargeAmount.amount);
      expect(Number(discounted.totalPrice.amount)).toBeLessThan(Number(created.totalPrice.amount));

      // 3.0.7 re-sends the cart's codes with the new one: an unknown code is kept, not applicable,
      // and the real code still applies.
      const withUnknown = await checkout.addDiscount(created.id, "NO-SUCH-CODE");
      expect(withUnknown.userErrors).toEqual([]);
      expect(withUnknown.discountApplications.map((a) => [a.code, a.applicable])).toEqual([
        [code!.code.toLowerCase(), true],
      ]);
      expect(withUnknown.totalPrice.amount).toBe(discounted.totalPrice.amount);

      const removed = await checkout.removeDiscount(created.id);
      expect(removed.discountApplications).toEqual([]);
      expect(removed.totalPrice.amount).toBe(created.totalPrice.amount);
      expect(errors).toEqual([]);
    });

    it("adds an unknown code alone: no discount, no error, the total unchanged", async () => {
      const created = await checkout.create({
        lineItems: [{ variantId: variantIds[0]!, quantity: 2 }],
      });
      const result = await checkout.addDiscount(created.id, "NOT-A-CODE");
      expect(result.userErrors).toEqual([]);
      expect(result.discountApplications).toEqual([]);
      expect(result.lineItems[0]?.discountAllocations).toEqual([]);
      expect(result.totalPrice.amount).toBe(created.totalPrice.amount);
    });
    it("sums a fixed-amount code's allocations into its value, as the SDK does", async () => {
      await use()
        .db.insert(discountCodes)
        .values({ code: "SDK-FIVER", kind: "fixed_amount", value: 500 });
      const created = await checkout.create({
        lineItems: [
          { variantId: variantIds[0]!, quantity: 3 },
          { variantId: variantIds[1]!, quantity: 1 },
        ],
      });
      const result = await checkout.addDiscount(created.id, "SDK-FIVER");
      expect(result.discountApplications).toEqual([
        expect.objectContaining({
          code: "SDK-FIVER",
          applicable: true,
          value: expect.objectContaining({ amount: "5.0" }),
        }),
      ]);
      const allocated = result.lineItems.flatMap((item) =>
        item.discountAllocations.map((a) => Math.round(Number(a.allocatedAmount.amount) * 100)),
      );
      expect(allocated.reduce((sum, pence) => sum + pence, 0)).toBe(500);
      expect(errors).toEqual([]);
    });
  });
