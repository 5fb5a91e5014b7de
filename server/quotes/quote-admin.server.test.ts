import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import { numericIdOf } from "#commerce/engine/global-id.ts";
import {
  createCustomer,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { auditLog, mailOutbox, products, quoteLines } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { renderInvoicePdf } from "#server/invoices/invoice-pdf.ts";
import { pdfText } from "#server/invoices/pdf-text-test-support.ts";
import { sendPendingMail, type OutgoingMail } from "#server/mail/mail-sender.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import {
  getAdminQuote,
  quoteDayRange,
  updateQuote,
  type AdminQuote,
} from "./quote-admin.server.ts";
import { sendQuote } from "./quote-send.server.ts";
import { quoteDocumentById } from "./quote-document.server.ts";
import { inDays, pricedEdit, requestTeesAndPolos } from "./quote-test-support.ts";

// Issue 14.6: the admin prices a quote request (garment, decoration, set-up per line, delivery, a
// message, the last day it stands) and sends it; each change names its version and is audited.

describeWithDatabase("pricing and sending a quote", (use) => {
  let fixture: CreditFixture;
  let admin: Admin;
  let buyer: Viewer;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    admin = await demoAdmin(fixture.db);
    buyer = await createCustomer(fixture.db);
  }, 60_000);

  const newRequest = () => requestTeesAndPolos(fixture, buyer);
  const priced = (quote: AdminQuote, expiresOn = inDays(14)) =>
    pricedEdit(quote, { expiresOn, message: "Printed in navy, one colour." });

  it("saves the admin's prices and terms, and the quote adds up from them", async () => {
    const quote = await newRequest();
    expect(quote.lines[0]!.needsPrice).toBe(true);
    const saved = await updateQuote(fixture.db, admin, quote.id, priced(quote), quote.etag);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    // 600 × (£3.20 + £1.10) + £25.00 = £2,605.00; 10 × £9.00 = £90.00; delivery £12.50;
    // VAT £521.00 + £18.00 + £2.50 = £541.50; total £2,695.00 + £12.50 + £541.50 = £3,249.00.
    expect(saved.value.totals).toEqual({
      goodsExVatPence: 269_500,
      deliveryExVatPence: 1250,
      vatPence: 54_150,
      totalPence: 324_900,
      itemCount: 610,
    });
    expect(saved.value.lines.every((line) => !line.needsPrice)).toBe(true);
    expect(saved.value).toMatchObject({
      message: "Printed in navy, one colour.",
      expiresOn: inDays(14),
    });
    expect(saved.value.etag).not.toBe(quote.etag);
    expect(saved.value.audit[0]).toMatchObject({ action: "update_quote" });
  });

  it("refuses a save made from an older version, bad money or a day out of range, changing nothing", async () => {
    const quote = await newRequest();
    const first = await updateQuote(fixture.db, admin, quote.id, priced(quote), quote.etag);
    expect(first.ok).toBe(true);
    // The same page saved again: the quote has moved on.
    expect(await updateQuote(fixture.db, admin, quote.id, priced(quote), quote.etag)).toMatchObject(
      {
        ok: false,
        status: 412,
      },
    );
    const now = (await getAdminQuote(fixture.db, quote.id))!;
    const bad: [Record<string, unknown>, string][] = [
      [{ ...priced(now), delivery: "-1" }, "delivery"],
      [
        { ...priced(now), lines: [{ ...priced(now).lines[0], unitPrice: "3.205" }] },
        "lines.0.unitPrice",
      ],
      [{ ...priced(now), expiresOn: inDays(-1) }, "expiresOn"],
      [{ ...priced(now), expiresOn: inDays(400) }, "expiresOn"],
      [{ ...priced(now), expiresOn: "next week" }, "expiresOn"],
      [{ ...priced(now), message: "x".repeat(2001) }, "message"],
      [
        {
          ...priced(now),
          lines: [{ id: "not-a-line", unitPrice: 1, decorationPrice: 0, setUp: 0 }],
        },
        "lines.0.id",
      ],
    ];
    for (const [body, field] of bad)
      expect(await updateQuote(fixture.db, admin, quote.id, body, now.etag)).toMatchObject({
        ok: false,
        status: 400,
        field,
      });
    expect(await updateQuote(fixture.db, admin, quote.id, priced(now), undefined)).toMatchObject({
      status: 428,
    });
    expect((await getAdminQuote(fixture.db, quote.id))!.etag).toBe(now.etag);
  });

  it("adds a line for a variant and removes one left out, in the order of the save", async () => {
    const quote = await newRequest();
    const poloLarge = numericIdOf(await variantGid(fixture.db, polo, "Navy / L"), "ProductVariant");
    const [tees] = priced(quote).lines;
    const saved = await updateQuote(
      fixture.db,
      admin,
      quote.id,
      {
        ...priced(quote),
        // The 10 polos go; 25 large polos come in at £8.75 each.
        lines: [
          tees,
          {
            variantId: poloLarge,
            quantity: 25,
            unitPrice: "8.75",
            decorationPrice: "0",
            setUp: "0",
          },
        ],
      },
      quote.etag,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    expect(
      saved.value.lines.map(({ variantTitle, quantity, unitPricePence, decoration }) => ({
        variantTitle,
        quantity,
        unitPricePence,
        decoration,
      })),
    ).toEqual([
      {
        variantTitle: "Black / M",
        quantity: 600,
        unitPricePence: 320,
        decoration: expect.stringContaining("Print"),
      },
      { variantTitle: "Navy / L", quantity: 25, unitPricePence: 875, decoration: "" },
    ]);
    // 600 × (£3.20 + £1.10) + £25.00 = £2,605.00; 25 × £8.75 = £218.75; £2,823.75 before delivery.
    expect(saved.value.totals).toMatchObject({ goodsExVatPence: 282_375, itemCount: 625 });
    expect(saved.value.audit[0]).toMatchObject({
      action: "update_quote",
      before: { lines: 2, itemCount: 610 },
      after: { lines: 2, itemCount: 625 },
    });
  });

  it("refuses a line listed twice, an unknown or unsold variant, a bad quantity or no line, changing nothing", async () => {
    const quote = await newRequest();
    const [tees, polos] = priced(quote).lines;
    const added = (line: Record<string, unknown>) => ({
      ...priced(quote),
      lines: [tees, polos, { unitPrice: "1", decorationPrice: "0", setUp: "0", ...line }],
    });
    const poloLarge = numericIdOf(
      await variantGid(fixture.db, polo, "Navy / L"),
      "ProductVariant",
    )!;
    await fixture.db.update(products).set({ status: "draft" }).where(eq(products.handle, polo));
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...priced(quote), lines: [tees, tees] }, "lines.1.id", "This line is listed twice"],
      [{ ...priced(quote), lines: [] }, "lines", "A quote needs at least one line"],
      [added({ quantity: 5 }), "lines.2.variantId", "Choose the product variant to add"],
      [
        added({ variantId: 2_000_000_000, quantity: 5 }),
        "lines.2.variantId",
        "This product variant no longer exists",
      ],
      [added({ variantId: poloLarge, quantity: 5 }), "lines.2.variantId", "is not for sale"],
      [added({ variantId: poloLarge }), "lines.2.quantity", "Enter a whole number"],
      [added({ variantId: poloLarge, quantity: 2.5 }), "lines.2.quantity", "Enter a whole number"],
      [added({ variantId: poloLarge, quantity: 0 }), "lines.2.quantity", "Enter a whole number"],
    ];
    try {
      for (const [body, field, error] of bad)
        expect(await updateQuote(fixture.db, admin, quote.id, body, quote.etag)).toMatchObject({
          ok: false,
          status: 400,
          field,
          error: expect.stringContaining(error),
        });
    } finally {
      await fixture.db.update(products).set({ status: "active" }).where(eq(products.handle, polo));
    }
    const now = (await getAdminQuote(fixture.db, quote.id))!;
    expect(now.etag).toBe(quote.etag);
    expect(now.lines.map((line) => line.quantity)).toEqual([600, 10]);
  });

  it("will not send a quote whose decoration is still to be priced", async () => {
    const quote = await newRequest();
    expect(await sendQuote(fixture.services, admin, quote.id, quote.etag)).toMatchObject({
      ok: false,
      status: 409,
      field: "lines.0.decorationPrice",
    });
  });

  it("sends the quote: the buyer is e-mailed a link and the quote as a PDF, and it is audited", async () => {
    const quote = await newRequest();
    const saved = await updateQuote(
      fixture.db,
      admin,
      quote.id,
      priced(quote, inDays(20)),
      quote.etag,
    );
    if (!saved.ok) throw new Error("not saved");
    const sent = await sendQuote(fixture.services, admin, quote.id, saved.value.etag);
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    expect(sent.value).toMatchObject({ status: "sent", expiresOn: inDays(20) });
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "quote_sent"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail).toMatchObject({
      toAddress: buyer.email,
      attachments: [{ quoteId: quote.id, document: "quote" }],
    });
    expect(mail!.textBody).toContain(`Here is your quote ${quote.quoteNumber}`);
    expect(mail!.textBody).toContain("Total: £3,249.00");
    expect(mail!.textBody).toContain("/account/quotes");
    const [entry] = await fixture.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, quote.id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ action: "send_quote", entityType: "quote" });

    const document = await quoteDocumentById(fixture.db, quote.id, await getShopSettings(use()));
    if (!document.ok) throw new Error(document.reason);
    const text = pdfText(await renderInvoicePdf(document.document, { compress: false }));
    for (const expected of [
      quote.quoteNumber,
      "Valid until",
      "£3,249.00",
      "Printed in navy, one colour.",
    ])
      expect(text).toContain(expected);

    const delivered: OutgoingMail[] = [];
    await sendPendingMail(fixture.services, {
      send: async (message) => void delivered.push(message),
    });
    const withQuote = delivered.find((message) =>
      message.subject.endsWith(`quote ${quote.quoteNumber}`),
    );
    expect(withQuote?.attachments?.[0]?.filename).toBe(`quote-${quote.quoteNumber}.pdf`);
  });

  it("sends a quote with no last day set to stand for 30 days", async () => {
    const quote = await newRequest();
    await fixture.db
      .update(quoteLines)
      .set({ needsPrice: false })
      .where(eq(quoteLines.quoteId, quote.id));
    const now = (await getAdminQuote(fixture.db, quote.id))!;
    const sent = await sendQuote(fixture.services, admin, quote.id, now.etag);
    expect(sent).toMatchObject({ ok: true, value: { expiresOn: inDays(30) } });
  });
});

describe("the days the quote page offers for 'Valid until'", () => {
  it("counts from the shop's calendar day: today, a year ahead, and 30 days when none is set", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(quoteDayRange(new Date("2025-06-30T23:30:00Z"))).toEqual({
      today: "2025-07-01",
      latest: "2026-07-01",
      standard: "2025-07-31",
    });
  });
});
