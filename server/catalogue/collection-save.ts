import { eq } from "drizzle-orm";
import {
  collectionInputSchema,
  collectionProductsSchema,
  type CollectionChange,
} from "#core/catalogue/collection-input.ts";
import { handleFromTitle } from "#core/catalogue/product-input.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import { textOfHtml } from "#core/html/plain-text.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import {
  isCurrent,
  readIfMatch,
  staleRecord,
  type Precondition,
  type StaleRecord,
} from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import { collections } from "#server/db/schema/index.ts";
import {
  collectionAuditSnapshot,
  currentCollectionEtag,
  getEditorCollection,
  type EditorCollection,
} from "./collection-editor.ts";
import {
  existingProductIds,
  getCollectionRecord,
  isCollectionHandleTaken,
  nextCollectionSortOrder,
  replaceMembers,
} from "./collection-queries.ts";

// Issue 11.3: the collection editor's writes — create, save, its products in order, delete — each
// in one transaction with its audit entry (who, when, before, after). An existing collection is
// changed only against the version it was loaded at (If-Match: 428 without, 412 when it changed).
// Deleting a collection leaves its products in the catalogue. The catalogue tables' triggers tell
// every instance to drop its caches (DESIGN §8), so the shop shows each change at once.

type Done<T> = { ok: true; value: T } | Failure | StaleRecord<EditorCollection>;
export type SavedCollection = { id: number; handle: string; etag: string };

const fail = (status: 400 | 404 | 409, error: string, field?: string): Failure =>
  field === undefined ? { ok: false, status, error } : { ok: false, status, error, field };

const gone = () => fail(404, "This collection no longer exists");
const staleMessage =
  "Someone else changed this collection since you opened it. Their version is shown: make your changes again.";

class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}

const isHandleClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return (
    code === "23505" && (constraint === undefined || constraint === "collections_handle_unique")
  );
};

/** Runs the change, turning a refusal or a handle taken meanwhile into its answer. */
async function refusing<T>(run: () => Promise<Done<T>>): Promise<Done<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    if (isHandleClash(error))
      return fail(409, "Another collection already uses this handle", "handle");
    throw error;
  }
}

/**
 * Locks the collection and checks the version the change was made against: the record, or why the
 * change cannot go ahead (404, or 412 with the collection as it is now).
 */
async function lockCurrent(tx: Db, id: number, precondition: Precondition | null) {
  const record = await getCollectionRecord(tx, id, { lock: true });
  if (!record) return gone();
  if (precondition?.ok && !isCurrent(precondition, await currentCollectionEtag(tx, record))) {
    const current = (await getEditorCollection(tx, id))!;
    return staleRecord(staleMessage, current, current.etag);
  }
  return { ok: true as const, record };
}

/** A free handle: the one asked for, else (when made from the title) with -2, -3, … added. */
async function chooseHandle(tx: Db, input: CollectionChange, id: number | null) {
  const wanted = input.handle || handleFromTitle(input.title);
  if (!(await isCollectionHandleTaken(tx, wanted, id))) return wanted;
  if (input.handle)
    throw new Refusal(fail(409, "Another collection already uses this handle", "handle"));
  for (let suffix = 2; suffix < 1000; suffix++) {
    const candidate = `${wanted.slice(0, 240)}-${suffix}`;
    if (!(await isCollectionHandleTaken(tx, candidate, id))) return candidate;
  }
  throw new Refusal(fail(409, "Choose a handle for this collection", "handle"));
}

function collectionValues(input: CollectionChange, handle: string) {
  const descriptionHtml = sanitiseHtml(input.descriptionHtml);
  return {
    title: input.title,
    handle,
    descriptionHtml,
    description: textOfHtml(descriptionHtml),
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageUrl ? input.imageAlt || null : null,
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    updatedAt: new Date(),
  };
}

/** Creates (`collectionId` null) or saves a collection's own fields from the editor's body. */
export async function saveCollection(
  db: Db,
  admin: Admin,
  collectionId: number | null,
  body: unknown,
  ifMatch?: string,
): Promise<Done<SavedCollection>> {
  const parsed = collectionInputSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  const precondition = collectionId === null ? null : readIfMatch(ifMatch, "collection");
  if (precondition && !precondition.ok) return precondition;
  return refusing(() =>
    db.transaction(async (tx) => {
      if (collectionId !== null) {
        const locked = await lockCurrent(tx, collectionId, precondition);
        if (!locked.ok) return locked;
      }
      const before = collectionId === null ? null : await getEditorCollection(tx, collectionId);
      const handle = await chooseHandle(tx, input, collectionId);
      const values = collectionValues(input, handle);
      const id =
        collectionId ??
        (
          await tx
            .insert(collections)
            .values({ ...values, sortOrder: await nextCollectionSortOrder(tx) })
            .returning({ id: collections.id })
        )[0]!.id;
      if (collectionId !== null)
        await tx.update(collections).set(values).where(eq(collections.id, id));
      const after = (await getEditorCollection(tx, id))!;
      await recordAudit(tx, admin, {
        action: collectionId === null ? "collection.create" : "collection.update",
        entityType: "collection",
        entityId: String(id),
        before: collectionAuditSnapshot(before),
        after: collectionAuditSnapshot(after),
      });
      return { ok: true as const, value: { id, handle, etag: after.etag } };
    }),
  );
}

/** Sets the collection's products, first to last (adds, removes and reorders in one save). */
export async function saveCollectionProducts(
  db: Db,
  admin: Admin,
  collectionId: number,
  body: unknown,
  ifMatch?: string,
): Promise<Done<SavedCollection & { productCount: number }>> {
  const parsed = collectionProductsSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const { productIds } = parsed.data;
  const precondition = readIfMatch(ifMatch, "collection");
  if (!precondition.ok) return precondition;
  return refusing(() =>
    db.transaction(async (tx) => {
      const locked = await lockCurrent(tx, collectionId, precondition);
      if (!locked.ok) return locked;
      const known = await existingProductIds(tx, productIds);
      const missing = productIds.findIndex((id) => !known.has(id));
      if (missing >= 0)
        return fail(
          400,
          "This product no longer exists: reload the collection",
          `productIds.${missing}`,
        );
      const before = (await getEditorCollection(tx, collectionId))!;
      await replaceMembers(tx, collectionId, productIds);
      await tx
        .update(collections)
        .set({ updatedAt: new Date() })
        .where(eq(collections.id, collectionId));
      const after = (await getEditorCollection(tx, collectionId))!;
      await recordAudit(tx, admin, {
        action: "collection.products",
        entityType: "collection",
        entityId: String(collectionId),
        before: { productIds: before.products.map((product) => product.id) },
        after: { productIds },
      });
      return {
        ok: true as const,
        value: {
          id: collectionId,
          handle: after.handle,
          etag: after.etag,
          productCount: productIds.length,
        },
      };
    }),
  );
}

/**
 * Deletes the collection; its products stay in the catalogue (only their membership goes). An
 * If-Match, when sent, must name the version now: a collection changed meanwhile is not deleted.
 */
export async function deleteCollection(
  db: Db,
  admin: Admin,
  collectionId: number,
  ifMatch?: string,
): Promise<Done<{ id: number; deleted: true; productsKept: number }>> {
  const precondition = ifMatch === undefined ? null : readIfMatch(ifMatch, "collection");
  if (precondition && !precondition.ok) return precondition;
  return refusing(() =>
    db.transaction(async (tx) => {
      const locked = await lockCurrent(tx, collectionId, precondition);
      if (!locked.ok) return locked;
      const before = (await getEditorCollection(tx, collectionId))!;
      await tx.delete(collections).where(eq(collections.id, collectionId));
      await recordAudit(tx, admin, {
        action: "collection.delete",
        entityType: "collection",
        entityId: String(collectionId),
        before: collectionAuditSnapshot(before),
        after: null,
      });
      return {
        ok: true as const,
        value: { id: collectionId, deleted: true as const, productsKept: before.products.length },
      };
    }),
  );
}
