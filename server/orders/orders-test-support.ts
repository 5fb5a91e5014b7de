import { and, asc, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { parseConfig } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import { productVariants, products } from "#server/db/schema/index.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";
import type { PlaceOrderInput } from "./orders.server.ts";

// Test-only: a seeded database, carts made through the engine's Storefront API (as the basket
// makes them) and a "polo" — two available variants of one product, both set to £10.00 so the
// DESIGN §3 worked examples apply.

export type OrderFixture = {
  services: Pick<AppServices, "config" | "database" | "logger">;
  polo: { m: string; l: string };
  /** Creates a cart with these lines and answers its token. */
  createCart: (
    lines: {
      merchandiseId: string;
      quantity: number;
      attributes?: { key: string; value: string }[];
    }[],
    extra?: { attributes?: { key: string; value: string }[]; discountCodes?: string[] },
  ) => Promise<string>;
};

export const embroideredChestLeft = [
  { key: "_decoration_type", value: "embroidery" },
  { key: "_decoration_position", value: "Chest Left" },
];

export const checkoutInput = (cartToken: string): PlaceOrderInput => ({
  cartToken,
  buyerId: null,
  contact: { name: "Sam Builder", email: "sam@example.co.uk", phone: "01234 567890" },
  deliveryAddress: {
    name: "Sam Builder",
    line1: "1 High Street",
    city: "Leeds",
    postcode: "LS1 1AA",
    country: "GB",
  },
  billingAddress: "same",
  notes: "",
});

export async function setUpOrderFixture(database: Database): Promise<OrderFixture> {
  const { db } = database;
  await applyDemoSeed(db);
  // Issue 18.9: the checkout takes orders only with the shop's own bank details.
  await useTestBankDetails(database);
  const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
  if (!parsed.ok) throw new Error("test config");
  const engine = createStorefrontEngine({
    db,
    publicUrl: "https://shop.test",
    shop: shopInfo,
    storefrontToken: undefined,
    logError: (error) => {
      throw error;
    },
  });
  const [product] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
    .groupBy(productVariants.productId)
    .having(sql`count(*) >= 2`)
    .orderBy(asc(productVariants.productId))
    .limit(1);
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.productId, product!.productId), eq(productVariants.isAvailable, true)),
    )
    .orderBy(asc(productVariants.id))
    .limit(2);
  await db
    .update(productVariants)
    .set({ pricePence: 1000 })
    .where(
      inArray(
        productVariants.id,
        variants.map((variant) => variant.id),
      ),
    );

  const createCart: OrderFixture["createCart"] = async (lines, extra = {}) => {
    const response = await engine(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `mutation ($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { message } } }`,
          variables: { input: { lines, ...extra } },
        }),
      }),
    );
    const body = (await response.json()) as {
      data?: { cartCreate: { cart: { id: string } | null; userErrors: { message: string }[] } };
    };
    const cart = body.data?.cartCreate.cart;
    if (!cart) throw new Error(`cartCreate failed: ${JSON.stringify(body)}`);
    return cart.id.split("/").at(-1)!;
  };

  return {
    services: { config: parsed.config, database, logger: pino({ level: "silent" }) },
    polo: {
      m: `gid://shopify/ProductVariant/${variants[0]!.id}`,
      l: `gid://shopify/ProductVariant/${variants[1]!.id}`,
    },
    createCart,
  };
}
