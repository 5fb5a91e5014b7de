import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { discountCodes, productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { shopInfo } from "#server/shop-info.ts";
import { createStorefrontEngine } from "../storefront-engine.ts";

type GraphQLResponse = { data?: Record<string, any>; errors?: { message: string }[] };

const address = `deliveryAddressPreferences { __typename ... on MailingAddress { address1 address2 city company country countryCodeV2 firstName lastName name zip formatted formattedArea } }`;
const payload = `cart { id buyerIdentity { email phone countryCode ${address} } discountCodes { code applicable } appliedGiftCards { id } } userErrors { field message code } warnings { code }`;

describeWithDatabase("the Storefront engine's cart buyer, discount codes and gift cards", (use) => {
  let engine: ReturnType<typeof createStorefrontEngine>;
  let cartId: string;

  async function mutate(document: string, variables: Record<string, unknown>, root: string) {
    const response = await engine(
      new Request("http://shop.test/api/2025-01/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: document, variables }),
      }),
    );
    const body = (await response.json()) as GraphQLResponse;
    expect(body.errors).toBeUndefined();
    return body.data?.[root];
  }

  const updateBuyer = (buyerIdentity: Record<string, unknown>) =>
    mutate(
      `mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${payload} } }`,
      { cartId, buyerIdentity },
      "cartBuyerIdentityUpdate",
    );
  const updateCodes = (codes: string[]) =>
    mutate(
      `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${payload} } }`,
      { cartId, codes },
      "cartDiscountCodesUpdate",
    );

  beforeAll(async () => {
    const db = use().db;
    await applyDemoSeed(db);
    engine = createStorefrontEngine({
      db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: undefined,
      logError: (error) => {
        throw error;
      },
    });
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
      .limit(1);
    const past = new Date(Date.now() - 86_400_000);
    await db.insert(discountCodes).values([
      { code: "SAVE10", kind: "percentage", value: 10 },
      { code: "EXPIRED", kind: "percentage", value: 10, startsAt: new Date(0), endsAt: past },
      { code: "USEDUP", kind: "fixed_amount", value: 500, usageLimit: 1, timesUsed: 1 },
      { code: "OFF", kind: "percentage", value: 5, isActive: false },
      { code: "BIGSPEND", kind: "fixed_amount", value: 500, minimumSubtotalPence: 10_000_000 },
    ]);
    const created = await mutate(
      `mutation ($input: CartInput) { cartCreate(input: $input) { ${payload} } }`,
      {
        input: {
          lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant!.id}` }],
          buyerIdentity: { email: "a@example.com", countryCode: "GB" },
          discountCodes: ["save10"],
        },
      },
      "cartCreate",
    );
    cartId = created.cart.id;
    expect(created.cart.discountCodes).toEqual([{ code: "save10", applicable: true }]);
  });

  it("stores the buyer's e-mail, phone and one UK delivery address, and clears the address", async () => {
    const updated = await updateBuyer({
      email: "buyer@example.com",
      phone: "+44 20 7946 0000",
      deliveryAddressPreferences: [
        {
          deliveryAddress: {
            firstName: "Ada",
            lastName: "Lovelace",
            company: "Analytical Ltd",
            address1: "1 High Street",
            city: "London",
            country: "United Kingdom",
            zip: "sw1a 1aa",
          },
        },
      ],
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.buyerIdentity).toMatchObject({
      email: "buyer@example.com",
      phone: "+44 20 7946 0000",
      countryCode: "GB",
      deliveryAddressPreferences: [
        {
          __typename: "MailingAddress",
          firstName: "Ada",
          lastName: "Lovelace",
          name: "Ada Lovelace",
          address1: "1 High Street",
          address2: null,
          city: "London",
          countryCodeV2: "GB",
          zip: "SW1A 1AA",
          formatted: ["Analytical Ltd", "1 High Street", "London", "SW1A 1AA", "United Kingdom"],
        },
      ],
    });
    const cleared = await updateBuyer({ deliveryAddressPreferences: [] });
    expect(cleared.cart.buyerIdentity.deliveryAddressPreferences).toEqual([]);
    expect(cleared.cart.buyerIdentity.email).toBe("buyer@example.com");
  });

  it("refuses non-UK countries and postcodes with clear user errors, changing nothing", async () => {
    const france = await updateBuyer({ countryCode: "FR", email: "x@example.com" });
    expect(france.cart).toBeNull();
    expect(france.userErrors).toEqual([
      {
        field: ["buyerIdentity", "countryCode"],
        message: "We deliver to UK addresses only (country code GB).",
        code: "INVALID",
      },
    ]);
    const abroad = await updateBuyer({
      deliveryAddressPreferences: [{ deliveryAddress: { country: "France", zip: "75001" } }],
    });
    expect(abroad.userErrors.map((error: any) => [error.code, error.field.at(-1)])).toEqual([
      ["INVALID", "country"],
      ["INVALID_ZIP_CODE_FOR_COUNTRY", "zip"],
    ]);
    const unchanged = await updateBuyer({});
    expect(unchanged.cart.buyerIdentity.email).toBe("buyer@example.com");
  });

  it("answers an unknown customer access token or company location with INVALID on its field, changing nothing", async () => {
    const unknown = await updateBuyer({
      customerAccessToken: "not-a-token-this-shop-issued",
      companyLocationId: "gid://shopify/CompanyLocation/1",
      email: "someone-else@example.com",
    });
    expect(unknown.cart).toBeNull();
    expect(unknown.userErrors).toEqual([
      {
        field: ["buyerIdentity", "customerAccessToken"],
        message: expect.stringContaining("not valid"),
        code: "INVALID",
      },
      {
        field: ["buyerIdentity", "companyLocationId"],
        message: "No company location has this id.",
        code: "INVALID",
      },
    ]);
    const created = await mutate(
      `mutation ($input: CartInput) { cartCreate(input: $input) { ${payload} } }`,
      { input: { buyerIdentity: { customerAccessToken: "nope" } } },
      "cartCreate",
    );
    expect(created.cart).toBeNull();
    expect(created.userErrors).toMatchObject([
      { field: ["input", "buyerIdentity", "customerAccessToken"], code: "INVALID" },
    ]);
    const unchanged = await updateBuyer({ customerAccessToken: null });
    expect(unchanged.userErrors).toEqual([]);
    expect(unchanged.cart.buyerIdentity.email).toBe("buyer@example.com");
  });

  it("takes a postcode by the checkout form's rule, GIR 0AA too, and returns it as that form stores it", async () => {
    // Issue 19 item 5: this API refused GIR 0AA, which the checkout accepts, and kept "sw1a1aa"
    // as "SW1A1AA" where the checkout and the credit order store "SW1A 1AA".
    const giro = await updateBuyer({
      deliveryAddressPreferences: [
        { deliveryAddress: { firstName: "Ada", address1: "1 Bootle Road", zip: "gir0aa" } },
      ],
    });
    expect(giro.userErrors).toEqual([]);
    expect(giro.cart.buyerIdentity.deliveryAddressPreferences[0]).toMatchObject({
      zip: "GIR 0AA",
      formatted: ["1 Bootle Road", "GIR 0AA", "United Kingdom"],
    });
    const created = await mutate(
      `mutation ($input: CartInput) { cartCreate(input: $input) { ${payload} } }`,
      {
        input: {
          buyerIdentity: {
            deliveryAddressPreferences: [
              { deliveryAddress: { address1: "1 Mall", zip: " sw1a1aa " } },
            ],
          },
        },
      },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
    expect(created.cart.buyerIdentity.deliveryAddressPreferences[0].zip).toBe("SW1A 1AA");
    for (const zip of ["BF1 4FB", "QA1 1AA", "SW1A 1AC"]) {
      const refused = await updateBuyer({
        deliveryAddressPreferences: [{ deliveryAddress: { address1: "1 Camp", zip } }],
      });
      expect(refused.userErrors).toEqual([
        {
          field: ["buyerIdentity", "deliveryAddressPreferences", "0", "deliveryAddress", "zip"],
          message: "Enter a valid UK postcode, e.g. SW1A 1AA",
          code: "INVALID_ZIP_CODE_FOR_COUNTRY",
        },
      ]);
    }
  });

  it("keeps every code, applicable only when active, in date, under its limit and minimum", async () => {
    const updated = await updateCodes([
      "SAVE10",
      "expired",
      "USEDUP",
      "OFF",
      "BIGSPEND",
      "NOSUCHCODE",
      "save10",
    ]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.discountCodes).toEqual([
      { code: "SAVE10", applicable: true },
      { code: "expired", applicable: false },
      { code: "USEDUP", applicable: false },
      { code: "OFF", applicable: false },
      { code: "BIGSPEND", applicable: false },
      { code: "NOSUCHCODE", applicable: false },
    ]);
    expect((await updateCodes([])).cart.discountCodes).toEqual([]);
  });

  it("answers gift card codes with a clear user error: the shop has none", async () => {
    const added = await mutate(
      `mutation ($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) { ${payload} } }`,
      { cartId, codes: ["GIFT-1234"] },
      "cartGiftCardCodesUpdate",
    );
    expect(added.cart).toBeNull();
    expect(added.userErrors).toEqual([
      {
        field: ["giftCardCodes"],
        message: "This shop does not sell or accept gift cards.",
        code: "INVALID",
      },
    ]);
    const removed = await mutate(
      `mutation ($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) { ${payload} } }`,
      { cartId, ids: ["gid://shopify/AppliedGiftCard/1"] },
      "cartGiftCardCodesRemove",
    );
    expect(removed.userErrors[0].code).toBe("INVALID");
    const none = await mutate(
      `mutation ($cartId: ID!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: []) { ${payload} } }`,
      { cartId },
      "cartGiftCardCodesUpdate",
    );
    expect(none.cart.appliedGiftCards).toEqual([]);
  });
});
