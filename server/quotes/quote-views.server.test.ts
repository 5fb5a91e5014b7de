import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  createCustomer,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { quotes } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import { requestQuote } from "./quote-request.server.ts";
import { listBuyerQuotes } from "./quote-views.server.ts";

// Issue 14.6: what the buyer's quotes page shows: a request being priced without figures, a sent
// quote with its totals and expiry, a sent quote past its expiry as expired; only their own.

describeWithDatabase("the buyer's quotes", (use) => {
  let fixture: CreditFixture;
  let buyer: Viewer;
  let other: Viewer;
  let navyM: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    buyer = await createCustomer(fixture.db);
    other = await createCustomer(fixture.db);
    navyM = await variantGid(fixture.db, polo, "Navy / M");
  }, 60_000);

  const ask = async (viewer: Viewer, quantity: number) => {
    const result = await requestQuote(fixture.services, viewer, {
      basketItems: [{ variantId: navyM, quantity }],
      notes: "",
    });
    if (result.status !== 201) throw new Error(JSON.stringify(result.body));
    return result.body.quoteNumber;
  };

  it("shows a request being priced without figures, and a sent quote with its totals", async () => {
    const requested = await ask(buyer, 10);
    const sent = await ask(buyer, 20);
    await ask(other, 5);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    await fixture.db
      .update(quotes)
      .set({ status: "sent", expiresAt, deliveryPence: 1250, message: "Thread colour confirmed." })
      .where(eq(quotes.quoteNumber, sent));

    const list = await listBuyerQuotes(fixture.db, buyer.userId);
    expect(list.map((quote) => quote.quoteNumber)).toEqual([sent, requested]);
    const [quoted, pending] = list;
    expect(pending).toMatchObject({ status: "requested", totals: null });
    // 20 polos at their standard price; delivery £12.50; each line's VAT, then delivery's.
    const unit = quoted!.lines[0]!.unitPricePence;
    const goods = 20 * unit;
    const vat = Math.floor((2 * goods * 20 + 100) / 200) + 250;
    expect(quoted).toMatchObject({
      status: "sent",
      message: "Thread colour confirmed.",
      expiresAt: expiresAt.toISOString(),
      totals: {
        goodsExVatPence: goods,
        deliveryExVatPence: 1250,
        vatPence: vat,
        totalPence: goods + 1250 + vat,
        itemCount: 20,
      },
    });
  });

  it("reads a sent quote past its expiry as expired", async () => {
    const number = await ask(buyer, 1);
    await fixture.db
      .update(quotes)
      .set({ status: "sent", expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.quoteNumber, number));
    const list = await listBuyerQuotes(fixture.db, buyer.userId);
    expect(list.find((quote) => quote.quoteNumber === number)?.status).toBe("expired");
  });
});
