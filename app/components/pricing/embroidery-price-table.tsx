import type { ReactNode } from "react";
import { Table, TableHead, TableHeaderCell, TableRow } from "#app/components/ui/table.tsx";
import { formatPence } from "#core/money/money.ts";
import { onlineEmbroiderySize, quoteOnlyLabel } from "#core/pricing/embroidery-sizes.ts";
import type { EmbroideryBand, EmbroideryPriceRow } from "#server/pricing/pricing-tables.server.ts";
import { DecorationPrice } from "./decoration-price.tsx";

// spec/back-office.md §2: one row per size category with its description, the set-up cost for a
// logo or text, and the per-item price for each quantity band. The row is its own component and
// the table takes `renderRow`, so the admin edit mode (issue 6, after accounts) can wrap a row or
// put its own in place without changing the read-only page.

/** spec/back-office.md §9: the bands in column order (a type-only import keeps server code out). */
const embroideryBands: readonly EmbroideryBand[] = [
  "1-5",
  "6-49",
  "50-99",
  "100-199",
  "200-499",
  "500+",
];

const cell = "px-3 py-3 align-top text-slate-700 sm:px-4";

/** The set-up cost of a design: logo, the £1,000 note when text set-up is free, and text. */
function SetUpCosts({ row, isNarrow = false }: { row: EmbroideryPriceRow; isNarrow?: boolean }) {
  const isTextFree = row.setupCostTextPence === 0;
  return (
    <div className={isNarrow ? "space-y-0.5" : "space-y-0.5 whitespace-nowrap"}>
      <p>
        <span className="text-slate-600">Logo </span>
        <span className="font-semibold text-slate-900">{formatPence(row.setupCostLogoPence)}</span>
      </p>
      {isTextFree && <p className="text-xs text-slate-600">(Free on orders over £1000)</p>}
      <p>
        <span className="text-slate-600">Text </span>
        <span className="font-semibold text-slate-900">
          {isTextFree ? "Free" : formatPence(row.setupCostTextPence)}
        </span>
        {/* Issue 21.5: a text-only design is not ordered online; the shop quotes it. */}
        <span className="block text-xs text-slate-600">{quoteOnlyLabel}: send us the wording</span>
      </p>
    </div>
  );
}

/** Issue 21.5: a size category online orders are not priced from is quoted from the artwork. */
function QuoteOnlyNote({ row }: { row: EmbroideryPriceRow }) {
  if (row.sizeCategory === onlineEmbroiderySize) return null;
  return (
    <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {quoteOnlyLabel}: priced from your artwork
    </span>
  );
}

/** One size category's row. `actions` fills an extra last cell (the edit mode's toggle). */
export function EmbroideryPriceTableRow({
  row,
  actions,
}: {
  row: EmbroideryPriceRow;
  actions?: ReactNode;
}) {
  return (
    <TableRow>
      <th scope="row" className={`${cell} min-w-36 text-left`}>
        <span className="block font-semibold text-slate-900">{row.sizeCategory}</span>
        {row.sizeDescription && (
          <span className="block text-xs font-normal text-slate-600">{row.sizeDescription}</span>
        )}
        <QuoteOnlyNote row={row} />
      </th>
      <td className={cell}>
        <SetUpCosts row={row} />
      </td>
      {embroideryBands.map((band) => (
        <td key={band} className={`${cell} font-semibold whitespace-nowrap text-slate-900`}>
          <DecorationPrice pence={row.prices[band]} />
        </td>
      ))}
      {actions !== undefined && <td className={cell}>{actions}</td>}
    </TableRow>
  );
}

export function EmbroideryPriceTable({
  rows,
  renderRow = (row) => <EmbroideryPriceTableRow key={row.id} row={row} />,
  actionsTitle,
}: {
  rows: EmbroideryPriceRow[];
  renderRow?: (row: EmbroideryPriceRow) => ReactNode;
  /** The title of the extra last column, when the rows bring actions. */
  actionsTitle?: string;
}) {
  return (
    <Table>
      <caption className="sr-only">
        Embroidery prices per item by design size and quantity, excluding VAT
      </caption>
      <TableHead>
        <tr>
          <TableHeaderCell scope="col" rowSpan={2} className="px-3 align-bottom sm:px-4">
            Design size
          </TableHeaderCell>
          <TableHeaderCell scope="col" rowSpan={2} className="px-3 align-bottom sm:px-4">
            Set-up cost
          </TableHeaderCell>
          <TableHeaderCell
            scope="colgroup"
            colSpan={embroideryBands.length}
            className="border-b border-white/15 px-3 pb-2 text-center sm:px-4"
          >
            Price per item by quantity (ex VAT)
          </TableHeaderCell>
          {actionsTitle && (
            <TableHeaderCell scope="col" rowSpan={2} className="px-3 align-bottom sm:px-4">
              {actionsTitle}
            </TableHeaderCell>
          )}
        </tr>
        <tr>
          {embroideryBands.map((band) => (
            <TableHeaderCell key={band} scope="col" className="px-3 pt-2 sm:px-4">
              {band}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <tbody>{rows.map(renderRow)}</tbody>
    </Table>
  );
}

/**
 * The same prices turned on their side for phones: a column per size category and a row per
 * band, so every price fits a 390px screen without scrolling. Read-only (editing is on desktop).
 */
export function EmbroideryPriceTableCompact({ rows }: { rows: EmbroideryPriceRow[] }) {
  return (
    <Table>
      <caption className="sr-only">
        Embroidery prices per item by quantity and design size, excluding VAT
      </caption>
      <TableHead>
        <tr>
          <TableHeaderCell scope="col" className="px-3 align-bottom">
            Quantity
          </TableHeaderCell>
          {rows.map((row) => (
            <TableHeaderCell
              key={row.id}
              scope="col"
              className="px-3 align-bottom whitespace-normal"
            >
              {row.sizeCategory}
              {row.sizeDescription && (
                <span className="block text-xs font-normal text-brand-100">
                  {row.sizeDescription}
                </span>
              )}
              <QuoteOnlyNote row={row} />
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <tbody>
        <TableRow>
          <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
            Set-up
          </th>
          {rows.map((row) => (
            <td key={row.id} className={cell}>
              <SetUpCosts row={row} isNarrow />
            </td>
          ))}
        </TableRow>
        {embroideryBands.map((band) => (
          <TableRow key={band}>
            <th
              scope="row"
              className={`${cell} text-left font-semibold whitespace-nowrap text-slate-900`}
            >
              {band}
            </th>
            {rows.map((row) => (
              <td key={row.id} className={`${cell} font-semibold text-slate-900`}>
                <DecorationPrice pence={row.prices[band]} />
              </td>
            ))}
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}
