import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  carrierLabel,
  hasShipmentDetails,
  ShipmentSchema,
  shipmentOf,
  type Shipment,
} from "#core/orders/shipment.ts";
import type { AppServices } from "#server/context.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  mailOutbox,
  orderItems,
  orders,
} from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { returnOrderStock, type StockLine } from "#server/orders/order-stock.ts";
import type { Admin } from "./admin-guard.ts";
import type { Failure } from "./admin-http.ts";
import { firstFieldError } from "./admin-input.ts";
import { recordAudit } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { orderStatusMail, type MailedStatus } from "./order-status-mail.ts";
import { orderEtag } from "./orders-admin.ts";
import { isCurrent, readIfMatch, staleRecord } from "./record-version.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { decoratedLinesOf, statusAfterProofs } from "#server/proofs/proofs.server.ts";
import {
  buyerOf,
  findIssued,
  issueCreditNote,
  issueInvoice,
  sellerOf,
} from "#server/invoices/invoices.server.ts";
import { issuedAttachment, issuedCaption, withDocument } from "#server/invoices/invoice-mail.ts";

// The order lifecycle (the spec shows none; DESIGN §4 audits it): pending → (awaiting_proof →)
// processing → shipped → completed, or cancelled from pending, awaiting_proof or processing. Anything else is refused with the reason.
// One function makes the change, so whatever should follow a status change (the e-mail here; a
// realtime notice later) hangs off one place. In one transaction: the order row locked, its status,
// a refund to the credit account for a cancelled credit-account order, the customer's e-mail in
// the outbox and the audit entry; the e-mail is sent after the commit. Issue 11.4: a cancelled
// order's items go back into stock (tracked variants only); cancelled is final, so only once.
// Issue 10.9: the change names the version of the order it was made from (If-Match), compared
// under the row lock, so a button pressed on a page that another admin has since moved on is
// refused with 412. Issue 18.10: moving to shipped may name the carrier and tracking number (both
// optional, core/orders/shipment.ts), kept on the order, audited and put in the e-mail, whose link
// opens the order (order-status-mail.ts); sent with any other status they are refused. Issue 15.3:
// awaiting_proof sits between pending and processing for an account's order whose artwork is not
// yet approved; asking for processing then gives awaiting_proof (the answer's `to` says which).

export const orderStatuses = [
  "pending",
  "awaiting_proof",
  "processing",
  "shipped",
  "completed",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const allowedStatusChanges: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  // Issue 15.3: on to processing only when the buyer approves the last proof (proof-decision.ts).
  awaiting_proof: ["cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["completed"],
  completed: [],
  cancelled: [],
};

const StatusSchema = z.object({
  status: z.enum(orderStatuses, {
    error: `Choose a status: ${orderStatuses.join(", ")}`,
  }),
});

const label = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replaceAll("_", " ");

export const awaitingProofRefusal =
  "This order is waiting for the buyer to approve its proofs: it moves to Processing when they approve the last one.";

function refusal(from: OrderStatus, to: OrderStatus): Failure {
  const allowed = allowedStatusChanges[from];
  const error =
    from === "awaiting_proof" && to === "processing"
      ? awaitingProofRefusal
      : from === to
        ? `The order is already ${label(to)}.`
        : allowed.length === 0
          ? `A ${label(from).toLowerCase()} order cannot change status any more.`
          : `A ${label(from).toLowerCase()} order can only move to ${allowed.map(label).join(" or ")}, not ${label(to)}.`;
  return { ok: false, status: 409, error, field: "status" };
}

/** The shipment as the audit trail and the order page's history show it. */
export function shipmentAudit(shipment: Shipment) {
  return { carrier: carrierLabel(shipment), trackingNumber: shipment.trackingNumber };
}

export const staleOrderMessage = "This order changed while you had it open";

export type StatusChange = {
  orderId: string;
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Pence credited back to the customer's credit account (cancelled credit orders), else 0. */
  refundPence: number;
  /** The order's version after the change. */
  etag: string;
};

type StatusServices = Pick<AppServices, "config" | "database" | "logger">;

export async function changeOrderStatus(
  services: StatusServices,
  admin: Admin,
  orderId: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<{ ok: true; value: StatusChange } | Failure> {
  const precondition = readIfMatch(ifMatch, "order");
  if (!precondition.ok) return precondition;
  const parsed = StatusSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "status");
  const requested = parsed.data.status;
  const shipmentInput = ShipmentSchema.safeParse(body);
  if (!shipmentInput.success) return firstFieldError(shipmentInput.error, "carrier");
  const shipment = shipmentOf(shipmentInput.data);
  if (requested !== "shipped" && hasShipmentDetails(shipment))
    return {
      ok: false,
      status: 400,
      error: "A carrier and tracking number go with Shipped only",
      field: shipment.carrier ? "carrier" : "trackingNumber",
    };
  const notFound: Failure = { ok: false, status: 404, error: "This order no longer exists" };
  if (!isUuid(orderId)) return notFound;
  const { db } = services.database;
  // Issue 18.9: the e-mail is signed with the shop's own name and contact details.
  const shop = await getShopSettings(services.database);

  const result = await db.transaction(
    async (tx): Promise<{ ok: true; value: StatusChange } | Failure> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return notFound;
      const etag = orderEtag(order);
      if (!isCurrent(precondition, etag))
        return staleRecord(staleOrderMessage, { status: order.status }, etag);
      const from = order.status as OrderStatus;
      if (!allowedStatusChanges[from]?.includes(requested)) return refusal(from, requested);
      // Issue 15.3: work starts only on approved artwork — an account's order with a design not
      // yet approved for its method waits for its proofs instead (a payment received, still).
      const to: OrderStatus =
        requested === "processing"
          ? await statusAfterProofs(tx, order.userId, await decoratedLinesOf(tx, orderId))
          : requested;

      const shipped: Partial<typeof orders.$inferInsert> =
        to === "shipped"
          ? {
              shippingCarrier: shipment.carrier,
              shippingCarrierName: shipment.carrierName,
              trackingNumber: shipment.trackingNumber,
            }
          : {};
      await tx
        .update(orders)
        .set({ status: to, ...shipped, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));

      let refundPence = 0;
      let balanceAfterPence: number | null = null;
      if (to === "cancelled" && order.paymentMethod === "credit_account" && order.userId) {
        // What this order still has on the account: its charges less any earlier refunds.
        const [owed] = await tx
          .select({
            pence:
              sql<number>`coalesce(sum(case ${creditTransactions.transactionType} when 'charge' then ${creditTransactions.amountPence} when 'refund' then -${creditTransactions.amountPence} else 0 end), 0)`.mapWith(
                Number,
              ),
          })
          .from(creditTransactions)
          .where(eq(creditTransactions.orderId, orderId));
        const [account] = await tx
          .select()
          .from(customerCreditAccounts)
          .where(eq(customerCreditAccounts.userId, order.userId))
          .for("update");
        if (account && owed && owed.pence > 0) {
          refundPence = owed.pence;
          balanceAfterPence = account.currentBalancePence - refundPence;
          await tx
            .update(customerCreditAccounts)
            .set({ currentBalancePence: balanceAfterPence, updatedAt: sql`now()` })
            .where(eq(customerCreditAccounts.id, account.id));
          await tx.insert(creditTransactions).values({
            accountId: account.id,
            userId: order.userId,
            orderId,
            transactionType: "refund",
            description: `Refund for cancelled order ${order.orderNumber}`,
            reference: order.orderNumber,
            amountPence: refundPence,
            balanceAfterPence,
            createdBy: admin.userId,
          });
        }
      }

      // After the credit account, as an order takes them (account, then variants): no deadlock.
      let restocked: StockLine[] = [];
      if (to === "cancelled") {
        const items = await tx
          .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId));
        restocked = await returnOrderStock(
          tx,
          items.flatMap(({ variantId, quantity }) =>
            variantId === null ? [] : [{ variantId, quantity }],
          ),
        );
      }

      // Issue 14.5: a bank-transfer order's payment received (processing) issues its VAT invoice;
      // cancelling an invoiced order issues a credit note for it. The mail carries the document.
      const seller = sellerOf(shop, services.config.invoiceSeller);
      const issued =
        requested === "processing" && order.paymentMethod === "bank_transfer"
          ? await issueInvoice(tx, order, seller, await buyerOf(tx, order))
          : to === "cancelled"
            ? await issueCreditNote(tx, orderId, seller)
            : null;
      const attached =
        to === "cancelled" ? issued : (issued ?? (await findIssued(tx, orderId, "invoice")));

      if (order.customerEmail) {
        const mail = await orderStatusMail(
          tx,
          services.config.publicUrl,
          order,
          to as MailedStatus,
          {
            shipment,
            refundPence,
            shop,
          },
        );
        await tx
          .insert(mailOutbox)
          .values(
            attached
              ? withDocument(mail, issuedAttachment(attached), issuedCaption(attached))
              : mail,
          );
      }

      await recordAudit(tx, admin, {
        action: "change_order_status",
        entityType: "order",
        entityId: orderId,
        before: { status: from },
        after: {
          status: to,
          // What was given of the shipment (a shipment without details adds nothing).
          ...(to === "shipped"
            ? Object.fromEntries(
                Object.entries(shipmentAudit(shipment)).filter(([, value]) => value !== null),
              )
            : {}),
          ...(refundPence > 0 ? { refundPence, creditBalanceAfterPence: balanceAfterPence } : {}),
          ...(restocked.length > 0 ? { restocked } : {}),
          ...(issued
            ? { [issued.kind === "invoice" ? "invoice" : "creditNote"]: issued.number }
            : {}),
        },
      });
      // The customer's open order history (and credit page, after a refund) hear of it on commit.
      if (order.userId) {
        await notifyAccountEvent(tx, order.userId, {
          type: "order.status_changed",
          orderNumber: order.orderNumber,
          status: to,
        });
        if (refundPence > 0) await notifyAccountEvent(tx, order.userId, { type: "credit.changed" });
      }
      return {
        ok: true,
        value: {
          orderId,
          orderNumber: order.orderNumber,
          from,
          to,
          refundPence,
          etag: orderEtag({ ...order, status: to, ...shipped }),
        },
      };
    },
  );

  if (result.ok) {
    // After the commit, never failing the change: an unsent row stays pending for a later run.
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error, orderId }, "sending the order status e-mail failed");
    }
  }
  return result;
}

/** For the order page's buttons: where this status may go next. */
export function nextStatuses(status: string): readonly OrderStatus[] {
  return (allowedStatusChanges as Record<string, readonly OrderStatus[]>)[status] ?? [];
}
