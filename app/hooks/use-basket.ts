import { useMemo, useSyncExternalStore } from "react";
import {
  addLine,
  type BasketLine,
  type BasketLineInput,
  parseSavedBasket,
  removeLine,
  requireBasketLine,
  setLineQuantity,
  totalItems,
} from "#core/basket/basket.ts";

// spec/storefront.md §3: the basket lives in browser storage under "shop-cart" and is read back on
// load. STYLE.md 11: the basket is a useSyncExternalStore over that storage. The basket rules are
// in core/basket; this file only reads, writes and tells subscribers.

const storageKey = "shop-cart";
const emptyBasket: readonly BasketLine[] = Object.freeze([]);

// Storage can be blocked (privacy settings, sandboxed frames) and then throws on access. The basket
// then starts empty and lives in memory for this page, rather than crashing the shop.
let memoryRaw: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return memoryRaw;
  }
}

function writeRaw(raw: string | null): void {
  memoryRaw = raw;
  try {
    if (raw === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, raw);
  } catch {
    // Blocked or full: the in-memory copy above serves this page.
  }
}

// useSyncExternalStore needs the same reference back while nothing changed, so the parsed basket is
// cached by the raw string it came from.
let cachedRaw: string | null = null;
let cachedLines: readonly BasketLine[] = emptyBasket;

function getSnapshot(): readonly BasketLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    const lines = parseSavedBasket(raw);
    cachedRaw = raw;
    // spec §3: a corrupt saved basket is discarded, and so removed from storage, not read again on
    // every page. Nothing is lost: save() never stores an empty basket, it removes the key.
    if (raw !== null && lines.length === 0) {
      writeRaw(null);
      cachedRaw = null;
    }
    cachedLines = lines.length === 0 ? emptyBasket : lines;
  }
  return cachedLines;
}

function getServerSnapshot(): readonly BasketLine[] {
  return emptyBasket;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Other tabs: the storage event (key null means the whole storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function save(lines: readonly BasketLine[]): void {
  writeRaw(lines.length === 0 ? null : JSON.stringify(lines));
  notify();
}

/** The saved basket and its item count; empty while server rendering. */
export function useBasket(): { lines: readonly BasketLine[]; totalItems: number } {
  const lines = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => ({ lines, totalItems: totalItems(lines) }), [lines]);
}

/**
 * Adds a line, merging with a line of the same variant and decoration (DESIGN §4). Throws when
 * the line is invalid: that is a bug in the caller, not a customer's mistake.
 */
export function addToBasket(line: BasketLineInput): void {
  save(addLine(getSnapshot(), requireBasketLine(line)));
}

/** Sets a line's quantity in items; 0 or less removes it (spec §4). */
export function updateBasketQuantity(lineId: string, quantity: number): void {
  save(setLineQuantity(getSnapshot(), lineId, quantity));
}

export function removeFromBasket(lineId: string): void {
  save(removeLine(getSnapshot(), lineId));
}

export function clearBasket(): void {
  save([]);
}
