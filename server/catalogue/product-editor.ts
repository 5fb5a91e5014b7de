import { asc, eq } from "drizzle-orm";
import {
  defaultOption,
  type ProductInput,
  type ProductStatus,
} from "#core/catalogue/product-input.ts";
import type { InventoryPolicy } from "#core/catalogue/stock.ts";
import { etagOf } from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  collections,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";

// Issue 11.2: a product as the back office's editor shows it. Prices are pence (the form shows
// pounds); a product without options of its own (Shopify's "Title: Default Title") has none here.

export type EditorVariant = {
  id: number;
  optionValues: string[];
  sku: string;
  barcode: string;
  pricePence: number;
  compareAtPricePence: number | null;
  weightGrams: number | null;
  inventoryTracked: boolean;
  inventoryQuantity: number;
  inventoryPolicy: InventoryPolicy;
  imageId: number | null;
};

export type EditorProduct = {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  status: ProductStatus;
  seoTitle: string;
  seoDescription: string;
  collectionIds: number[];
  options: { name: string; values: string[] }[];
  variants: EditorVariant[];
  images: { id: number; url: string; altText: string }[];
  updatedAt: string;
  etag: string;
};

export type CollectionChoice = { id: number; title: string; handle: string };

/** The version an edit is made against: every save moves updated_at. */
export function productEtag(id: number, updatedAt: Date): string {
  return etagOf("product", id, [updatedAt.toISOString()]);
}

/** Whether stored options are Shopify's stand-in for "no options". */
export function isDefaultOnly(options: readonly { name: string; values: readonly string[] }[]) {
  return (
    options.length === 1 &&
    options[0]!.name === defaultOption.name &&
    options[0]!.values.length === 1 &&
    options[0]!.values[0] === defaultOption.value
  );
}

type ProductRow = typeof products.$inferSelect;

/** A product's rows (its options, variants and images in order) in the editor's shape. */
export function editorProductOf(
  product: ProductRow,
  {
    options,
    variants,
    images,
    memberships,
  }: {
    options: { name: string; values: string[] }[];
    variants: (typeof productVariants.$inferSelect)[];
    images: { id: number; url: string; altText: string | null }[];
    memberships: { collectionId: number }[];
  },
): EditorProduct {
  const stored = options.map(({ name, values }) => ({ name, values }));
  const ownOptions = isDefaultOnly(stored) ? [] : stored;
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    status: product.status,
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
    collectionIds: memberships.map((row) => row.collectionId),
    options: ownOptions,
    variants: variants.map((variant) => ({
      id: variant.id,
      optionValues: ownOptions.map(
        (option) =>
          variant.selectedOptions.find((selected) => selected.name === option.name)?.value ?? "",
      ),
      sku: variant.sku,
      barcode: variant.barcode,
      pricePence: variant.pricePence,
      compareAtPricePence: variant.compareAtPricePence,
      weightGrams: variant.weightGrams,
      inventoryTracked: variant.inventoryTracked,
      inventoryQuantity: variant.inventoryQuantity,
      inventoryPolicy: variant.inventoryPolicy,
      imageId: variant.imageId,
    })),
    images: images.map(({ id, url, altText }) => ({ id, url, altText: altText ?? "" })),
    updatedAt: product.updatedAt.toISOString(),
    etag: productEtag(product.id, product.updatedAt),
  };
}

export async function getEditorProduct(db: Db, id: number): Promise<EditorProduct | null> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  // One statement after another, not together: a save reads the product inside its transaction,
  // whose one connection takes one statement at a time (pg 9 refuses a second one meanwhile).
  const options = await db
    .select({ name: productOptions.name, values: productOptions.values })
    .from(productOptions)
    .where(eq(productOptions.productId, id))
    .orderBy(asc(productOptions.position));
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position));
  const images = await db
    .select({ id: productImages.id, url: productImages.url, altText: productImages.altText })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const memberships = await db
    .select({ collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, id));
  return editorProductOf(product, { options, variants, images, memberships });
}

/** The shop's collections, for the editor's picker. */
export async function listCollectionChoices(db: Db): Promise<CollectionChoice[]> {
  return db
    .select({ id: collections.id, title: collections.title, handle: collections.handle })
    .from(collections)
    .orderBy(asc(collections.title));
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The product as the editor's form sends it back unchanged: pounds as text, stock as loaded. */
export function editorInputOf(product: EditorProduct): ProductInput {
  return {
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    status: product.status,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    collectionIds: product.collectionIds,
    images: product.images.map(({ id, altText }) => ({ id, altText })),
    options: product.options,
    variants: product.variants.map(({ pricePence, compareAtPricePence, ...variant }) => ({
      ...variant,
      price: pounds(pricePence),
      compareAtPrice: compareAtPricePence === null ? null : pounds(compareAtPricePence),
      inventoryQuantityLoaded: variant.inventoryQuantity,
    })),
  };
}
