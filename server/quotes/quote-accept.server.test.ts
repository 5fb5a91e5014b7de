import { count, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import {
  createCustomer,
  setUpCreditFixture,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import {
  auditLog,
  customerCreditAccounts,
  invoices,
  mailOutbox,
  orderItems,
  orders,
  quotes,
} from "#server/db/schema/index.ts";
import { describeWithDatabase, hasPostgresServer } from "#server/db/test-database.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";
import { acceptQuote } from "./quote-accept.server.ts";
import { getAdminQuote, updateQuote } from "./quote-admin.server.ts";
import { sendQuote } from "./quote-send.server.ts";
import { declineQuote, declineQuoteAsBuyer } from "./quote-decline.server.ts";
import { inDays, pricedEdit, requestTeesAndPolos } from "./quote-test-support.ts";

// Issue 14.6: a sent quote accepted before its last day becomes an order at the quoted prices,
// once, on credit (charged and invoiced) or by bank transfer (pending, with its pro-forma); an
// expired, unsent, accepted or someone else's quote is refused with the reason and nothing written.

describeWithDatabase("accepting a quote", (use, engine) => {
  let fixture: CreditFixture;
  let admin: Admin;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    await useTestBankDetails(use());
    admin = await demoAdmin(fixture.db);
  }, 60_000);

  /** A buyer's request for 600 printed tees and 10 polos, priced and (unless told) sent. */
  async function quoteFor(buyer: Viewer, { send = true } = {}) {
    const quote = await requestTeesAndPolos(fixture, buyer);
    const saved = await updateQuote(
      fixture.db,
      admin,
      quote.id,
      pricedEdit(quote, { expiresOn: inDays(10) }),
      quote.etag,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    if (send) {
      const sent = await sendQuote(fixture.services, admin, quote.id, saved.value.etag);
      if (!sent.ok) throw new Error(JSON.stringify(sent));
    }
    return { id: quote.id, quoteNumber: quote.quoteNumber };
  }

  const orderCount = async () => (await fixture.db.select({ n: count() }).from(orders))[0]!.n;
  // Worked by hand in quote-admin.server.test.ts: £3,249.00 in all.
  const quotedTotal = 324_900;

  it("turns the quote into a credit order at the quoted prices, charged and invoiced", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 1_000_000 });
    const quote = await quoteFor(buyer);
    const result = await acceptQuote(fixture.services, buyer, {
      quoteNumber: quote.quoteNumber,
      paymentMethod: "credit_account",
      poNumber: "PO-600",
    });
    expect(result.status).toBe(201);
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      userId: buyer.userId,
      status: "processing",
      paymentMethod: "credit_account",
      subtotalPence: 269_500,
      deliveryPence: 1250,
      vatPence: 54_150,
      totalPence: quotedTotal,
      poNumber: "PO-600",
    });
    const items = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    expect(
      items.map((item) => [
        item.quantity,
        item.unitPricePence,
        item.customizationPricePence,
        item.setupFeePence,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [600, 320, 110, 2500],
        [10, 900, 0, 0],
      ]),
    );
    const [account] = await fixture.db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, buyer.userId));
    expect(account!.currentBalancePence).toBe(quotedTotal);
    const [invoice] = await fixture.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order!.id));
    expect(invoice).toMatchObject({ kind: "invoice", totalPence: quotedTotal });
    const [quoteRow] = await fixture.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(quoteRow).toMatchObject({ status: "accepted", orderId: order!.id });
    const [entry] = await fixture.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, quote.id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: buyer.userId,
      action: "accept_quote",
      after: { orderNumber, paymentMethod: "credit_account", totalPence: quotedTotal },
    });

    // Once: the same quote again is refused, naming the order, and makes no second order.
    const before = await orderCount();
    expect(
      await acceptQuote(fixture.services, buyer, {
        quoteNumber: quote.quoteNumber,
        paymentMethod: "credit_account",
      }),
    ).toMatchObject({
      status: 409,
      body: { error: `You have already accepted this quote: it is order ${orderNumber}.` },
    });
    expect(await orderCount()).toBe(before);
  });

  it("takes a bank transfer as a pending order with its pro-forma", async () => {
    const buyer = await createCustomer(fixture.db);
    const quote = await quoteFor(buyer);
    const deliveryAddress = {
      name: "Site Office",
      company: "Clarke Builders Ltd",
      line1: "Unit 4, Riverside Park",
      city: "Leeds",
      postcode: "ls11 5sd",
    };
    const result = await acceptQuote(fixture.services, buyer, {
      quoteNumber: quote.quoteNumber,
      paymentMethod: "bank_transfer",
      deliveryAddress,
    });
    expect(result.status).toBe(201);
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "bank_transfer",
      totalPence: quotedTotal,
      // Where the buyer chose to have it delivered, the postcode written as Royal Mail does.
      shippingAddress: { ...deliveryAddress, postcode: "LS11 5SD", country: "GB" },
    });
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.attachments).toEqual([{ orderId: order!.id, document: "invoice" }]);
  });

  it("refuses, writing nothing: an expired, an unsent or another buyer's quote, too little credit, bad input", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 1000 });
    const sent = await quoteFor(buyer);
    const unsent = await quoteFor(buyer, { send: false });
    const expired = await quoteFor(buyer);
    await fixture.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quotes.id, expired.id));
    const stranger = await createCustomer(fixture.db);
    const before = await orderCount();
    const cases: [Viewer | null, unknown, number, string | RegExp][] = [
      [
        buyer,
        { quoteNumber: expired.quoteNumber, paymentMethod: "bank_transfer" },
        409,
        /^This quote expired on /,
      ],
      [
        buyer,
        { quoteNumber: unsent.quoteNumber, paymentMethod: "bank_transfer" },
        409,
        /not priced this quote yet/,
      ],
      [
        stranger,
        { quoteNumber: sent.quoteNumber, paymentMethod: "bank_transfer" },
        404,
        /could not find that quote/,
      ],
      [
        buyer,
        { quoteNumber: sent.quoteNumber, paymentMethod: "credit_account" },
        409,
        /^Insufficient credit/,
      ],
      [
        buyer,
        { quoteNumber: sent.quoteNumber, paymentMethod: "cash" },
        400,
        /credit account or by bank transfer/,
      ],
      [buyer, { quoteNumber: "100001", paymentMethod: "bank_transfer" }, 400, /Q-100001/],
      [
        buyer,
        {
          quoteNumber: sent.quoteNumber,
          paymentMethod: "bank_transfer",
          deliveryAddress: { name: "Site", line1: "1 High St", city: "Leeds", postcode: "NOPE" },
        },
        400,
        /postcode/i,
      ],
      [null, { quoteNumber: sent.quoteNumber, paymentMethod: "bank_transfer" }, 401, /sign in/],
    ];
    for (const [viewer, body, status, message] of cases) {
      const result = await acceptQuote(fixture.services, viewer, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect((result.body as { error: string }).error).toMatch(message);
    }
    expect(await orderCount()).toBe(before);
    const [still] = await fixture.db.select().from(quotes).where(eq(quotes.id, sent.id));
    expect(still!.status).toBe("sent");
  });

  it("lets the buyer decline a sent quote, and the shop withdraw one: neither can be accepted after", async () => {
    const buyer = await createCustomer(fixture.db);
    const mine = await quoteFor(buyer);
    const stranger = await createCustomer(fixture.db);
    expect(
      await declineQuoteAsBuyer(fixture.services, stranger, { quoteNumber: mine.quoteNumber }),
    ).toMatchObject({ status: 404 });
    expect(
      await declineQuoteAsBuyer(fixture.services, buyer, { quoteNumber: mine.quoteNumber }),
    ).toMatchObject({ status: 200 });
    expect(
      await declineQuoteAsBuyer(fixture.services, buyer, { quoteNumber: mine.quoteNumber }),
    ).toMatchObject({ status: 409 });
    expect(
      await acceptQuote(fixture.services, buyer, {
        quoteNumber: mine.quoteNumber,
        paymentMethod: "bank_transfer",
      }),
    ).toMatchObject({
      status: 409,
      body: { error: "This quote was declined: ask us for a new one." },
    });

    const withdrawn = await quoteFor(buyer);
    const current = (await getAdminQuote(fixture.db, withdrawn.id))!;
    const declined = await declineQuote(
      fixture.services,
      admin,
      withdrawn.id,
      { reason: "The fabric is discontinued." },
      current.etag,
    );
    expect(declined).toMatchObject({ ok: true, value: { status: "declined" } });
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "quote_declined"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.textBody).toContain(`We have withdrawn our quote ${withdrawn.quoteNumber}`);
    expect(mail!.textBody).toContain("The fabric is discontinued.");
    // Final: no more changes.
    expect(
      await declineQuote(
        fixture.services,
        admin,
        withdrawn.id,
        {},
        (await getAdminQuote(fixture.db, withdrawn.id))!.etag,
      ),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it.skipIf(engine !== "postgres" || !hasPostgresServer)(
    "makes one order of two acceptances sent at the same moment",
    async () => {
      const buyer = await createCustomer(fixture.db, { limitPence: 1_000_000 });
      const quote = await quoteFor(buyer);
      const before = await orderCount();
      const results = await Promise.all(
        [0, 1].map(() =>
          acceptQuote(fixture.services, buyer, {
            quoteNumber: quote.quoteNumber,
            paymentMethod: "credit_account",
          }),
        ),
      );
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
      expect(await orderCount()).toBe(before + 1);
    },
  );
});
