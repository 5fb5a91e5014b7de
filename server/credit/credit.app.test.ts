import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accountsApp, publicUrl } from "#server/accounts/accounts-test-support.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import { customerCreditAccounts, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { signInCookie } from "#server/events/events-test-support.ts";
import { priceCreditBasket } from "./credit-order-pricing.ts";
import {
  boot,
  creditSnapshot,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerByEmail,
  type CreditFixture,
} from "./credit-test-support.ts";

// The credit routes through the whole app (createApp) with real Better Auth sessions, as the
// basket and the credit page call them: the buyer is whoever the session says, and nothing in
// the body — a price, a total, a user id — changes who pays or how much.

describeWithDatabase("trade credit through the app, signed in", (use) => {
  let fixture: CreditFixture;
  let app: ReturnType<typeof accountsApp>;
  let trade: Viewer;
  let retail: Viewer;
  let cookies: { trade: string; retail: string };

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
    retail = await viewerByEmail(fixture.db, "retail@tradewear.test");
    // The retail customer is given an account of their own here: a second customer with credit.
    await fixture.db
      .insert(customerCreditAccounts)
      .values({ userId: retail.userId, creditLimitPence: 200_000, currentBalancePence: 10_000 });
    app = accountsApp(use());
    cookies = {
      trade: await signInCookie(app, trade.email),
      retail: await signInCookie(app, retail.email),
    };
  }, 60_000);

  const creditAccount = (cookie?: string) =>
    app.request(`${publicUrl}/api/functions/credit-account`, {
      headers: cookie ? { cookie } : {},
    });

  const placeOrder = (cookie: string, body: unknown) =>
    app.request(`${publicUrl}/api/functions/process-credit-order`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "idempotency-key": newKey() },
      body: JSON.stringify(body),
    });

  it("refuses a visitor the credit account with 401", async () => {
    const response = await creditAccount();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "NOT_SIGNED_IN" });
  });

  it("shows each signed-in customer their own account and transactions only", async () => {
    const forTrade = (await (await creditAccount(cookies.trade)).json()) as {
      account: { limitPence: number; balancePence: number };
      transactions: { id: string }[];
    };
    const forRetail = (await (await creditAccount(cookies.retail)).json()) as typeof forTrade;
    expect(forTrade.account).toMatchObject({ limitPence: 500_000 });
    expect(forTrade.transactions.length).toBeGreaterThan(0);
    expect(forRetail).toEqual({
      account: {
        limitPence: 200_000,
        balancePence: 10_000,
        availablePence: 190_000,
        isActive: true,
      },
      transactions: [],
    });
  });

  it("charges the server's price, whatever prices and totals the body claims", async () => {
    const lines = [
      { variantId: await variantGid(fixture.db, boot, "Honey / 9"), quantity: 2 },
      { variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 3 },
    ];
    const tampered = orderBody(
      lines.map((line) => ({
        ...line,
        price: 0.01,
        pricePence: 1,
        basePricePence: 1,
        unitPrice: "0.01",
        customizationPricePence: 0,
        setupFeePence: 0,
      })),
    );
    const before = await creditSnapshot(fixture.db, retail.userId);
    const response = await placeOrder(cookies.retail, { ...tampered, total: 0.01, totalPence: 1 });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };

    const { priced } = await priceCreditBasket(
      fixture.db,
      retail.userId,
      lines.map((line) => ({ ...line, customizationType: "plain", customizationPosition: "" })),
    );
    expect(priced.totalPence).toBeGreaterThan(10_000);
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order?.totalPence).toBe(priced.totalPence);
    expect((await creditSnapshot(fixture.db, retail.userId)).balancePence).toBe(
      before.balancePence! + priced.totalPence,
    );
  });

  it("ignores another customer's id in the body: the signed-in buyer's order, on their account", async () => {
    const tradeBefore = await creditSnapshot(fixture.db, trade.userId);
    const retailBefore = await creditSnapshot(fixture.db, retail.userId);
    const body = orderBody(
      [
        {
          variantId: await variantGid(fixture.db, polo, "Navy / L"),
          quantity: 1,
          userId: trade.userId,
        },
      ],
      { name: "Sam Builder", notes: "", userId: trade.userId, user_id: trade.userId },
    );
    const response = await placeOrder(cookies.retail, {
      ...body,
      userId: trade.userId,
      user_id: trade.userId,
      customerEmail: trade.email,
    });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ userId: retail.userId, customerEmail: retail.email });
    // (The outbox count is the whole shop's: the retail order's confirmation is in it.)
    expect({ ...(await creditSnapshot(fixture.db, trade.userId)), mails: 0 }).toEqual({
      ...tradeBefore,
      mails: 0,
    });
    expect((await creditSnapshot(fixture.db, retail.userId)).orders).toBe(retailBefore.orders + 1);
  });

  it("refuses an order on an inactive account with 403, charging nothing", async () => {
    await fixture.db
      .update(customerCreditAccounts)
      .set({ isActive: false })
      .where(eq(customerCreditAccounts.userId, retail.userId));
    const before = await creditSnapshot(fixture.db, retail.userId);
    const response = await placeOrder(
      cookies.retail,
      orderBody([{ variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 1 }]),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "CREDIT_ACCOUNT_INACTIVE",
      error: expect.stringContaining("not active"),
    });
    expect(await creditSnapshot(fixture.db, retail.userId)).toEqual(before);
  });
});
