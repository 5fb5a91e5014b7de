import { and, asc, count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accountsApp, publicUrl } from "#server/accounts/accounts-test-support.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import {
  createCustomer,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerByEmail,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { mailOutbox, quoteLines, quotes } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { signInCookie } from "#server/events/events-test-support.ts";
import { maxOpenRequests, requestQuote } from "./quote-request.server.ts";

// Issue 14.6: POST /api/functions/request-quote through the whole app with real sessions. The
// buyer is the session's; lines are priced on the server, a 500+ print run is marked for the shop
// to price instead of being refused; bad input names its field and writes nothing.

const tee = "gildan-gd12-heavy-cotton-t-shirt";

describeWithDatabase("asking for a quote", (use) => {
  let fixture: CreditFixture;
  let app: ReturnType<typeof accountsApp>;
  let trade: Viewer;
  let cookie: string;
  let navyL: string;
  let teeM: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    app = accountsApp(use());
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
    cookie = await signInCookie(app, trade.email);
    navyL = await variantGid(fixture.db, polo, "Navy / L");
    teeM = await variantGid(fixture.db, tee, "Black / M");
  }, 60_000);

  const ask = (body: unknown, headers: Record<string, string> = { cookie }) =>
    app.request(`${publicUrl}/api/functions/request-quote`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  const quoteCount = async () => (await fixture.db.select({ n: count() }).from(quotes))[0]!.n;

  it("takes the basket as a quote, priced on the server with the buyer's own prices", async () => {
    const response = await ask({
      basketItems: [{ variantId: navyL, quantity: 20, unitPricePence: 1, price: 1 }],
      notes: "For the new site team, delivery to Leeds.",
      userId: "someone-else",
    });
    expect(response.status).toBe(201);
    const { quoteNumber } = (await response.json()) as { quoteNumber: string };
    expect(quoteNumber).toMatch(/^Q-\d{6}$/);
    const [quote] = await fixture.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteNumber, quoteNumber));
    expect(quote).toMatchObject({
      userId: trade.userId,
      customerEmail: trade.email,
      status: "requested",
      buyerNotes: "For the new site team, delivery to Leeds.",
    });
    const lines = await fixture.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote!.id))
      .orderBy(asc(quoteLines.position));
    // The trade customer's special price for the Navy / L polo (DESIGN §3 figures): £7.50.
    expect(lines).toMatchObject([
      { quantity: 20, unitPricePence: 750, customizationType: "plain", needsPrice: false },
    ]);
    const mails = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "quote_request_buyer"));
    expect(
      mails.some((mail) => mail.toAddress === trade.email && mail.textBody.includes(quoteNumber)),
    ).toBe(true);
    const [shopMail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "quote_request_shop")));
    expect(shopMail!.textBody).toContain("20 × ");
  });

  it("marks a 600-piece print run for the shop to price, where a credit order is refused", async () => {
    const response = await ask({
      basketItems: [
        {
          variantId: teeM,
          quantity: 600,
          customizationType: "print",
          customizationPosition: "Chest Center",
        },
      ],
      notes: "",
    });
    expect(response.status).toBe(201);
    const { quoteNumber } = (await response.json()) as { quoteNumber: string };
    const [quote] = await fixture.db
      .select()
      .from(quotes)
      .where(eq(quotes.quoteNumber, quoteNumber));
    const [line] = await fixture.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote!.id));
    expect(line).toMatchObject({ quantity: 600, customizationType: "print", needsPrice: true });
  });

  it("refuses bad input beside its field, and writes nothing", async () => {
    const before = await quoteCount();
    const cases: [unknown, number, string][] = [
      [{ basketItems: [], notes: "" }, 400, "basketItems"],
      [
        { basketItems: [{ variantId: "gid://shopify/Product/1", quantity: 1 }] },
        400,
        "basketItems.0.variantId",
      ],
      [{ basketItems: [{ variantId: navyL, quantity: 0 }] }, 400, "basketItems.0.quantity"],
      [{ basketItems: [{ variantId: navyL, quantity: 1 }], notes: "x".repeat(2001) }, 400, "notes"],
      [
        { basketItems: [{ variantId: "gid://shopify/ProductVariant/999999", quantity: 1 }] },
        409,
        "basketItems.0.variantId",
      ],
      [[], 400, "body"],
    ];
    for (const [body, status, field] of cases) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, field });
    }
    const notJson = await app.request(`${publicUrl}/api/functions/request-quote`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await quoteCount()).toBe(before);
  });

  it("asks a visitor to sign in", async () => {
    const response = await ask({ basketItems: [{ variantId: navyL, quantity: 1 }] }, {});
    expect(response.status).toBe(401);
  });

  it(`holds a buyer to ${maxOpenRequests} requests awaiting the shop's reply`, async () => {
    const buyer = await createCustomer(fixture.db);
    const body = { basketItems: [{ variantId: navyL, quantity: 1 }], notes: "" };
    for (let index = 0; index < maxOpenRequests; index += 1)
      expect((await requestQuote(fixture.services, buyer, body)).status).toBe(201);
    const refused = await requestQuote(fixture.services, buyer, body);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false });
  });
});
