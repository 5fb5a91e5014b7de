import { formatPence } from "#core/money/money.ts";
import type { AdminQuote } from "#server/admin/admin-pages.server.ts";

// Issue 14.6: a quote's totals as the server worked them out (DESIGN §3.4: each line's VAT on its
// own amount, delivery's on delivery) — never added up in the browser.

export function QuoteTotalsList({ totals }: { totals: AdminQuote["totals"] }) {
  const rows: [string, string][] = [
    [
      `Goods ex VAT (${totals.itemCount} ${totals.itemCount === 1 ? "unit" : "units"})`,
      formatPence(totals.goodsExVatPence),
    ],
    [
      "Delivery (ex VAT)",
      totals.deliveryExVatPence === 0 ? "Free" : formatPence(totals.deliveryExVatPence),
    ],
    ["VAT", formatPence(totals.vatPence)],
  ];
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
        <dd className="text-slate-900 tabular-nums">{formatPence(totals.totalPence)}</dd>
      </div>
    </dl>
  );
}
