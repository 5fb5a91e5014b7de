import { awaitingProofText } from "#core/proofs/proof-rules.ts";
import { formatPence } from "#core/money/money.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { orderMail } from "#server/orders/order-mail.ts";
import type { NewMail, NewOrderItem, OrderRow } from "#server/orders/order-records-queries.ts";
import { addressLines } from "#core/address/address-lines.ts";

// The credit order's confirmation e-mail, in the shop's one order layout (server/orders/
// order-mail.ts): charged to the account, the balance it leaves, where it goes.

function deliveryLines(order: OrderRow): string[] {
  const address = order.shippingAddress;
  if (!address) return ["We will confirm the delivery address with you before dispatch."];
  return ["Delivery address:", ...addressLines(address)];
}

export function creditOrderMail(
  order: OrderRow,
  items: readonly NewOrderItem[],
  account: { balancePence: number; limitPence: number },
  shop: ShopSettings,
): NewMail {
  return orderMail(
    order,
    items,
    {
      intro: [
        `Thank you for your order ${order.orderNumber}, charged to your ${shop.tradingName} credit account.`,
        ...(order.poNumber ? [`Your PO number: ${order.poNumber}`] : []),
      ],
      totalLabel: "Total charged to your account",
      details: [
        `Account balance now: ${formatPence(account.balancePence)}`,
        `Available credit: ${formatPence(account.limitPence - account.balancePence)}`,
        "",
        ...deliveryLines(order),
        "",
        order.status === "awaiting_proof"
          ? awaitingProofText
          : "We have started on your order and will e-mail you when it ships.",
      ],
      template: "credit_order_confirmation",
    },
    shop,
  );
}
