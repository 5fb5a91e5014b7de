import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import { changeOrderStatus } from "#server/admin/order-status.ts";
import { orderEtag } from "#server/admin/orders-admin.ts";
import { createCustomer, type CreditFixture } from "#server/credit/credit-test-support.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  invoices,
  mailOutbox,
  orderItems,
  orders,
  proofs,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { libraryLogo } from "#server/logos/logo-test-support.ts";
import { getOrderHistoryEntry } from "#server/orders/order-history.server.ts";
import { changeTestSettings, testBankDetails } from "#server/settings/settings-test-support.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { answerProof } from "./proof-decision.server.ts";
import { sendProof } from "./proof-send.server.ts";
import {
  newestMailTo,
  openProofShop,
  orderTwelveEmbroidered,
  type ProofShop,
} from "./proof-test-support.ts";
import { proofGroupsOf, proofPageOf } from "./proofs.server.ts";

// Decision 037: a proof of an embroidery design over 8,000 stitches may carry an extra set-up. The
// buyer sees it before approving; approving charges it as an order of its own — on account, within
// the available credit and with its VAT invoice; otherwise by bank transfer, pending its payment.

describeWithDatabase("extra set-up for a large design", (use) => {
  let fixture: CreditFixture;
  let services: CreditFixture["services"];
  let dataDir: string;
  let admin: Admin;

  let shop: ProofShop | undefined;

  beforeAll(async () => {
    shop = await openProofShop(use(), "extra-setup");
    ({ fixture, services, dataDir, admin } = shop);
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  async function awaitingOrder(buyer: Viewer, colour: string) {
    const { designId, logoId } = await libraryLogo(
      fixture.db,
      dataDir,
      buyer,
      colour,
      "Hartley back crest",
    );
    const order = await orderTwelveEmbroidered(services, fixture.db, buyer, designId);
    expect(order.status).toBe("awaiting_proof");
    return { order, logoId };
  }

  const groupEtag = async (order: { id: string; userId: string | null }) =>
    (await proofGroupsOf(fixture.db, order))[0]!.etag;

  const send = async (
    order: { id: string; userId: string | null },
    fields: Record<string, unknown>,
  ) =>
    sendProof(
      services,
      admin,
      order.id,
      { method: "embroidery", ...fields },
      { name: "proof.png", bytes: designFixtures.png },
      await groupEtag(order),
    );

  const lastMailTo = (address: string) => newestMailTo(fixture.db, address);

  const balanceOf = async (userId: string) =>
    (
      await fixture.db
        .select()
        .from(customerCreditAccounts)
        .where(eq(customerCreditAccounts.userId, userId))
    )[0]!.currentBalancePence;

  const ordersOf = (userId: string) =>
    fixture.db.select().from(orders).where(eq(orders.userId, userId));

  it("is refused, naming the field, unless it is embroidery over 8,000 stitches and at most £500", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    const { order, logoId } = await awaitingOrder(buyer, "#0f766e");
    for (const [fields, message] of [
      [
        { stitchCount: "7900", extraSetup: "40" },
        "Extra set-up is for designs over 8,000 stitches",
      ],
      [{ extraSetup: "40" }, "Extra set-up is for designs over 8,000 stitches"],
      [{ stitchCount: "12400", extraSetup: "600" }, "priced after artwork review"],
      [{ stitchCount: "12400", extraSetup: "forty" }, "Enter an amount in pounds"],
      [{ stitchCount: "12400", extraSetup: "40.005" }, "at most two decimals"],
    ] as const) {
      const refused = await send(order, { logoId, ...fields });
      expect(refused).toMatchObject({ ok: false, status: 400, field: "extraSetup" });
      expect((refused as { error: string }).error).toContain(message);
    }
    const print = await sendProof(
      services,
      admin,
      order.id,
      { logoId, method: "print", extraSetup: "40" },
      { name: "proof.png", bytes: designFixtures.png },
      await groupEtag(order),
    );
    expect(print).toMatchObject({ ok: false, status: 400, field: "extraSetup" });
    expect(await fixture.db.select().from(proofs).where(eq(proofs.orderId, order.id))).toEqual([]);
  });

  it("is shown before approval, and approving charges it to the account as an order with its invoice", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    const { order, logoId } = await awaitingOrder(buyer, "#7c2d12");
    const sent = await send(order, {
      logoId,
      stitchCount: "12400",
      extraSetup: "40",
      message: "A full back crest",
    });
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    const mail = await lastMailTo(buyer.email);
    expect(mail.textBody).toContain(
      "This design is over 8,000 stitches, so it carries an extra set-up of £40.00 ex VAT (£48.00 inc VAT). Approving the proof accepts it: it is charged to your credit account as an order of its own, with its invoice.",
    );
    const page = await proofPageOf(fixture.db, buyer, sent.value.id);
    expect(page?.proof).toMatchObject({ extraSetupPence: 4000, extraOrderNumber: null });
    expect(page?.order.paymentMethod).toBe("credit_account");

    const balanceBefore = await balanceOf(buyer.userId);
    const answer = await answerProof(
      services,
      buyer,
      sent.value.id,
      { decision: "approve" },
      page!.proof.etag,
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    expect(answer.value.released).toEqual([order.orderNumber]);
    const extraNumber = answer.value.extraOrder!;
    expect(extraNumber).toMatch(/^TW-\d+$/);

    const [extra] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, extraNumber));
    expect(extra).toMatchObject({
      userId: buyer.userId,
      status: "processing",
      paymentMethod: "credit_account",
      subtotalPence: 4000,
      vatPence: 800,
      deliveryPence: 0,
      totalPence: 4800,
    });
    const lines = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, extra!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        productTitle: "Extra set-up: Hartley back crest",
        variantTitle: `Embroidery, 12,400 stitches, for order ${order.orderNumber}`,
        quantity: 1,
        unitPricePence: 4000,
        lineExVatPence: 4000,
        lineVatPence: 800,
      }),
    ]);
    // A charge, not goods: the buyer's order page offers no Reorder and no decoration for it.
    expect(await getOrderHistoryEntry(fixture.db, buyer.userId, extraNumber)).toMatchObject({
      canReorder: false,
      items: [{ productTitle: "Extra set-up: Hartley back crest", isCharge: true }],
    });
    expect(await getOrderHistoryEntry(fixture.db, buyer.userId, order.orderNumber)).toMatchObject({
      canReorder: true,
      items: [{ isCharge: false }],
    });
    expect(await balanceOf(buyer.userId)).toBe(balanceBefore + 4800);
    const [charge] = await fixture.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.orderId, extra!.id));
    expect(charge).toMatchObject({ transactionType: "charge", amountPence: 4800 });
    const [invoice] = await fixture.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, extra!.id));
    expect(invoice).toMatchObject({ kind: "invoice", subtotalPence: 4000, totalPence: 4800 });
    const confirmation = await lastMailTo(buyer.email);
    expect(confirmation.textBody).toContain(
      `You approved the proof of "Hartley back crest" for order ${order.orderNumber}, with its extra set-up for a large design: this is order ${extraNumber} for it.`,
    );
    expect(confirmation.attachments).toContainEqual({ orderId: extra!.id, document: "invoice" });

    // The shop is told where it went; so are the proof and the order's history.
    const told = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "proof_approved"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(told[0]?.textBody).toContain(
      `Its extra set-up was accepted and charged as order ${extraNumber}.`,
    );
    const after = await proofPageOf(fixture.db, buyer, sent.value.id);
    expect(after?.proof).toMatchObject({ status: "approved", extraOrderNumber: extraNumber });
    const history = await listAuditTrail(fixture.db, "order", order.id);
    expect(history.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ extraSetupPence: 4000, extraOrder: extraNumber }),
    );
  });

  it("is refused with the figures, writing nothing, when the available credit cannot cover it", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    const { order, logoId } = await awaitingOrder(buyer, "#4338ca");
    const sent = await send(order, { logoId, stitchCount: "15000", extraSetup: "75" });
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    // The account is nearly full when the buyer comes to approve: £1.00 left.
    const balance = await balanceOf(buyer.userId);
    await fixture.db
      .update(customerCreditAccounts)
      .set({ creditLimitPence: balance + 100 })
      .where(eq(customerCreditAccounts.userId, buyer.userId));
    const page = await proofPageOf(fixture.db, buyer, sent.value.id);
    const ordersBefore = await ordersOf(buyer.userId);

    const refused = await answerProof(
      services,
      buyer,
      sent.value.id,
      { decision: "approve" },
      page!.proof.etag,
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect((refused as { error: string }).error).toBe(
      "Approving this proof accepts its extra set-up of £90.00 inc VAT, but your available credit is £1.00. Please call us to raise your limit, or ask for changes to the design.",
    );
    expect(await ordersOf(buyer.userId)).toEqual(ordersBefore);
    expect(await balanceOf(buyer.userId)).toBe(balance);
    const still = await proofPageOf(fixture.db, buyer, sent.value.id);
    expect(still?.proof).toMatchObject({ status: "sent", extraOrderNumber: null });

    // Asking for changes (a smaller design) is still open to them.
    const changes = await answerProof(
      services,
      buyer,
      sent.value.id,
      { decision: "request_changes", comment: "Make it smaller, please" },
      page!.proof.etag,
    );
    expect(changes).toMatchObject({ ok: true, value: { status: "changes_requested" } });
  });

  it("on an order not on account, asks for bank transfer: an order pending its payment, with a pro-forma", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    const { order, logoId } = await awaitingOrder(buyer, "#be185d");
    // As a bank transfer paid and waiting for its proof would be.
    await fixture.db
      .update(orders)
      .set({ paymentMethod: "bank_transfer" })
      .where(eq(orders.id, order.id));

    // The demo's bank details are never offered: then the charge cannot be asked for.
    const noBank = await send(order, { logoId, stitchCount: "9000", extraSetup: "25" });
    expect(noBank).toMatchObject({ ok: false, status: 400, field: "extraSetup" });

    const { bankAccountName, bankName, sortCode, accountNumber } = await getShopSettings(use());
    await changeTestSettings(use(), testBankDetails);
    try {
      const sent = await send(order, { logoId, stitchCount: "9000", extraSetup: "25" });
      if (!sent.ok) throw new Error(JSON.stringify(sent));
      expect((await lastMailTo(buyer.email)).textBody).toContain(
        "it is sent to you as an order of its own, to pay by bank transfer.",
      );
      const page = await proofPageOf(fixture.db, buyer, sent.value.id);
      const balance = await balanceOf(buyer.userId);
      const answer = await answerProof(
        services,
        buyer,
        sent.value.id,
        { decision: "approve" },
        page!.proof.etag,
      );
      if (!answer.ok) throw new Error(JSON.stringify(answer));
      const [extra] = await fixture.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, answer.value.extraOrder!));
      expect(extra).toMatchObject({
        status: "pending",
        paymentMethod: "bank_transfer",
        totalPence: 3000,
      });
      expect(await balanceOf(buyer.userId)).toBe(balance);
      const mail = await lastMailTo(buyer.email);
      expect(mail.textBody).toContain(`Sort code: ${testBankDetails.sortCode}`);
      expect(mail.attachments).toContainEqual({ orderId: extra!.id, document: "invoice" });

      // Its payment received, it is invoiced like any bank transfer, and needs no proof.
      const paid = await changeOrderStatus(
        services,
        admin,
        extra!.id,
        { status: "processing" },
        orderEtag(extra!),
      );
      expect(paid).toMatchObject({ ok: true, value: { to: "processing" } });
      const [invoice] = await fixture.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, extra!.id));
      expect(invoice).toMatchObject({ kind: "invoice", totalPence: 3000 });
    } finally {
      await changeTestSettings(use(), { bankAccountName, bankName, sortCode, accountNumber });
    }
  });
});
