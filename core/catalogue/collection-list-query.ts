import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";

// Issue 11.3: the back office's Collections list query — search, sort and page — as the URL of
// /admin/collections and of GET /api/admin/collections carries it. One schema for both.

export const collectionSorts = ["title", "products", "updated"] as const;
export type CollectionSort = (typeof collectionSorts)[number];

export const collectionListPageSize = 50;
export const maxCollectionSearchLength = 200;

export const CollectionListQuerySchema = z.object({
  q: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
      safeText().max(maxCollectionSearchLength, {
        error: `Search with at most ${maxCollectionSearchLength} characters`,
      }),
    )
    .default(""),
  // An unknown sort or page is forgiven, as on every admin list: a stale link still opens.
  sort: z.enum(collectionSorts).catch("title"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type CollectionListQuery = z.output<typeof CollectionListQuerySchema>;
