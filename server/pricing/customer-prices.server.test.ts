import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import type { Viewer } from "../accounts/viewer.ts";
import { priceBasketLines } from "../basket/basket.server.ts";
import { parseConfig } from "../config/env.ts";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { customerPricing, productVariants, products, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { seededStorefront } from "../testing/in-process-storefront.ts";
import {
  getCustomPrices,
  getViewerSpecialFromPrices,
  getViewerSpecialPrices,
  specialPricesFor,
} from "./customer-prices.server.ts";

// The demo trade customer (server/demo/demo-accounts.ts): £7.50 on the Navy / L polo only, £2.25
// on every vest, and an inactive £49.95 on the boots. List prices: polo £9.25, vest £2.95.
const handles = {
  polo: "portwest-b210-essential-polo",
  vest: "portwest-c472-hi-vis-two-band-and-brace-vest",
  boot: "dewalt-apex-s3-safety-boot",
};

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");

async function viewerByEmail(db: Db, email: string): Promise<Viewer> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return {
    userId: row!.id,
    email: row!.email,
    name: row!.name,
    role: "customer",
    emailVerified: true,
  };
}

describeWithDatabase("a signed-in customer's own prices", (use) => {
  let db: Db;
  let commerce: CommerceClient;
  let services: AppServices;
  let trade: Viewer;
  let retail: Viewer;
  const productIds: Record<keyof typeof handles, number> = { polo: 0, vest: 0, boot: 0 };
  const gid = (type: "Product" | "ProductVariant", id: number) => `gid://shopify/${type}/${id}`;

  async function variantId(handle: string, title: string): Promise<number> {
    const [row] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, handle), eq(productVariants.title, title)));
    return row!.id;
  }

  beforeAll(async () => {
    db = use().db;
    ({ commerce } = await seededStorefront(db));
    services = { config: parsed.config, database: use(), logger: pino({ level: "silent" }) };
    trade = await viewerByEmail(db, "trade@tradewear.test");
    retail = await viewerByEmail(db, "retail@tradewear.test");
    for (const key of Object.keys(handles) as (keyof typeof handles)[]) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.handle, handles[key]));
      productIds[key] = row!.id;
    }
  }, 60_000);

  it("reads only active records, only for the products asked about", async () => {
    const prices = await getCustomPrices(db, trade.userId, [
      productIds.polo,
      productIds.boot,
      productIds.vest,
    ]);
    expect(prices).toHaveLength(2);
    expect(prices).toEqual(
      expect.arrayContaining([
        {
          productId: String(productIds.polo),
          variantId: String(await variantId(handles.polo, "Navy / L")),
          customPricePence: 750,
        },
        { productId: String(productIds.vest), variantId: null, customPricePence: 225 },
      ]),
    );
    expect(await getCustomPrices(db, trade.userId, [productIds.boot])).toEqual([]);
    expect(await getCustomPrices(db, retail.userId, [productIds.polo, productIds.vest])).toEqual(
      [],
    );
  });

  it("gives the badge price of every variant that has one", async () => {
    const special = await specialPricesFor(db, trade.userId, [
      gid("Product", productIds.polo),
      gid("Product", productIds.vest),
      gid("Product", productIds.boot),
      "gid://shopify/Product/not-a-number",
    ]);
    const vestVariants = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productIds.vest));
    expect(special).toEqual({
      [gid("ProductVariant", await variantId(handles.polo, "Navy / L"))]: 750,
      ...Object.fromEntries(vestVariants.map((row) => [gid("ProductVariant", row.id), 225])),
    });
    expect(await specialPricesFor(db, retail.userId, [gid("Product", productIds.polo)])).toEqual(
      {},
    );
  });

  it("prices a signed-in customer's basket with their prices, and a visitor's at list price", async () => {
    const lines = [
      { variantId: gid("ProductVariant", await variantId(handles.polo, "Navy / L")), quantity: 1 },
      { variantId: gid("ProductVariant", await variantId(handles.polo, "Navy / M")), quantity: 1 },
      {
        variantId: gid("ProductVariant", await variantId(handles.vest, "Hi-Vis Yellow / S")),
        quantity: 1,
      },
    ];
    const unitPrices = async (viewer: Viewer | null) => {
      const result = await priceBasketLines({ commerce, services, viewer }, lines);
      if (!result.ok) throw new Error(result.error);
      return result.basket.lines.map((line) => [line.price?.unitPence, line.price?.isCustomPrice]);
    };
    expect(await unitPrices(trade)).toEqual([
      [750, true],
      [925, false],
      [225, true],
    ]);
    const listPrices = [
      [925, false],
      [925, false],
      [295, false],
    ];
    expect(await unitPrices(null)).toEqual(listPrices);
    expect(await unitPrices(retail)).toEqual(listPrices);
  });

  it("lets the variant's own price beat the customer's all-variants price for the product", async () => {
    await db
      .insert(customerPricing)
      .values({ userId: trade.userId, productId: productIds.polo, customPricePence: 800 });
    const special = await specialPricesFor(db, trade.userId, [gid("Product", productIds.polo)]);
    expect(special[gid("ProductVariant", await variantId(handles.polo, "Navy / L"))]).toBe(750);
    expect(special[gid("ProductVariant", await variantId(handles.polo, "Navy / M"))]).toBe(800);
  });

  it("gives product cards the customer's From price where their special prices lower it", async () => {
    const products = [productIds.polo, productIds.vest, productIds.boot].map((id) =>
      gid("Product", id),
    );
    const context = (viewer: Viewer | null) => ({ services, viewer, commerce });
    // The polo's Navy / L is cheaper for them than any size at list price; every vest is; the
    // boots' record is inactive, so they are left out.
    const fromPrices = await getViewerSpecialFromPrices(context(trade), products);
    expect(Object.keys(fromPrices).sort()).toEqual(
      [gid("Product", productIds.polo), gid("Product", productIds.vest)].sort(),
    );
    expect(fromPrices[gid("Product", productIds.vest)]).toEqual({
      fromPence: 225,
      standardFromPence: 295,
    });
    expect(fromPrices[gid("Product", productIds.polo)]?.fromPence).toBe(750);
    expect(await getViewerSpecialFromPrices(context(retail), products)).toEqual({});
    expect(await getViewerSpecialFromPrices(context(null), products)).toEqual({});
  });

  it("ignores a record once it is made inactive", async () => {
    await db
      .update(customerPricing)
      .set({ isActive: false })
      .where(
        and(
          eq(customerPricing.userId, trade.userId),
          eq(customerPricing.productId, productIds.vest),
        ),
      );
    try {
      expect(await specialPricesFor(db, trade.userId, [gid("Product", productIds.vest)])).toEqual(
        {},
      );
      expect(
        await getViewerSpecialFromPrices({ services, viewer: trade, commerce }, [
          gid("Product", productIds.vest),
        ]),
      ).toEqual({});
    } finally {
      await db
        .update(customerPricing)
        .set({ isActive: true })
        .where(
          and(
            eq(customerPricing.userId, trade.userId),
            eq(customerPricing.productId, productIds.vest),
          ),
        );
    }
  });

  it("in Shopify mode reads only the prices that name the store's products, over the store's prices", async () => {
    // Issue 17: the store's catalogue here is the demo one served by our engine in process; this
    // database's own numbers (the trade customer's £7.50 polo, £2.25 vests) must play no part.
    const shopifyServices: AppServices = {
      ...services,
      config: {
        ...services.config,
        shopify: {
          storeDomain: "store.test",
          storeUrl: "https://store.test",
          storefrontToken: "t",
          readsInventory: false,
        },
      },
    };
    const vest = gid("Product", productIds.vest);
    const vestYellowS = gid("ProductVariant", await variantId(handles.vest, "Hi-Vis Yellow / S"));
    const polo = gid("Product", productIds.polo);
    const remote = { services: shopifyServices, viewer: trade, commerce };
    expect(await getViewerSpecialFromPrices(remote, [vest, polo])).toEqual({});

    const [record] = await db
      .insert(customerPricing)
      .values({
        userId: trade.userId,
        remoteProductId: vest,
        remoteVariantId: vestYellowS,
        remoteProductTitle: "Hi-Vis Vest",
        remoteVariantTitle: "Hi-Vis Yellow / S",
        customPricePence: 199,
      })
      .returning();
    try {
      expect(await getViewerSpecialPrices(remote, [vest, polo])).toEqual({ [vestYellowS]: 199 });
      expect(await getViewerSpecialFromPrices(remote, [vest, polo])).toEqual({
        [vest]: { fromPence: 199, standardFromPence: 295 },
      });
      const basket = await priceBasketLines(remote, [
        { variantId: vestYellowS, quantity: 2 },
        {
          variantId: gid("ProductVariant", await variantId(handles.polo, "Navy / L")),
          quantity: 1,
        },
      ]);
      if (!basket.ok) throw new Error(basket.error);
      expect(basket.basket.lines.map((line) => line.price?.unitPence)).toEqual([199, 925]);
      // The same record means nothing to our own catalogue's pages: there the £2.25 stands.
      const ours = await getViewerSpecialPrices({ services, viewer: trade, commerce }, [vest]);
      expect(ours[vestYellowS]).toBe(225);
    } finally {
      await db.delete(customerPricing).where(eq(customerPricing.id, record!.id));
    }
  });

  it("keeps a price to one catalogue: ours or the store's, never both or neither", async () => {
    const both = db.insert(customerPricing).values({
      userId: trade.userId,
      productId: productIds.boot,
      remoteProductId: gid("Product", productIds.boot),
      customPricePence: 100,
    });
    await expect(both).rejects.toThrow();
    const neither = db
      .insert(customerPricing)
      .values({ userId: trade.userId, customPricePence: 100 });
    await expect(neither).rejects.toThrow();
  });
});
