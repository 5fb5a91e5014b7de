import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type Browser,
  accountsApp,
  signedInAdmin,
  shopifyModeConfig,
} from "../accounts/accounts-test-support.ts";
import { customerPricing, products, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { seededStorefront } from "../testing/in-process-storefront.ts";
import type { CatalogueMatch } from "./custom-pricing-admin.ts";

// Issue 17: in Shopify mode the back office's product picker searches the store's catalogue over
// the network, and a custom price names the store's product and variant by their global ids. The
// store here is our engine with the demo catalogue behind a real HTTP server on loopback.

describeWithDatabase("custom prices for a Shopify store's products", (use) => {
  let store: http.Server;
  let storeUp = true;
  let admin: Browser;
  let customerId: string;

  beforeAll(async () => {
    const { engine } = await seededStorefront(use().db);
    const listener = getRequestListener((request) =>
      storeUp ? engine(request) : new Response("down", { status: 502 }),
    );
    store = http.createServer(listener);
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    const app = accountsApp(use(), shopifyModeConfig(store));
    admin = await signedInAdmin(app, use(), "owner@store-prices.test");
    const [customer] = await use()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, "retail@tradewear.test"));
    customerId = customer!.id;
  }, 60_000);

  afterAll(async () => {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
  });

  async function pick(q: string): Promise<CatalogueMatch[]> {
    const response = await admin.request(`/api/admin/catalogue?${new URLSearchParams({ q })}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CatalogueMatch[];
  }

  const create = (body: Record<string, unknown>) =>
    admin.post("/api/admin/custom-pricing", {
      userId: customerId,
      customPrice: "6.50",
      ...body,
    });

  it("finds the store's products with their variants, and prices one for a customer by its global ids", async () => {
    const [vest] = await pick("vest");
    expect(vest).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Product\//) });
    expect(vest!.variants.length).toBeGreaterThan(1);
    const variant = vest!.variants[1]!;
    expect(variant).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//),
      pricePence: expect.any(Number),
    });

    const created = await create({ productId: vest!.id, variantId: variant.id });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [row] = await use().db.select().from(customerPricing).where(eq(customerPricing.id, id));
    expect(row).toMatchObject({
      productId: null,
      variantId: null,
      remoteProductId: vest!.id,
      remoteVariantId: variant.id,
      remoteProductTitle: vest!.title,
      remoteVariantTitle: variant.title,
      customPricePence: 650,
    });

    // The Custom Pricing tab lists it with the store's titles, and finds it by the store's id.
    const listed = await admin.request(
      `/api/admin/lists/custom-pricing?${new URLSearchParams({ q: String(variant.id) })}`,
    );
    const { data } = (await listed.json()) as { data: { rows: Record<string, unknown>[] } };
    expect(data.rows).toEqual([
      expect.objectContaining({
        id,
        productId: vest!.id,
        productTitle: vest!.title,
        variantId: variant.id,
        variantTitle: variant.title,
        // The store's list price beside it, asked of the store.
        productHandle: vest!.handle,
        standardPence: { min: variant.pricePence, max: variant.pricePence },
      }),
    ]);
    const detail = await admin.request(`/api/admin/custom-pricing/${id}`);
    expect(await detail.json()).toMatchObject({
      price: { standardPence: { min: variant.pricePence, max: variant.pricePence } },
    });

    // One price per customer, product and variant, as in our own catalogue.
    const again = await create({ productId: vest!.id, variantId: variant.id });
    expect(again.status).toBe(409);
  });

  it("refuses what the store does not have, and our own numbers, naming the field", async () => {
    const [polo] = await pick("polo");
    const [vest] = await pick("vest");
    const answers = await Promise.all([
      create({ productId: 1 }),
      create({ productId: "gid://shopify/Product/99999999" }),
      create({ productId: polo!.id, variantId: vest!.variants[0]!.id }),
      create({ productId: polo!.id, variantId: "Navy / L" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await Promise.all(answers.map(async (answer) => (await answer.json()).field))).toEqual([
      "productId",
      "productId",
      "variantId",
      "variantId",
    ]);
  });

  it("answers 503 while the store cannot be reached, writing nothing", async () => {
    // A product not asked about yet: what the store said is kept for a minute.
    const [boots] = await use()
      .db.select({ id: products.id })
      .from(products)
      .where(eq(products.handle, "dewalt-apex-s3-safety-boot"));
    const before = await use().db.select().from(customerPricing);
    storeUp = false;
    try {
      const created = await create({ productId: `gid://shopify/Product/${boots!.id}` });
      expect(created.status).toBe(503);
      expect(await use().db.select().from(customerPricing)).toHaveLength(before.length);
    } finally {
      storeUp = true;
    }
  });
});
