import DataLoader from "dataloader";
import type { Db } from "#server/db/client.ts";
import {
  getProductsByIds,
  getVariantsByIds,
  listImages,
  listOptions,
  listVariants,
  type ImageRow,
  type OptionRow,
  type ProductRow,
  type VariantRow,
} from "./catalogue-queries.ts";
import { getCollectionsByIds, type CollectionRow } from "./collection-queries.ts";

// Per-request batching: a page of 20 products asks for their variants, images and options in
// three queries, not sixty.

function groupBy<T>(rows: T[], key: (row: T) => number, ids: readonly number[]): T[][] {
  const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(key(row))?.push(row);
  return ids.map((id) => groups.get(id) ?? []);
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | null)[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

/**
 * What one answer read that an order can change without changing the catalogue (decision 038):
 * the products whose variants, and so whose stock, it read. Every variant a cached answer shows
 * comes through these loaders. `isStale` says it showed counts from before a change (decision
 * 042): such an answer is not kept.
 */
export type AnswerReads = { productIds: Set<number>; isStale?: boolean };

export function createCatalogueLoaders(db: Db, reads: AnswerReads = { productIds: new Set() }) {
  return {
    product: new DataLoader<number, ProductRow | null>(async (ids) =>
      byId(await getProductsByIds(db, [...ids]), ids),
    ),
    collection: new DataLoader<number, CollectionRow | null>(async (ids) =>
      byId(await getCollectionsByIds(db, [...ids]), ids),
    ),
    variant: new DataLoader<number, VariantRow | null>(async (ids) => {
      const rows = await getVariantsByIds(db, [...ids]);
      for (const row of rows) reads.productIds.add(row.productId);
      return byId(rows, ids);
    }),
    variantsOfProduct: new DataLoader<number, VariantRow[]>(async (ids) => {
      for (const id of ids) reads.productIds.add(id);
      return groupBy(await listVariants(db, [...ids]), (row) => row.productId, ids);
    }),
    imagesOfProduct: new DataLoader<number, ImageRow[]>(async (ids) =>
      groupBy(await listImages(db, [...ids]), (row) => row.productId, ids),
    ),
    optionsOfProduct: new DataLoader<number, OptionRow[]>(async (ids) =>
      groupBy(await listOptions(db, [...ids]), (row) => row.productId, ids),
    ),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
