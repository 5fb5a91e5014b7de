import { eq, inArray, sql } from "drizzle-orm";
import type { Admin } from "#server/admin/admin-guard.ts";
import { recordAudits } from "#server/admin/audit.ts";
import type { Db } from "#server/db/client.ts";
import { productImages, products } from "#server/db/schema/index.ts";
import type { EditorProduct } from "../product-editor.ts";
import {
  auditSnapshot,
  checkReferences,
  productValues,
  writeHandleAndCollections,
  writeOptionsAndVariants,
} from "../product-save.ts";
import { loadProductsByHandle } from "./csv-existing.ts";
import type { ProductPlan } from "./csv-plan.ts";

// Issue 11.5: one planned product written, through the product editor's own steps
// (server/catalogue/product-save.ts), in the caller's transaction (a savepoint of the import's
// batch, so a refused product leaves nothing behind); its audit entry follows in the same
// transaction. Pictures from the
// file are kept as links to where they are (the shop does not fetch them); the owner can upload
// its own in the editor. Stock is set to the file's figures: no quantity-as-loaded is passed.

type Picture = { url: string; altText: string };

/**
 * The product's pictures made the planned list (matched by URL: a picture the product keeps keeps
 * its id, which variants point at), and the id of each by URL.
 */
async function writeImages(
  tx: Db,
  productId: number,
  wanted: readonly Picture[],
  stored: readonly { id: number; url: string; altText: string }[],
): Promise<Map<string, number>> {
  const storedByUrl = new Map(stored.map((image) => [image.url, image]));
  const wantedUrls = new Set(wanted.map((image) => image.url));
  const leaving = stored.filter((image) => !wantedUrls.has(image.url)).map((image) => image.id);
  if (leaving.length > 0) await tx.delete(productImages).where(inArray(productImages.id, leaving));
  const ids = new Map<string, number>();
  const isSame =
    leaving.length === 0 &&
    wanted.length === stored.length &&
    wanted.every(
      (image, at) => stored[at]!.url === image.url && stored[at]!.altText === image.altText,
    );
  if (isSame) {
    for (const image of stored) ids.set(image.url, image.id);
    return ids;
  }
  // Positions are unique per product: park the kept ones out of the way before renumbering.
  if (stored.length > leaving.length)
    await tx
      .update(productImages)
      .set({ position: sql`-${productImages.id}` })
      .where(eq(productImages.productId, productId));
  for (const [index, image] of wanted.entries()) {
    const altText = image.altText || null;
    const kept = storedByUrl.get(image.url);
    if (kept) {
      await tx
        .update(productImages)
        .set({ altText, position: index + 1 })
        .where(eq(productImages.id, kept.id));
      ids.set(image.url, kept.id);
    } else {
      const [inserted] = await tx
        .insert(productImages)
        .values({ productId, url: image.url, altText, position: index + 1 })
        .returning({ id: productImages.id });
      ids.set(image.url, inserted!.id);
    }
  }
  return ids;
}

/** What the audit log keeps of a product: the editor's snapshot and its pictures. */
export const importSnapshot = (product: EditorProduct | null) =>
  product ? { ...auditSnapshot(product), images: product.images.map((image) => image.url) } : null;

/**
 * Writes a product planned "create" or "update" and answers its id; throws Refusal (or a database
 * error) to refuse. The caller records the audit entry in the same transaction
 * (recordImportAudits), once the batch's products are written.
 */
export async function writePlannedProduct(tx: Db, plan: ProductPlan): Promise<number> {
  const planned = plan.input;
  if (!planned || (plan.action !== "create" && plan.action !== "update"))
    throw new Error(`product ${plan.handle} is not planned for writing`);
  const { existing } = plan;
  const handle = planned.handle;
  const values = productValues(planned, handle);
  const id =
    existing?.id ??
    (await tx.insert(products).values(values).returning({ id: products.id }))[0]!.id;
  const imageIds = await writeImages(tx, id, plan.images, existing?.images ?? []);
  const input = {
    ...planned,
    variants: planned.variants.map((variant, at) => {
      const url = plan.variantImageUrls[at];
      return { ...variant, imageId: url ? (imageIds.get(url) ?? null) : null };
    }),
  };
  const storedQuantities = await checkReferences(tx, input, id);
  if (existing) await tx.update(products).set(values).where(eq(products.id, id));
  await writeOptionsAndVariants(tx, id, input, storedQuantities);
  await writeHandleAndCollections(tx, id, input, handle, existing?.handle ?? null);
  return id;
}

/** One audit entry per written product (entity "product"), read back as written, in one insert. */
export async function recordImportAudits(
  tx: Db,
  admin: Admin,
  written: readonly { id: number; handle: string; before: EditorProduct | null }[],
): Promise<void> {
  if (written.length === 0) return;
  const after = await loadProductsByHandle(
    tx,
    written.map((product) => product.handle),
  );
  await recordAudits(
    tx,
    admin,
    written.map(({ id, handle, before }) => ({
      action: before ? "product.import.update" : "product.import.create",
      entityType: "product",
      entityId: String(id),
      before: importSnapshot(before),
      after: importSnapshot(after.get(handle) ?? null),
    })),
  );
}
