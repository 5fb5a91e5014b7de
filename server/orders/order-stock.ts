import { canSell } from "#core/catalogue/stock.ts";
import type { Db } from "#server/db/client.ts";
import { getVariantStock, returnVariantStock, takeVariantStock } from "./order-records-queries.ts";

// Issue 11.4, DESIGN §9a: an order takes its stock in its own transaction, as it takes credit, and
// a cancelled order puts it back. Shared by the hosted checkout (orders.server.ts), credit orders
// (server/credit) and cancelling (server/admin/order-status.ts). Only tracked variants are
// written: any UPDATE of product_variants tells every instance's cache that the catalogue changed,
// so an order of untracked goods writes none.

export type StockLine = { variantId: number; quantity: number };

/** What a refused order was short of: the variant, and how many are left to sell now (0+). */
export type StockShortfall = { variantId: number; available: number };

/**
 * The quantity of each variant over all lines (one variant may be on several lines with different
 * decorations), in ascending variant id: every order locks variant rows in that one order, so two
 * orders of the same variants never wait on each other in a circle.
 */
export function stockLinesOf(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const { variantId, quantity } of lines)
    totals.set(variantId, (totals.get(variantId) ?? 0) + quantity);
  return [...totals]
    .sort(([a], [b]) => a - b)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * Takes the lines' stock in the caller's transaction, or answers the first variant there is not
 * enough of (the caller throws, so the transaction rolls back what was taken before it).
 */
export async function takeOrderStock(
  tx: Db,
  lines: readonly StockLine[],
): Promise<StockShortfall | null> {
  const wanted = stockLinesOf(lines);
  const stock = await getVariantStock(
    tx,
    wanted.map((line) => line.variantId),
  );
  const tracked = new Set(stock.filter((row) => row.inventoryTracked).map((row) => row.variantId));
  for (const { variantId, quantity } of wanted) {
    if (!tracked.has(variantId)) continue;
    // A refused UPDATE is read again: by now any order it waited for has committed. Tracking
    // turned off meanwhile is no refusal; stock put back meanwhile (a cancellation) gets one retry.
    for (let attempt = 0; !(await takeVariantStock(tx, variantId, quantity)); attempt++) {
      const [now] = await getVariantStock(tx, [variantId]);
      if (!now?.inventoryTracked) break;
      if (attempt > 0 || !canSell(now, quantity))
        return { variantId, available: Math.max(0, now.inventoryQuantity) };
    }
  }
  return null;
}

/** Puts the lines' stock back into their variants that are tracked; answers what went back. */
export async function returnOrderStock(tx: Db, lines: readonly StockLine[]): Promise<StockLine[]> {
  const given = stockLinesOf(lines);
  const stock = await getVariantStock(
    tx,
    given.map((line) => line.variantId),
  );
  const tracked = new Set(stock.filter((row) => row.inventoryTracked).map((row) => row.variantId));
  const returned: StockLine[] = [];
  for (const line of given) {
    if (
      tracked.has(line.variantId) &&
      (await returnVariantStock(tx, line.variantId, line.quantity))
    )
      returned.push(line);
  }
  return returned;
}

/**
 * The buyer's refusal, naming the variant ("Portwest B210 Essential Polo (Navy / L)"), with how
 * many are left to sell (0: out of stock).
 */
export function stockRefusal(name: string, available: number): string {
  return available > 0
    ? `${name}: only ${available} left in stock — please lower the quantity in your basket`
    : `${name}: this variant is out of stock — please remove it from your basket`;
}
