import type { ReactNode } from "react";
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/utils.ts";

export type SimpleColumn = {
  title: string;
  /** Let the column title wrap on narrow screens (titles stay on one line by default). */
  wrapTitle?: boolean;
  /** Keep the body cells on one line (they wrap by default). */
  nowrap?: boolean;
  /** Emphasise the body cells: darker text in this weight. */
  weight?: "medium" | "semibold";
};

export type SimpleRow = { key: string; cells: ReactNode[] };

const weights = {
  medium: "font-medium text-slate-900",
  semibold: "font-semibold text-slate-900",
};

/**
 * A small data table: a screen-reader caption, a header row of column titles and one row per item.
 * With `rowHeaders`, the first cell of each row is its row header (`<th scope="row">`).
 */
export function SimpleTable({
  caption,
  columns,
  rows,
  rowHeaders = false,
}: {
  caption: string;
  columns: SimpleColumn[];
  rows: SimpleRow[];
  rowHeaders?: boolean;
}) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.title}
              scope="col"
              className={cn("px-3 sm:px-4", column.wrapTitle && "whitespace-normal")}
            >
              {column.title}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <tbody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((content, index) => {
              const column = columns[index];
              const weight = column?.weight && weights[column.weight];
              return rowHeaders && index === 0 ? (
                <th
                  key={index}
                  scope="row"
                  className={cn("px-3 py-2.5 text-left sm:px-4", weight ?? weights.medium)}
                >
                  {content}
                </th>
              ) : (
                <TableCell
                  key={index}
                  className={cn("px-3 sm:px-4", !column?.nowrap && "whitespace-normal", weight)}
                >
                  {content}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}
