import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import { expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { todaysStorefront } from "./storefront-today-support.ts";

// Issue 13.1–13.3: a product page's and a collection's documents as today's storefronts write
// them (fragments per resource, `nodes`, lookups by handle, `@inContext`), run against the demo
// catalogue and checked against the database.

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

describeWithDatabase("today's Storefront API: products and collections", (use) => {
  const { ask, dataOf, productWithTwoOptions } = todaysStorefront(use);

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
