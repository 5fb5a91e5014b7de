import type { z } from "zod";
import {
  columnLabel,
  optionNameFields,
  optionValueFields,
  type ShopifyCsvColumns,
  type ShopifyCsvField,
} from "#core/catalogue/shopify-csv.ts";
import type { ImportProblem } from "./csv-map.ts";

// Issue 11.5: a refusal of the product schema (or of the save) named as the owner sees the file:
// "line 14, Variant Price: …". The schema speaks of the product's fields (variants.3.price); the
// file's line and column are found from the variant's row and the header.

const productFields: Record<string, ShopifyCsvField> = {
  title: "title",
  handle: "handle",
  descriptionHtml: "body",
  vendor: "vendor",
  productType: "type",
  tags: "tags",
  status: "status",
  seoTitle: "seoTitle",
  seoDescription: "seoDescription",
};

const variantFields: Record<string, ShopifyCsvField> = {
  sku: "sku",
  barcode: "barcode",
  price: "price",
  compareAtPrice: "compareAtPrice",
  weightGrams: "grams",
  inventoryQuantity: "inventoryQty",
  inventoryPolicy: "inventoryPolicy",
  optionValues: "option1Value",
  imageId: "variantImage",
};

export type ProblemPlace = {
  columns: ShopifyCsvColumns;
  /** The line of the product's row. */
  productLine: number;
  /** The line of each variant, in the order of the product's variants. */
  lines: readonly number[];
};

/** The file's line and column for a field path of the product schema (or a save's refusal). */
export function placeOf(path: readonly PropertyKey[], place: ProblemPlace) {
  const { columns, productLine, lines } = place;
  const [first, index, field, valueIndex] = path;
  if (first === "variants" && typeof index === "number") {
    let column: ShopifyCsvField = variantFields[String(field)] ?? "sku";
    if (field === "optionValues" && typeof valueIndex === "number")
      column = optionValueFields[valueIndex] ?? "option1Value";
    return { line: lines[index] ?? productLine, column: columnLabel(columns, column) };
  }
  if (first === "options" && typeof index === "number") {
    const column = field === "values" ? optionValueFields[index] : optionNameFields[index];
    return { line: productLine, column: columnLabel(columns, column ?? "option1Name") };
  }
  if (first === "options" || first === "variants")
    return { line: productLine, column: columnLabel(columns, "option1Value") };
  return {
    line: productLine,
    column: columnLabel(columns, productFields[String(first)] ?? "handle"),
  };
}

export function issueProblem(issue: z.core.$ZodIssue, place: ProblemPlace): ImportProblem {
  return { ...placeOf(issue.path, place), message: issue.message };
}

/** A save's refusal ({ error, field: "variants.3.sku" }) as a problem of the file. */
export function refusalProblem(
  refusal: { error: string; field?: string },
  place: ProblemPlace,
): ImportProblem {
  const path = (refusal.field ?? "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { ...placeOf(path, place), message: refusal.error };
}
