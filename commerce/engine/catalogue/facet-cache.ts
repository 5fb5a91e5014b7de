import type { AppliedFilters, Filter } from "./product-filters.ts";

// Issue 12.6 and 12.7: a collection's facet counts read every product of the collection (20 ms
// for 4,000 products, 0.4 to 1 s for 100,000 on PostgreSQL), yet they are the same on every page of
// the collection, for every visitor, until the catalogue changes. So each process keeps them per
// collection and filters (docs/decisions/042):
// - a change to the catalogue makes the kept counts stale, not gone: the next visitor waits for a
//   recount at most `staleWaitMs`, then is shown the last counts while the recount finishes;
// - the counts of every collection without filters are made once the engine may keep answers
//   (`precount`), one collection at a time, so that no visitor waits for the first count.

/** Collections × filter choices kept at most; the least recently used go first. */
const maxEntries = 1_000;
/** Collections counted by `precount` at most: half of what is kept, the rest for filters. */
export const precountedCollections = maxEntries / 2;
/** How long a visitor waits for a recount before being shown the last counts. */
export const staleWaitMs = 50;

export type FacetCache = ReturnType<typeof createFacetCache>;

type Kept = {
  /** The newest count, settled or under way. */
  counting: Promise<Filter[]>;
  /** The counts of the last count that succeeded; null until one has. */
  last: Filter[] | null;
  /** The catalogue changed since `counting` began: the next visitor counts again. */
  isStale: boolean;
};

/** The filters as a key: the same choices give the same text. */
function keyOf(collectionId: number, applied: AppliedFilters): string {
  return JSON.stringify([collectionId, { ...applied, options: [...applied.options] }]);
}

/**
 * `counting`, or `last` if `counting` has not settled within `waitMs` (then `onStale` is called:
 * an answer showing them must not be kept).
 */
function withinWait(
  counting: Promise<Filter[]>,
  last: Filter[],
  onStale: () => void,
  waitMs: number,
): Promise<Filter[]> {
  const shownLast = () => {
    onStale();
    return last;
  };
  if (waitMs <= 0) return Promise.resolve(shownLast());
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<Filter[]>((resolve) => {
    timer = setTimeout(() => resolve(shownLast()), waitMs);
  });
  // A recount that fails shows the last counts too; the next visitor tries again.
  return Promise.race([counting.catch(shownLast), waited]).finally(() => clearTimeout(timer));
}

/** `staleWaitMs`: how long a visitor waits for a recount (0: not at all). */
export function createFacetCache({ staleWaitMs: waitMs = staleWaitMs } = {}) {
  const kept = new Map<string, Kept>();
  /** Bumped by every change: a precount started before one stops. */
  let generation = 0;

  const startCount = (key: string, entry: Kept, count: () => Promise<Filter[]>) => {
    const counting = count();
    entry.counting = counting;
    entry.isStale = false;
    counting.then(
      (filters) => {
        if (entry.counting === counting) entry.last = filters;
      },
      () => {
        if (entry.counting !== counting) return;
        // A failure is not kept: the next visitor counts again (or is shown the last counts).
        if (entry.last === null) {
          if (kept.get(key) === entry) kept.delete(key);
        } else entry.isStale = true;
      },
    );
    return counting;
  };

  const counts = (
    collectionId: number,
    applied: AppliedFilters,
    count: () => Promise<Filter[]>,
    onStale: () => void = () => {},
  ): Promise<Filter[]> => {
    const key = keyOf(collectionId, applied);
    const hit = kept.get(key);
    if (!hit) {
      const entry: Kept = { counting: Promise.resolve([]), last: null, isStale: false };
      kept.set(key, entry);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return startCount(key, entry, count);
    }
    kept.delete(key); // to the back of the queue: recently used
    kept.set(key, hit);
    if (hit.isStale) startCount(key, hit, count);
    // Visitors asking while a count is under way share it, or are shown the last counts.
    return hit.last === null ? hit.counting : withinWait(hit.counting, hit.last, onStale, waitMs);
  };

  return {
    /** The kept counts, or `count()`'s; visitors asking at once share one count. */
    counts,
    /**
     * Counts each collection's facets without filters, one after another, unless the catalogue
     * changes meanwhile (the visitors who come then start the recounts they need). Never throws:
     * a collection whose count fails is counted by its first visitor instead.
     */
    async precount(
      collectionIds: readonly number[],
      noFilters: AppliedFilters,
      countOf: (collectionId: number) => Promise<Filter[]>,
    ): Promise<void> {
      const startedIn = generation;
      for (const id of collectionIds) {
        if (generation !== startedIn) return;
        await counts(id, noFilters, () => countOf(id)).catch(() => undefined);
      }
    },
    /** The catalogue changed: every kept count is recounted when next asked for. */
    markStale() {
      generation++;
      for (const entry of kept.values()) entry.isStale = true;
    },
    clear() {
      generation++;
      kept.clear();
    },
  };
}
