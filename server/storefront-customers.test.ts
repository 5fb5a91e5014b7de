import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { orders, sessions, users } from "#server/db/schema/index.ts";
import { demoPassword, demoUsers } from "#server/demo/demo-accounts.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import {
  accountsApp,
  linkIn,
  newestMailTo,
  publicUrl,
} from "#server/accounts/accounts-test-support.ts";

// Issue 13.6: a headless storefront signs a customer up and in through the Storefront API and
// reads their orders, over the shop's own accounts and with the shop's own checks.

type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: any }[] };

const tokenCreate = `mutation ($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
    userErrors { field message }
  }
}`;

const customerQuery = `query ($token: String!, $first: Int) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName numberOfOrders
    orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl
        currentTotalPrice { amount currencyCode }
        lineItems(first: 10) { nodes { title quantity customAttributes { key value } variant { id } } }
      }
    }
  }
}`;

describeWithDatabase("the Storefront API's customers", (use) => {
  let app: ReturnType<typeof accountsApp>;

  async function ask(query: string, variables: Record<string, unknown> = {}, ip = "203.0.113.9") {
    const response = await app.request(`${publicUrl}/api/2025-01/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  }

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    app = accountsApp(use());
  });

  it("signs a customer in and reads their orders, newest first, only with a live token", async () => {
    const trade = demoUsers.trade;
    const signedIn = await ask(tokenCreate, {
      input: { email: trade.email, password: demoPassword },
    });
    const created = signedIn.data!["customerAccessTokenCreate"];
    expect(created.customerUserErrors).toEqual([]);
    const token = created.customerAccessToken.accessToken;
    expect(new Date(created.customerAccessToken.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const { data } = await ask(customerQuery, { token, first: 2 });
    const customer = data!["customer"];
    expect(customer.email).toBe(trade.email);
    const [user] = await use().db.select().from(users).where(eq(users.email, trade.email));
    const placed = await use().db.select().from(orders).where(eq(orders.userId, user!.id));
    expect(customer.orders.totalCount).toBe(String(placed.length));
    expect(customer.numberOfOrders).toBe(String(placed.length));
    expect(customer.orders.nodes).toHaveLength(Math.min(2, placed.length));
    const newest = [...placed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const first = customer.orders.nodes[0];
    expect(first.name).toBe(newest.orderNumber);
    expect(first.currentTotalPrice.currencyCode).toBe("GBP");
    expect(Math.round(Number(first.currentTotalPrice.amount) * 100)).toBe(newest.totalPence);
    expect(first.statusUrl).toBe(`${publicUrl}/account/orders/${newest.orderNumber}`);
    expect(first.lineItems.nodes.length).toBeGreaterThan(0);

    // Renewed, it lives on; deleted, it reads nothing more.
    const renewed = await ask(
      `mutation ($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken } userErrors { message } } }`,
      { token },
    );
    expect(renewed.data!["customerAccessTokenRenew"].customerAccessToken.accessToken).toBe(token);
    const deleted = await ask(
      `mutation ($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken userErrors { message } } }`,
      { token },
    );
    expect(deleted.data!["customerAccessTokenDelete"].deletedAccessToken).toBe(token);
    expect((await ask(customerQuery, { token })).data!["customer"]).toBeNull();
    const [session] = await use().db.select().from(sessions).where(eq(sessions.token, token));
    expect(session).toBeUndefined();
  });

  it("refuses a wrong password, an unknown token and a forged one alike", async () => {
    const wrong = await ask(tokenCreate, {
      input: { email: demoUsers.retail.email, password: "not-the-password" },
    });
    expect(wrong.data!["customerAccessTokenCreate"]).toMatchObject({
      customerAccessToken: null,
      customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null }],
    });
    expect((await ask(customerQuery, { token: "x".repeat(32) })).data!["customer"]).toBeNull();
    expect((await ask(customerQuery, { token: "x".repeat(5000) })).data!["customer"]).toBeNull();
    const renew = await ask(
      `mutation { customerAccessTokenRenew(customerAccessToken: "nope") { customerAccessToken { accessToken } userErrors { field message } } }`,
    );
    expect(renew.data!["customerAccessTokenRenew"]).toEqual({
      customerAccessToken: null,
      userErrors: [{ field: ["customerAccessToken"], message: "Access token is invalid" }],
    });
  });

  it("signs a new customer up, who signs in once the e-mail is confirmed", async () => {
    const email = "new.buyer@example.com";
    const create = `mutation ($input: CustomerCreateInput!) {
      customerCreate(input: $input) { customer { email firstName lastName displayName } customerUserErrors { code field message } }
    }`;
    const input = { email, password: "hard-hat-99", firstName: "Nia", lastName: "Jones" };
    const made = (await ask(create, { input }, "203.0.113.20")).data!["customerCreate"];
    expect(made).toEqual({
      customer: { email, firstName: "Nia", lastName: "Jones", displayName: "Nia Jones" },
      customerUserErrors: [],
    });
    const again = (await ask(create, { input }, "203.0.113.21")).data!["customerCreate"];
    expect(again.customerUserErrors[0]).toMatchObject({ code: "TAKEN", field: ["input", "email"] });
    const short = (
      await ask(
        create,
        { input: { ...input, email: "short@example.com", password: "abc" } },
        "203.0.113.22",
      )
    ).data!["customerCreate"];
    expect(short.customerUserErrors[0]).toMatchObject({
      code: "TOO_SHORT",
      field: ["input", "password"],
    });

    const early = (await ask(tokenCreate, { input: { email, password: input.password } })).data!;
    expect(early["customerAccessTokenCreate"].customerUserErrors[0].message).toMatch(
      /confirm your e-mail/,
    );
    const mail = await newestMailTo(use(), email);
    const confirmed = await app.request(linkIn(mail!.textBody));
    expect(confirmed.status).toBeLessThan(400);
    const later = (await ask(tokenCreate, { input: { email, password: input.password } })).data!;
    expect(later["customerAccessTokenCreate"].customerAccessToken.accessToken).toMatch(/\w{20,}/);
  });

  it("sends a password reset for a known address and says the same for an unknown one", async () => {
    const recover = `mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`;
    const known = await ask(recover, { email: demoUsers.retail.email }, "203.0.113.30");
    expect(known.data!["customerRecover"].customerUserErrors).toEqual([]);
    expect((await newestMailTo(use(), demoUsers.retail.email))?.subject).toMatch(/password/i);
    const unknown = await ask(recover, { email: "nobody@example.com" }, "203.0.113.31");
    expect(unknown.data!["customerRecover"].customerUserErrors).toEqual([]);
  });

  it("throttles sign-in attempts from one address as the shop's sign-in does", async () => {
    let throttled: Answer | undefined;
    for (let attempt = 0; attempt < 15 && !throttled; attempt++) {
      const answer = await ask(
        tokenCreate,
        { input: { email: `guess${attempt}@example.com`, password: "guess-guess" } },
        "198.51.100.7",
      );
      if (answer.errors) throttled = answer;
    }
    expect(throttled?.errors?.[0]).toMatchObject({
      message: "Too many attempts from here. Please wait a minute and try again.",
      extensions: { code: "THROTTLED" },
    });
  });
});
