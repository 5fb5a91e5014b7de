import type { ReactNode } from "react";
import { Table, TableHead, TableHeaderCell, TableRow } from "#app/components/ui/table.tsx";
import { formatPence } from "#core/money/money.ts";
import type {
  PrintPriceRow,
  PrintPriceTable as PrintTableData,
} from "#server/pricing/pricing-tables.server.ts";
import { DecorationPrice } from "./decoration-price.tsx";

// spec/back-office.md §2: the print set-up cost with its note, printing shown as 'FREE', then a
// row per quantity range. As with embroidery, rows are their own component for the edit mode.

const cell = "px-3 py-3 text-slate-700 sm:px-4";

export function PrintPriceTableRow({ row, actions }: { row: PrintPriceRow; actions?: ReactNode }) {
  return (
    <TableRow>
      <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
        {row.quantityRange}
      </th>
      <td className={`${cell} font-semibold text-slate-900`}>
        <DecorationPrice pence={row.pricePence} note={row.priceNote} />
      </td>
      {actions !== undefined && <td className={cell}>{actions}</td>}
    </TableRow>
  );
}

/** The set-up cost and the free printing, above the table. */
export function PrintSetUp({ table }: { table: PrintTableData }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-lg border border-border bg-white p-4">
        <dt className="text-sm font-medium text-slate-600">Set-up cost</dt>
        <dd className="mt-1">
          <span className="block text-xl font-bold text-slate-900">
            {formatPence(table.setupCostPence)}
          </span>
          {table.setupCostNote && (
            <span className="mt-0.5 block text-sm text-slate-600">{table.setupCostNote}</span>
          )}
        </dd>
      </div>
      <div className="rounded-lg border border-green-200 bg-green-50 p-4">
        <dt className="text-sm font-medium text-green-900">Printing</dt>
        <dd className="mt-1">
          <span className="block text-xl font-bold text-green-800">FREE</span>
          <span className="mt-0.5 block text-sm text-green-900">
            Full colour, no extra charge per colour
          </span>
        </dd>
      </div>
    </dl>
  );
}

export function PrintPriceTable({
  table,
  renderRow = (row) => <PrintPriceTableRow key={row.id} row={row} />,
  actionsTitle,
}: {
  table: PrintTableData;
  renderRow?: (row: PrintPriceRow) => ReactNode;
  actionsTitle?: string;
}) {
  return (
    <Table>
      <caption className="sr-only">Print prices per item by quantity, excluding VAT</caption>
      <TableHead>
        <tr>
          <TableHeaderCell scope="col" className="px-3 sm:px-4">
            Quantity
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="px-3 sm:px-4">
            Price per item (ex VAT)
          </TableHeaderCell>
          {actionsTitle && (
            <TableHeaderCell scope="col" className="px-3 sm:px-4">
              {actionsTitle}
            </TableHeaderCell>
          )}
        </tr>
      </TableHead>
      <tbody>{table.rows.map(renderRow)}</tbody>
    </Table>
  );
}
