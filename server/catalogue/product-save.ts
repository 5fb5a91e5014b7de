import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  defaultOption,
  handleFromTitle,
  productInputSchema,
  type ProductChange,
} from "#core/catalogue/product-input.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import { textOfHtml } from "#core/html/plain-text.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import {
  collectionProducts,
  collections,
  productHandleRedirects,
  productImages,
  productOptions,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { getEditorProduct, productEtag, type EditorProduct } from "./product-editor.ts";

// Issue 11.2: the product editor's save, new or existing, in one transaction with its audit entry.
// Its steps are shared with the product CSV import (csv-import/csv-write.ts), which sets stock.
// Existing variants keep their ids (orders, baskets and custom prices point at them) through
// renamed and reordered option values; variants left out are removed. A new handle leaves the old
// one as a redirect. Stock moves by what the editor changed, so items sold while the form was open
// are not put back. The catalogue triggers tell every instance to drop its caches (DESIGN §8).

type Done<T> = { ok: true; value: T } | Failure;
type Saved = { id: number; handle: string; etag: string };

const fail = (status: 400 | 404 | 409, error: string, field?: string): Failure =>
  field === undefined ? { ok: false, status, error } : { ok: false, status, error, field };

/** A save refused part-way (thrown inside the transaction, answered with its failure). */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}

export const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
  const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
  return code === "23505" && (name === undefined || name === constraint);
};

/** A free handle: the one asked for, else (when made from the title) with -2, -3, … added. */
async function chooseHandle(tx: Db, input: ProductChange, productId: number | null) {
  const wanted = input.handle || handleFromTitle(input.title);
  const taken = async (handle: string) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        productId === null
          ? eq(products.handle, handle)
          : and(eq(products.handle, handle), ne(products.id, productId)),
      );
    return row !== undefined;
  };
  if (!(await taken(wanted))) return wanted;
  if (input.handle)
    throw new Refusal(fail(409, "Another product already uses this handle", "handle"));
  for (let suffix = 2; suffix < 1000; suffix++) {
    const candidate = `${wanted.slice(0, 240)}-${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Refusal(fail(409, "Choose a handle for this product", "handle"));
}

/** Refuses (throws Refusal) collections, variants, images or SKUs the product cannot have. */
export async function checkReferences(tx: Db, input: ProductChange, productId: number | null) {
  if (input.collectionIds.length > 0) {
    const found = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(inArray(collections.id, input.collectionIds));
    const known = new Set(found.map((row) => row.id));
    const missing = input.collectionIds.findIndex((id) => !known.has(id));
    if (missing >= 0)
      throw new Refusal(fail(400, "This collection no longer exists", `collectionIds.${missing}`));
  }
  const ownVariants =
    productId === null
      ? []
      : await tx
          .select({ id: productVariants.id, quantity: productVariants.inventoryQuantity })
          .from(productVariants)
          .where(eq(productVariants.productId, productId));
  const ownImages =
    productId === null
      ? []
      : await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, productId));
  const variantIds = new Set(ownVariants.map((row) => row.id));
  const imageIds = new Set(ownImages.map((row) => row.id));
  const notOurs = (ids: number[], field: string) => {
    const index = ids.findIndex((id) => !imageIds.has(id));
    if (index >= 0)
      throw new Refusal(
        fail(400, "This picture is not one of this product's", `${field}.${index}`),
      );
  };
  notOurs(
    input.images.map((image) => image.id),
    "images",
  );
  notOurs(input.removedImageIds, "removedImageIds");
  const removed = new Set(input.removedImageIds);
  input.variants.forEach((variant, index) => {
    if (variant.imageId && removed.has(variant.imageId)) variant.imageId = null;
    if (variant.id && !variantIds.has(variant.id))
      throw new Refusal(
        fail(400, "This variant is not one of this product's", `variants.${index}.id`),
      );
    if (variant.imageId && !imageIds.has(variant.imageId))
      throw new Refusal(
        fail(400, "Choose one of this product's images", `variants.${index}.imageId`),
      );
  });
  const skus = input.variants.map((variant) => variant.sku).filter((sku) => sku !== "");
  if (skus.length > 0) {
    const clashes = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          inArray(productVariants.sku, skus),
          productId === null ? undefined : ne(productVariants.productId, productId),
        ),
      );
    if (clashes.length > 0) {
      const index = input.variants.findIndex((variant) => variant.sku === clashes[0]!.sku);
      throw new Refusal(
        fail(
          409,
          `SKU ${clashes[0]!.sku} is already used by another product`,
          `variants.${index}.sku`,
        ),
      );
    }
  }
  return new Map(ownVariants.map((row) => [row.id, row.quantity]));
}

export function productValues(input: ProductChange, handle: string) {
  const descriptionHtml = sanitiseHtml(input.descriptionHtml);
  return {
    title: input.title,
    handle,
    descriptionHtml,
    description: textOfHtml(descriptionHtml),
    vendor: input.vendor,
    productType: input.productType,
    tags: [...new Set(input.tags)],
    status: input.status,
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    updatedAt: new Date(),
  };
}

export async function writeOptionsAndVariants(
  tx: Db,
  productId: number,
  input: ProductChange,
  storedQuantities: Map<number, number>,
) {
  const options =
    input.options.length > 0
      ? input.options
      : [{ name: defaultOption.name, values: [defaultOption.value] }];
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  await tx
    .insert(productOptions)
    .values(options.map((option, index) => ({ productId, ...option, position: index + 1 })));

  const kept = input.variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  const removed = [...storedQuantities.keys()].filter((id) => !kept.includes(id));
  if (removed.length > 0)
    await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  // Positions are unique per product: park the kept ones out of the way before renumbering.
  await tx
    .update(productVariants)
    .set({ position: sql`-${productVariants.id}` })
    .where(eq(productVariants.productId, productId));

  const inserts = [];
  for (const [index, variant] of input.variants.entries()) {
    const optionValues = input.options.length > 0 ? variant.optionValues : [defaultOption.value];
    const values = {
      title: optionValues.join(" / "),
      selectedOptions: options.map((option, at) => ({
        name: option.name,
        value: optionValues[at]!,
      })),
      sku: variant.sku,
      barcode: variant.barcode,
      pricePence: variant.price,
      compareAtPricePence: variant.compareAtPrice,
      weightGrams: variant.weightGrams,
      inventoryTracked: variant.inventoryTracked,
      inventoryPolicy: variant.inventoryPolicy,
      imageId: variant.imageId ?? null,
      position: index + 1,
    };
    if (!variant.id) {
      inserts.push({ ...values, productId, inventoryQuantity: variant.inventoryQuantity });
      continue;
    }
    const loaded = variant.inventoryQuantityLoaded;
    // Sold meanwhile: move by the editor's change rather than write over the sales.
    const inventoryQuantity =
      loaded === null || loaded === undefined
        ? variant.inventoryQuantity
        : sql`${productVariants.inventoryQuantity} + ${variant.inventoryQuantity - loaded}`;
    await tx
      .update(productVariants)
      .set({ ...values, inventoryQuantity })
      .where(eq(productVariants.id, variant.id));
  }
  if (inserts.length > 0) await tx.insert(productVariants).values(inserts);
}

/** The gallery in the order sent, with its alt texts; removed pictures go (their files stay). */
async function writeImages(tx: Db, productId: number, input: ProductChange) {
  if (input.images.length === 0 && input.removedImageIds.length === 0) return;
  if (input.removedImageIds.length > 0)
    await tx.delete(productImages).where(inArray(productImages.id, input.removedImageIds));
  const rest = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position);
  const listed = input.images.map((image) => image.id);
  const order = [...listed, ...rest.map((row) => row.id).filter((id) => !listed.includes(id))];
  await tx
    .update(productImages)
    .set({ position: sql`-${productImages.id}` })
    .where(eq(productImages.productId, productId));
  const altText = new Map(input.images.map((image) => [image.id, image.altText]));
  for (const [index, id] of order.entries()) {
    const alt = altText.get(id);
    await tx
      .update(productImages)
      .set({ position: index + 1, ...(alt === undefined ? {} : { altText: alt || null }) })
      .where(eq(productImages.id, id));
  }
}

export async function writeHandleAndCollections(
  tx: Db,
  productId: number,
  input: ProductChange,
  handle: string,
  previousHandle: string | null,
) {
  // The live handle is no redirect; the one it replaces becomes one.
  await tx.delete(productHandleRedirects).where(eq(productHandleRedirects.handle, handle));
  if (previousHandle && previousHandle !== handle)
    await tx
      .insert(productHandleRedirects)
      .values({ handle: previousHandle, productId })
      .onConflictDoUpdate({ target: productHandleRedirects.handle, set: { productId } });

  const current = await tx
    .select({ collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, productId));
  const wanted = new Set(input.collectionIds);
  const had = new Set(current.map((row) => row.collectionId));
  const leaving = [...had].filter((id) => !wanted.has(id));
  if (leaving.length > 0)
    await tx
      .delete(collectionProducts)
      .where(
        and(
          eq(collectionProducts.productId, productId),
          inArray(collectionProducts.collectionId, leaving),
        ),
      );
  for (const collectionId of wanted) {
    if (had.has(collectionId)) continue;
    // A product joins a collection at its end.
    await tx.insert(collectionProducts).values({
      collectionId,
      productId,
      position: sql`(SELECT coalesce(max(${collectionProducts.position}), 0) + 1 FROM ${collectionProducts} WHERE ${collectionProducts.collectionId} = ${collectionId})`,
    });
  }
}

/** What the audit log keeps of a product: its fields and a line per variant. */
export function auditSnapshot(product: EditorProduct | null) {
  if (!product) return null;
  const { etag: _etag, images: _images, updatedAt: _updatedAt, variants, ...fields } = product;
  return {
    ...fields,
    variants: variants.map((variant) => [
      variant.id,
      variant.optionValues.join(" / "),
      variant.sku,
      variant.pricePence,
      variant.inventoryTracked ? variant.inventoryQuantity : null,
    ]),
  };
}

/**
 * Creates (`productId` null) or saves a product from the editor's body. An existing product is
 * saved only against the version it was loaded at (If-Match): 428 without, 412 when it changed.
 */
export async function saveProduct(
  db: Db,
  admin: Admin,
  productId: number | null,
  body: unknown,
  ifMatch?: string,
): Promise<Done<Saved> | ReturnType<typeof staleRecord<EditorProduct>>> {
  const parsed = productInputSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  const precondition = productId === null ? null : readIfMatch(ifMatch, "product");
  if (precondition && !precondition.ok) return precondition;
  try {
    return await db.transaction(async (tx) => {
      let previousHandle: string | null = null;
      if (productId !== null) {
        const [locked] = await tx
          .select({ handle: products.handle, updatedAt: products.updatedAt })
          .from(products)
          .where(eq(products.id, productId))
          .for("update");
        if (!locked) return fail(404, "This product no longer exists");
        if (
          precondition?.ok &&
          !isCurrent(precondition, productEtag(productId, locked.updatedAt))
        ) {
          const current = (await getEditorProduct(tx, productId))!;
          return staleRecord(
            "Someone else saved this product since you opened it. Their version is shown: make your changes again.",
            current,
            current.etag,
          );
        }
        previousHandle = locked.handle;
      }
      const storedQuantities = await checkReferences(tx, input, productId);
      const handle = await chooseHandle(tx, input, productId);
      const before = productId === null ? null : await getEditorProduct(tx, productId);
      const values = productValues(input, handle);
      const id =
        productId ??
        (await tx.insert(products).values(values).returning({ id: products.id }))[0]!.id;
      if (productId !== null) await tx.update(products).set(values).where(eq(products.id, id));
      await writeImages(tx, id, input);
      await writeOptionsAndVariants(tx, id, input, storedQuantities);
      await writeHandleAndCollections(tx, id, input, handle, previousHandle);
      const after = (await getEditorProduct(tx, id))!;
      await recordAudit(tx, admin, {
        action: productId === null ? "product.create" : "product.update",
        entityType: "product",
        entityId: String(id),
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
      return { ok: true as const, value: { id, handle, etag: after.etag } };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    if (isUniqueViolation(error, "product_variants_sku_unique"))
      return fail(409, "One of these SKUs is already used by another product", "variants");
    if (isUniqueViolation(error, "products_handle_unique"))
      return fail(409, "Another product already uses this handle", "handle");
    throw error;
  }
}
