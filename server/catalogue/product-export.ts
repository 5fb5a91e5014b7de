import { penceToPounds } from "#core/money/money.ts";
import { productStockSummary } from "#core/catalogue/product-stock.ts";
import type { ProductListRow } from "./product-list-queries.ts";

// Issue 11.1: the Products list as CSV — the rows the admin is looking at (search, filters and
// sort), every page of them, in the columns a buyer or a supplier would reorder from. Written out
// by server/admin/admin-csv.ts (quoted cells, formula-safe, BOM added by the route).

const stockLabels = { in: "In stock", low: "Low stock", out: "Out of stock" } as const;
const statusLabels = { draft: "Draft", active: "Active", archived: "Archived" } as const;

export const productExportHeaders = [
  "Product ID",
  "Title",
  "Handle",
  "Status",
  "Vendor",
  "Type",
  "Tags",
  "Variants",
  "Stock",
  "Stock summary",
  "Units in stock (tracked)",
  "Sizes out of stock",
  "Sizes low",
  "Price from ex VAT (GBP)",
  "Price to ex VAT (GBP)",
  "Updated",
] as const;

export function productExportTable(rows: ProductListRow[]) {
  return {
    headers: [...productExportHeaders],
    rows: rows.map((row) => [
      row.id,
      row.title,
      row.handle,
      statusLabels[row.status],
      row.vendor,
      row.productType,
      row.tags.join(", "),
      row.variantCount,
      stockLabels[row.stockLevel],
      productStockSummary(row).line,
      row.trackedCount === 0 ? "" : row.trackedUnits,
      row.outCount,
      row.lowCount,
      row.minPricePence === null ? "" : penceToPounds(row.minPricePence),
      row.maxPricePence === null ? "" : penceToPounds(row.maxPricePence),
      row.updatedAt.slice(0, 16).replace("T", " "),
    ]),
  };
}
