import { describe, expect, it, vi } from "vitest";
import { createFacetCache } from "./facet-cache.ts";
import { parseProductFilters, type Filter } from "./product-filters.ts";

// Decision 042: facet counts kept per collection, shown stale for a while after a change, and
// counted ahead of visitors.

const noFilters = parseProductFilters(null);
const filtersCounting = (count: number): Filter[] => [
  { id: "filter.p.vendor", label: "Brand", type: "LIST", values: [{ id: "v", label: "Yoko", count, input: "{}" }] },
]; // prettier-ignore

/** A count that settles when the test says so. */
function heldCount(count: number) {
  let release!: () => void;
  const held = new Promise<Filter[]>((resolve) => {
    release = () => resolve(filtersCounting(count));
  });
  return { count: vi.fn(() => held), release };
}

describe("facet cache", () => {
  it("counts once for visitors asking at once, and keeps the counts", async () => {
    const cache = createFacetCache();
    const { count, release } = heldCount(3);
    const first = cache.counts(1, noFilters, count);
    const second = cache.counts(1, noFilters, count);
    release();
    expect(await first).toEqual(filtersCounting(3));
    expect(await second).toEqual(filtersCounting(3));
    expect(await cache.counts(1, noFilters, count)).toEqual(filtersCounting(3));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it("keeps other filters' counts apart", async () => {
    const cache = createFacetCache();
    await cache.counts(1, noFilters, async () => filtersCounting(3));
    const vendor = parseProductFilters([{ productVendor: "Yoko" }]);
    expect(await cache.counts(1, vendor, async () => filtersCounting(1))).toEqual(
      filtersCounting(1),
    );
    expect(await cache.counts(2, noFilters, async () => filtersCounting(7))).toEqual(
      filtersCounting(7),
    );
  });

  it("after a change, waits for a quick recount and shows it", async () => {
    const cache = createFacetCache({ staleWaitMs: 60_000 });
    await cache.counts(1, noFilters, async () => filtersCounting(3));
    cache.markStale();
    const onStale = vi.fn();
    expect(await cache.counts(1, noFilters, async () => filtersCounting(4), onStale)).toEqual(
      filtersCounting(4),
    );
    expect(onStale).not.toHaveBeenCalled();
  });

  it("after a change, shows the last counts while a slow recount runs, then the new ones", async () => {
    const cache = createFacetCache({ staleWaitMs: 5 });
    await cache.counts(1, noFilters, async () => filtersCounting(3));
    cache.markStale();
    const { count, release } = heldCount(4);
    const onStale = vi.fn();
    expect(await cache.counts(1, noFilters, count, onStale)).toEqual(filtersCounting(3));
    expect(onStale).toHaveBeenCalledTimes(1);
    // Another visitor meanwhile shares the recount under way rather than starting one.
    expect(await cache.counts(1, noFilters, count, onStale)).toEqual(filtersCounting(3));
    release();
    await vi.waitFor(async () =>
      expect(await cache.counts(1, noFilters, count)).toEqual(filtersCounting(4)),
    );
    expect(count).toHaveBeenCalledTimes(1);
  });

  it("does not keep a first count that failed", async () => {
    const cache = createFacetCache();
    await expect(
      cache.counts(1, noFilters, () => Promise.reject(new Error("database away"))),
    ).rejects.toThrow("database away");
    expect(await cache.counts(1, noFilters, async () => filtersCounting(2))).toEqual(
      filtersCounting(2),
    );
  });

  it("shows the last counts when a recount fails, and tries again for the next visitor", async () => {
    const cache = createFacetCache({ staleWaitMs: 60_000 });
    await cache.counts(1, noFilters, async () => filtersCounting(3));
    cache.markStale();
    const onStale = vi.fn();
    const failing = () => Promise.reject(new Error("database away"));
    expect(await cache.counts(1, noFilters, failing, onStale)).toEqual(filtersCounting(3));
    expect(onStale).toHaveBeenCalled();
    expect(await cache.counts(1, noFilters, async () => filtersCounting(5))).toEqual(
      filtersCounting(5),
    );
  });

  it("counts each collection ahead of visitors, and stops when the catalogue changes", async () => {
    const cache = createFacetCache();
    const counted: number[] = [];
    await cache.precount([3, 1, 2], noFilters, async (id) => {
      counted.push(id);
      return filtersCounting(id);
    });
    expect(counted).toEqual([3, 1, 2]);
    const unused = vi.fn(async () => filtersCounting(0));
    expect(await cache.counts(2, noFilters, unused)).toEqual(filtersCounting(2));
    expect(unused).not.toHaveBeenCalled();

    const stopped: number[] = [];
    await cache.precount([4, 5, 6], noFilters, async (id) => {
      stopped.push(id);
      if (id === 4) cache.markStale();
      return filtersCounting(id);
    });
    expect(stopped).toEqual([4]);
  });
});
