import { formatPence } from "#core/money/money.ts";
import type { AdminQuote } from "#server/admin/admin-pages.server.ts";
import { TotalsList } from "./order-items.tsx";

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
  return <TotalsList rows={rows} totalPence={totals.totalPence} />;
}
