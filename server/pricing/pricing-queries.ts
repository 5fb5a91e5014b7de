import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  startingDecorationMinimums,
  type DecorationMinimums,
} from "#core/pricing/decoration-minimums.ts";
import {
  decorationMinimums,
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
  /** Issue 15.5: the fewest pieces per decoration group, by method. */
  minimums: DecorationMinimums;
};

/**
 * Issue 15.5: the minimums per method; a method without its row has the starting minimum (the
 * migration writes both rows; the owner edits them, never removes them).
 */
export async function readDecorationMinimums(db: Db): Promise<DecorationMinimums> {
  const rows = await db.select().from(decorationMinimums);
  const of = (method: keyof DecorationMinimums) =>
    rows.find((row) => row.method === method)?.minQuantity ?? startingDecorationMinimums[method];
  return { embroidery: of("embroidery"), print: of("print") };
}

/** The decoration tables together, as every reader of the prices needs them. */
export async function listDecorationTables(db: Db): Promise<DecorationTables> {
  const [embroidery, print, surcharges, minimums] = await Promise.all([
    listEmbroideryPricing(db),
    listPrintPricing(db),
    listPositionSurcharges(db),
    readDecorationMinimums(db),
  ]);
  return { embroidery, print, surcharges, minimums };
}
