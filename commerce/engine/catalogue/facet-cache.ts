import type { AppliedFilters, Filter } from "./product-filters.ts";

// Issue 12.6 and 12.7: a collection's facet counts read every product of the collection (0.7 to
// 1 s for 100,000 products on PostgreSQL), yet they are the same on every page of the collection,
// for every visitor, until the catalogue changes. So each process keeps them per collection and
// filters, and drops them with the engine's other kept answers when the database says the
// catalogue changed (storefront-engine.ts). A count under way when that happens is dropped too.

/** Collections × filter choices kept at most; the least recently used go first. */
const maxEntries = 1_000;

export type FacetCache = ReturnType<typeof createFacetCache>;

/** The filters as a key: the same choices give the same text. */
function keyOf(collectionId: number, applied: AppliedFilters): string {
  return JSON.stringify([collectionId, { ...applied, options: [...applied.options] }]);
}

export function createFacetCache() {
  const kept = new Map<string, Promise<Filter[]>>();
  return {
    /** The kept counts, or `count()`'s; visitors asking at once share one count. */
    counts(
      collectionId: number,
      applied: AppliedFilters,
      count: () => Promise<Filter[]>,
    ): Promise<Filter[]> {
      const key = keyOf(collectionId, applied);
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key); // to the back of the queue: recently used
        kept.set(key, hit);
        return hit;
      }
      const counting = count();
      kept.set(key, counting);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      // A failure is not kept: the next visitor counts again.
      counting.catch(() => {
        if (kept.get(key) === counting) kept.delete(key);
      });
      return counting;
    },
    clear() {
      kept.clear();
    },
  };
}
