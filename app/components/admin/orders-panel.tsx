import { Link } from "react-router";
import { formatPence } from "#core/money/money.ts";
import type { OrderListRow } from "#server/admin/admin-pages.server.ts";
import {
  AdminTable,
  AdminTableHead,
  cellClass,
  EmptyRow,
  formatDateTime,
  OrderStatusBadge,
  Pager,
  PlainHeader,
  paymentMethodLabel,
  rowClass,
  SortHeader,
} from "./admin-ui.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import type { ListView } from "./list-view.ts";

// spec/back-office.md §2 Orders: order number, customer name, e-mail, total, currency, status
// badge, payment method, date and item count; each order opens its own page.

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The spec's item count is the order's lines (issue 22.8); the units they add up to beside. */
function ItemCount({ row }: { row: OrderListRow }) {
  return (
    <>
      {plural(row.itemCount, "item")}{" "}
      <span className="text-slate-500">({plural(row.unitCount, "unit")})</span>
    </>
  );
}

/** A phone's view of the orders: a card each, the status and total at a glance. */
function OrderCards({ rows, q }: { rows: OrderListRow[]; q: string }) {
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-border bg-white px-3 py-10 text-center text-sm text-slate-600 md:hidden">
        {q ? "No orders found matching your search." : "No orders found."}
      </p>
    );
  return (
    <ul aria-label="Orders" className="space-y-2 md:hidden">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/admin/orders/${row.id}`}
            className="block rounded-lg border border-border bg-white p-3 shadow-sm hover:border-brand-200"
          >
            <span className="flex items-center justify-between gap-3">
              <span className="font-semibold text-brand-700">{row.orderNumber}</span>
              <OrderStatusBadge status={row.status} />
            </span>
            <span className="mt-1 block text-sm font-medium text-slate-900">
              {row.customerName}
            </span>
            <span className="block truncate text-xs text-slate-500">{row.customerEmail}</span>
            <span className="mt-2 flex items-center justify-between gap-3 text-sm">
              <span className="text-slate-600">
                {formatDateTime(row.createdAt)} · <ItemCount row={row} />
              </span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatPence(row.totalPence)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OrdersPanel({
  view,
  rows,
  total,
  page,
  pageSize,
}: ListView & { rows: OrderListRow[]; total: number; page: number; pageSize: number }) {
  const { q, sort, dir } = view;
  return (
    <>
      <ListToolbar
        tab="orders"
        exportName="orders"
        placeholder="Search by order number, customer, e-mail or status"
        {...view}
      />
      <OrderCards rows={rows} q={q} />
      <AdminTable label="Orders" className="hidden md:block">
        <AdminTableHead>
          <SortHeader column="number" sort={sort} dir={dir}>
            Order
          </SortHeader>
          <SortHeader column="customer" sort={sort} dir={dir}>
            Customer
          </SortHeader>
          <SortHeader column="total" sort={sort} dir={dir} className="text-right">
            Total
          </SortHeader>
          <PlainHeader>Currency</PlainHeader>
          <SortHeader column="status" sort={sort} dir={dir}>
            Status
          </SortHeader>
          <PlainHeader>Payment</PlainHeader>
          <SortHeader column="created" sort={sort} dir={dir}>
            Date
          </SortHeader>
          <PlainHeader className="text-right">Items</PlainHeader>
        </AdminTableHead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={8}>
              {q ? "No orders found matching your search." : "No orders found."}
            </EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClass}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/orders/${row.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {row.orderNumber}
                  </Link>
                </td>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">{row.customerName}</span>
                  <span className="block text-xs text-slate-500">{row.customerEmail}</span>
                </td>
                <td
                  className={`${cellClass} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
                >
                  {formatPence(row.totalPence)}
                </td>
                <td className={cellClass}>{row.currency}</td>
                <td className={cellClass}>
                  <OrderStatusBadge status={row.status} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {paymentMethodLabel(row.paymentMethod)}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(row.createdAt)}
                </td>
                <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                  <ItemCount row={row} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}
