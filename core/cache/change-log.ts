// Decision 038: a cache (the engine's answers, the kept pages) hears changes while it is still
// making entries. A change is either everything, or narrow: only the entries it touches (a
// product's stock, the best sellers). An entry begun before a change is kept only if no change
// since touches it; one begun before more narrow changes than are remembered is not kept.

export type ChangeLog<Entry> = {
  /** Where the log stands now: hand it back to isCurrent when the entry is made. */
  now(): number;
  /** Everything changed. */
  everything(): void;
  /** The entries `touches` picks changed. */
  some(touches: (entry: Entry) => boolean): void;
  /** Whether no change heard since `startedAt` touches `entry`. */
  isCurrent(startedAt: number, entry: Entry): boolean;
};

/** `maxNarrowChanges`: how many narrow changes are remembered for the entries under way. */
export function createChangeLog<Entry>(maxNarrowChanges = 256): ChangeLog<Entry> {
  let count = 0;
  /** The narrow changes since the last full one, oldest first. */
  let narrow: ((entry: Entry) => boolean)[] = [];
  return {
    now: () => count,
    everything() {
      count += 1;
      narrow = [];
    },
    some(touches) {
      count += 1;
      narrow.push(touches);
      if (narrow.length > maxNarrowChanges) narrow.shift();
    },
    isCurrent(startedAt, entry) {
      const since = count - startedAt;
      if (since === 0) return true;
      // A full change since (it forgets the narrow ones before it), or more than are remembered.
      if (since > narrow.length) return false;
      return !narrow.slice(-since).some((touches) => touches(entry));
    },
  };
}
