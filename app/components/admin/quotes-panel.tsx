import { Link } from "react-router";
import { formatPence } from "#core/money/money.ts";
import type { QuoteListRow } from "#server/admin/admin-pages.server.ts";
import {
  AdminTable,
  AdminTableHead,
  Badge,
  cellClass,
  EmptyRow,
  formatDateTime,
  Pager,
  PlainHeader,
  rowClass,
  SortHeader,
  statusLabel,
  type BadgeVariant,
} from "./admin-ui.tsx";
import { CardList, cardClass } from "./admin-cards.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import type { ListView } from "./list-view.ts";

// Issue 14.6: the quote requests buyers sent from their basket: number, customer, items, goods ex
// VAT (and whether a decoration still needs a price), status and date. The number opens the quote
// page (/admin/quotes/:id), where the admin prices and sends it. A card each on a phone.

/** A request waits on the shop; a sent quote on the buyer; the rest are settled. */
const quoteStatusVariants: Record<QuoteListRow["status"], BadgeVariant> = {
  requested: "warning",
  sent: "default",
  accepted: "success",
  expired: "secondary",
  declined: "outline",
};

export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={quoteStatusVariants[status as QuoteListRow["status"]] ?? "secondary"}>
      {statusLabel(status)}
    </Badge>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function ItemCount({ row }: { row: QuoteListRow }) {
  return (
    <>
      {plural(row.lineCount, "item")}{" "}
      <span className="text-slate-500">({plural(row.itemCount, "unit")})</span>
    </>
  );
}

function NeedsPrice() {
  return <span className="block text-xs font-medium text-amber-800">Decoration to price</span>;
}

/** A phone's view of the quotes: a card each, the status and goods at a glance; it opens the quote. */
function QuoteCards({ rows, empty }: { rows: QuoteListRow[]; empty: string }) {
  return (
    <CardList label="Quotes" empty={rows.length === 0 ? empty : null}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/admin/quotes/${row.id}`}
            className={`${cardClass} block text-sm hover:border-brand-200`}
          >
            <span className="flex items-center justify-between gap-3">
              <span className="font-semibold text-brand-700">{row.quoteNumber}</span>
              <QuoteStatusBadge status={row.status} />
            </span>
            <span className="mt-1 block font-medium text-slate-900">{row.customerName}</span>
            <span className="block truncate text-xs text-slate-500">{row.customerEmail}</span>
            <span className="mt-2 flex items-start justify-between gap-3">
              <span className="text-slate-600">
                {formatDateTime(row.createdAt)} · <ItemCount row={row} />
              </span>
              <span className="text-right font-semibold text-slate-900 tabular-nums">
                {formatPence(row.goodsExVatPence)}
                <span className="block text-xs font-normal text-slate-500">ex VAT</span>
                {row.needsPrice && <NeedsPrice />}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </CardList>
  );
}

export function QuotesPanel({
  view,
  rows,
  total,
  page,
  pageSize,
}: ListView & { rows: QuoteListRow[]; total: number; page: number; pageSize: number }) {
  const { q, sort, dir } = view;
  const empty = q
    ? "No quote requests found matching your search."
    : "No quote requests yet. Buyers send their basket as a quote request from the basket.";
  return (
    <>
      <ListToolbar
        tab="quotes"
        exportName="quotes"
        placeholder="Search by quote number, customer, e-mail or status"
        {...view}
      />
      <QuoteCards rows={rows} empty={empty} />
      <AdminTable label="Quotes" className="hidden md:block">
        <AdminTableHead>
          <SortHeader column="number" sort={sort} dir={dir}>
            Quote
          </SortHeader>
          <SortHeader column="customer" sort={sort} dir={dir}>
            Customer
          </SortHeader>
          <PlainHeader className="text-right">Items</PlainHeader>
          <SortHeader column="total" sort={sort} dir={dir} className="text-right">
            Goods ex VAT
          </SortHeader>
          <SortHeader column="status" sort={sort} dir={dir}>
            Status
          </SortHeader>
          <SortHeader column="created" sort={sort} dir={dir}>
            Date
          </SortHeader>
        </AdminTableHead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={6}>{empty}</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClass}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/quotes/${row.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {row.quoteNumber}
                  </Link>
                </td>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">{row.customerName}</span>
                  <span className="block text-xs text-slate-500">{row.customerEmail}</span>
                </td>
                <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                  <ItemCount row={row} />
                </td>
                <td
                  className={`${cellClass} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
                >
                  {formatPence(row.goodsExVatPence)}
                  {row.needsPrice && <NeedsPrice />}
                </td>
                <td className={cellClass}>
                  <QuoteStatusBadge status={row.status} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(row.createdAt)}
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
