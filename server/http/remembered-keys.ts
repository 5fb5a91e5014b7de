/**
 * Keys of things seen lately, at most `max`: remembering one more forgets the oldest (insertion
 * order). The page cache keeps a page from its second request (docs/decisions/013) and remembers
 * here the pages asked for once.
 */
export function createRememberedKeys(max: number) {
  const keys = new Set<string>();
  return {
    remember(key: string) {
      keys.delete(key);
      keys.add(key);
      if (keys.size > max) keys.delete(keys.values().next().value!);
    },
    /** Whether `key` was remembered; it is forgotten either way. */
    take(key: string): boolean {
      return keys.delete(key);
    },
  };
}
