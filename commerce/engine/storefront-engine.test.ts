import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { createStorefrontEngine } from "./storefront-engine.ts";

type GraphQLResponse = { data?: Record<string, any>; errors?: { message: string }[] };

describeWithDatabase("the Storefront engine", (use) => {
  let engine: ReturnType<typeof createStorefrontEngine>;
  const errors: unknown[] = [];

  async function query(
    document: string,
    variables: Record<string, unknown> = {},
    path = "/api/2025-01/graphql",
    headers: Record<string, string> = {},
  ) {
    const response = await engine(
      new Request(`http://shop.test${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: document, variables }),
      }),
    );
    return { status: response.status, body: (await response.json()) as GraphQLResponse };
  }

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    engine = createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: (error) => errors.push(error),
    });
  });

  it("pages through all products with pageInfo's endCursor, and the pages add up to the catalogue", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { body } = await query(
        `query ($after: String) { products(first: 25, after: $after) { edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
        { after },
      );
      const connection = body.data?.["products"];
      seen.push(...connection.edges.map((edge: { node: { handle: string } }) => edge.node.handle));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
      expect(connection.pageInfo.startCursor).toBe(connection.edges[0].cursor);
      expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1).cursor);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const published = await use()
      .db.select({ handle: products.handle })
      .from(products)
      .where(eq(products.isPublished, true));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(published.map((row) => row.handle).sort());
  });

  it("gives a product by handle with prices in Shopify's decimal form and its variants paged 250 at a time", async () => {
    const [big] = await use()
      .db.select({ id: products.id, handle: products.handle })
      .from(products)
      .where(eq(products.handle, "russell-collection-r936-easycare-oxford-shirt"));
    const handle = big?.handle ?? "";
    const variantRows = await use()
      .db.select()
      .from(productVariants)
      .where(eq(productVariants.productId, big?.id ?? 0));
    expect(variantRows.length).toBeGreaterThan(250);
    const document = `query ($handle: String!, $after: String) { productByHandle(handle: $handle) { id title vendor variants(first: 250, after: $after) { edges { cursor node { id sku price { amount currencyCode } availableForSale } } pageInfo { hasNextPage } } } }`;
    const first = (await query(document, { handle })).body.data?.["productByHandle"];
    expect(first.id).toBe(`gid://shopify/Product/${big?.id}`);
    expect(first.variants.edges).toHaveLength(250);
    expect(first.variants.pageInfo.hasNextPage).toBe(true);
    const second = (await query(document, { handle, after: first.variants.edges.at(-1).cursor }))
      .body.data?.["productByHandle"];
    const all = [...first.variants.edges, ...second.variants.edges].map(
      (edge: { node: { sku: string; price: { amount: string } } }) => edge.node,
    );
    expect(all).toHaveLength(variantRows.length);
    const row = variantRows.find((variant) => variant.sku === all[0]?.sku);
    const pence = row?.pricePence ?? -1;
    expect(all[0]?.price.amount).toBe(
      pence % 100 === 0
        ? `${pence / 100}.0`
        : pence % 10 === 0
          ? `${Math.floor(pence / 100)}.${(pence % 100) / 10}`
          : (pence / 100).toFixed(2),
    );
  });

  it("searches titles, brands and SKUs", async () => {
    const [variant] = await use()
      .db.select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .limit(1);
    const bySku = (
      await query(`{ products(first: 5, query: "${variant?.sku}") { edges { node { id } } } }`)
    ).body.data?.["products"].edges;
    expect(bySku.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      `gid://shopify/Product/${variant?.productId}`,
    ]);
    const byBrand = (
      await query(
        `{ products(first: 100, query: "vendor:portwest") { edges { node { vendor } } } }`,
      )
    ).body.data?.["products"].edges;
    expect(byBrand.length).toBeGreaterThan(0);
    expect(
      byBrand.every((edge: { node: { vendor: string } }) => edge.node.vendor === "Portwest"),
    ).toBe(true);
    const none = (
      await query(`{ products(first: 5, query: "no-such-thing-zzz") { edges { node { id } } } }`)
    ).body.data?.["products"].edges;
    expect(none).toEqual([]);
  });

  it("lists collections with their products and finds one by handle", async () => {
    const { body } = await query(
      `{ collections(first: 50) { edges { node { handle image { url } products(first: 3) { edges { node { handle } } } } } } collectionByHandle(handle: "safety-footwear") { title products(first: 20) { edges { node { productType } } } } }`,
    );
    const handles = body.data?.["collections"].edges.map(
      (edge: { node: { handle: string } }) => edge.node.handle,
    );
    expect(handles).toEqual(
      expect.arrayContaining([
        "workwear",
        "safety-footwear",
        "ppe-equipment",
        "corporate-uniforms",
        "hi-vis-clothing",
        "polo-shirts",
      ]),
    );
    expect(body.data?.["collections"].edges[0].node.image.url).toMatch(
      /^https:\/\/shop\.test\/images\/demo\//,
    );
    expect(body.data?.["collectionByHandle"].products.edges.length).toBeGreaterThan(0);
  });

  it("tells a product's tags as stored, and gives an empty page null cursors", async () => {
    const [row] = await use()
      .db.select({ handle: products.handle, tags: products.tags })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1);
    expect(row?.tags.length).toBeGreaterThan(0);
    const { body } = await query(
      `query ($handle: String!) { productByHandle(handle: $handle) { tags } collections(first: 0) { pageInfo { startCursor endCursor } } }`,
      { handle: row?.handle },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.["productByHandle"].tags).toEqual(row?.tags);
    expect(body.data?.["collections"].pageInfo).toEqual({ startCursor: null, endCursor: null });
  });

  it("finds collections by Shopify's search syntax: title:, handle: and plain words", async () => {
    const handlesFor = async (search: string) => {
      const { body } = await query(
        `query ($search: String) { collections(first: 50, query: $search) { edges { node { handle } } } }`,
        { search },
      );
      expect(body.errors, search).toBeUndefined();
      return body.data?.["collections"].edges
        .map((edge: { node: { handle: string } }) => edge.node.handle)
        .sort();
    };
    expect(await handlesFor("title:safety")).toEqual([
      "ppe-equipment",
      "safety-boots",
      "safety-footwear",
    ]);
    expect(await handlesFor("handle:safety")).toEqual(["safety-boots", "safety-footwear"]);
    expect(await handlesFor("handle:polo-shirts")).toEqual(["polo-shirts"]);
    expect(await handlesFor('title:"Hi-Vis"')).toEqual(["hi-vis-clothing"]);
    expect(await handlesFor("safety boots")).toEqual(["safety-boots"]);
    expect(await handlesFor("title:safety AND handle:ppe")).toEqual(["ppe-equipment"]);
    expect(await handlesFor("title:%")).toEqual([]);
  });

  it("resolves products and collections by global id, and returns null for unknown ids", async () => {
    const { body } = await query(
      `{ nodes(ids: ["gid://shopify/Product/1", "gid://shopify/Collection/1", "gid://shopify/Product/999999", "nonsense"]) { __typename id } }`,
    );
    expect(body.data?.["nodes"]).toEqual([
      { __typename: "Product", id: "gid://shopify/Product/1" },
      { __typename: "Collection", id: "gid://shopify/Collection/1" },
      null,
      null,
    ]);
  });

  it("tells the shop's name, currency and its refund, privacy and terms of service policies", async () => {
    const { body } = await query(
      `{ shop { name moneyFormat paymentSettings { enabledPresentmentCurrencies } primaryDomain { host sslEnabled }
        refundPolicy { title url } privacyPolicy { id title url body } termsOfService { id title url body } } }`,
    );
    expect(body.data?.["shop"]).toMatchObject({
      name: "Tradewear",
      paymentSettings: { enabledPresentmentCurrencies: ["GBP"] },
      primaryDomain: { host: "shop.test", sslEnabled: true },
      refundPolicy: { url: "https://shop.test/returns-policy" },
      // Issue 22.6: the privacy notice's and the terms of sale's pages.
      privacyPolicy: {
        id: "gid://shopify/ShopPolicy/2",
        title: "Privacy policy",
        url: "https://shop.test/privacy",
        body: expect.stringContaining("we never sell them"),
      },
      termsOfService: {
        id: "gid://shopify/ShopPolicy/3",
        title: "Terms of service",
        url: "https://shop.test/terms",
        body: expect.stringContaining("governed by the law of England and Wales"),
      },
    });
  });

  it("refuses a page larger than 250 and a bad cursor with a clear message", async () => {
    const tooBig = await query(`{ products(first: 251) { edges { cursor } } }`);
    expect(tooBig.body.errors?.[0]?.message).toBe("first must be between 0 and 250");
    const badCursor = await query(`{ products(first: 1, after: "bad") { edges { cursor } } }`);
    expect(badCursor.body.errors?.[0]?.message).toBe("Invalid cursor");
  });

  it("refuses queries nested too deeply", async () => {
    const deep = `{ products(first: 1) { edges { node { variants(first: 1) { edges { node { product { variants(first: 1) { edges { node { product { variants(first: 1) { edges { node { product { title } } } } } } } } } } } } } } } }`;
    const { body } = await query(deep);
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
    expect(body.data).toBeUndefined();
  });

  it("refuses queries that would cost too much to answer", async () => {
    const aliases = Array.from(
      { length: 400 },
      (_, index) => `p${index}: products(first: 250) { edges { node { title vendor handle } } }`,
    ).join(" ");
    const { body } = await query(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toBe("Query is too large: it selects more than 1500 fields");
    expect(body.data).toBeUndefined();
  });

  it("asks callers for the storefront token when one is configured", async () => {
    const locked = createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: "secret-token",
      logError: () => {},
    });
    const ask = (headers: Record<string, string>) =>
      locked(
        new Request("http://shop.test/api/storefront/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query: "{ shop { name } }" }),
        }),
      );
    expect((await ask({})).status).toBe(401);
    expect((await ask({ "x-shopify-storefront-access-token": "wrong" })).status).toBe(401);
    const allowed = await ask({ "x-shopify-storefront-access-token": "secret-token" });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ data: { shop: { name: "Tradewear" } } });
  });
});
