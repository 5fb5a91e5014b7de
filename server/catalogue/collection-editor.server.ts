import { data } from "react-router";
import type { z } from "zod";
import {
  collectionListPageSize,
  CollectionListQuerySchema,
  maxCollectionSearchLength,
  type CollectionListQuery,
} from "#core/catalogue/collection-list-query.ts";
import { firstFieldError, maxRowId, type FieldError } from "#server/admin/admin-input.ts";
import type { AppServices } from "#server/context.ts";
import { getEditorCollection, type EditorCollection } from "./collection-editor.ts";
import {
  searchCollectionCandidates,
  selectCollectionRows,
  type CollectionListRow,
  type CollectionMember,
} from "./collection-queries.ts";

// Issue 11.3: the Collections pages' facade for app/ (STYLE: app reaches the server through
// *.server.ts), and the list for the admin API. The page's guard is the caller's
// (requireAdminPage); changes go through /api/admin/collections, checked again there. With a
// Shopify store configured the catalogue is Shopify's (DESIGN §9a): the pages say so and offer
// nothing that writes.

export type { EditorCollection } from "./collection-editor.ts";
export type { CollectionListRow, CollectionMember } from "./collection-queries.ts";

type Services = Pick<AppServices, "database" | "config">;

export type CollectionListPage = {
  query: CollectionListQuery;
  rows: CollectionListRow[];
  total: number;
  page: number;
  pageSize: number;
};

/** One page (50) of the Collections list for the query in the URL, or why it is not valid. */
export async function listCollections(
  services: Services,
  params: URLSearchParams,
): Promise<{ ok: true; value: CollectionListPage } | FieldError> {
  const parsed = CollectionListQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return firstFieldError(parsed.error as z.ZodError, "query");
  const query = parsed.data;
  const found = await selectCollectionRows(
    services.database.db,
    query,
    collectionListPageSize,
    (query.page - 1) * collectionListPageSize,
  );
  return {
    ok: true,
    value: { query, ...found, page: query.page, pageSize: collectionListPageSize },
  };
}

export type CollectionsPage =
  | { owner: "shopify"; storeDomain: string }
  | { owner: "shop"; list: CollectionListPage; invalid: { field: string; message: string } | null };

/** /admin/collections. */
export async function loadCollectionsPage(services: Services, url: URL): Promise<CollectionsPage> {
  const { shopify } = services.config;
  if (shopify) return { owner: "shopify", storeDomain: shopify.storeDomain };
  const listed = await listCollections(services, url.searchParams);
  if (listed.ok) return { owner: "shop", list: listed.value, invalid: null };
  const query = CollectionListQuerySchema.parse({});
  return {
    owner: "shop",
    list: { query, rows: [], total: 0, page: 1, pageSize: collectionListPageSize },
    invalid: { field: listed.field, message: listed.error },
  };
}

export type CollectionEditorPage =
  | { owner: "shopify"; storeDomain: string }
  | {
      owner: "shop";
      /** null for a new collection. */
      collection: EditorCollection | null;
    };

/** /admin/collections/new or /admin/collections/:id; a 404 page for an id that names none. */
export async function loadCollectionEditor(
  services: Services,
  idParam: string | undefined,
): Promise<CollectionEditorPage> {
  const { shopify } = services.config;
  if (shopify) return { owner: "shopify", storeDomain: shopify.storeDomain };
  if (idParam === undefined) return { owner: "shop", collection: null };
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
  const collection =
    id > 0 && id <= maxRowId ? await getEditorCollection(services.database.db, id) : null;
  if (!collection) throw data({ message: "This collection no longer exists." }, { status: 404 });
  return { owner: "shop", collection };
}

/** The add-products picker's matches: title, handle or SKU containing the text (at most 10). */
export async function findCollectionCandidates(
  services: Services,
  q: string,
): Promise<CollectionMember[]> {
  const text = q.trim();
  if (text.length < 2 || text.length > maxCollectionSearchLength) return [];
  return searchCollectionCandidates(services.database.db, text);
}
