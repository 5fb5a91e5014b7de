import type { CollectionInput } from "#core/catalogue/collection-input.ts";
import { etagOf } from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import {
  getCollectionRecord,
  listCollectionMembers,
  listMemberIds,
  type CollectionMember,
  type CollectionRecord,
} from "./collection-queries.ts";

// Issue 11.3: a collection as the back office's editor shows it — its fields, and its products
// first to last with the figures the sort presets read — and the version an edit is made against.

export type EditorCollection = {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  imageUrl: string;
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
  products: CollectionMember[];
  /** ISO 8601. */
  updatedAt: string;
  etag: string;
};

/**
 * The version an edit is made against: the collection's last save and its products in order, so
 * a product added to it from the product editor or the Products list's bulk action (which do not
 * touch the collection row) still makes an order saved from an older page stale.
 */
export function collectionEtag(id: number, updatedAt: Date, memberIds: readonly number[]): string {
  return etagOf("collection", id, [updatedAt.toISOString(), memberIds.join(",")]);
}

/** The collection's version now, read inside the caller's transaction. */
export async function currentCollectionEtag(db: Db, record: CollectionRecord): Promise<string> {
  return collectionEtag(record.id, record.updatedAt, await listMemberIds(db, record.id));
}

export async function getEditorCollection(db: Db, id: number): Promise<EditorCollection | null> {
  const record = await getCollectionRecord(db, id);
  if (!record) return null;
  const members = await listCollectionMembers(db, id);
  return {
    id: record.id,
    title: record.title,
    handle: record.handle,
    descriptionHtml: record.descriptionHtml,
    imageUrl: record.imageUrl ?? "",
    imageAlt: record.imageAlt ?? "",
    seoTitle: record.seoTitle ?? "",
    seoDescription: record.seoDescription ?? "",
    products: members,
    updatedAt: record.updatedAt.toISOString(),
    etag: collectionEtag(
      record.id,
      record.updatedAt,
      members.map((member) => member.id),
    ),
  };
}

/** The collection as the editor's form sends it back unchanged. */
export function collectionInputOf(collection: EditorCollection): CollectionInput {
  return {
    title: collection.title,
    handle: collection.handle,
    descriptionHtml: collection.descriptionHtml,
    imageUrl: collection.imageUrl,
    imageAlt: collection.imageAlt,
    seoTitle: collection.seoTitle,
    seoDescription: collection.seoDescription,
  };
}

/** What the audit log keeps of a collection: its fields and its product ids in order. */
export function collectionAuditSnapshot(collection: EditorCollection | null) {
  if (!collection) return null;
  const { etag: _etag, updatedAt: _updatedAt, products, ...fields } = collection;
  return { ...fields, productIds: products.map((product) => product.id) };
}
