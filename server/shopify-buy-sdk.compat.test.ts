import { asc, eq } from "drizzle-orm";
import Client from "shopify-buy";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStorefrontEngine } from "#commerce/engine/storefront-engine.ts";
import { collections, productVariants, products } from "./db/schema/index.ts";
import { describeWithDatabase } from "./db/test-database.ts";
import { applyDemoSeed } from "./demo/demo-seed.ts";
import { shopInfo } from "./shop-info.ts";
import { engineFetch, engineTransports } from "./testing/engine-transport.ts";

// DESIGN §5: Shopify's own published JS Buy SDK, unchanged, runs its catalogue calls against our
// engine, and what it reads is what the database holds.

const bigShirt = "russell-collection-r936-easycare-oxford-shirt";

for (const transport of engineTransports)
  describeWithDatabase(`Shopify's JS Buy SDK against our engine (${transport})`, (use) => {
    let transportClose = () => Promise.resolve();
    afterAll(() => transportClose());
    let client: ReturnType<typeof Client.buildClient>;
    const paths: string[] = [];

    beforeAll(async () => {
      await applyDemoSeed(use().db);
      const engine = createStorefrontEngine({
        db: use().db,
        publicUrl: "https://shop.test",
        shop: shopInfo,
        storefrontToken: "sdk-token",
        logError: () => {},
      });
      const reach = await engineFetch(engine, transport);
      transportClose = reach.close;
      client = Client.buildClient(
        { domain: "shop.test", storefrontAccessToken: "sdk-token" },
        (url, init) => {
          paths.push(new URL(url).pathname);
          return reach.fetch(url, init);
        },
      );
    });

    it("sends its requests to the Storefront path with the access token, and they are answered", async () => {
      const shop = await client.shop.fetchInfo();
      expect(shop["name"]).toBe("Tradewear");
      expect(paths).toContain("/api/2025-01/graphql");
    });

    it("fetches all products with the database's titles and prices", async () => {
      const fetched = await client.product.fetchAll(250);
      const rows = await use()
        .db.select()
        .from(products)
        .where(eq(products.isPublished, true))
        .orderBy(asc(products.id));
      expect(fetched.map((product) => product["handle"])).toEqual(rows.map((row) => row.handle));
      const first = fetched[0];
      const [firstVariant] = await use()
        .db.select()
        .from(productVariants)
        .where(eq(productVariants.productId, rows[0]?.id ?? 0))
        .orderBy(asc(productVariants.position))
        .limit(1);
      expect(first?.["title"]).toBe(rows[0]?.title);
      expect(Number(first?.["variants"][0].price.amount) * 100).toBeCloseTo(
        firstVariant?.pricePence ?? -1,
      );
      expect(first?.["variants"][0].price.currencyCode).toBe("GBP");
    });

    it("fetches a product by handle with all of its more than 250 variants, paging as it does on Shopify", async () => {
      const product = await client.product.fetchByHandle(bigShirt);
      const [row] = await use().db.select().from(products).where(eq(products.handle, bigShirt));
      const variantRows = await use()
        .db.select()
        .from(productVariants)
        .where(eq(productVariants.productId, row?.id ?? 0));
      expect(variantRows.length).toBeGreaterThan(250);
      expect(product?.["variants"]).toHaveLength(variantRows.length);
      expect(new Set(product?.["variants"].map((variant: { sku: string }) => variant.sku))).toEqual(
        new Set(variantRows.map((variant) => variant.sku)),
      );
      expect(product?.["id"]).toBe(`gid://shopify/Product/${row?.id}`);
    });

    it("fetches collections with their products, and a collection by handle", async () => {
      const all = await client.collection.fetchAllWithProducts({ first: 50, productsFirst: 5 });
      const rows = await use().db.select().from(collections);
      expect(all.map((collection) => collection["handle"]).sort()).toEqual(
        rows.map((row) => row.handle).sort(),
      );
      expect(all.every((collection) => collection["products"].length > 0)).toBe(true);
      const footwear = await client.collection.fetchByHandle("safety-footwear");
      expect(footwear?.["title"]).toBe(rows.find((row) => row.handle === "safety-footwear")?.title);
      expect(footwear?.["products"].length).toBeGreaterThan(0);
    });

    it("gets null for a handle that does not exist", async () => {
      expect(await client.product.fetchByHandle("no-such-product")).toBeNull();
      expect(await client.collection.fetchByHandle("no-such-collection")).toBeNull();
    });
  });
