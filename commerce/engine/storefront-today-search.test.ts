import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { productHandleRedirects, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { todaysStorefront } from "./storefront-today-support.ts";

// Issue 13.1, 13.5: the header's shop, search and suggestions, menus, pages, the sitemap and
// redirects, as today's storefronts ask for them.

describeWithDatabase("today's Storefront API: shop, search, menus and pages", (use) => {
  const { ask, dataOf, productWithTwoOptions } = todaysStorefront(use);

  it("answers the header's shop, the analytics' localization, and a home page's lists", async () => {
    const data = dataOf(
      await ask(
        `query Header($country: CountryCode, $language: LanguageCode)
        @inContext(language: $language, country: $country) {
          shop {
            id name description primaryDomain { url }
            brand { logo { image { url } } }
            paymentSettings { currencyCode countryCode acceptedCardBrands }
          }
          localization { country { isoCode currency { isoCode } } language { isoCode } }
          collections(first: 1, sortKey: UPDATED_AT, reverse: true) { nodes { id title handle image { url } } }
          products(first: 4, sortKey: UPDATED_AT, reverse: true) { nodes { id title handle featuredImage { url } } }
        }`,
        // A country the shop has no market for is answered as the shop's own, in pounds.
        { country: "FR", language: "FR" },
      ),
    );
    expect(data.shop.brand.logo.image.url).toBe("https://shop.test/favicon.svg");
    expect(data.shop.paymentSettings).toEqual({
      currencyCode: "GBP",
      countryCode: "GB",
      acceptedCardBrands: [],
    });
    expect(data.localization).toEqual({
      country: { isoCode: "GB", currency: { isoCode: "GBP" } },
      language: { isoCode: "EN" },
    });
    expect(data.collections.nodes).toHaveLength(1);
    expect(data.products.nodes).toHaveLength(4);
  });

  it("searches as the skeleton's search page does: products, pages and articles by alias", async () => {
    const data = dataOf(
      await ask(
        `query RegularSearch($term: String!, $first: Int, $after: String) @inContext(country: GB) {
          articles: search(query: $term, types: [ARTICLE], first: $first) { nodes { ... on Article { __typename handle id title trackingParameters } } }
          pages: search(query: $term, types: [PAGE], first: $first) { nodes { ... on Page { __typename handle id title trackingParameters } } }
          products: search(query: $term, types: [PRODUCT], first: $first, after: $after, sortKey: RELEVANCE, unavailableProducts: HIDE) {
            nodes { ... on Product { __typename handle id title vendor publishedAt trackingParameters
              selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
                id price { amount currencyCode } image { url } product { handle title } } } }
            pageInfo { hasNextPage endCursor }
            totalCount
            productFilters { id label values { label count } }
          }
        }`,
        { term: "hiviz", first: 4 },
      ),
    );
    expect(data.articles.nodes).toEqual([]);
    expect(data.pages.nodes).toEqual([]);
    // "hiviz" is a typo of the catalogue's "hi-vis": the shop's own search corrects it.
    const found = data.products.nodes;
    expect(found.length).toBe(4);
    for (const product of found) {
      expect(product.__typename).toBe("Product");
      expect(product.title).toMatch(/vis/i);
      expect(product.selectedOrFirstAvailableVariant.product.handle).toBe(product.handle);
    }
    expect(data.products.totalCount).toBeGreaterThan(4);
    expect(data.products.pageInfo.hasNextPage).toBe(true);
    const brands = data.products.productFilters.find(
      (filter: { id: string }) => filter.id === "filter.p.vendor",
    );
    const counted = brands.values.reduce(
      (total: number, value: { count: number }) => total + value.count,
      0,
    );
    expect(counted).toBe(data.products.totalCount);
    // Narrowed to one brand, the count follows.
    const portwest = dataOf(
      await ask(
        `query { search(query: "hiviz", first: 50, productFilters: [{ productVendor: "Portwest" }]) { totalCount nodes { ... on Product { vendor } } } }`,
      ),
    ).search;
    expect(portwest.nodes.length).toBe(portwest.totalCount);
    expect(new Set(portwest.nodes.map((node: { vendor: string }) => node.vendor))).toEqual(
      new Set(["Portwest"]),
    );
  });

  it("suggests products, collections and searches as a shopper types", async () => {
    const { predictiveSearch } = dataOf(
      await ask(
        `query PredictiveSearch($term: String!, $limit: Int!, $limitScope: PredictiveSearchLimitScope!) {
          predictiveSearch(query: $term, limit: $limit, limitScope: $limitScope) {
            articles { id } pages { id }
            collections { __typename id title handle image { url } trackingParameters }
            products { __typename id title handle trackingParameters selectedOrFirstAvailableVariant(selectedOptions: []) { price { amount } } }
            queries { __typename text styledText trackingParameters }
          }
        }`,
        { term: "boot", limit: 3, limitScope: "EACH" },
      ),
    );
    expect(predictiveSearch.products).toHaveLength(3);
    for (const product of predictiveSearch.products) expect(product.title).toMatch(/boot/i);
    expect(predictiveSearch.collections.length).toBeGreaterThan(0);
    for (const collection of predictiveSearch.collections)
      expect(collection.title.toLowerCase()).toContain("boot");
    expect(predictiveSearch.queries.length).toBeGreaterThan(0);
    for (const query of predictiveSearch.queries) {
      expect(query.text).toContain("boot");
      expect(query.styledText).toContain("<mark>boot</mark>");
    }
    const all = dataOf(
      await ask(`query { predictiveSearch(query: "boot", limit: 4, limitScope: ALL) {
        products { id } collections { id } queries { text } } }`),
    ).predictiveSearch;
    expect(all.products.length + all.collections.length + all.queries.length).toBe(4);
    const refused = await ask(
      `query { predictiveSearch(query: "boot", limit: 11) { products { id } } }`,
    );
    expect(refused.errors?.[0]?.message).toBe("limit must be between 1 and 10");
  });

  it("gives the shop's navigation and footer as menus", async () => {
    const menuFields = `fragment Item on MenuItem { id resourceId tags title type url }
      fragment Menu on Menu { id handle title itemsCount items { ...Item items { ...Item } } }`;
    const data = dataOf(
      await ask(
        `query ($header: String!, $footer: String!) {
          header: menu(handle: $header) { ...Menu }
          footer: menu(handle: $footer) { ...Menu }
          none: menu(handle: "sidebar") { id }
        } ${menuFields}`,
        { header: "main-menu", footer: "footer" },
      ),
    );
    expect(data.none).toBeNull();
    const groups = data.header.items;
    expect(groups.map((group: { title: string }) => group.title)).toContain("Safety Footwear");
    const footwear = groups.find((group: { title: string }) => group.title === "Safety Footwear");
    expect(footwear.url).toBe("https://shop.test/collections#group-safety-footwear");
    expect(footwear.items.length).toBeGreaterThan(0);
    for (const item of footwear.items) {
      expect(item.type).toBe("COLLECTION");
      expect(item.url).toMatch(/^https:\/\/shop\.test\/collections\/[a-z0-9-]+$/);
      expect(item.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
    }
    const footerTitles = data.footer.items.map((item: { title: string }) => item.title);
    expect(footerTitles).toEqual(
      expect.arrayContaining(["Delivery Information", "Returns Policy"]),
    );
    expect(
      data.footer.items.find((item: { title: string }) => item.title === "Returns Policy"),
    ).toMatchObject({
      type: "SHOP_POLICY",
      url: "https://shop.test/returns-policy",
    });
  });

  it("pages the collections back with last and before", async () => {
    const first = dataOf(
      await ask(`query { collections(first: 4) { nodes { handle } pageInfo { endCursor } } }`),
    ).collections;
    const second = dataOf(
      await ask(
        `query ($after: String) { collections(first: 4, after: $after) { nodes { handle } pageInfo { startCursor hasPreviousPage } } }`,
        { after: first.pageInfo.endCursor },
      ),
    ).collections;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const back = dataOf(
      await ask(
        `query ($before: String) { collections(last: 4, before: $before) { nodes { handle } pageInfo { hasPreviousPage hasNextPage } } }`,
        { before: second.pageInfo.startCursor },
      ),
    ).collections;
    expect(back.nodes).toEqual(first.nodes);
    expect(back.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    const lastOnes = dataOf(
      await ask(`query { collections(last: 2) { nodes { handle } pageInfo { hasNextPage } } }`),
    ).collections;
    expect(lastOnes.nodes).toHaveLength(2);
    expect(lastOnes.pageInfo.hasNextPage).toBe(false);
  });

  it("serves the information pages as Page records, by handle, in a list and in searches", async () => {
    const data = dataOf(
      await ask(`query {
        page(handle: "delivery-information") { id handle title body bodySummary seo { title description } onlineStoreUrl createdAt updatedAt }
        missing: page(handle: "no-such-page") { id }
        pages(first: 10, sortKey: TITLE) { nodes { handle title } pageInfo { hasNextPage } }
        found: search(query: "returns", types: [PAGE], first: 10) { totalCount nodes { ... on Page { __typename handle title } } }
        predictiveSearch(query: "size", types: [PAGE]) { pages { handle title } }
        shop { shippingPolicy { handle title url body } subscriptionPolicy { id } }
      }`),
    );
    expect(data.page).toMatchObject({
      handle: "delivery-information",
      title: "Delivery Information",
      onlineStoreUrl: "https://shop.test/delivery-information",
    });
    expect(data.page.body).toContain('<h2 id="delivery-charges">Delivery charges</h2>');
    // The shop's details fill the page's placeholders, from the settings as they are now.
    expect(data.page.body).toContain("please call us on 01632 960 123");
    expect(data.page.body).not.toMatch(/\{(phone|email|hours|address|shop|legal-identity)\}/);
    expect(data.page.bodySummary.length).toBeLessThanOrEqual(151);
    expect(data.page.bodySummary).toMatch(/^Fast, tracked delivery across the UK/);
    expect(data.missing).toBeNull();
    expect(data.shop.shippingPolicy).toMatchObject({
      handle: "shipping-policy",
      title: "Delivery Information",
      url: "https://shop.test/delivery-information",
      body: data.page.body,
    });
    expect(data.shop.subscriptionPolicy).toBeNull();
    expect(data.pages.nodes.map((page: { title: string }) => page.title)).toEqual([
      "Delivery Information",
      "Frequently Asked Questions",
      "Privacy Notice",
      "Returns Policy",
      "Size Guide",
    ]);
    expect(data.found.nodes.map((page: { handle: string }) => page.handle)).toContain(
      "returns-policy",
    );
    expect(data.found.nodes[0].__typename).toBe("Page");
    expect(data.found.totalCount).toBe(data.found.nodes.length);
    expect(data.predictiveSearch.pages.map((page: { handle: string }) => page.handle)).toContain(
      "size-guide",
    );
    const byId = dataOf(
      await ask(`query ($id: ID!) { page(id: $id) { handle } }`, { id: data.page.id }),
    );
    // Two pages at a time: the next two follow from the first answer's cursor.
    const pageOf = (after: string | null) =>
      ask(
        `query ($after: String) { search(query: "the", types: [PAGE], first: 2, after: $after) { totalCount nodes { ... on Page { handle } } pageInfo { hasNextPage endCursor } } }`,
        { after },
      ).then((answer) => dataOf(answer).search);
    const first = await pageOf(null);
    expect(first.totalCount).toBeGreaterThan(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await pageOf(first.pageInfo.endCursor);
    expect(second.nodes).toHaveLength(Math.min(2, first.totalCount - 2));
    expect(second.nodes.map((node: { handle: string }) => node.handle)).not.toContain(
      first.nodes[0].handle,
    );
    expect(byId.page.handle).toBe("delivery-information");
  });

  it("answers a sitemap index, a sitemap page, a redirect lookup and the blog routes' queries", async () => {
    const db = use().db;
    const polo = await productWithTwoOptions();
    await db.insert(productHandleRedirects).values({ handle: "old-b210-polo", productId: polo.id });
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.isPublished, true))) as [{ count: number }];
    const index = dataOf(
      await ask(`query SitemapIndex {
        products: sitemap(type: PRODUCT) { pagesCount { count } }
        collections: sitemap(type: COLLECTION) { pagesCount { count } }
        pages: sitemap(type: PAGE) { pagesCount { count } }
        articles: sitemap(type: ARTICLE) { pagesCount { count } }
      }`),
    );
    expect(index.products.pagesCount.count).toBe(Math.ceil(count / 250));
    expect(index.pages.pagesCount.count).toBe(1);
    expect(index.articles.pagesCount.count).toBe(0);
    const sitemap = dataOf(
      await ask(
        `query SitemapProducts($page: Int!) { sitemap(type: PRODUCT) { resources(page: $page) { hasNextPage items { handle updatedAt } } } }`,
        { page: 1 },
      ),
    ).sitemap.resources;
    expect(sitemap.items).toHaveLength(Math.min(count, 250));
    expect(sitemap.hasNextPage).toBe(count > 250);
    const refused = await ask(
      `query { sitemap(type: PAGE) { resources(page: 0) { hasNextPage } } }`,
    );
    expect(refused.errors?.[0]?.message).toBe("page must be between 1 and 10000");

    const redirects = dataOf(
      await ask(
        `query redirects($query: String) { urlRedirects(first: 1, query: $query) { edges { node { target } } } }`,
        { query: "path:/products/old-b210-polo" },
      ),
    ).urlRedirects;
    expect(redirects.edges).toEqual([{ node: { target: `/products/${polo.handle}` } }]);
    const none = dataOf(
      await ask(
        `query { urlRedirects(first: 1, query: "path:/collections/gone") { nodes { id } } }`,
      ),
    ).urlRedirects;
    expect(none.nodes).toEqual([]);

    const blogs = dataOf(
      await ask(`query Blogs { blogs(first: 10) { nodes { title handle } pageInfo { hasNextPage } }
        blog(handle: "news") { title articles(first: 4) { nodes { title } } articleByHandle(handle: "x") { title } } }`),
    );
    expect(blogs).toEqual({ blogs: { nodes: [], pageInfo: { hasNextPage: false } }, blog: null });
  });
});
