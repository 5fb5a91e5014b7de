import { formatPence } from "#core/money/money.ts";
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "#app/components/ui/table.tsx";

// DESIGN §3.3: the standard decoration tiers, ex VAT, for the bulk orders summary. The live,
// editable tables are on /pricing; keep these in step with the demo data there.

type Tier = { band: string; unitPence: number | null };

export const embroideryTiers: Tier[] = [
  { band: "1-5", unitPence: 595 },
  { band: "6-49", unitPence: 350 },
  { band: "50-99", unitPence: 190 },
  { band: "100-199", unitPence: 165 },
  { band: "200-499", unitPence: 145 },
  { band: "500+", unitPence: null },
];

export const printTiers: Tier[] = [
  { band: "1-5", unitPence: 595 },
  { band: "6-24", unitPence: 295 },
  { band: "25-49", unitPence: 195 },
  { band: "50-499", unitPence: 160 },
  { band: "500+", unitPence: null },
];

export const embroiderySetUpPence = 995;
export const printSetUpPence = 595;

/** Per-item decoration price by quantity; a null price reads "Price on application". */
export function DecorationPriceTable({ caption, tiers }: { caption: string; tiers: Tier[] }) {
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
