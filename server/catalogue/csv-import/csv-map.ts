import { handleFromTitle } from "#core/catalogue/product-input.ts";
import {
  cellText,
  columnLabel,
  optionValueFields,
  type ShopifyCsvColumns,
  type ShopifyCsvField,
} from "#core/catalogue/shopify-csv.ts";
import type { CsvRecord } from "./csv-read.ts";

// Issue 11.5: the file's rows grouped into products as Shopify groups them: every row with the
// same Handle belongs to one product (the first carries the product's fields, the others add
// variants and images). A row with a variant's data (option values, SKU, price) is a variant; a
// row with only an Image Src adds a picture. In the newest template a row may leave the handle
// out when it has a title: the handle is then made from the title, as Shopify does.

export type ImportProblem = { line: number | null; column: string | null; message: string };

export type FileRow = { line: number; cell: (field: ShopifyCsvField) => string };

export type FileProduct = {
  /** The handle as the file has it, lower-cased: the product's key. */
  handle: string;
  rows: FileRow[];
  /** The row with the product's fields: the first with a title, else the first. */
  productRow: FileRow;
  variantRows: FileRow[];
};

export type MappedFile = {
  products: FileProduct[];
  /** Rows that belong to no product (no handle and no title). */
  problems: ImportProblem[];
  /** Data rows in the file (the header not counted). */
  totalRows: number;
};

const variantFields: ShopifyCsvField[] = [
  ...optionValueFields,
  "sku",
  "price",
  "compareAtPrice",
  "barcode",
  "grams",
  "inventoryQty",
];

export function rowOf(record: CsvRecord, columns: ShopifyCsvColumns): FileRow {
  return {
    line: record.line,
    cell: (field) => {
      const at = columns.index[field];
      return at === undefined ? "" : cellText(record.cells[at]);
    },
  };
}

/** Whether the row describes a variant (not only an image, or nothing). */
export const isVariantRow = (row: FileRow) => variantFields.some((field) => row.cell(field) !== "");

/** Groups the records after the header into products, in the order their handles first appear. */
export async function mapRecords(
  records: AsyncIterable<CsvRecord>,
  columns: ShopifyCsvColumns,
): Promise<MappedFile> {
  const byHandle = new Map<string, FileRow[]>();
  const problems: ImportProblem[] = [];
  let totalRows = 0;
  for await (const record of records) {
    totalRows += 1;
    const row = rowOf(record, columns);
    const title = row.cell("title");
    const handle = (row.cell("handle") || (title ? handleFromTitle(title) : "")).toLowerCase();
    if (!handle) {
      problems.push({
        line: row.line,
        column: columnLabel(columns, "handle"),
        message: "Give every row its product's handle",
      });
      continue;
    }
    const rows = byHandle.get(handle);
    if (rows) rows.push(row);
    else byHandle.set(handle, [row]);
  }
  const products = [...byHandle].map(([handle, rows]) => ({
    handle,
    rows,
    productRow: rows.find((row) => row.cell("title") !== "") ?? rows[0]!,
    variantRows: rows.filter(isVariantRow),
  }));
  return { products, problems, totalRows };
}
