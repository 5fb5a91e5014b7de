import { formatPence } from "#core/money/money.ts";
import { lineBreakdownText } from "#core/pricing/line-breakdown.ts";
import { paymentReference, type BankTransferDetails } from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { mockupKeyOf } from "#core/mockup/mockup-areas.ts";
import type { MailAttachment } from "#server/db/schema/index.ts";
import type { NewMail, NewOrderItem, OrderRow } from "./order-records-queries.ts";

// Order confirmation e-mails (plain text), written to the outbox in the order's transaction and
// sent after the commit (DESIGN §6). One layout for every order — greeting, lines, totals — with
// what differs by payment (bank transfer here, the credit account in server/credit) passed in.
// Issue 18.9: the shop's name, contact details, bank account and payment reference are the
// owner's settings (/admin/settings), read when the order is placed.

/** Shown on a line whose decoration is priced on application (DESIGN §3.3, 500+ items). */
export const priceOnApplication = "Price on application — we will send a quote";

export type OrderMailParts = {
  /** The paragraph after the greeting, one line each. */
  intro: string[];
  /** The label of the last total, e.g. "Total". */
  totalLabel: string;
  /** What follows the totals (payment, account, address), one line each; "" for a blank line. */
  details: string[];
  template: string;
};

function itemLine(item: NewOrderItem): string {
  const decoration =
    item.customizationType === "plain" || !item.customizationType
      ? ""
      : ` — ${item.customizationType === "embroidery" ? "Embroidery" : "Print"}, ${item.customizationPosition}`;
  const quote = item.needsQuote ? ` (decoration: ${priceOnApplication})` : "";
  const line = `${item.quantity} × ${item.productTitle} (${item.variantTitle})${decoration}: ${formatPence(item.lineExVatPence)} ex VAT${quote}`;
  // Issue 21.2: a decorated line's parts, each with its amount, adding up to the line.
  if (!decoration || item.needsQuote) return line;
  return `${line}\n    ${lineBreakdownText({
    quantity: item.quantity,
    unitPence: item.unitPricePence,
    decorationPence: item.customizationPricePence ?? 0,
    setUpPence: item.setupFeePence ?? 0,
    setUpWaiver: item.setupWaiver,
    decorationName: item.customizationType === "embroidery" ? "Embroidery" : "Print",
  })}`;
}

/** The closing lines: the shop's name and how to reach it. */
export function mailSignature(shop: ShopSettings): string[] {
  return [
    shop.tradingName,
    ...(shop.phone
      ? [`Phone: ${shop.phone}${shop.openingHours ? ` (${shop.openingHours})` : ""}`]
      : []),
    ...(shop.email ? [`E-mail: ${shop.email}`] : []),
  ];
}

/** The confirmation of an order in the shop's one layout. */
export function orderMail(
  order: OrderRow,
  items: readonly NewOrderItem[],
  parts: OrderMailParts,
  shop: ShopSettings,
): NewMail {
  const discount =
    order.discountPence > 0
      ? [
          `Discount${order.discountCodes.length > 0 ? ` (${order.discountCodes.join(", ")})` : ""}: −${formatPence(order.discountPence)}`,
        ]
      : [];
  const mockups = mockupAttachments(order.id, items);
  const textBody = [
    `Dear ${order.customerName},`,
    "",
    ...parts.intro,
    "",
    ...items.map(itemLine),
    "",
    `Subtotal (ex VAT): ${formatPence(order.subtotalPence)}`,
    ...discount,
    `Delivery (ex VAT): ${order.deliveryPence === 0 ? "Free" : formatPence(order.deliveryPence)}`,
    `VAT: ${formatPence(order.vatPence)}`,
    `${parts.totalLabel}: ${formatPence(order.totalPence)}`,
    "",
    ...(mockups.length > 0 ? [mockupCaption(mockups.length), ""] : []),
    ...parts.details,
    "",
    ...mailSignature(shop),
  ].join("\n");
  return {
    toAddress: order.customerEmail,
    subject: `Your ${shop.tradingName} order ${order.orderNumber}`,
    textBody,
    template: parts.template,
    ...(mockups.length > 0 ? { attachments: mockups } : {}),
  };
}

/**
 * Issue 15.2: a mock-up per decorated design, colour and position the order has (sizes of one
 * colour look the same), made when the mail is sent. A line that cannot have one is left out then.
 */
function mockupAttachments(orderId: string, items: readonly NewOrderItem[]): MailAttachment[] {
  const seen = new Set<string>();
  const attachments: MailAttachment[] = [];
  for (const [index, item] of items.entries()) {
    const key = mockupKeyOf(item);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    attachments.push({ orderId, document: "mockup", line: item.position ?? index });
  }
  return attachments;
}

function mockupCaption(count: number): string {
  return count === 1
    ? "A mock-up of your decorated item is attached (PNG): a guide to size and position."
    : "Mock-ups of your decorated items are attached (PNG): a guide to size and position.";
}

/** Where to pay an order by bank transfer, and the reference to quote. */
export function bankTransferLines(
  order: Pick<OrderRow, "orderNumber">,
  shop: ShopSettings,
  bank: BankTransferDetails,
): string[] {
  return [
    `Account name: ${bank.accountName}`,
    `Bank: ${bank.bankName}`,
    `Sort code: ${bank.sortCode}`,
    `Account number: ${bank.accountNumber}`,
    `Reference: ${paymentReference(shop.orderReference, "order", order.orderNumber)}`,
    ...(shop.accountsEmail ? [`Remittance advice to: ${shop.accountsEmail}`] : []),
  ];
}

/**
 * The hosted checkout's confirmation: bank transfer (pro-forma) details, and the reference in the
 * shop's pattern (at most 18 characters, as BACS allows).
 */
export function confirmationMail(
  order: OrderRow,
  items: readonly NewOrderItem[],
  shop: ShopSettings,
  bank: BankTransferDetails,
): NewMail {
  return orderMail(
    order,
    items,
    {
      intro: [
        `Thank you for your order ${order.orderNumber}.`,
        ...(order.poNumber ? [`Your PO number: ${order.poNumber}`] : []),
      ],
      totalLabel: "Total",
      details: [
        "Payment by bank transfer (pro-forma): we start on your order once the payment arrives.",
        ...bankTransferLines(order, shop, bank),
        ...(order.needsQuote
          ? ["", "Some decoration is priced on application: we will send a quote before you pay."]
          : []),
      ],
      template: "order_confirmation",
    },
    shop,
  );
}
