import { ImageOffIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { productStockSummary, type ProductStockLevel } from "#core/catalogue/product-stock.ts";
import type { ProductListQuery } from "#core/catalogue/product-list-query.ts";
import { formatPence } from "#core/money/money.ts";
import type { ProductListRow } from "#server/catalogue/catalogue-admin.server.ts";
import { cn } from "#app/lib/utils.ts";
import {
  AdminTable,
  AdminTableHead,
  Badge,
  cellClass,
  EmptyRow,
  formatDate,
  PlainHeader,
  rowClass,
  SortHeader,
  type BadgeVariant,
} from "./admin-ui.tsx";

// Issue 11.1: the Products list's rows — a checkbox each for the bulk actions, the first image,
// title (to the product's editor), status, vendor, type, how many variants, the stock line and the
// price range. A table from tablet width up; a card each on a phone.

const statusVariants: Record<ProductListRow["status"], BadgeVariant> = {
  active: "success",
  draft: "warning",
  archived: "secondary",
};
const statusLabels: Record<ProductListRow["status"], string> = {
  active: "Active",
  draft: "Draft",
  archived: "Archived",
};

export function ProductStatusBadge({ status }: { status: ProductListRow["status"] }) {
  return <Badge variant={statusVariants[status]}>{statusLabels[status]}</Badge>;
}

const stockClasses: Record<ProductStockLevel, string> = {
  in: "text-slate-600",
  low: "font-medium text-amber-800",
  out: "font-medium text-red-700",
};

function StockSummary({ row }: { row: ProductListRow }) {
  const { line, warnings } = productStockSummary(row);
  return (
    <span className="block">
      <span className="block text-slate-700">{line}</span>
      {warnings.length > 0 && (
        <span className={cn("block text-xs", stockClasses[row.stockLevel])}>
          {warnings.join(" · ")}
        </span>
      )}
    </span>
  );
}

function priceRange(row: ProductListRow): string {
  if (row.minPricePence === null || row.maxPricePence === null) return "—";
  if (row.minPricePence === row.maxPricePence) return formatPence(row.minPricePence);
  return `${formatPence(row.minPricePence)} – ${formatPence(row.maxPricePence)}`;
}

export function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-md border border-border bg-slate-50 object-contain"
    />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400">
      <ImageOffIcon className="size-4" aria-hidden />
    </span>
  );
}

export type Selection = {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  toggleAll: (select: boolean) => void;
};

function SelectAll({
  rows,
  selection,
  id,
}: {
  rows: ProductListRow[];
  selection: Selection;
  id?: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selection.selected.has(row.id)).length;
  const isAll = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      checked={isAll}
      disabled={rows.length === 0}
      onChange={(event) => selection.toggleAll(event.target.checked)}
      aria-label="Select every product on this page"
      className="size-4 rounded border-slate-300 accent-brand-700"
    />
  );
}

function RowCheckbox({ row, selection }: { row: ProductListRow; selection: Selection }) {
  return (
    <input
      type="checkbox"
      checked={selection.selected.has(row.id)}
      onChange={() => selection.toggle(row.id)}
      aria-label={`Select ${row.title}`}
      className="size-4 rounded border-slate-300 accent-brand-700"
    />
  );
}

const editorPath = (row: ProductListRow) => `/admin/products/${row.id}`;

function emptyMessage(isFiltered: boolean) {
  return isFiltered
    ? "No products match this search and these filters."
    : "No products yet. Add your first product to start selling.";
}

/** A phone's view: a card each, with its own checkbox. */
function ProductCards({
  rows,
  selection,
  isFiltered,
}: {
  rows: ProductListRow[];
  selection: Selection;
  isFiltered: boolean;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-border bg-white px-3 py-10 text-center text-sm text-slate-600 md:hidden">
        {emptyMessage(isFiltered)}
      </p>
    );
  return (
    <>
      <div className="mb-2 flex items-center gap-2 px-1 text-sm font-medium text-slate-700 md:hidden">
        <SelectAll rows={rows} selection={selection} id="select-all-cards" />
        <label htmlFor="select-all-cards">Select all on this page</label>
      </div>
      <ul aria-label="Products" className="space-y-2 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              "flex gap-3 rounded-lg border bg-white p-3 shadow-sm",
              selection.selected.has(row.id) ? "border-brand-300 bg-brand-50/40" : "border-border",
            )}
          >
            <span className="pt-3">
              <RowCheckbox row={row} selection={selection} />
            </span>
            <Thumbnail url={row.imageUrl} />
            <span className="min-w-0 flex-1">
              <span className="flex items-start justify-between gap-2">
                <Link to={editorPath(row)} className="font-semibold text-brand-700 hover:underline">
                  {row.title}
                </Link>
                <ProductStatusBadge status={row.status} />
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {[row.vendor, row.productType].filter(Boolean).join(" · ")}
              </span>
              <span className="mt-2 flex items-end justify-between gap-3 text-sm">
                <StockSummary row={row} />
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {priceRange(row)}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ProductListTable({
  rows,
  query,
  selection,
  isFiltered,
}: {
  rows: ProductListRow[];
  query: ProductListQuery;
  selection: Selection;
  isFiltered: boolean;
}) {
  const { sort, dir } = query;
  return (
    <>
      <ProductCards rows={rows} selection={selection} isFiltered={isFiltered} />
      <AdminTable label="Products" className="hidden md:block">
        <AdminTableHead>
          <th scope="col" className="w-10 px-3 py-2.5 text-left">
            <SelectAll rows={rows} selection={selection} />
          </th>
          <SortHeader column="title" sort={sort} dir={dir}>
            Product
          </SortHeader>
          <SortHeader column="status" sort={sort} dir={dir}>
            Status
          </SortHeader>
          <PlainHeader className="hidden lg:table-cell">Vendor</PlainHeader>
          <PlainHeader className="hidden lg:table-cell">Type</PlainHeader>
          <SortHeader column="stock" sort={sort} dir={dir}>
            Stock
          </SortHeader>
          <SortHeader column="price" sort={sort} dir={dir} className="text-right">
            Price ex VAT
          </SortHeader>
          <SortHeader column="updated" sort={sort} dir={dir} className="hidden xl:table-cell">
            Updated
          </SortHeader>
        </AdminTableHead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={8}>{emptyMessage(isFiltered)}</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={cn(rowClass, selection.selected.has(row.id) && "bg-brand-50/50")}
              >
                <td className={cellClass}>
                  <RowCheckbox row={row} selection={selection} />
                </td>
                <td className={cellClass}>
                  <span className="flex items-center gap-3">
                    <Thumbnail url={row.imageUrl} />
                    <span className="min-w-0">
                      <Link
                        to={editorPath(row)}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {row.title}
                      </Link>
                      <span className="block text-xs text-slate-600 lg:hidden">
                        {[row.vendor, row.productType].filter(Boolean).join(" · ")}
                      </span>
                    </span>
                  </span>
                </td>
                <td className={cellClass}>
                  <ProductStatusBadge status={row.status} />
                </td>
                <td className={`${cellClass} hidden lg:table-cell`}>{row.vendor}</td>
                <td className={`${cellClass} hidden lg:table-cell`}>{row.productType}</td>
                <td className={`${cellClass} min-w-56`}>
                  <StockSummary row={row} />
                </td>
                <td
                  className={`${cellClass} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
                >
                  {priceRange(row)}
                </td>
                <td className={`${cellClass} hidden whitespace-nowrap xl:table-cell`}>
                  {formatDate(row.updatedAt)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </>
  );
}
