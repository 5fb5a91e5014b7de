import { maxProductPricePence, type ProductStatus } from "./product-input.ts";
import type { InventoryPolicy } from "./stock.ts";

// Issue 11.5: Shopify's product CSV, as Shopify's help page "Using CSV files to import and export
// products" describes it. Three layouts are in use: the older template (Handle, Title, Body (HTML),
// …, Variant SKU, Variant Price, Image Src, …, Status), the same with "Option1 Linked To" columns
// (2024), and the newest, which renames most columns ("URL handle", "Description", "SKU", "Price",
// "Product image URL", …). Columns are matched by name, in any order and any case; the ones this
// shop keeps nothing for (Product Category, Gift Card, Google Shopping / …, metafields) and unknown
// ones are left out. Money in the file is pounds; inside the shop it is integer pence (DESIGN §3).

/** The fields this shop reads from a product CSV, each with its header names across the templates. */
export const shopifyCsvFields = {
  handle: ["Handle", "URL handle"],
  title: ["Title"],
  body: ["Body (HTML)", "Description"],
  vendor: ["Vendor"],
  type: ["Type"],
  tags: ["Tags"],
  published: ["Published", "Published on online store"],
  status: ["Status"],
  option1Name: ["Option1 Name"],
  option1Value: ["Option1 Value"],
  option2Name: ["Option2 Name"],
  option2Value: ["Option2 Value"],
  option3Name: ["Option3 Name"],
  option3Value: ["Option3 Value"],
  sku: ["Variant SKU", "SKU"],
  grams: ["Variant Grams", "Weight value (grams)"],
  inventoryTracker: ["Variant Inventory Tracker", "Inventory tracker"],
  inventoryQty: ["Variant Inventory Qty", "Inventory quantity"],
  inventoryPolicy: ["Variant Inventory Policy", "Continue selling when out of stock"],
  price: ["Variant Price", "Price"],
  compareAtPrice: ["Variant Compare At Price", "Compare-at price"],
  barcode: ["Variant Barcode", "Barcode"],
  imageSrc: ["Image Src", "Product image URL"],
  imagePosition: ["Image Position"],
  imageAlt: ["Image Alt Text"],
  seoTitle: ["SEO Title"],
  seoDescription: ["SEO Description"],
  variantImage: ["Variant Image", "Variant image URL"],
} as const;

export type ShopifyCsvField = keyof typeof shopifyCsvFields;

export const optionNameFields = ["option1Name", "option2Name", "option3Name"] as const;
export const optionValueFields = ["option1Value", "option2Value", "option3Value"] as const;

/** How a header is compared: any case, runs of spaces as one. */
export const headerKey = (header: string) => header.trim().replace(/\s+/g, " ").toLowerCase();

const fieldByHeader = new Map<string, ShopifyCsvField>(
  Object.entries(shopifyCsvFields).flatMap(([field, headers]) =>
    headers.map((header) => [headerKey(header), field as ShopifyCsvField] as const),
  ),
);

/** The file's columns: where each field is (the first column of that name wins) and what is left out. */
export type ShopifyCsvColumns = {
  /** Column index of each field the file has. */
  index: Partial<Record<ShopifyCsvField, number>>;
  /** The header as the file spells it, for messages ("line 14, Variant Price: …"). */
  label: Partial<Record<ShopifyCsvField, string>>;
  /** Headers this shop does not read: known Shopify columns it keeps nothing for, and unknown ones. */
  ignored: string[];
};

export function mapShopifyCsvHeader(headers: readonly string[]): ShopifyCsvColumns {
  const columns: ShopifyCsvColumns = { index: {}, label: {}, ignored: [] };
  headers.forEach((header, at) => {
    const field = fieldByHeader.get(headerKey(header));
    if (field === undefined || columns.index[field] !== undefined) {
      if (header.trim() !== "") columns.ignored.push(header.trim());
      return;
    }
    columns.index[field] = at;
    columns.label[field] = header.trim();
  });
  return columns;
}

/** The name a field goes by in messages: the file's header, else the older template's. */
export function columnLabel(columns: ShopifyCsvColumns, field: ShopifyCsvField): string {
  return columns.label[field] ?? shopifyCsvFields[field][0];
}

/**
 * The layout this shop exports (Shopify's template with "Linked To" columns), so a file exported
 * here imports into Shopify and back. Columns Shopify expects but this shop keeps nothing for are
 * written with Shopify's defaults.
 */
export const shopifyExportHeaders = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option1 Linked To",
  "Option2 Name",
  "Option2 Value",
  "Option2 Linked To",
  "Option3 Name",
  "Option3 Value",
  "Option3 Linked To",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Variant Weight Unit",
  "Cost per item",
  "Status",
] as const;

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

/**
 * A cell as written, without the apostrophe a spreadsheet export puts before = + - @ to keep a
 * formula from running (server/admin/admin-csv.ts writes them so).
 */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? "").trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/**
 * Pence excluding VAT from a price typed with VAT at 20%: divided by 1.2 and rounded half-up to
 * the penny, in whole numbers (5 × pence / 6, + ½): £12.03 → 1002.5p → £10.03.
 */
export function penceExcludingVat(penceWithVat: number): number {
  return Math.floor((5 * penceWithVat + 3) / 6);
}

/**
 * A price cell to pence ex VAT. Takes "12.50", "£12.50", "1,234.50" and, as Excel writes it where
 * the list separator is ";", "12,50". `includesVat`: the file's prices are with VAT (divided here).
 */
export function parseCsvPrice(raw: string, includesVat: boolean): CellResult<number> {
  const text = raw.replace(/^£\s*/, "").replace(/\s/g, "");
  let plain = text;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) plain = text.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(text)) plain = text.replace(",", ".");
  if (plain.startsWith("-")) return { ok: false, message: `${quoted(raw)} is below zero` };
  if (/^\d+\.\d{3,}$/.test(plain))
    return { ok: false, message: `${quoted(raw)} has more than two decimals (whole pence)` };
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain))
    return { ok: false, message: `${quoted(raw)} is not a price` };
  const [whole = "0", fraction = ""] = plain.split(".");
  const written = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const pence = includesVat ? penceExcludingVat(written) : written;
  if (pence > maxProductPricePence)
    return {
      ok: false,
      message: `${quoted(raw)} is more than £${(maxProductPricePence / 100).toLocaleString("en-GB")}${includesVat ? " before VAT" : ""}`,
    };
  return { ok: true, value: pence };
}

/** A whole number cell ("12", "12.0", "-3"); `what` names it in the message. */
export function parseCsvWholeNumber(raw: string, what: string): CellResult<number> {
  const text = raw.replace(/\s/g, "");
  if (!/^-?\d{1,9}(\.0+)?$/.test(text))
    return { ok: false, message: `${quoted(raw)} is not a whole number of ${what}` };
  return { ok: true, value: Math.trunc(Number(text)) || 0 };
}

const trueWords = new Set(["true", "yes", "y", "1"]);
const falseWords = new Set(["false", "no", "n", "0"]);

export function parseCsvBoolean(raw: string): CellResult<boolean> {
  const word = raw.trim().toLowerCase();
  if (trueWords.has(word)) return { ok: true, value: true };
  if (falseWords.has(word)) return { ok: true, value: false };
  return { ok: false, message: `${quoted(raw)} is not TRUE or FALSE` };
}

export function parseCsvStatus(raw: string): CellResult<ProductStatus> {
  const word = raw.trim().toLowerCase();
  if (word === "active" || word === "draft" || word === "archived")
    return { ok: true, value: word };
  return { ok: false, message: `${quoted(raw)} is not a status: use active, draft or archived` };
}

/** Shopify's "deny" / "continue"; the newest template's yes/no "Continue selling" as well. */
export function parseCsvInventoryPolicy(raw: string): CellResult<InventoryPolicy> {
  const word = raw.trim().toLowerCase();
  if (word === "deny" || falseWords.has(word)) return { ok: true, value: "deny" };
  if (word === "continue" || trueWords.has(word)) return { ok: true, value: "continue" };
  return { ok: false, message: `${quoted(raw)} is not an inventory policy: use deny or continue` };
}

/** "Title: Default Title", Shopify's stand-in for a product without options of its own. */
export function isDefaultTitleOption(name: string, value: string): boolean {
  return (
    name.toLowerCase() === "title" && (value === "" || value.toLowerCase() === "default title")
  );
}
