import { expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { todaysStorefront } from "./storefront-today-support.ts";

// Issue 13.4: the cart as today's storefronts read it: its count, its lines as nodes, its
// delivery, and the skeleton's whole cart fragment.

describeWithDatabase("today's Storefront API: the cart", (use) => {
  const { ask, dataOf, productWithTwoOptions } = todaysStorefront(use);

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
});
