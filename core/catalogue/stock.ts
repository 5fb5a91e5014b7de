// Issue 11.4: a variant's stock as Shopify keeps it, and what a buyer and the back office are told.
// Untracked: always for sale. Tracked: `deny` stops selling at 0, `continue` sells into back
// order. "Low" is at or below the shop's threshold (LOW_STOCK_THRESHOLD, 5 by default).

export const inventoryPolicies = ["deny", "continue"] as const;
export type InventoryPolicy = (typeof inventoryPolicies)[number];

export type VariantStock = {
  inventoryTracked: boolean;
  inventoryQuantity: number;
  inventoryPolicy: InventoryPolicy;
};

export type StockLevel = "untracked" | "in" | "low" | "out" | "backorder";

/** The shop's default low-stock threshold, when LOW_STOCK_THRESHOLD is not set. */
export const defaultLowStockThreshold = 5;

export function stockLevelOf(stock: VariantStock, lowStockThreshold: number): StockLevel {
  if (!stock.inventoryTracked) return "untracked";
  if (stock.inventoryQuantity <= 0)
    return stock.inventoryPolicy === "continue" ? "backorder" : "out";
  return stock.inventoryQuantity <= lowStockThreshold ? "low" : "in";
}

/** Whether `quantity` more can be sold now (the rule the database's is_available follows at 1). */
export function canSell(stock: VariantStock, quantity: number): boolean {
  return (
    !stock.inventoryTracked ||
    stock.inventoryPolicy === "continue" ||
    stock.inventoryQuantity >= quantity
  );
}

/**
 * What the Storefront API tells of a variant's stock: availableForSale, quantityAvailable (null
 * when untracked) and currentlyNotInStock (back order). The same fields come from our engine and
 * from a Shopify store, so the product page reads only these.
 */
export type StorefrontStock = {
  available: boolean;
  quantityAvailable: number | null;
  currentlyNotInStock: boolean;
};

/**
 * The level a buyer is shown, from the Storefront API's fields. A variant for sale with no count
 * above 0 and not on back order counts as untracked (a Shopify store may answer 0 for those).
 */
export function stockLevelOfStorefront(
  stock: StorefrontStock,
  lowStockThreshold: number,
): StockLevel {
  if (!stock.available) return "out";
  if (stock.currentlyNotInStock) return "backorder";
  const quantity = stock.quantityAvailable;
  if (quantity === null || quantity <= 0) return "untracked";
  return quantity <= lowStockThreshold ? "low" : "in";
}

/** Issue 11.4: the product page's line for the chosen variant; `quantity` is what is left. */
export function stockMessage(level: StockLevel, quantity: number | null): string {
  switch (level) {
    case "untracked":
    case "in":
      return "In stock — order by 2pm for same-day dispatch";
    case "low":
      return `Only ${quantity ?? 0} left`;
    case "out":
      return "Out of stock";
    case "backorder":
      return "Back order: ships in 5–7 working days";
  }
}
