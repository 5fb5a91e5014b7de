import type { ProductInput } from "#core/catalogue/product-input.ts";
import {
  isDefaultTitleOption,
  optionNameFields,
  optionValueFields,
  parseCsvInventoryPolicy,
  parseCsvPrice,
  parseCsvWholeNumber,
} from "#core/catalogue/shopify-csv.ts";
import type { EditorProduct, EditorVariant } from "../product-editor.ts";
import type { Reader } from "./csv-cell-reader.ts";
import type { FileProduct, FileRow } from "./csv-map.ts";

// Issue 11.5: a product CSV's variants, for the plan (csv-plan.ts): the options the file names,
// its variant rows paired with the product's variants (by SKU, then by options), and each one
// turned into what the product editor would send. Prices are in pounds, as the editor's form.

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The product's options as the file names them: [] for Shopify's "Title: Default Title". */
export function optionNamesOf(product: FileProduct): string[] {
  const names = optionNameFields.map(
    (field) => product.rows.find((row) => row.cell(field) !== "")?.cell(field) ?? "",
  );
  let count = 0;
  optionNameFields.forEach((_, at) => {
    const used =
      names[at] !== "" ||
      product.variantRows.some((row) => row.cell(optionValueFields[at]!) !== "");
    if (used) count = at + 1;
  });
  const only = names.slice(0, count);
  const isDefault =
    count === 1 &&
    product.variantRows.every((row) =>
      only[0]
        ? isDefaultTitleOption(only[0], row.cell("option1Value"))
        : row.cell("option1Value").toLowerCase() === "default title",
    );
  return isDefault ? [] : only;
}

export type FileVariant = {
  row: FileRow;
  optionValues: string[] | null;
  match: EditorVariant | null;
};

/** Pairs the file's variant rows with the product's variants: by SKU first, then by options. */
export function matchVariants(fileVariants: FileVariant[], existing: EditorProduct | null) {
  const remaining = new Set(existing?.variants ?? []);
  const take = (found: EditorVariant | undefined) => {
    if (found) remaining.delete(found);
    return found ?? null;
  };
  for (const variant of fileVariants) {
    const sku = variant.row.cell("sku");
    if (!sku) continue;
    const lower = sku.toLowerCase();
    variant.match =
      take([...remaining].find((stored) => stored.sku === sku)) ??
      take(
        [...remaining].find((stored) => stored.sku !== "" && stored.sku.toLowerCase() === lower),
      );
  }
  for (const variant of fileVariants) {
    if (variant.match || variant.optionValues === null) continue;
    const key = JSON.stringify(variant.optionValues);
    variant.match = take(
      [...remaining].find((stored) => JSON.stringify(stored.optionValues) === key),
    );
  }
  return [...remaining];
}

export function variantInputOf(
  variant: FileVariant,
  read: Reader,
  pricesIncludeVat: boolean,
  optionValues: string[],
): NonNullable<ProductInput["variants"]>[number] {
  const { row, match } = variant;
  const has = read.has;
  const price = (field: "price" | "compareAtPrice") =>
    read.parse(row, field, (text) => parseCsvPrice(text, pricesIncludeVat), 0);
  let pricePence = match?.pricePence ?? null;
  if (row.cell("price")) pricePence = price("price");
  if (pricePence === null) {
    read.problem(row.line, "price", "Enter the variant's price");
    pricePence = 0;
  }
  let compareAt = match?.compareAtPricePence ?? null;
  if (has("compareAtPrice"))
    compareAt = row.cell("compareAtPrice") ? price("compareAtPrice") : null;
  let weightGrams = match?.weightGrams ?? null;
  if (has("grams"))
    weightGrams = row.cell("grams")
      ? read.parse(row, "grams", (text) => parseCsvWholeNumber(text, "grams"), 0)
      : null;
  let inventoryQuantity = match?.inventoryQuantity ?? 0;
  if (row.cell("inventoryQty"))
    inventoryQuantity = read.parse(
      row,
      "inventoryQty",
      (text) => parseCsvWholeNumber(text, "items"),
      0,
    );
  return {
    id: match?.id ?? null,
    optionValues,
    sku: has("sku") ? row.cell("sku") : (match?.sku ?? ""),
    barcode: has("barcode") ? row.cell("barcode") : (match?.barcode ?? ""),
    price: pounds(pricePence),
    compareAtPrice: compareAt === null ? null : pounds(compareAt),
    weightGrams,
    // Shopify: "shopify" (or another service) tracks the stock; blank does not.
    inventoryTracked: has("inventoryTracker")
      ? row.cell("inventoryTracker") !== ""
      : (match?.inventoryTracked ?? false),
    inventoryQuantity,
    inventoryPolicy: row.cell("inventoryPolicy")
      ? read.parse(row, "inventoryPolicy", parseCsvInventoryPolicy, "deny")
      : (match?.inventoryPolicy ?? "deny"),
  };
}

export function keptVariantInput(
  variant: EditorVariant,
): NonNullable<ProductInput["variants"]>[number] {
  const { pricePence, compareAtPricePence, imageId: _imageId, ...rest } = variant;
  return {
    ...rest,
    price: pounds(pricePence),
    compareAtPrice: compareAtPricePence === null ? null : pounds(compareAtPricePence),
  };
}
