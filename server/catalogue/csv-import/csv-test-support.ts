import { stringify } from "csv-stringify/sync";

// Test support for the product CSV import: small Shopify files written for the tests, in the
// older template and in the one with "Linked To" columns.

export const olderHeader = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
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
  "Status",
] as const;

type Column = (typeof olderHeader)[number];
export type SampleRow = Partial<Record<Column | string, string>>;

/** A CSV with these columns and rows (cells by header; missing ones blank). */
export function csvOf(
  header: readonly string[],
  rows: readonly SampleRow[],
  options: { delimiter?: string; bom?: boolean } = {},
): string {
  const text = stringify([[...header], ...rows.map((row) => header.map((h) => row[h] ?? ""))], {
    delimiter: options.delimiter ?? ",",
    record_delimiter: "\r\n",
  });
  return options.bom ? `\uFEFF${text}` : text;
}

const poloVariant = (colour: string, size: string, quantity: string): SampleRow => ({
  Handle: "site-polo",
  "Option1 Value": colour,
  "Option2 Value": size,
  "Variant SKU": `SP-${colour.toUpperCase()}-${size}`,
  "Variant Grams": "220",
  "Variant Inventory Tracker": "shopify",
  "Variant Inventory Qty": quantity,
  "Variant Inventory Policy": "deny",
  "Variant Fulfillment Service": "manual",
  "Variant Price": "12.50",
  "Variant Requires Shipping": "TRUE",
  "Variant Taxable": "TRUE",
});

/** A polo in 2 colours × 2 sizes with two pictures, and a beanie without options. */
export function sampleRows(): SampleRow[] {
  return [
    {
      ...poloVariant("Navy", "M", "10"),
      Title: "Site Polo",
      "Body (HTML)": "<p>Breathable <strong>pique</strong> polo.</p>",
      Vendor: "Tradewear",
      Type: "Polo Shirts",
      Tags: "polo, embroidery",
      Published: "TRUE",
      "Option1 Name": "Colour",
      "Option2 Name": "Size",
      "Variant Compare At Price": "15.00",
      "Image Src": "https://cdn.example.com/polo-navy.jpg",
      "Image Position": "1",
      "Image Alt Text": "Navy polo",
      "SEO Title": "Site Polo | Tradewear",
      "SEO Description": "A polo for site work",
      "Variant Image": "https://cdn.example.com/polo-navy.jpg",
      Status: "active",
    },
    poloVariant("Navy", "L", "4"),
    {
      ...poloVariant("Black", "M", "0"),
      "Image Src": "https://cdn.example.com/polo-black.jpg",
      "Image Position": "2",
      "Image Alt Text": "Black polo",
      "Variant Image": "https://cdn.example.com/polo-black.jpg",
    },
    { ...poloVariant("Black", "L", "2"), "Variant Inventory Policy": "continue" },
    {
      Handle: "thermal-beanie",
      Title: "Thermal Beanie",
      "Body (HTML)": "Warm,\nwith a fold-up cuff.",
      Vendor: "Beechfield",
      Type: "Headwear",
      Tags: "",
      Published: "FALSE",
      "Option1 Name": "Title",
      "Option1 Value": "Default Title",
      "Variant SKU": "BEANIE-1",
      "Variant Price": "4.50",
      "Variant Inventory Tracker": "",
      "Variant Inventory Qty": "0",
      "Variant Inventory Policy": "deny",
    },
  ];
}

export const sampleCsv = (options?: { delimiter?: string; bom?: boolean }) =>
  csvOf(olderHeader, sampleRows(), options);
