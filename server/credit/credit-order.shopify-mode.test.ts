import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import type { StorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  accountsApp,
  publicUrl,
  shopifyModeConfig,
} from "#server/accounts/accounts-test-support.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import {
  customerCreditAccounts,
  customerPricing,
  orderItems,
  orders,
  productVariants,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { signInCookie } from "#server/events/events-test-support.ts";
import { reorderLines } from "#server/orders/order-history.server.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import {
  creditSnapshot,
  newKey,
  orderBody,
  polo,
  variantGid,
  viewerByEmail,
} from "./credit-test-support.ts";

// Issue 17: a credit order in Shopify mode is priced from the store's variants, asked over the
// network when the order is placed, with the buyer's special prices that name the store's
// products; its items keep the store's ids, titles and SKUs, and the store keeps its own stock.
// The store is our engine with the demo catalogue behind a real HTTP server on loopback. It reads
// the same database as the shop here, so the shop's own records (the trade customer's £7.50 on
// the Navy / L polo, the variants' stock) are there to be wrongly used, and must not be.

describeWithDatabase("credit orders for a Shopify store's variants", (use) => {
  let store: http.Server;
  let storeUp = true;
  let app: ReturnType<typeof accountsApp>;
  let trade: Viewer;
  let cookie: string;
  let navyL: string;
  let engine: StorefrontEngine;
  let commerce: CommerceClient;

  beforeAll(async () => {
    ({ engine, commerce } = await seededStorefront(use().db));
    store = http.createServer(
      getRequestListener((request) =>
        storeUp ? engine(request) : new Response("down", { status: 502 }),
      ),
    );
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    app = accountsApp(use(), shopifyModeConfig(store));
    trade = await viewerByEmail(use().db, "trade@tradewear.test");
    cookie = await signInCookie(app, trade.email);
    navyL = await variantGid(use().db, polo, "Navy / L");
  }, 60_000);

  afterAll(async () => {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
  });

  const placeOrder = (basketItems: Record<string, unknown>[]) =>
    app.request(`${publicUrl}/api/functions/process-credit-order`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "idempotency-key": newKey() },
      body: JSON.stringify(orderBody(basketItems)),
    });

  const stockOf = async (variantGlobalId: string) => {
    const id = Number(variantGlobalId.split("/").pop());
    const [row] = await use()
      .db.select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, id));
    return row!.quantity;
  };

  async function placedItems(response: Response) {
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const [order] = await use().db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const items = await use().db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    return { order: order!, items };
  }

  it("charges the store's price, keeps the store's ids on the items, and leaves stock to the store", async () => {
    const stockBefore = await stockOf(navyL);
    const before = await creditSnapshot(use().db, trade.userId);
    // The shop's own £7.50 record names its own product 12, not the store's: list price here.
    const { order, items } = await placedItems(
      await placeOrder([{ variantId: navyL, quantity: 3 }]),
    );
    expect(items).toEqual([
      expect.objectContaining({
        productId: null,
        variantId: null,
        remoteVariantId: navyL,
        remoteProductId: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
        productTitle: expect.stringContaining("Polo"),
        variantTitle: "Navy / L",
        sku: expect.stringMatching(/\S/),
        quantity: 3,
        unitPricePence: 925,
      }),
    ]);
    const after = await creditSnapshot(use().db, trade.userId);
    expect(after.balancePence).toBe(before.balancePence! + order.totalPence);
    expect(await stockOf(navyL)).toBe(stockBefore);

    // The order history's "Reorder" finds the store's variant again by the id the item kept.
    const services = {
      config: shopifyModeConfig(store),
      database: use(),
      logger: pino({ level: "silent" }),
    };
    const reordered = await reorderLines(
      { commerce, services },
      trade.userId,
      order.orderNumber,
      0,
    );
    expect(reordered).toMatchObject({
      ok: true,
      skipped: [],
      lines: [{ variantId: navyL, quantity: 3, variant: "Navy / L" }],
    });
  });

  it("charges the buyer's special price that names the store's variant", async () => {
    const { items: earlier } = await placedItems(
      await placeOrder([{ variantId: navyL, quantity: 1 }]),
    );
    const remoteProductId = earlier[0]!.remoteProductId!;
    const [record] = await use()
      .db.insert(customerPricing)
      .values({
        userId: trade.userId,
        remoteProductId,
        remoteVariantId: navyL,
        remoteProductTitle: "Polo",
        remoteVariantTitle: "Navy / L",
        customPricePence: 600,
      })
      .returning();
    try {
      const { items } = await placedItems(await placeOrder([{ variantId: navyL, quantity: 2 }]));
      expect(items[0]).toMatchObject({ remoteVariantId: navyL, unitPricePence: 600 });
    } finally {
      await use().db.delete(customerPricing).where(eq(customerPricing.id, record!.id));
    }
  });

  it("refuses a variant the store does not have, naming the line, and charges nothing", async () => {
    const before = await creditSnapshot(use().db, trade.userId);
    const response = await placeOrder([
      { variantId: navyL, quantity: 1 },
      { variantId: "gid://shopify/ProductVariant/99999999", quantity: 1 },
    ]);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "UNKNOWN_ITEM",
      field: "basketItems.1.variantId",
    });
    expect(await creditSnapshot(use().db, trade.userId)).toEqual(before);
  });

  it("answers 503 while the store cannot be reached, charging nothing", async () => {
    const before = await creditSnapshot(use().db, trade.userId);
    storeUp = false;
    try {
      const response = await placeOrder([{ variantId: navyL, quantity: 1 }]);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "CATALOGUE_UNAVAILABLE" });
    } finally {
      storeUp = true;
    }
    expect(await creditSnapshot(use().db, trade.userId)).toEqual(before);
    const [account] = await use()
      .db.select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, trade.userId));
    expect(account!.currentBalancePence).toBe(before.balancePence);
  });
});
