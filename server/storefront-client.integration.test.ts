import { afterAll, beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { engineTransports } from "./testing/engine-transport.ts";
import { seededStorefront } from "./testing/in-process-storefront.ts";
import { describeWithDatabase } from "./db/test-database.ts";

// DESIGN §1: our client against our engine, in-process, as the shop runs by default.
for (const transport of engineTransports)
  describeWithDatabase(`the Storefront client against our engine (${transport})`, (use) => {
    let transportClose = () => Promise.resolve();
    afterAll(() => transportClose());
    let client: CommerceClient;

    beforeAll(async () => {
      ({ commerce: client, close: transportClose } = await seededStorefront(use().db, {
        transport,
      }));
    });

    it("reads a product with more than 250 variants whole, in pence", async () => {
      const result = await client.getProductByHandle(
        "russell-collection-r936-easycare-oxford-shirt",
      );
      if (!result.ok || !result.data) throw new Error("product not read");
      expect(result.data.variants.length).toBeGreaterThan(250);
      expect(new Set(result.data.variants.map((variant) => variant.id)).size).toBe(
        result.data.variants.length,
      );
      expect(
        result.data.variants.every(
          (variant) => Number.isInteger(variant.pricePence) && variant.pricePence > 0,
        ),
      ).toBe(true);
      expect(result.data.images.length).toBeGreaterThan(0);
    });

    it("tells a missing product from a failure", async () => {
      expect(await client.getProductByHandle("no-such-product")).toEqual({ ok: true, data: null });
    });

    it("lists a collection's products 20 at a time", async () => {
      const first = await client.getProductsByCollectionHandle("workwear");
      if (!first.ok || !first.data) throw new Error("collection not read");
      expect(first.data.collection.handle).toBe("workwear");
      expect(first.data.products.items.length).toBeLessThanOrEqual(20);
      if (first.data.products.pageInfo.hasNextPage) {
        const second = await client.getProductsByCollectionHandle("workwear", {
          after: first.data.products.pageInfo.endCursor ?? undefined,
        });
        if (!second.ok || !second.data) throw new Error("second page not read");
        const firstHandles = new Set(first.data.products.items.map((product) => product.handle));
        expect(second.data.products.items.some((product) => firstHandles.has(product.handle))).toBe(
          false,
        );
      }
    });

    it("finds products by SKU and by brand", async () => {
      const product = await client.getProductByHandle(
        "russell-collection-r936-easycare-oxford-shirt",
      );
      const sku = product.ok ? product.data?.variants[0]?.sku : undefined;
      const bySku = await client.searchProducts(sku ?? "missing");
      expect(bySku.ok && bySku.data.items.map((item) => item.handle)).toEqual([
        "russell-collection-r936-easycare-oxford-shirt",
      ]);
      const byBrand = await client.searchProducts("Snickers");
      expect(byBrand.ok && byBrand.data.items.length).toBeGreaterThan(0);
    });

    it("lists the collections the footer links to", async () => {
      const result = await client.getCollections({ first: 50 });
      const handles = result.ok ? result.data.items.map((collection) => collection.handle) : [];
      expect(handles).toEqual(
        expect.arrayContaining([
          "workwear",
          "safety-footwear",
          "ppe-equipment",
          "corporate-uniforms",
          "hi-vis-clothing",
        ]),
      );
    });
  });
