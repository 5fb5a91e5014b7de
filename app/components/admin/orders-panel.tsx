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
      <AdminTable label="Orders">
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
                <td className={`${cellClass} text-right tabular-nums`}>{row.itemCount}</td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}
