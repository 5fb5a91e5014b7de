import {
  columnLabel,
  shopifyCsvFields,
  type CellResult,
  type ShopifyCsvColumns,
  type ShopifyCsvField,
} from "#core/catalogue/shopify-csv.ts";
import type { FileRow, ImportProblem } from "./csv-map.ts";

// Issue 11.5: reading a product CSV's cells for the plan (csv-plan.ts): whether the file has a
// column, a cell parsed or its problem noted under the column's own heading.

export type Reader = {
  has: (field: ShopifyCsvField) => boolean;
  /** The cell parsed, or `fallback` (with the problem noted) when it does not parse. */
  parse: <T>(
    row: FileRow,
    field: ShopifyCsvField,
    parser: (text: string) => CellResult<T>,
    fallback: T,
  ) => T;
  problem: (line: number, field: ShopifyCsvField | string, message: string) => void;
};

export function readerOf(columns: ShopifyCsvColumns, problems: ImportProblem[]): Reader {
  const label = (field: ShopifyCsvField | string) =>
    field in shopifyCsvFields ? columnLabel(columns, field as ShopifyCsvField) : field;
  const problem: Reader["problem"] = (line, field, message) =>
    problems.push({ line, column: label(field), message });
  return {
    has: (field) => columns.index[field] !== undefined,
    problem,
    parse(row, field, parser, fallback) {
      const result = parser(row.cell(field));
      if (result.ok) return result.value;
      problem(row.line, field, result.message);
      return fallback;
    },
  };
}
