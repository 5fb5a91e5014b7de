import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  embroideryPositionSurcharges,
  embroideryPricing,
  printPricing,
} from "../db/schema/index.ts";

export type EmbroideryPricingRow = typeof embroideryPricing.$inferSelect;
export type PrintPricingRow = typeof printPricing.$inferSelect;
export type PositionSurchargeRow = typeof embroideryPositionSurcharges.$inferSelect;

/** spec/back-office.md §7: embroidery rows ordered by id (here: the shop's order, then id). */
export function listEmbroideryPricing(db: Db): Promise<EmbroideryPricingRow[]> {
  return db
    .select()
    .from(embroideryPricing)
    .orderBy(asc(embroideryPricing.sortOrder), asc(embroideryPricing.id));
}

/** spec/back-office.md §7: print rows ordered by sort_order. */
export function listPrintPricing(db: Db): Promise<PrintPricingRow[]> {
  return db.select().from(printPricing).orderBy(asc(printPricing.sortOrder), asc(printPricing.id));
}

export function listPositionSurcharges(db: Db): Promise<PositionSurchargeRow[]> {
  return db
    .select()
    .from(embroideryPositionSurcharges)
    .orderBy(asc(embroideryPositionSurcharges.position));
}

export type DecorationTables = {
  embroidery: EmbroideryPricingRow[];
  print: PrintPricingRow[];
  surcharges: PositionSurchargeRow[];
};

/** The three decoration tables together, as every reader of the prices needs them. */
export async function listDecorationTables(db: Db): Promise<DecorationTables> {
  const [embroidery, print, surcharges] = await Promise.all([
    listEmbroideryPricing(db),
    listPrintPricing(db),
    listPositionSurcharges(db),
  ]);
  return { embroidery, print, surcharges };
}
