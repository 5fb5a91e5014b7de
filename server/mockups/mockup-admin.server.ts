import { asc, eq, sql } from "drizzle-orm";
import {
  type MockupArea,
  type MockupTemplate,
  mockupAreasFor,
  templateForProductType,
} from "#core/mockup/mockup-areas.ts";
import { checkMockupAreas, readMockupAreas } from "#core/mockup/mockup-input.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { etagOf, isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { productImages, productMockups, products } from "#server/db/schema/index.ts";

// Issue 15.2 in the back office: a product's live mock-up — its placement areas (its own, or its
// type's defaults) and which picture shows the back of which — read and saved as one record
// against the version the page showed (If-Match), audited. Pictures are added, ordered and removed
// with the product (product-save.ts); here they are only paired.

export type MockupEditorPicture = {
  id: number;
  url: string;
  altText: string;
  /** The picture whose back this one shows, or null. */
  backOfImageId: number | null;
};

export type MockupEditor = {
  productId: number;
  productType: string;
  /** The type's template, used when `isOwn` is false. */
  template: MockupTemplate;
  isOwn: boolean;
  areas: MockupArea[];
  pictures: MockupEditorPicture[];
  etag: string;
};

type Done<T> = { ok: true; value: T } | Failure;

const noProduct: Failure = { ok: false, status: 404, error: "This product no longer exists" };

function mockupEtag(
  productId: number,
  version: number,
  areas: MockupArea[] | null,
  pictures: readonly MockupEditorPicture[],
): string {
  // Pictures added or removed with the product leave it alone; a pairing changed does not.
  return etagOf("mockup", productId, [version, areas, backPairs(pictures)]);
}

async function readEditor(
  db: Db | Tx,
  productId: number,
  lock: boolean,
): Promise<MockupEditor | null> {
  const productQuery = db
    .select({ productType: products.productType })
    .from(products)
    .where(eq(products.id, productId));
  const [product] = lock ? await productQuery.for("update") : await productQuery;
  if (!product) return null;
  // One after the other: a save reads inside its transaction, whose one connection takes one
  // statement at a time (pg 9 refuses a second one meanwhile).
  const [row] = await db
    .select()
    .from(productMockups)
    .where(eq(productMockups.productId, productId));
  const pictures = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      altText: productImages.altText,
      backOfImageId: productImages.backOfImageId,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  const own = row?.areas ? readMockupAreas(row.areas) : null;
  const shown = pictures.map((picture) => ({ ...picture, altText: picture.altText ?? "" }));
  return {
    productId,
    productType: product.productType,
    template: templateForProductType(product.productType),
    isOwn: own !== null,
    areas: mockupAreasFor(product.productType, own),
    pictures: shown,
    etag: mockupEtag(productId, row?.version ?? 0, own, shown),
  };
}

export function getMockupEditor(db: Db, productId: number): Promise<MockupEditor | null> {
  return readEditor(db, productId, false);
}

type BackPair = { imageId: number; backOfImageId: number | null };

/** The body's pairs checked against the product's pictures, or the first problem. */
function checkBacks(
  value: unknown,
  pictures: readonly MockupEditorPicture[],
): { ok: true; backs: BackPair[] } | Failure {
  const fail = (field: string, error: string): Failure => ({
    ok: false,
    status: 400,
    error,
    field,
  });
  if (!Array.isArray(value)) return fail("backs", "Backs must be a list");
  const ids = new Set(pictures.map((picture) => picture.id));
  const backs: BackPair[] = [];
  for (const [index, item] of value.entries()) {
    const pair = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    const { imageId, backOfImageId } = pair;
    if (typeof imageId !== "number" || !ids.has(imageId))
      return fail(`backs.${index}.imageId`, "That picture is not one of this product's");
    if (backOfImageId !== null && (typeof backOfImageId !== "number" || !ids.has(backOfImageId)))
      return fail(`backs.${index}.backOfImageId`, "That picture is not one of this product's");
    if (backOfImageId === imageId)
      return fail(`backs.${index}.backOfImageId`, "A picture cannot be its own back");
    backs.push({ imageId, backOfImageId });
  }
  // Every picture keeps its pairing unless the body changes it.
  const after = new Map(pictures.map((picture) => [picture.id, picture.backOfImageId]));
  for (const pair of backs) after.set(pair.imageId, pair.backOfImageId);
  const fieldOf = (id: number) =>
    `backs.${Math.max(
      0,
      backs.findIndex((pair) => pair.imageId === id),
    )}.backOfImageId`;
  const fronts = new Set<number>();
  for (const [id, front] of after) {
    if (front === null) continue;
    // A back's front is a front: no chains, and a picture others show the back of is no back.
    if (after.get(front) !== null) {
      // Named at the pair that made the front a back, when the body did.
      const culprit = backs.some((pair) => pair.imageId === front) ? front : id;
      return fail(fieldOf(culprit), "That picture is itself a back: choose a front");
    }
    if (fronts.has(front)) return fail(fieldOf(id), "That front already has a back picture");
    fronts.add(front);
  }
  return { ok: true, backs };
}

/**
 * Saves a product's mock-up: `{ areas, backs }` — `areas` the owner's list (core/mockup checks
 * it) or null for the type's defaults; `backs` pictures paired with the front they show the back
 * of (null: a front). From the version the page showed; audited.
 */
export async function saveMockup(
  db: Db,
  admin: Admin,
  productId: number,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<MockupEditor>> {
  const precondition = readIfMatch(ifMatch, "mock-up");
  if (!precondition.ok) return precondition;
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  let areas: MockupArea[] | null = null;
  if (fields["areas"] !== null) {
    const checked = checkMockupAreas(fields["areas"]);
    if (!checked.ok)
      return { ok: false, status: 400, error: checked.message, field: checked.field };
    areas = checked.areas;
  }
  return db.transaction(async (tx): Promise<Done<MockupEditor>> => {
    const before = await readEditor(tx, productId, true);
    if (!before) return noProduct;
    if (!isCurrent(precondition, before.etag))
      return staleRecord("This mock-up changed while you had it open", before, before.etag);
    const backs = checkBacks(fields["backs"] ?? [], before.pictures);
    if (!backs.ok) return backs;
    await tx
      .insert(productMockups)
      .values({ productId, areas })
      .onConflictDoUpdate({
        target: productMockups.productId,
        set: { areas, version: sql`${productMockups.version} + 1`, updatedAt: sql`now()` },
      });
    for (const pair of backs.backs)
      await tx
        .update(productImages)
        .set({ backOfImageId: pair.backOfImageId })
        .where(eq(productImages.id, pair.imageId));
    const after = (await readEditor(tx, productId, false))!;
    await recordAudit(tx, admin, {
      action: "update_mockup",
      entityType: "product",
      entityId: String(productId),
      before: { areas: before.isOwn ? before.areas : null, backs: backPairs(before.pictures) },
      after: { areas: after.isOwn ? after.areas : null, backs: backPairs(after.pictures) },
    });
    return { ok: true, value: after };
  });
}

function backPairs(pictures: readonly MockupEditorPicture[]): [number, number][] {
  return pictures.flatMap((picture): [number, number][] =>
    picture.backOfImageId === null ? [] : [[picture.id, picture.backOfImageId]],
  );
}
