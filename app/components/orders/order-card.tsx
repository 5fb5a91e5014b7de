import { formatDistanceToNow } from "date-fns";
import { ChevronDownIcon, ImageOffIcon } from "lucide-react";
import { Collapsible } from "radix-ui";
import type { ReactNode } from "react";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { formatPence } from "#core/money/money.ts";
import { logoOnFileText } from "#core/pricing/line-breakdown.ts";
import { addressLines } from "#core/address/address-lines.ts";
import type { OrderHistoryEntry, OrderHistoryItem } from "#server/orders/order-history.server.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

// spec/back-office.md §2: one collapsible card per order. The header shows 'Order #' and the
// number, how long ago it was placed, the total in pounds and the status badge; expanded, the
// card lists 'Order Items' and the totals down to 'Total'. Every amount is as the order recorded.

const paymentMethods: Record<string, string> = {
  credit_account: "Credit account",
  bank_transfer: "Bank transfer",
  checkout: "Checkout",
};

const decorationNames = { plain: "Plain", embroidery: "Embroidery", print: "Print" } as const;

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export function OrderCard({
  order,
  defaultOpen = false,
  actions,
}: {
  order: OrderHistoryEntry;
  defaultOpen?: boolean;
  /** Shown under the totals when expanded: Reorder, a link to the order's page. */
  actions?: ReactNode;
}) {
  const placed = new Date(order.createdAt);
  return (
    <Collapsible.Root
      defaultOpen={defaultOpen}
      className="group/order overflow-hidden rounded-lg border border-border bg-white shadow-sm"
      data-testid="order-card"
    >
      <Collapsible.Trigger className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-offset-[-2px] sm:px-5">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">Order #{order.orderNumber}</span>
          <time
            dateTime={order.createdAt}
            title={longDate.format(placed)}
            className="block text-sm text-slate-600"
            // "3 days ago" is measured when rendered: the server's minute may not be the browser's.
            suppressHydrationWarning
          >
            {formatDistanceToNow(placed, { addSuffix: true })}
          </time>
        </span>
        <span className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="font-bold text-slate-900" data-testid="order-total">
            {formatPence(order.totalPence)}
          </span>
          <OrderStatusBadge status={order.status} />
        </span>
        <ChevronDownIcon
          className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]/order:rotate-180"
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-border px-4 py-4 sm:px-5">
        <OrderFacts order={order} placed={placed} />
        <h3 className="mt-4 text-sm font-semibold tracking-wide text-slate-900 uppercase">
          Order Items
        </h3>
        <ul className="mt-2 divide-y divide-border">
          {order.items.map((item) => (
            <OrderItemRow key={item.id} item={item} />
          ))}
        </ul>
        <OrderTotals order={order} />
        {actions && <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div>}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function OrderFacts({ order, placed }: { order: OrderHistoryEntry; placed: Date }) {
  const facts: [string, string][] = [
    ["Placed", longDate.format(placed)],
    ["Payment", paymentMethods[order.paymentMethod] ?? "Checkout"],
  ];
  if (order.poNumber) facts.push(["PO number", order.poNumber]);
  if (order.deliveryAddress)
    facts.push(["Deliver to", addressLines(order.deliveryAddress).join(", ")]);
  // Issue 18.10: who carries it and the number to track it by, once it has shipped.
  if (order.carrier) facts.push(["Carrier", order.carrier]);
  if (order.trackingNumber) facts.push(["Tracking number", order.trackingNumber]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-0.5 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd
            className={
              label === "Tracking number"
                ? "font-mono font-semibold break-all text-slate-900 select-all"
                : "text-slate-900"
            }
            data-testid={label === "Tracking number" ? "tracking-number" : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OrderItemRow({ item }: { item: OrderHistoryItem }) {
  const isDecorated = item.customizationType !== "plain";
  return (
    <li className="flex gap-3 py-3" data-testid="order-item">
      <span className="size-14 shrink-0 overflow-hidden rounded border border-border bg-slate-50">
        {item.imageUrl ? (
          <ResponsiveImage
            image={{ url: item.imageUrl, width: null, height: null }}
            sizes="56px"
            alt=""
            fallbackSize={56}
            className="size-full object-contain"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-slate-400">
            <ImageOffIcon className="size-5" aria-hidden />
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <p className="font-medium text-slate-900">{item.productTitle}</p>
          <p className="font-semibold text-slate-900">
            {formatPence(item.lineExVatPence)}
            <span className="sr-only"> ex VAT</span>
          </p>
        </div>
        {item.variantTitle && <p className="text-slate-600">{item.variantTitle}</p>}
        <p className="text-slate-600">
          Qty {item.quantity} × {formatPence(item.unitPricePence)} each
        </p>
        {!item.isCharge && (
          <p className="text-slate-600">
            {decorationNames[item.customizationType]}
            {isDecorated && item.customizationPosition ? `, ${item.customizationPosition}` : ""}
            {isDecorated &&
              (item.needsQuote
                ? " — price on application"
                : ` — ${formatPence(item.customizationPricePence)} each`)}
          </p>
        )}
        {item.setupFeePence > 0 ? (
          <p className="text-slate-600">Set-up fee {formatPence(item.setupFeePence)}</p>
        ) : (
          item.setupWaiver === "logo_on_file" && <p className="text-slate-600">{logoOnFileText}</p>
        )}
      </div>
    </li>
  );
}

function OrderTotals({ order }: { order: OrderHistoryEntry }) {
  const rows: [string, string][] = [["Subtotal (ex VAT)", formatPence(order.subtotalPence)]];
  if (order.discountPence > 0) {
    const codes = order.discountCodes.length ? ` (${order.discountCodes.join(", ")})` : "";
    rows.push([`Discount${codes}`, `−${formatPence(order.discountPence)}`]);
  }
  rows.push([
    "Delivery (ex VAT)",
    order.deliveryPence === 0 ? "Free" : formatPence(order.deliveryPence),
  ]);
  rows.push(["VAT", formatPence(order.vatPence)]);
  return (
    <dl className="mt-2 space-y-1 border-t border-border pt-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatPence(order.totalPence)}</dd>
      </div>
    </dl>
  );
}
