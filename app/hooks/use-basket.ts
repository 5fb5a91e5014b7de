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
    if (event.key === storageKey || event.key === checkoutKey || event.key === null) onChange();
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
  writeCheckoutRaw(null);
  save([]);
}

// Issue 18.2: the basket is kept until its order is placed. The cart the Checkout button made is
// kept beside it, under its own key, with the saved basket it was made from: it belongs to the
// basket only while the basket is exactly that (so a changed basket gets a new cart, and Checkout
// again on an unchanged one reopens the same cart). The checkout's confirmation empties the basket
// (orderPlacedForCart), which other tabs hear through the storage event and the broadcast below.

const checkoutKey = "shop-cart-checkout";
/** Tells the shop's other tabs that the basket's order was placed (the basket page says so). */
export const basketChannelName = "tradewear-basket";
export type BasketMessage = { type: "order-placed" };

/** The checkout opened for the basket as it is now; cartId null for a store's cart permalink. */
export type OpenCheckout = { cartId: string | null };

let memoryCheckoutRaw: string | null = null;

function readCheckoutRaw(): string | null {
  try {
    return window.localStorage.getItem(checkoutKey);
  } catch {
    return memoryCheckoutRaw;
  }
}

function writeCheckoutRaw(raw: string | null): void {
  memoryCheckoutRaw = raw;
  try {
    if (raw === null) window.localStorage.removeItem(checkoutKey);
    else window.localStorage.setItem(checkoutKey, raw);
  } catch {
    // Blocked or full: the in-memory copy above serves this page.
  }
}

function readSavedCheckout(raw: string | null): (OpenCheckout & { basket: string }) | null {
  if (raw === null) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== "object" || saved === null) return null;
    const { cartId, basket } = saved as Record<string, unknown>;
    const isCartId =
      cartId === null ||
      (typeof cartId === "string" &&
        cartId.startsWith("gid://shopify/Cart/") &&
        cartId.length <= 300);
    return isCartId && typeof basket === "string" ? { cartId, basket } : null;
  } catch {
    return null;
  }
}

let cachedCheckoutKey: string | null = null;
let cachedCheckout: OpenCheckout | null = null;

function getCheckoutSnapshot(): OpenCheckout | null {
  const raw = readCheckoutRaw();
  const basket = readRaw();
  const key = JSON.stringify([raw, basket]);
  if (key !== cachedCheckoutKey) {
    cachedCheckoutKey = key;
    const saved = readSavedCheckout(raw);
    cachedCheckout =
      saved && basket !== null && saved.basket === basket ? { cartId: saved.cartId } : null;
  }
  return cachedCheckout;
}

/** The checkout opened for the basket as it is now, or null; null while server rendering. */
export function useOpenCheckout(): OpenCheckout | null {
  return useSyncExternalStore(subscribe, getCheckoutSnapshot, () => null);
}

/** The saved basket, to tie a checkout to the basket as it was when Checkout was pressed. */
export function savedBasket(): string | null {
  return readRaw();
}

/** Keeps the cart made for `basket` (from savedBasket()) with the basket while it is unchanged. */
export function rememberCheckout(cartId: string | null, basket: string | null): void {
  if (basket === null) return;
  writeCheckoutRaw(JSON.stringify({ cartId, basket }));
  notify();
}

/** The kept cart is gone (or unusable): the next Checkout makes a new one. */
export function forgetCheckout(): void {
  writeCheckoutRaw(null);
  notify();
}

/**
 * The order of the cart `cartId` was placed. When that cart is the one opened for the basket as it
 * is now, the basket is emptied and the shop's other tabs are told; a basket that has changed
 * since is kept (its lines are not the order's). Answers whether the basket was emptied.
 */
export function orderPlacedForCart(cartId: string): boolean {
  const open = getCheckoutSnapshot();
  const saved = readSavedCheckout(readCheckoutRaw());
  if (!open || open.cartId !== cartId) {
    if (saved?.cartId === cartId) forgetCheckout();
    return false;
  }
  clearBasket();
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(basketChannelName);
    channel.postMessage({ type: "order-placed" } satisfies BasketMessage);
    channel.close();
  }
  return true;
}
