import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { pictureWidthsFor } from "#core/catalogue/picture-widths.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { Db } from "#server/db/client.ts";
import { productImages, products } from "#server/db/schema/index.ts";

// Issue 11.2: a product picture uploaded in the editor. Its type is read from its content (JPEG,
// PNG, WebP or AVIF, whatever the name says), it is turned upright, and it is resized once, on
// upload, to WebP and AVIF at 320, 640, 960 and 1600 px wide (never wider than it came). The
// renditions live under DATA_DIR/catalogue-images/<key>/ and never change, so they are served
// with immutable caching; the product's image row points at /images/catalogue/<key>.webp and a
// `?width=` picks a rendition, as a CDN's would. Removing a picture from a product leaves its
// files: an order that shows it keeps showing it.

export const maxProductImageBytes = 20 * 1024 * 1024;
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const maxInputPixels = 50_000_000;
const acceptedFormats = new Set(["jpeg", "png", "webp", "heif"]);
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const acceptedImagesMessage = "Upload a JPEG, PNG, WebP or AVIF picture of up to 20 MB.";

export function catalogueImagesDirectory(dataDir: string): string {
  return path.join(dataDir, "catalogue-images");
}

export type StoredImage = {
  id: number;
  url: string;
  altText: string;
  width: number;
  height: number;
};

export type StoreImageResult =
  | { ok: true; image: StoredImage }
  | { ok: false; status: 400 | 404 | 413; error: string; field: string };

async function readablePicture(bytes: Uint8Array) {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format)) return null;
    // HEIF covers AVIF and HEIC; only AVIF is a web picture.
    if (metadata.format === "heif" && metadata.compression !== "av1") return null;
    return metadata;
  } catch {
    return null;
  }
}

export type Renditions = { url: string; width: number; height: number };

/**
 * Checks one picture by its content and stores its renditions (WebP and AVIF at the widths above,
 * never enlarged): its address and largest size, or why it was refused. Nothing is kept on a
 * refusal or a failure.
 */
export async function storeRenditions(
  dataDir: string,
  bytes: Uint8Array,
): Promise<
  { ok: true; picture: Renditions } | { ok: false; status: 400 | 413; error: string; field: string }
> {
  if (bytes.byteLength > maxProductImageBytes)
    return {
      ok: false,
      status: 413,
      error: `This picture is larger than 20 MB. ${acceptedImagesMessage}`,
      field: "file",
    };
  const metadata = await readablePicture(bytes);
  if (!metadata)
    return {
      ok: false,
      status: 400,
      error: `This file is not a picture we can use. ${acceptedImagesMessage}`,
      field: "file",
    };
  const key = randomUUID();
  const directory = path.join(catalogueImagesDirectory(dataDir), key);
  await mkdir(directory, { recursive: true });
  try {
    const upright = await sharp(bytes, { limitInputPixels: maxInputPixels }).rotate().toBuffer({
      resolveWithObject: true,
    });
    const sourceWidth = upright.info.width;
    const widths = pictureWidthsFor(sourceWidth);
    let largest = { width: 0, height: 0 };
    for (const width of widths) {
      const resized = sharp(upright.data).resize({ width, withoutEnlargement: true });
      const webp = await resized
        .clone()
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
      await writeFile(path.join(directory, `${width}.webp`), webp.data);
      await writeFile(path.join(directory, `${width}.avif`), avif);
      if (webp.info.width >= largest.width)
        largest = { width: webp.info.width, height: webp.info.height };
    }
    return { ok: true, picture: { url: `/images/catalogue/${key}.webp`, ...largest } };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/** Checks, resizes and stores one picture, then adds it to the end of the product's gallery. */
export async function storeProductImage(input: {
  db: Db;
  dataDir: string;
  admin: Admin;
  productId: number;
  fileName: string;
  bytes: Uint8Array;
}): Promise<StoreImageResult> {
  const { db, dataDir, admin, productId, bytes } = input;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product)
    return { ok: false, status: 404, error: "This product no longer exists", field: "productId" };
  const stored = await storeRenditions(dataDir, bytes);
  if (!stored.ok) return stored;
  const { url, width, height } = stored.picture;
  const altText = "";
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(productImages)
      .values({
        productId,
        url,
        altText,
        width,
        height,
        position: sql`(SELECT coalesce(max(${productImages.position}), 0) + 1 FROM ${productImages} WHERE ${productImages.productId} = ${productId})`,
      })
      .returning({ id: productImages.id });
    await recordAudit(tx, admin, {
      action: "product.image.add",
      entityType: "product",
      entityId: String(productId),
      before: null,
      after: { imageId: inserted!.id, url },
    });
    return inserted!;
  });
  return { ok: true, image: { id: row.id, url, altText, width, height } };
}

/**
 * The file of the rendition of `key` in `format` best for `wantedWidth` (the smallest at least
 * that wide, else the largest), or null when there is no such picture.
 */
export async function renditionFile(
  dataDir: string,
  key: string,
  format: "webp" | "avif",
  wantedWidth: number | null,
): Promise<string | null> {
  if (!keyPattern.test(key)) return null;
  const directory = path.join(catalogueImagesDirectory(dataDir), key);
  const names = await readdir(directory).catch(() => [] as string[]);
  const widths = names
    .filter((name) => name.endsWith(`.${format}`))
    .map((name) => Number(name.slice(0, -format.length - 1)))
    .filter((width) => Number.isInteger(width))
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  const chosen =
    wantedWidth === null
      ? widths.at(-1)!
      : (widths.find((width) => width >= wantedWidth) ?? widths.at(-1)!);
  return path.join(directory, `${chosen}.${format}`);
}
