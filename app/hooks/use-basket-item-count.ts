import { useSyncExternalStore } from "react";

// spec/storefront.md §3: the basket lives in browser storage under "shop-cart". The header badge
// only needs the item count; a corrupt saved basket counts as empty.
const storageKey = "shop-cart";
export const basketChangedEvent = "shop-cart-changed";

function readCount(): number {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(saved)) return 0;
    return saved.reduce<number>((total, line: unknown) => {
      const quantity = Number((line as { quantity?: unknown } | null)?.quantity);
      return Number.isInteger(quantity) && quantity > 0 ? total + quantity : total;
    }, 0);
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(basketChangedEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(basketChangedEvent, onChange);
  };
}

/** Total items in the saved basket; 0 while server rendering. */
export function useBasketItemCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
