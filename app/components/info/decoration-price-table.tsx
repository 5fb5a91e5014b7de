import { formatPence } from "#core/money/money.ts";
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "#app/components/ui/table.tsx";

import type { DecorationTier } from "#server/pricing/pricing.server.ts";

/** Per-item decoration price by quantity; a null price reads "Price on application". */
export function DecorationPriceTable({ caption, tiers }: { caption: string; tiers: DecorationTier[] }) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <tr>
          <TableHeaderCell scope="col" className="px-3 sm:px-4">
            Quantity
          </TableHeaderCell>
          <TableHeaderCell scope="col" className="px-3 whitespace-normal sm:px-4">
            Per item (ex VAT)
          </TableHeaderCell>
        </tr>
      </TableHead>
      <tbody>
        {tiers.map((tier) => (
          <TableRow key={tier.band}>
            <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 sm:px-4">
              {tier.band}
            </th>
            <TableCell className="px-3 font-semibold whitespace-normal text-slate-900 sm:px-4">
              {tier.unitPence === null ? "Price on application" : formatPence(tier.unitPence)}
            </TableCell>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}
