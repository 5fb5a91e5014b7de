import { eq } from "drizzle-orm";
import { formatPence } from "#core/money/money.ts";
import { awaitingProofText } from "#core/proofs/proof-rules.ts";
import { carrierLabel, type Shipment } from "#core/orders/shipment.ts";
import type { Db } from "#server/db/client.ts";
import { carts, type orders } from "#server/db/schema/index.ts";
import { mailSignature } from "#server/orders/order-mail.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";

// The e-mails an order's status change and a shipment's correction send the customer (written to
// the outbox in the change's transaction, sent after the commit). Issue 18.10: the link opens that
// order where the buyer can see it — not the shop's home page:
// - an order of an account: its page in the account, /account/orders/<number> (signed out, the
//   page asks them to sign in);
// - a guest's order (placed at the hosted checkout without an account): the guest has no account
//   pages, but the checkout's confirmation page, /checkout/<cart token>/confirmation, shows that
//   order to whoever holds the token — the guest's own browser had it — so that is the link;
// - neither (an account since deleted whose cart is gone): the contact page, with the number to
//   quote.

export type MailedStatus = "awaiting_proof" | "processing" | "shipped" | "completed" | "cancelled";

const mailLines: Record<MailedStatus, { subject: string; text: string }> = {
  awaiting_proof: {
    subject: "is waiting for your proof approval",
    text: awaitingProofText,
  },
  processing: {
    subject: "is being prepared",
    text: "We have started work on your order and will e-mail you again when it ships.",
  },
  shipped: {
    subject: "has shipped",
    text: "Your order is on its way. UK deliveries usually arrive within 1-3 working days.",
  },
  completed: {
    subject: "is complete",
    text: "Your order is complete. Thank you for shopping with us.",
  },
  cancelled: {
    subject: "has been cancelled",
    text: "Your order has been cancelled. If you did not expect this, please reply to this e-mail or call us.",
  },
};

type MailedOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "orderNumber" | "userId" | "customerName" | "customerEmail" | "totalPence"
>;

const label = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replaceAll("_", " ");

/** Where the customer sees this order, as a line of the e-mail (see above). */
export async function orderLinkLine(
  tx: Db,
  publicUrl: string,
  order: Pick<MailedOrder, "id" | "orderNumber" | "userId">,
): Promise<string> {
  if (order.userId)
    return `See your order: ${publicUrl}/account/orders/${encodeURIComponent(order.orderNumber)}`;
  const [cart] = await tx
    .select({ token: carts.token })
    .from(carts)
    .where(eq(carts.orderId, order.id))
    .limit(1);
  if (cart)
    return `See your order: ${publicUrl}/checkout/${encodeURIComponent(cart.token)}/confirmation`;
  return `Questions about your order? Quote ${order.orderNumber} at ${publicUrl}/contact-us`;
}

/** The carrier and tracking number as lines of an e-mail (none when neither was given). */
export function shipmentLines(shipment: Shipment): string[] {
  const carrier = carrierLabel(shipment);
  return [
    ...(carrier ? [`Carrier: ${carrier}`] : []),
    ...(shipment.trackingNumber ? [`Tracking number: ${shipment.trackingNumber}`] : []),
  ];
}

function body(order: MailedOrder, lines: string[], link: string, shop: ShopSettings): string {
  return [
    `Dear ${order.customerName || "customer"},`,
    "",
    ...lines,
    "",
    `Order total: ${formatPence(order.totalPence)}`,
    link,
    "",
    ...mailSignature(shop),
  ].join("\n");
}

/** The status change's e-mail: the new status, what it means, the shipment or refund, the link. */
export function statusMail(
  order: MailedOrder,
  to: MailedStatus,
  extra: { shipment: Shipment; refundPence: number; link: string; shop: ShopSettings },
) {
  const words = mailLines[to];
  const shipment = to === "shipped" ? shipmentLines(extra.shipment) : [];
  const refund =
    extra.refundPence > 0
      ? [
          "",
          `${formatPence(extra.refundPence)} has been credited back to your ${extra.shop.tradingName} credit account.`,
        ]
      : [];
  return {
    toAddress: order.customerEmail,
    subject: `Your ${extra.shop.tradingName} order ${order.orderNumber} ${words.subject}`,
    textBody: body(
      order,
      [
        `Order ${order.orderNumber}: ${label(to)}.`,
        words.text,
        ...(shipment.length > 0 ? ["", ...shipment] : []),
        ...refund,
      ],
      extra.link,
      extra.shop,
    ),
    template: `order_status_${to}`,
  };
}

/** A shipped order's carrier or tracking number corrected or added after it shipped. */
export function shipmentUpdateMail(
  order: MailedOrder,
  shipment: Shipment,
  link: string,
  shop: ShopSettings,
) {
  const lines = shipmentLines(shipment);
  return {
    toAddress: order.customerEmail,
    subject: `Tracking details for your ${shop.tradingName} order ${order.orderNumber}`,
    textBody: body(
      order,
      [
        `The delivery details of order ${order.orderNumber} have been updated.`,
        ...(lines.length > 0 ? ["", ...lines] : ["", "It no longer has a tracking number."]),
      ],
      link,
      shop,
    ),
    template: "order_shipment_updated",
  };
}

/** The status change's e-mail with the link to the order, ready for the outbox. */
export async function orderStatusMail(
  tx: Db,
  publicUrl: string,
  order: MailedOrder,
  to: MailedStatus,
  extra: { shipment: Shipment; refundPence: number; shop: ShopSettings },
) {
  return statusMail(order, to, { ...extra, link: await orderLinkLine(tx, publicUrl, order) });
}
