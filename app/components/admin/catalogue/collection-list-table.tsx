import { Link } from "react-router";
import type { CollectionListQuery } from "#core/catalogue/collection-list-query.ts";
import type { CollectionListRow } from "#server/catalogue/collection-editor.server.ts";
import {
  AdminTable,
  AdminTableHead,
  cellClass,
  EmptyRow,
  formatDate,
  PlainHeader,
  rowClass,
  SortHeader,
} from "../admin-ui.tsx";
import { Thumbnail } from "../product-list-table.tsx";

// Issue 11.3: the Collections list's rows — image, title (to the collection's editor), handle, how
// many products it holds and when it last changed. On a phone the handle and date sit under the
// title.

export function CollectionListTable({
  rows,
  query,
}: {
  rows: CollectionListRow[];
  query: CollectionListQuery;
}) {
  const sorting = { sort: query.sort, dir: query.dir };
  return (
    <AdminTable label="Collections">
      <AdminTableHead>
        <SortHeader column="title" {...sorting}>
          Title
        </SortHeader>
        <PlainHeader className="hidden sm:table-cell">Handle</PlainHeader>
        <SortHeader column="products" {...sorting} className="text-right">
          Products
        </SortHeader>
        <SortHeader column="updated" {...sorting} className="hidden sm:table-cell">
          Updated
        </SortHeader>
      </AdminTableHead>
      <tbody>
        {rows.length === 0 && (
          <EmptyRow columns={4}>
            {query.q
              ? `No collections match “${query.q}”.`
              : "No collections yet. Create one to group products in the shop."}
          </EmptyRow>
        )}
        {rows.map((row) => (
          <tr key={row.id} className={rowClass}>
            <td className={cellClass}>
              <span className="flex items-center gap-3">
                <Thumbnail url={row.imageUrl} />
                <span className="min-w-0">
                  <Link
                    to={`/admin/collections/${row.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {row.title}
                  </Link>
                  <span className="block text-xs text-slate-600 sm:hidden">
                    <span className="break-all">/{row.handle}</span> ·{" "}
                    <span className="whitespace-nowrap">{formatDate(row.updatedAt)}</span>
                  </span>
                </span>
              </span>
            </td>
            <td className={`${cellClass} hidden font-mono text-xs sm:table-cell`}>{row.handle}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{row.productCount}</td>
            <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
              {formatDate(row.updatedAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
