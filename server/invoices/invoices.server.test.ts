import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { changeOrderStatus } from "#server/admin/order-status.ts";
import { orderEtag } from "#server/admin/orders-admin.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  createCustomer,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import {
  invoiceCounters,
  invoices,
  mailOutbox,
  orderItems,
  orders,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { sendPendingMail, type OutgoingMail } from "#server/mail/mail-sender.server.ts";
import { changeTestSettings, useTestBankDetails } from "#server/settings/settings-test-support.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { issueInvoice, orderDocument, sellerOf } from "./invoices.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { pdfText } from "./pdf-text-test-support.ts";

// Issue 14.5: VAT invoices numbered without gaps, issued with a credit order and when a bank
// transfer is received, a credit note when an invoiced order is cancelled, each sent with its
// e-mail as a PDF that says what the stored order says.

const seller = {
  legalName: "Hartley Workwear Ltd",
  vatNumber: "GB123456789",
  companyNumber: "01234567",
  tradingAddress: "Unit 4, Mill Lane\nLeeds\nLS1 1AA",
  registeredAddress: "Unit 4, Mill Lane\nLeeds\nLS1 1AA",
};

describeWithDatabase("VAT invoices and credit notes", (use) => {
  let fixture: CreditFixture;
  let buyer: Viewer;
  let admin: Admin;
  let poloNavyM: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    await changeTestSettings(use(), seller);
    await useTestBankDetails(use());
    buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    admin = await demoAdmin(fixture.db);
    poloNavyM = await variantGid(fixture.db, polo, "Navy / M");
  }, 60_000);

  async function placeFor(viewer: Viewer, quantity: number, poNumber = "HBS-3001") {
    const result = await placeCreditOrder(
      fixture.services,
      viewer,
      orderBody([{ variantId: poloNavyM, quantity }], {
        name: "Dan Hartley",
        billingAddress: "Hartley Build Services, 3 Canal Wharf, Leeds LS11 5PS",
        shippingAddress: "",
        notes: "",
        poNumber,
      }),
      newKey(),
    );
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (result.body as { orderNumber: string }).orderNumber));
    return { result, order: order! };
  }

  const invoicesOf = (orderId: string) =>
    fixture.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.number));

  const number = (text: string) => Number(text.replace(/^\D+-/, ""));

  async function changeStatus(orderId: string, status: string) {
    const [row] = await fixture.db.select().from(orders).where(eq(orders.id, orderId));
    return changeOrderStatus(fixture.services, admin, orderId, { status }, orderEtag(row!));
  }

  it("gives the demo's charged and paid orders their invoices, dated with them and numbered in order", async () => {
    const rows = await fixture.db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .orderBy(asc(invoices.number));
    expect(rows.length).toBeGreaterThan(0);
    for (const { invoice, order } of rows) {
      expect(invoice.issuedAt).toEqual(order.createdAt);
      expect(invoice.totalPence).toBe(order.totalPence);
      expect(order.paymentMethod === "credit_account" || order.status !== "pending").toBe(true);
    }
    const dates = rows.map(({ invoice }) => invoice.issuedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(rows[0]!.invoice.number).toBe("INV-000001");
  });

  it("issues the VAT invoice with a credit order, with the stored order's amounts", async () => {
    const { result, order } = await placeFor(buyer, 3);
    expect(result.status).toBe(201);
    const [invoice, ...others] = await invoicesOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "invoice",
      subtotalPence: order.subtotalPence,
      discountPence: order.discountPence,
      deliveryPence: order.deliveryPence,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
      seller: { legalName: "Hartley Workwear Ltd", vatNumber: "GB123456789" },
      buyer: {
        name: "Dan Hartley",
        address: ["Hartley Build Services", "3 Canal Wharf", "Leeds LS11 5PS"],
        email: buyer.email,
      },
    });
    expect(invoice!.number).toMatch(/^INV-\d{6}$/);

    // The confirmation carries it, and says so.
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.attachments).toEqual([{ orderId: order.id, document: "invoice" }]);
    expect(mail!.textBody).toContain(`Your VAT invoice ${invoice!.number} is attached (PDF).`);
  });

  it("numbers invoices one after another, and a refused order uses no number", async () => {
    const first = await placeFor(buyer, 1);
    const poor = await createCustomer(fixture.db, { limitPence: 100 });
    const refused = await placeFor(poor, 1);
    expect(refused.result.status).toBe(409);
    const second = await placeFor(buyer, 2);
    const [a] = await invoicesOf(first.order.id);
    const [b] = await invoicesOf(second.order.id);
    expect(number(b!.number)).toBe(number(a!.number) + 1);
    const [counter] = await fixture.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.series, "invoice"));
    expect(counter!.lastNumber).toBe(number(b!.number));
  });

  it("addresses an order given no address to where the buyer's latest order went", async () => {
    const newcomer = await createCustomer(fixture.db, { limitPence: 500_000 });
    const charge = (details: Record<string, unknown>) =>
      placeCreditOrder(
        fixture.services,
        newcomer,
        orderBody([{ variantId: poloNavyM, quantity: 1 }], details),
        newKey(),
      );
    const first = await charge({
      name: "Pat Fletcher",
      deliveryAddress: {
        name: "Pat Fletcher",
        company: "Fletcher Joinery",
        line1: "7 Wharf Street",
        city: "Bradford",
        postcode: "BD1 4RN",
      },
    });
    expect(first.status).toBe(201);
    const second = await charge({ name: "Pat Fletcher" });
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (second.body as { orderNumber: string }).orderNumber));
    const [invoice] = await invoicesOf(order!.id);
    expect(invoice!.buyer).toEqual({
      name: "Pat Fletcher",
      company: "Fletcher Joinery",
      address: ["7 Wharf Street", "Bradford", "BD1 4RN"],
      email: newcomer.email,
    });
  });

  it("gives back the number of an invoice whose order was rolled back", async () => {
    const { order } = await placeFor(buyer, 1);
    const [before] = await fixture.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.series, "invoice"));
    // An order issued an invoice and then failed: its whole transaction goes, number and all.
    await expect(
      fixture.db.transaction(async (tx) => {
        const copy = { ...order, id: randomUUID(), orderNumber: `${order.orderNumber}-X` };
        await tx.insert(orders).values(copy);
        await issueInvoice(tx, copy, sellerOf(await getShopSettings(use())), {
          name: "Dan Hartley",
          company: "",
          address: [],
          email: buyer.email,
        });
        throw new Error("the order failed after its invoice");
      }),
    ).rejects.toThrow("the order failed after its invoice");
    const next = await placeFor(buyer, 1);
    const [invoice] = await invoicesOf(next.order.id);
    expect(number(invoice!.number)).toBe(before!.lastNumber + 1);
  });

  it("draws the invoice as a PDF with every detail HMRC asks of a full VAT invoice", async () => {
    const { order } = await placeFor(buyer, 4, "PO-77812");
    const [invoice] = await invoicesOf(order.id);
    const items = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const settings = await getShopSettings(use());
    const found = await orderDocument(fixture.db, order, "invoice", settings);
    if (!found.ok) throw new Error(found.reason);
    const pdf = await renderInvoicePdf(found.document, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    const date = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/London",
    }).format(invoice!.issuedAt);
    for (const expected of [
      "VAT invoice",
      invoice!.number,
      "Date of issue",
      "Tax point",
      date,
      "Hartley Workwear Ltd",
      "Unit 4, Mill Lane",
      "VAT registration no. GB123456789",
      "Dan Hartley",
      "3 Canal Wharf",
      order.orderNumber,
      "PO-77812",
      `${items[0]!.productTitle} (${items[0]!.variantTitle})`,
      "4",
      `£${(items[0]!.unitPricePence / 100).toFixed(2)}`,
      "20%",
      `£${(order.vatPence / 100).toFixed(2)}`,
      `£${(order.totalPence / 100).toFixed(2)}`,
      "Total inc VAT",
    ])
      expect(text).toContain(expected);
  });

  it("issues a bank-transfer order's invoice when its payment is received, and a credit note when it is cancelled", async () => {
    const [pending] = await fixture.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending"),
          eq(orders.paymentMethod, "bank_transfer"),
          eq(orders.needsQuote, false),
        ),
      )
      .limit(1);
    const settings = await getShopSettings(use());
    // Before payment: a pro-forma, with where to pay.
    const proForma = await orderDocument(fixture.db, pending!, "invoice", settings);
    expect(proForma).toMatchObject({
      ok: true,
      document: { kind: "pro_forma", number: null, payTo: { sortCode: "20-45-77" } },
    });
    expect(await invoicesOf(pending!.id)).toEqual([]);

    expect(await changeStatus(pending!.id, "processing")).toMatchObject({ ok: true });
    const [invoice] = await invoicesOf(pending!.id);
    expect(invoice).toMatchObject({ kind: "invoice", totalPence: pending!.totalPence });
    const [paidMail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "order_status_processing"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(paidMail!.attachments).toEqual([{ orderId: pending!.id, document: "invoice" }]);

    expect(await changeStatus(pending!.id, "cancelled")).toMatchObject({ ok: true });
    const documents = await invoicesOf(pending!.id);
    const credit = documents.find((document) => document.kind === "credit_note");
    expect(credit).toMatchObject({
      creditsInvoiceId: invoice!.id,
      totalPence: invoice!.totalPence,
      vatPence: invoice!.vatPence,
    });
    expect(credit!.number).toMatch(/^CN-\d{6}$/);
    const [cancelMail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "order_status_cancelled"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(cancelMail!.attachments).toEqual([{ orderId: pending!.id, document: "credit_note" }]);
    expect(cancelMail!.textBody).toContain(`Credit note ${credit!.number}`);

    const note = await orderDocument(fixture.db, pending!, "credit_note", settings);
    if (!note.ok) throw new Error(note.reason);
    expect(pdfText(await renderInvoicePdf(note.document, { compress: false }))).toContain(
      `cancels invoice ${invoice!.number}`,
    );
  });

  it("keeps an issued invoice as it was when the shop's details change", async () => {
    const { order } = await placeFor(buyer, 1);
    await changeTestSettings(use(), { legalName: "Hartley Workwear Group Ltd" });
    const found = await orderDocument(fixture.db, order, "invoice", await getShopSettings(use()));
    if (!found.ok) throw new Error(found.reason);
    expect(found.document.seller.legalName).toBe("Hartley Workwear Ltd");
    await changeTestSettings(use(), { legalName: seller.legalName });
  });

  it("sends the invoice with the e-mail as a PDF attachment", async () => {
    const { order } = await placeFor(buyer, 2);
    const [invoice] = await invoicesOf(order.id);
    const sent: OutgoingMail[] = [];
    await sendPendingMail(fixture.services, {
      async send(message) {
        sent.push(message);
      },
    });
    const mail = sent.find((message) => message.text.includes(order.orderNumber));
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({
      filename: `invoice-${invoice!.number}.pdf`,
      contentType: "application/pdf",
    });
    expect(file!.content.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
