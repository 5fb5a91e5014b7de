import { formatPence } from "#core/money/money.ts";
import type { PricedBasket } from "#core/pricing/price-basket.ts";
import type { CreditOrderRow, NewCreditOrderItem } from "./credit-queries.ts";

// The credit order's confirmation e-mail, written to the outbox in the order's transaction and sent
// after the commit (DESIGN §6: no network call inside the transaction).

function addressLines(order: CreditOrderRow): string[] {
  const address = order.shippingAddress;
  if (!address) return ["We will confirm the delivery address with you before dispatch."];
  return [
    "Delivery address:",
    ...[
      address.name,
      address.company,
      address.line1,
      address.line2,
      address.city,
      address.county,
      address.postcode,
    ].filter((line): line is string => Boolean(line)),
  ];
}

export function creditOrderMail(
  order: CreditOrderRow,
  items: readonly NewCreditOrderItem[],
  priced: PricedBasket,
  account: { balancePence: number; limitPence: number },
) {
  const lines = items.map((item) => {
    const decoration =
      item.customizationType === "plain" || !item.customizationType
        ? ""
        : ` — ${item.customizationType === "embroidery" ? "Embroidery" : "Print"}, ${item.customizationPosition}`;
    return `${item.quantity} × ${item.productTitle} (${item.variantTitle})${decoration}: ${formatPence(item.lineExVatPence)} ex VAT`;
  });
  const textBody = [
    `Dear ${order.customerName},`,
    "",
    `Thank you for your order ${order.orderNumber}, charged to your Tradewear credit account.`,
    ...(order.poNumber ? [`Your PO number: ${order.poNumber}`] : []),
    "",
    ...lines,
    "",
    `Subtotal (ex VAT): ${formatPence(order.subtotalPence)}`,
    `Delivery (ex VAT): ${priced.isFreeDelivery ? "Free" : formatPence(order.deliveryPence)}`,
    `VAT: ${formatPence(order.vatPence)}`,
    `Total charged to your account: ${formatPence(order.totalPence)}`,
    "",
    `Account balance now: ${formatPence(account.balancePence)}`,
    `Available credit: ${formatPence(account.limitPence - account.balancePence)}`,
    "",
    ...addressLines(order),
    "",
    "We have started on your order and will e-mail you when it ships.",
    "",
    "Tradewear",
  ].join("\n");
  return {
    toAddress: order.customerEmail,
    subject: `Your Tradewear order ${order.orderNumber}`,
    textBody,
    template: "credit_order_confirmation",
  };
}
