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
