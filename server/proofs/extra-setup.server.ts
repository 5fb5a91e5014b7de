import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { formatPence } from "#core/money/money.ts";
import { extraSetupCharge } from "#core/proofs/extra-setup.ts";
import { bankTransferOf } from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import {
  insertCreditTransaction,
  lockCreditAccount,
  raiseCreditBalance,
  type CreditAccountRow,
} from "#server/credit/credit-queries.ts";
import type { Db } from "#server/db/client.ts";
import { proofs } from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { issuedAttachment, issuedCaption, withDocument } from "#server/invoices/invoice-mail.ts";
import { buyerOf, issueInvoice, sellerOf } from "#server/invoices/invoices.server.ts";
import { bankTransferLines, orderMail } from "#server/orders/order-mail.ts";
import {
  insertMail,
  insertOrder,
  insertOrderItems,
  type NewOrderItem,
  type OrderRow,
} from "#server/orders/order-records-queries.ts";
import type { Config } from "#server/config/env.ts";

// Decision 037: the extra set-up a proof carries (a design over 8,000 stitches) is charged when the
// buyer approves the proof, as an order of its own beside the one it is for: one line, "Extra
// set-up: {logo}". So it has its own invoice, pro-forma, credit note and place in the buyer's
// history, made by the code every order uses, and the order it is for (invoiced as it was placed)
// is never altered. Paid as that order was: on a credit account, charged to it at once (within the
// available credit, or the approval is refused); otherwise by bank transfer, the order pending
// until the shop records the payment.

type ProofRow = typeof proofs.$inferSelect;

export type ExtraSetupPlan =
  { kind: "none" } | { kind: "credit"; account: CreditAccountRow } | { kind: "bank_transfer" };

/**
 * Before any write of the approval: how its extra set-up will be paid, or why it cannot be. The
 * credit account is locked (after the buyer's orders, as every approval locks them).
 */
export async function planExtraSetup(
  tx: Db,
  order: OrderRow,
  proof: ProofRow,
  shop: ShopSettings,
): Promise<{ ok: true; plan: ExtraSetupPlan } | Failure> {
  if (proof.extraSetupPence === null || !order.userId) return { ok: true, plan: { kind: "none" } };
  const charge = extraSetupCharge(proof.extraSetupPence);
  const accepting = `Approving this proof accepts its extra set-up of ${formatPence(charge.totalPence)} inc VAT`;
  if (order.paymentMethod === "credit_account") {
    const account = await lockCreditAccount(tx, order.userId);
    if (!account?.isActive)
      return {
        ok: false,
        status: 409,
        error: `${accepting}, but your credit account is not active. Please call us about your account, or ask for changes to the design.`,
      };
    const availablePence = account.creditLimitPence - account.currentBalancePence;
    if (charge.totalPence > availablePence)
      return {
        ok: false,
        status: 409,
        error: `${accepting}, but your available credit is ${formatPence(availablePence)}. Please call us to raise your limit, or ask for changes to the design.`,
      };
    return { ok: true, plan: { kind: "credit", account } };
  }
  if (!bankTransferOf(shop))
    return {
      ok: false,
      status: 409,
      error: `${accepting}, and we cannot take payment by bank transfer just now. Please call us.`,
    };
  return { ok: true, plan: { kind: "bank_transfer" } };
}

/** The approved proof's extra set-up as an order of its own; answers its number. */
export async function chargeExtraSetup(
  tx: Db,
  context: {
    order: OrderRow;
    proof: ProofRow;
    logoName: string;
    plan: Exclude<ExtraSetupPlan, { kind: "none" }>;
    viewer: Viewer;
    shop: ShopSettings;
    invoiceSeller: Config["invoiceSeller"];
  },
): Promise<string> {
  const { order, proof, logoName, plan, viewer, shop } = context;
  const charge = extraSetupCharge(proof.extraSetupPence!);
  const onAccount = plan.kind === "credit";
  const extra = await insertOrder(tx, {
    id: randomUUID(),
    userId: order.userId,
    // On account, the set-up is done with the approved proof; by bank transfer, once paid.
    status: onAccount ? "processing" : "pending",
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    paymentMethod: onAccount ? "credit_account" : "bank_transfer",
    subtotalPence: charge.exVatPence,
    vatPence: charge.vatPence,
    deliveryPence: 0,
    totalPence: charge.totalPence,
    billingAddress: order.billingAddress,
    shippingAddress: null,
    notes: `Extra set-up for a large design on order ${order.orderNumber}: proof ${proof.round} of "${logoName}", approved.`,
    poNumber: order.poNumber,
    needsQuote: false,
  });
  const items: NewOrderItem[] = [
    {
      orderId: extra.id,
      productTitle: `Extra set-up: ${logoName}`,
      variantTitle: `Embroidery, ${proof.stitchCount!.toLocaleString("en-GB")} stitches, for order ${order.orderNumber}`,
      quantity: 1,
      unitPricePence: charge.exVatPence,
      lineExVatPence: charge.exVatPence,
      lineVatPence: charge.vatPence,
      position: 0,
    },
  ];
  await insertOrderItems(tx, items);
  await tx.update(proofs).set({ extraOrderId: extra.id }).where(eq(proofs.id, proof.id));

  const intro = [
    `You approved the proof of "${logoName}" for order ${order.orderNumber}, with its extra set-up for a large design: this is order ${extra.orderNumber} for it.`,
    ...(order.poNumber ? [`Your PO number: ${order.poNumber}`] : []),
  ];
  if (plan.kind === "credit") {
    const balancePence = await raiseCreditBalance(tx, plan.account.id, charge.totalPence);
    await insertCreditTransaction(tx, {
      accountId: plan.account.id,
      userId: order.userId!,
      orderId: extra.id,
      transactionType: "charge",
      description: `Order ${extra.orderNumber}: extra set-up for order ${order.orderNumber}`,
      reference: extra.orderNumber,
      amountPence: charge.totalPence,
      balanceAfterPence: balancePence,
      createdBy: viewer.userId,
    });
    const invoice = await issueInvoice(
      tx,
      extra,
      sellerOf(shop, context.invoiceSeller),
      await buyerOf(tx, order),
    );
    const mail = orderMail(
      extra,
      items,
      {
        intro,
        totalLabel: "Total charged to your account",
        details: [
          `Account balance now: ${formatPence(balancePence)}`,
          `Available credit: ${formatPence(plan.account.creditLimitPence - balancePence)}`,
        ],
        template: "extra_setup_order",
      },
      shop,
    );
    await insertMail(
      tx,
      invoice ? withDocument(mail, issuedAttachment(invoice), issuedCaption(invoice)) : mail,
    );
    await notifyAccountEvent(tx, order.userId!, { type: "credit.changed" });
  } else {
    const mail = orderMail(
      extra,
      items,
      {
        intro,
        totalLabel: "Total",
        details: [
          "Payment by bank transfer (pro-forma):",
          ...bankTransferLines(extra, shop, bankTransferOf(shop)!),
        ],
        template: "extra_setup_order",
      },
      shop,
    );
    await insertMail(
      tx,
      withDocument(
        mail,
        { orderId: extra.id, document: "invoice" },
        "Your pro-forma invoice is attached (PDF).",
      ),
    );
  }
  await notifyAccountEvent(tx, order.userId!, {
    type: "order.placed",
    orderNumber: extra.orderNumber,
  });
  return extra.orderNumber;
}
