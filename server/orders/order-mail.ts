import { formatPence } from "#core/money/money.ts";
import { bankTransferDetails } from "./bank-details.ts";
import type { NewMail, NewOrderItem, OrderRow } from "./orders-queries.ts";

// The order confirmation e-mail (plain text), written to the outbox in the order's transaction.

/** Shown on a line whose decoration is priced on application (DESIGN §3.3, 500+ items). */
export const priceOnApplication = "Price on application — we will send a quote";

export function confirmationMail(order: OrderRow, items: NewOrderItem[]): NewMail {
  const lines = items.map((item) => {
    const decoration =
      item.customizationType === "plain"
        ? ""
        : ` — ${item.customizationType === "embroidery" ? "Embroidery" : "Print"}, ${item.customizationPosition}`;
    const quote = item.needsQuote ? ` (decoration: ${priceOnApplication})` : "";
    return `${item.quantity} × ${item.productTitle} (${item.variantTitle})${decoration}: ${formatPence(item.lineExVatPence)} ex VAT${quote}`;
  });
  const discount =
    order.discountPence > 0
      ? [
          `Discount${order.discountCodes.length > 0 ? ` (${order.discountCodes.join(", ")})` : ""}: −${formatPence(order.discountPence)}`,
        ]
      : [];
  const bank = bankTransferDetails;
  const textBody = [
    `Dear ${order.customerName},`,
    "",
    `Thank you for your order ${order.orderNumber}.`,
    "",
    ...lines,
    "",
    `Subtotal (ex VAT): ${formatPence(order.subtotalPence)}`,
    ...discount,
    `Delivery (ex VAT): ${order.deliveryPence === 0 ? "Free" : formatPence(order.deliveryPence)}`,
    `VAT: ${formatPence(order.vatPence)}`,
    `Total: ${formatPence(order.totalPence)}`,
    "",
    "Payment by bank transfer (pro-forma): we start on your order once the payment arrives.",
    `Account name: ${bank.accountName}`,
    `Bank: ${bank.bankName}`,
    `Sort code: ${bank.sortCode}`,
    `Account number: ${bank.accountNumber}`,
    `Reference: ${order.orderNumber}`,
    ...(order.needsQuote
      ? ["", "Some decoration is priced on application: we will send a quote before you pay."]
      : []),
    "",
    "Tradewear",
  ].join("\n");
  return {
    toAddress: order.customerEmail,
    subject: `Your Tradewear order ${order.orderNumber}`,
    textBody,
    template: "order_confirmation",
  };
}
