import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  productHandleRedirects,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { ensureStarterPages } from "#server/pages/starter-pages.ts";
import { askEngine, testEngine, type EngineAnswer } from "./engine-test-support.ts";
import type { StorefrontEngine } from "./storefront-engine.ts";

// Issue 13: the dialect today's headless storefronts speak (Hydrogen's skeleton and its peers),
// written here as such a storefront writes its documents: fragments per resource, `nodes` rather
// than `edges`, lookups by handle, `@inContext` on every operation. Each is run against the demo
// catalogue and its answer checked against the database.

const moneyFields = `fragment Money on MoneyV2 { amount currencyCode }`;

const variantFragment = `
  fragment Variant on ProductVariant {
    id title sku availableForSale requiresShipping
    price { ...Money } compareAtPrice { ...Money } unitPrice { ...Money }
    image { __typename id url altText width height }
    selectedOptions { name value }
    product { title handle }
  }`;

const productPage = `
  query ProductPage($handle: String!, $selectedOptions: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title vendor handle description descriptionHtml
      encodedVariantExistence encodedVariantAvailability
      options {
        name
        optionValues { name firstSelectableVariant { ...Variant } swatch { color image { previewImage { url } } } }
      }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...Variant }
      adjacentVariants(selectedOptions: $selectedOptions) { ...Variant }
      seo { title description }
      priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
      compareAtPriceRange { minVariantPrice { ...Money } }
      featuredImage { id url altText width height }
      isGiftCard requiresSellingPlan totalInventory variantsCount { count precision }
      sellingPlanGroups(first: 5) { nodes { name } }
      metafield(namespace: "custom", key: "fabric") { value }
      metafields(identifiers: [{ namespace: "custom", key: "fabric" }]) { value }
    }
  }
  ${variantFragment}
  ${moneyFields}`;

describeWithDatabase("today's Storefront API dialect", (use) => {
  let engine: StorefrontEngine;
  const ask = (document: string, variables: Record<string, unknown> = {}) =>
    askEngine(engine, document, variables);
  const dataOf = (answer: EngineAnswer) => {
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    await ensureStarterPages(use().db);
    engine = testEngine(use().db);
  });

  async function productWithTwoOptions() {
    const db = use().db;
    const [row] = await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    const options = await db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, row!.id))
      .orderBy(asc(productOptions.position));
    const variants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row!.id))
      .orderBy(asc(productVariants.position));
    return { ...row!, options, variants };
  }

  it("serves a product page's document by handle, with the shopper's choice", async () => {
    const polo = await productWithTwoOptions();
    const chosen = polo.variants[3]!;
    const { product } = dataOf(
      await ask(productPage, {
        handle: polo.handle,
        // As a URL gives it, with a parameter that is no option.
        selectedOptions: [...chosen.selectedOptions, { name: "utm_source", value: "newsletter" }],
        country: "GB",
        language: "EN",
      }),
    );
    expect(product.handle).toBe(polo.handle);
    expect(product.selectedOrFirstAvailableVariant.title).toBe(chosen.title);
    const prices = polo.variants.map((variant) => variant.pricePence);
    expect(Number(product.priceRange.minVariantPrice.amount) * 100).toBe(Math.min(...prices));
    expect(Number(product.priceRange.maxVariantPrice.amount) * 100).toBe(Math.max(...prices));
    expect(product.priceRange.minVariantPrice.currencyCode).toBe("GBP");
    expect(product.options.map((option: { name: string }) => option.name)).toEqual(
      polo.options.map((option) => option.name),
    );
    expect(product.options[0].optionValues.map((value: { name: string }) => value.name)).toEqual(
      polo.options[0]!.values,
    );
    // Every value leads to a variant that has it.
    for (const [index, option] of product.options.entries())
      for (const value of option.optionValues)
        expect(value.firstSelectableVariant.selectedOptions[index].value).toBe(value.name);
    // The variants one choice away differ from the chosen one in exactly one value.
    expect(product.adjacentVariants.length).toBeGreaterThan(0);
    for (const adjacent of product.adjacentVariants) {
      const differences = adjacent.selectedOptions.filter(
        (option: { value: string }, index: number) =>
          option.value !== chosen.selectedOptions[index]!.value,
      );
      expect(differences).toHaveLength(1);
    }
    // Hydrogen's decoder reads back every variant that exists.
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(
      polo.variants.length,
    );
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toHaveLength(
      polo.variants.filter((variant) => variant.isAvailable).length,
    );
    expect(product.featuredImage.url).toMatch(/^https:\/\/shop\.test\//);
    expect(product.variantsCount).toEqual({ count: polo.variants.length, precision: "EXACT" });
    expect(product).toMatchObject({
      isGiftCard: false,
      requiresSellingPlan: false,
      sellingPlanGroups: { nodes: [] },
      metafield: null,
      metafields: [null],
    });
  });

  it("matches a choice written in another case when asked to", async () => {
    const polo = await productWithTwoOptions();
    const chosen = polo.variants[3]!;
    const lowerCase = chosen.selectedOptions.map(({ name, value }) => ({
      name: name.toLowerCase(),
      value: value.toLowerCase(),
    }));
    const { product } = dataOf(
      await ask(
        `query ($handle: String!, $chosen: [SelectedOptionInput!]!) { product(handle: $handle) {
          loose: variantBySelectedOptions(selectedOptions: $chosen, caseInsensitiveMatch: true) { title }
          strict: variantBySelectedOptions(selectedOptions: $chosen) { title }
        } }`,
        { handle: polo.handle, chosen: lowerCase },
      ),
    );
    expect(product).toEqual({ loose: { title: chosen.title }, strict: null });
  });

  it("falls back to the first variant for sale when the choice names none", async () => {
    const polo = await productWithTwoOptions();
    const { product } = dataOf(
      await ask(productPage, {
        handle: polo.handle,
        selectedOptions: [{ name: "Size", value: "XXXXXL" }],
      }),
    );
    const firstForSale = polo.variants.find((variant) => variant.isAvailable)!;
    expect(product.selectedOrFirstAvailableVariant.title).toBe(firstForSale.title);
  });

  it("looks a product and a collection up by id or handle, and refuses both or neither", async () => {
    const polo = await productWithTwoOptions();
    const byId = dataOf(
      await ask(`query { product(id: "gid://shopify/Product/${polo.id}") { handle } }`),
    );
    expect(byId.product.handle).toBe(polo.handle);
    const missing = dataOf(await ask(`query { product(handle: "no-such-thing") { id } }`));
    expect(missing.product).toBeNull();
    const both = await ask(
      `query { product(id: "gid://shopify/Product/${polo.id}", handle: "${polo.handle}") { id } }`,
    );
    expect(both.errors?.[0]?.message).toMatch(/id or a handle/);
    const collection = dataOf(
      await ask(`query {
        collection(handle: "workwear") {
          id handle title description seo { title description } trackingParameters
          image { id url altText width height }
          products(first: 8) { nodes { id handle title featuredImage { url } priceRange { minVariantPrice { amount currencyCode } } } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } }
        }
      }`),
    ).collection;
    expect(collection.handle).toBe("workwear");
    expect(collection.products.nodes).toHaveLength(8);
    expect(collection.products.pageInfo.hasNextPage).toBe(true);
    // The next page and back again, by the cursors of pageInfo.
    const next = dataOf(
      await ask(
        `query ($after: String) { collection(handle: "workwear") { products(first: 8, after: $after) { nodes { handle } pageInfo { startCursor hasPreviousPage } } } }`,
        { after: collection.products.pageInfo.endCursor },
      ),
    ).collection.products;
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    const back = dataOf(
      await ask(
        `query ($before: String) { collection(handle: "workwear") { products(last: 8, before: $before) { nodes { handle } } } }`,
        { before: next.pageInfo.startCursor },
      ),
    ).collection.products;
    expect(back.nodes.map((node: { handle: string }) => node.handle)).toEqual(
      collection.products.nodes.map((node: { handle: string }) => node.handle),
    );
  });

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

  it("refuses a transform outside Shopify's bounds and keeps a drawing's own address", async () => {
    const polo = await productWithTwoOptions();
    const answer = dataOf(
      await ask(
        `query ($handle: String!) { product(handle: $handle) { featuredImage { url plain: url(transform: { maxWidth: 200 }) } } }`,
        { handle: polo.handle },
      ),
    );
    expect(answer.product.featuredImage.plain).toBe(answer.product.featuredImage.url);
    const refused = await ask(
      `query ($handle: String!) { product(handle: $handle) { featuredImage { url(transform: { maxWidth: 9000 }) } } }`,
      { handle: polo.handle },
    );
    expect(refused.errors?.[0]?.message).toBe("transform.maxWidth must be between 1 and 5760");
  });

  it("counts a cart's units in totalQuantity and lists its lines as nodes", async () => {
    const polo = await productWithTwoOptions();
    const [first, second] = polo.variants;
    const created = dataOf(
      await ask(
        `mutation ($input: CartInput!) @inContext(country: GB) {
          cartCreate(input: $input) {
            cart { id totalQuantity checkoutUrl lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { product { handle title } } } } } }
            userErrors { field message code }
            warnings { code message }
          }
        }`,
        {
          input: {
            lines: [
              { merchandiseId: `gid://shopify/ProductVariant/${first!.id}`, quantity: 3 },
              { merchandiseId: `gid://shopify/ProductVariant/${second!.id}`, quantity: 2 },
            ],
          },
        },
      ),
    ).cartCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.cart.totalQuantity).toBe(5);
    expect(created.cart.lines.nodes).toHaveLength(2);
    expect(created.cart.lines.nodes[0].merchandise.product.handle).toBe(polo.handle);
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

  it("gives a cart with a UK address its delivery as the shop charges it, and checks a choice", async () => {
    const polo = await productWithTwoOptions();
    const cartFields = `id cost { subtotalAmount { amount } totalAmount { amount } }
      deliveryGroups(first: 5) { nodes { id
        deliveryAddress { ... on MailingAddress { city zip } }
        deliveryOptions { handle title deliveryMethodType estimatedCost { amount currencyCode } }
        selectedDeliveryOption { handle }
        cartLines(first: 10) { nodes { id quantity } } } }`;
    const create = async (quantity: number) =>
      dataOf(
        await ask(
          `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { ${cartFields} } userErrors { code } } }`,
          {
            input: {
              lines: [
                { merchandiseId: `gid://shopify/ProductVariant/${polo.variants[0]!.id}`, quantity },
              ],
              buyerIdentity: {
                deliveryAddressPreferences: [
                  {
                    deliveryAddress: {
                      firstName: "Ada",
                      lastName: "Lovelace",
                      address1: "1 High Street",
                      city: "London",
                      country: "United Kingdom",
                      zip: "SW1A 1AA",
                    },
                  },
                ],
              },
            },
          },
        ),
      ).cartCreate.cart;
    const small = await create(1);
    const [group] = small.deliveryGroups.nodes;
    expect(group.deliveryAddress.city).toBe("London");
    expect(group.cartLines.nodes).toHaveLength(1);
    expect(group.deliveryOptions).toEqual([
      {
        handle: "standard-uk-delivery",
        title: "Standard UK delivery",
        deliveryMethodType: "SHIPPING",
        estimatedCost: { amount: "4.95", currencyCode: "GBP" },
      },
    ]);
    expect(group.selectedDeliveryOption.handle).toBe("standard-uk-delivery");
    // Over £75 inc VAT it is free.
    const large = await create(40);
    expect(large.deliveryGroups.nodes[0].deliveryOptions[0]).toMatchObject({
      title: "Free UK delivery",
      estimatedCost: { amount: "0.0" },
    });
    const choose = (deliveryGroupId: string, deliveryOptionHandle: string) =>
      ask(
        `mutation ($cartId: ID!, $choices: [CartSelectedDeliveryOptionInput!]!) {
          cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $choices) {
            cart { id } userErrors { field code } warnings { code target } } }`,
        { cartId: small.id, choices: [{ deliveryGroupId, deliveryOptionHandle }] },
      );
    const chosen = dataOf(await choose(group.id, "standard-uk-delivery"));
    expect(chosen.cartSelectedDeliveryOptionsUpdate.userErrors).toEqual([]);
    const wrongGroup = dataOf(
      await choose(large.deliveryGroups.nodes[0].id, "standard-uk-delivery"),
    );
    expect(wrongGroup.cartSelectedDeliveryOptionsUpdate.userErrors).toEqual([
      {
        field: ["selectedDeliveryOptions", "0", "deliveryGroupId"],
        code: "INVALID_DELIVERY_GROUP",
      },
    ]);
    const wrongOption = dataOf(await choose(group.id, "next-day"));
    expect(wrongOption.cartSelectedDeliveryOptionsUpdate.userErrors).toEqual([
      {
        field: ["selectedDeliveryOptions", "0", "deliveryOptionHandle"],
        code: "INVALID_DELIVERY_OPTION",
      },
    ]);
    // Without an address there is nothing to deliver to yet.
    const bare = dataOf(
      await ask(
        `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/${polo.variants[0]!.id}" }] }) { cart { deliveryGroups(first: 5) { nodes { id } } } } }`,
      ),
    ).cartCreate.cart;
    expect(bare.deliveryGroups.nodes).toEqual([]);
  });

  it("answers a storefront's whole cart fragment, and its mutations' short one", async () => {
    const polo = await productWithTwoOptions();
    const money = `amount currencyCode`;
    const lineFields = `id quantity attributes { key value }
      cost { totalAmount { ${money} } amountPerQuantity { ${money} } compareAtAmountPerQuantity { ${money} } }
      merchandise { ... on ProductVariant { id availableForSale requiresShipping title sku
        price { ${money} } compareAtPrice { ${money} } image { id url altText width height }
        product { handle title id vendor } selectedOptions { name value } } }`;
    const cartFragment = `fragment CartLine on CartLine { ${lineFields} parentRelationship { parent { id } } }
      fragment CartLineComponent on ComponentizableCartLine { ${lineFields} lineComponents { ...CartLine } }
      fragment CartApiQuery on Cart {
        updatedAt id checkoutUrl totalQuantity note
        appliedGiftCards { id lastCharacters amountUsed { ${money} } }
        buyerIdentity { countryCode customer { id email firstName lastName displayName } email phone }
        lines(first: $numCartLines) { nodes { ...CartLine } nodes { ...CartLineComponent } }
        cost { subtotalAmount { ${money} } totalAmount { ${money} } totalDutyAmount { ${money} } totalTaxAmount { ${money} } }
        attributes { key value } discountCodes { code applicable }
      }`;
    const created = dataOf(
      await ask(
        `mutation cartCreate($input: CartInput!, $country: CountryCode = ZZ, $language: LanguageCode)
          @inContext(country: $country, language: $language) {
          cartCreate(input: $input) {
            cart { id totalQuantity checkoutUrl }
            userErrors { message field code }
            warnings { code message target }
          }
        }`,
        {
          input: {
            lines: [
              {
                merchandiseId: `gid://shopify/ProductVariant/${polo.variants[1]!.id}`,
                quantity: 2,
              },
            ],
          },
        },
      ),
    ).cartCreate;
    expect(created.cart.totalQuantity).toBe(2);
    const { cart } = dataOf(
      await ask(
        `query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
          @inContext(country: $country, language: $language) { cart(id: $cartId) { ...CartApiQuery } }
        ${cartFragment}`,
        { cartId: created.cart.id },
      ),
    );
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines.nodes).toHaveLength(1);
    expect(cart.lines.nodes[0]).toMatchObject({
      quantity: 2,
      parentRelationship: null,
      merchandise: { requiresShipping: true, product: { handle: polo.handle } },
    });
    expect(cart.buyerIdentity.customer).toBeNull();
    const giftCard = dataOf(
      await ask(
        `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $codes) { cart { id } userErrors { field code } } }`,
        { cartId: created.cart.id, codes: ["GIFT-123"] },
      ),
    ).cartGiftCardCodesAdd;
    expect(giftCard.userErrors[0].field).toEqual(["giftCardCodes"]);
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

  it("recommends products by id or handle, filling with its type, and pages variants backwards", async () => {
    const polo = await productWithTwoOptions();
    const data = dataOf(
      await ask(
        `query ($id: ID!, $handle: String!) {
          byId: productRecommendations(productId: $id) { handle productType }
          byHandle: productRecommendations(productHandle: $handle) { handle }
          complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) { handle }
          unknown: productRecommendations(productHandle: "no-such-product") { handle }
          product(handle: $handle) { variants(last: 2) { nodes { title } pageInfo { hasPreviousPage hasNextPage } } }
        }`,
        { id: `gid://shopify/Product/${polo.id}`, handle: polo.handle },
      ),
    );
    expect(data.byId.length).toBe(10);
    expect(data.byId.map((product: { handle: string }) => product.handle)).not.toContain(
      polo.handle,
    );
    expect(data.byHandle).toEqual(data.byId.map(({ handle }: { handle: string }) => ({ handle })));
    expect(data.complementary).toEqual([]);
    expect(data.unknown).toBeNull();
    expect(data.product.variants.nodes.map((variant: { title: string }) => variant.title)).toEqual(
      polo.variants.slice(-2).map((variant) => variant.title),
    );
    expect(data.product.variants.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });
});
