import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { demoCustomPriceSpecs, demoPassword, demoUsers } from "#server/demo/demo-accounts.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { accountsApp, publicUrl } from "#server/accounts/accounts-test-support.ts";

// Issue 19.3 with issue 13.6: a headless storefront links its cart to the customer who signed in
// through it (cartBuyerIdentityUpdate, or cartCreate, with their customerAccessToken). The cart then
// costs that customer's special prices and carries their e-mail; a token that is not a live one of
// the shop's is Shopify's INVALID on its field and changes nothing.

type Answer = { data?: Record<string, any>; errors?: { message: string }[] };

const cartFields = `id
  buyerIdentity { email customer { id } }
  lines(first: 5) { nodes { quantity cost { amountPerQuantity { amount } } } }`;

const payloadFields = `cart { ${cartFields} } userErrors { field message code }`;

const [contractPrice] = demoCustomPriceSpecs;

describeWithDatabase("a Storefront API cart linked to a customer", (use) => {
  let app: ReturnType<typeof accountsApp>;
  let contractVariantId: string;
  let listPence: number;

  async function ask(query: string, variables: Record<string, unknown> = {}) {
    const response = await app.request(`${publicUrl}/api/2025-01/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.60" },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as Answer;
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  async function signIn(email: string): Promise<string> {
    const data = await ask(
      `mutation ($input: CustomerAccessTokenCreateInput!) {
        customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
      }`,
      { input: { email, password: demoPassword } },
    );
    return data["customerAccessTokenCreate"].customerAccessToken.accessToken;
  }

  async function createCart(buyerIdentity?: Record<string, unknown>) {
    const data = await ask(
      `mutation ($input: CartInput) { cartCreate(input: $input) { ${payloadFields} } }`,
      { input: { lines: [{ merchandiseId: contractVariantId, quantity: 1 }], buyerIdentity } },
    );
    return data["cartCreate"];
  }

  async function updateBuyer(cartId: string, buyerIdentity: Record<string, unknown>) {
    const data = await ask(
      `mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
        cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${payloadFields} }
      }`,
      { cartId, buyerIdentity },
    );
    return data["cartBuyerIdentityUpdate"];
  }

  const unitPence = (cart: any) =>
    Math.round(Number(cart.lines.nodes[0].cost.amountPerQuantity.amount) * 100);

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    app = accountsApp(use());
    const data = await ask(
      `query ($handle: String!) {
        product(handle: $handle) { variants(first: 250) { nodes { id title price { amount } } } }
      }`,
      { handle: contractPrice.handle },
    );
    const variant = data["product"].variants.nodes.find(
      (each: { title: string }) => each.title === contractPrice.variant,
    );
    contractVariantId = variant.id;
    listPence = Math.round(Number(variant.price.amount) * 100);
    expect(listPence).not.toBe(contractPrice.customPricePence);
  });

  it("costs the customer's special price and takes their e-mail once their token links it", async () => {
    const anonymous = await createCart();
    expect(unitPence(anonymous.cart)).toBe(listPence);
    expect(anonymous.cart.buyerIdentity.email).toBeNull();

    const token = await signIn(demoUsers.trade.email);
    const linked = await updateBuyer(anonymous.cart.id, { customerAccessToken: token });
    expect(linked.userErrors).toEqual([]);
    expect(unitPence(linked.cart)).toBe(contractPrice.customPricePence);
    expect(linked.cart.buyerIdentity.email).toBe(demoUsers.trade.email);
    // The cart's id travels in its checkout address: it does not hand out the customer's account.
    expect(linked.cart.buyerIdentity.customer).toBeNull();

    // Read again later, by anyone holding the cart's id, it is still the customer's cart.
    const read = await ask(`query ($id: ID!) { cart(id: $id) { ${cartFields} } }`, {
      id: anonymous.cart.id,
    });
    expect(unitPence(read["cart"])).toBe(contractPrice.customPricePence);

    const createdLinked = await createCart({
      customerAccessToken: token,
      email: "po@site.example",
    });
    expect(createdLinked.userErrors).toEqual([]);
    expect(unitPence(createdLinked.cart)).toBe(contractPrice.customPricePence);
    expect(createdLinked.cart.buyerIdentity.email).toBe("po@site.example");
  });

  it("refuses a signed-out customer's token with INVALID and leaves the cart as it was", async () => {
    const token = await signIn(demoUsers.trade.email);
    await ask(
      `mutation ($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken } }`,
      { token },
    );
    const cart = await createCart({ email: "buyer@example.com" });
    const refused = await updateBuyer(cart.cart.id, { customerAccessToken: token });
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        field: ["buyerIdentity", "customerAccessToken"],
        message: "The customer access token is not valid.",
        code: "INVALID",
      },
    ]);
    const read = await ask(`query ($id: ID!) { cart(id: $id) { ${cartFields} } }`, {
      id: cart.cart.id,
    });
    expect(unitPence(read["cart"])).toBe(listPence);
    expect(read["cart"].buyerIdentity.email).toBe("buyer@example.com");

    const tooLong = await createCart({ customerAccessToken: "x".repeat(5000) });
    expect(tooLong.userErrors).toMatchObject([
      { field: ["input", "buyerIdentity", "customerAccessToken"], code: "INVALID" },
    ]);
  });
});
