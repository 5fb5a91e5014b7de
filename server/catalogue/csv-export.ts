import { asc, gt } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { defaultOption } from "#core/catalogue/product-input.ts";
import { shopifyExportHeaders } from "#core/catalogue/shopify-csv.ts";
import type { Db } from "#server/db/client.ts";
import { products } from "#server/db/schema/index.ts";
import { loadProductsByHandle } from "./csv-import/csv-existing.ts";
import type { EditorProduct } from "./product-editor.ts";

// Issue 11.5: the whole catalogue as Shopify's product CSV (the template with "Linked To"
// columns), in the layout Shopify exports: a product's first row carries its fields, its first
// variant and first picture; each further row a variant and/or a picture. Importing the file
// (here or into Shopify) gives the same catalogue back; prices are pounds ex VAT. Written with a
// byte-order mark so Excel reads the UTF-8, 200 products at a time so the catalogue is never held
// whole. A text cell starting with = + - @ gets a leading ' (a spreadsheet then never runs it as a
// formula); the import takes that apostrophe off again.

const pageSize = 200;

type Row = Record<(typeof shopifyExportHeaders)[number], string>;

const formulaSafe = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
const pounds = (pence: number | null) => (pence === null ? "" : (pence / 100).toFixed(2));

function rowsOf(product: EditorProduct, shopOrigin: string): string[][] {
  const absolute = (url: string) => (url.startsWith("/") ? `${shopOrigin}${url}` : url);
  const imageUrl = new Map(product.images.map((image) => [image.id, absolute(image.url)]));
  const options =
    product.options.length > 0
      ? product.options
      : [{ name: defaultOption.name, values: [defaultOption.value] }];
  const count = Math.max(product.variants.length, product.images.length, 1);
  const rows: string[][] = [];
  for (let at = 0; at < count; at += 1) {
    const row: Partial<Row> = { Handle: product.handle };
    if (at === 0)
      Object.assign(row, {
        Title: product.title,
        "Body (HTML)": product.descriptionHtml,
        Vendor: product.vendor,
        Type: product.productType,
        Tags: product.tags.join(", "),
        Published: product.status === "active" ? "TRUE" : "FALSE",
        "Option1 Name": options[0]?.name ?? "",
        "Option2 Name": options[1]?.name ?? "",
        "Option3 Name": options[2]?.name ?? "",
        "Gift Card": "FALSE",
        "SEO Title": product.seoTitle,
        "SEO Description": product.seoDescription,
        Status: product.status,
      } satisfies Partial<Row>);
    const variant = product.variants[at];
    if (variant) {
      const values = product.options.length > 0 ? variant.optionValues : [defaultOption.value];
      Object.assign(row, {
        "Option1 Value": values[0] ?? "",
        "Option2 Value": values[1] ?? "",
        "Option3 Value": values[2] ?? "",
        "Variant SKU": variant.sku,
        "Variant Grams": variant.weightGrams === null ? "" : String(variant.weightGrams),
        "Variant Inventory Tracker": variant.inventoryTracked ? "shopify" : "",
        "Variant Inventory Qty": String(variant.inventoryQuantity),
        "Variant Inventory Policy": variant.inventoryPolicy,
        "Variant Fulfillment Service": "manual",
        "Variant Price": pounds(variant.pricePence),
        "Variant Compare At Price": pounds(variant.compareAtPricePence),
        "Variant Requires Shipping": "TRUE",
        "Variant Taxable": "TRUE",
        "Variant Barcode": variant.barcode,
        "Variant Image": variant.imageId ? (imageUrl.get(variant.imageId) ?? "") : "",
        "Variant Weight Unit": "g",
      } satisfies Partial<Row>);
    }
    const image = product.images[at];
    if (image)
      Object.assign(row, {
        "Image Src": absolute(image.url),
        "Image Position": String(at + 1),
        "Image Alt Text": image.altText,
      } satisfies Partial<Row>);
    const numeric = new Set(["Variant Inventory Qty", "Variant Grams", "Image Position"]);
    rows.push(
      shopifyExportHeaders.map((header) => {
        const value = row[header] ?? "";
        return numeric.has(header) ? value : formulaSafe(value);
      }),
    );
  }
  return rows;
}

/** The next products after `afterId`, in id order, as the editor reads them. */
async function pageAfter(db: Db, afterId: number): Promise<EditorProduct[]> {
  const page = await db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(pageSize);
  if (page.length === 0) return [];
  const loaded = await loadProductsByHandle(
    db,
    page.map((row) => row.handle),
  );
  return page.flatMap((row) => loaded.get(row.handle) ?? []);
}

/** The catalogue as Shopify's product CSV, streamed (UTF-8 with a byte-order mark). */
export function exportCatalogueCsv(
  db: Db,
  options: { shopOrigin: string },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let isHeaderSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([[...shopifyExportHeaders]])}`));
        return;
      }
      const page = await pageAfter(db, afterId);
      if (page.length === 0) {
        controller.close();
        return;
      }
      afterId = page[page.length - 1]!.id;
      const rows = page.flatMap((product) => rowsOf(product, options.shopOrigin));
      controller.enqueue(encoder.encode(stringify(rows)));
    },
  });
}
