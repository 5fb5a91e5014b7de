import { DownloadIcon } from "lucide-react";
import { formatPence } from "#core/money/money.ts";
import { logoOnFileText } from "#core/pricing/line-breakdown.ts";
import type { AdminOrderDetail, AdminOrderItem } from "#server/admin/admin-pages.server.ts";
import { Badge } from "./admin-ui.tsx";

// The order's lines with their decoration and design files, and the totals (ex VAT lines, VAT,
// delivery, discount, total), as placed.

const decorationNames: Record<string, string> = { embroidery: "Embroidery", print: "Print" };

function Decoration({ item }: { item: AdminOrderItem }) {
  if (item.customizationType === "plain") return <span className="text-slate-500">Plain</span>;
  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-900">
        {decorationNames[item.customizationType] ?? item.customizationType},{" "}
        {item.customizationPosition}
      </p>
      <p className="text-xs text-slate-600">
        {formatPence(item.customizationPricePence)} per item
        {item.setupFeePence > 0
          ? ` · set-up ${formatPence(item.setupFeePence)}`
          : item.setupWaiver === "logo_on_file" && ` · ${logoOnFileText.toLowerCase()}`}
      </p>
      {item.needsQuote && <Badge variant="warning">Price on application</Badge>}
      {item.designFile ? (
        <a
          href={`/files/${item.designFile.id}`}
          download
          className="flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
        >
          <DownloadIcon className="size-3.5 shrink-0" aria-hidden />
          <span className="break-all">
            {item.designFile.name} ({Math.max(1, Math.round(item.designFile.sizeBytes / 1024))} KB)
          </span>
        </a>
      ) : (
        <p className="text-xs text-slate-500">No design file</p>
      )}
    </div>
  );
}

/** A phone's view of the lines: one card each, nothing to scroll sideways. */
function ItemCards({ order }: { order: AdminOrderDetail }) {
  return (
    <ul
      aria-label={`Items in order ${order.orderNumber}`}
      className="divide-y divide-border rounded-lg border border-border bg-white shadow-sm sm:hidden"
    >
      {order.items.map((item) => (
        <li key={item.id} className="space-y-2 p-3 text-sm">
          <div>
            <p className="font-semibold text-slate-900">{item.productTitle}</p>
            <p className="text-xs text-slate-500">
              {[item.variantTitle, item.sku && `SKU ${item.sku}`].filter(Boolean).join(" · ")}
            </p>
          </div>
          <Decoration item={item} />
          <p className="flex justify-between gap-3 text-slate-700">
            <span>
              {item.quantity} × {formatPence(item.unitPricePence)}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatPence(item.lineExVatPence)} ex VAT
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <ItemCards order={order} />
      <ItemTable order={order} />
    </>
  );
}

function ItemTable({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-white shadow-sm sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Items in order {order.orderNumber}</caption>
        <thead className="border-b border-border bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              Item
            </th>
            <th scope="col" className="px-3 py-2.5">
              Decoration
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Qty
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Unit
            </th>
            <th scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
              Line ex VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-border align-top last:border-0">
              <td className="px-3 py-3">
                <span className="block font-semibold text-slate-900">{item.productTitle}</span>
                <span className="block text-xs text-slate-500">
                  {[item.variantTitle, item.sku && `SKU ${item.sku}`].filter(Boolean).join(" · ")}
                </span>
              </td>
              <td className="px-3 py-3">
                <Decoration item={item} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {formatPence(item.unitPricePence)}
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatPence(item.lineExVatPence)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  const rows: [string, string][] = [
    ["Subtotal (ex VAT)", formatPence(order.subtotalPence)],
    ...(order.discountPence > 0
      ? [
          [
            `Discount${order.discountCodes.length > 0 ? ` (${order.discountCodes.join(", ")})` : ""}`,
            `−${formatPence(order.discountPence)}`,
          ] as [string, string],
        ]
      : []),
    ["Delivery (ex VAT)", order.deliveryPence === 0 ? "Free" : formatPence(order.deliveryPence)],
    ["VAT", formatPence(order.vatPence)],
  ];
  return <TotalsList rows={rows} totalPence={order.totalPence} />;
}

/** Labelled amounts, one a row, then the total in bold (an order's, a quote's). */
export function TotalsList({
  rows,
  totalPence,
}: {
  rows: readonly [string, string][];
  totalPence: number;
}) {
  return (
    <dl className="divide-y divide-border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-base font-bold">
        <dt className="text-slate-900">Total</dt>
        <dd className="text-slate-900 tabular-nums">{formatPence(totalPence)}</dd>
      </div>
    </dl>
  );
}
