import {
  type DecorationPricing,
  DecorationPricingSchema,
} from "#core/pricing/decoration-pricing.ts";
import type { DecorationMinimums } from "#core/pricing/decoration-minimums.ts";
import { onlineEmbroiderySize } from "#core/pricing/embroidery-sizes.ts";
import { keptUntilNotified } from "#server/db/kept-until-notified.ts";
import type { AppServices } from "../context.ts";
import {
  type DecorationTables,
  listDecorationTables,
  type PositionSurchargeRow,
} from "./pricing-queries.ts";

/**
 * Reads the decoration tables and shapes them with `build`. Null, logged as "<what> could not be
 * read", when they cannot be read or `build` finds them unusable: never stale or made-up prices.
 */
export async function fromDecorationTables<T>(
  { database, logger }: Pick<AppServices, "database" | "logger">,
  what: string,
  build: (tables: DecorationTables) => T,
  read: (database: AppServices["database"]) => Promise<DecorationTables> = (source) =>
    listDecorationTables(source.db),
): Promise<T | null> {
  try {
    return build(await read(database));
  } catch (error) {
    logger.error({ err: error }, `${what} could not be read`);
    return null;
  }
}

/** The position surcharges worth showing: those above nothing, pence ex VAT. */
export function chargedSurcharges(
  rows: readonly PositionSurchargeRow[],
): { position: string; surchargePence: number }[] {
  return rows
    .filter((row) => row.surchargePence > 0)
    .map(({ position, surchargePence }) => ({ position, surchargePence }));
}

/** A per-item decoration price for a band of quantities; null pence = price on application. */
export type DecorationTier = { band: string; unitPence: number | null };

export type DecorationPriceList = {
  /** The Standard embroidery size (DESIGN §3.3), or null when the table has no such row. */
  embroidery: { setUpPence: number; tiers: DecorationTier[] } | null;
  print: { setUpPence: number; tiers: DecorationTier[] } | null;
  surcharges: { position: string; surchargePence: number }[];
};

/** The tables as a price list to show: tiers by band, set-up fees, the charged surcharges. */
function priceListOf(tables: DecorationTables): DecorationPriceList {
  const standard = tables.embroidery.find((row) => row.sizeCategory === onlineEmbroiderySize);
  const firstPrint = tables.print[0];
  return {
    embroidery: standard
      ? {
          setUpPence: standard.setupCostLogoPence,
          tiers: [
            { band: "1-5", unitPence: standard.price1To5Pence },
            { band: "6-49", unitPence: standard.price6To49Pence },
            { band: "50-99", unitPence: standard.price50To99Pence },
            { band: "100-199", unitPence: standard.price100To199Pence },
            { band: "200-499", unitPence: standard.price200To499Pence },
            { band: "500+", unitPence: standard.price500PlusPence },
          ],
        }
      : null,
    print: firstPrint
      ? {
          setUpPence: firstPrint.setupCostPence,
          tiers: tables.print.map((row) => ({
            band: row.quantityRange,
            unitPence: row.pricePence,
          })),
        }
      : null,
    surcharges: chargedSurcharges(tables.surcharges),
  };
}

/**
 * The live decoration prices from the pricing tables, for pages that summarise them. Null when the
 * tables cannot be read, so the page can say so instead of showing stale figures.
 */
export function getDecorationPriceList(services: AppServices): Promise<DecorationPriceList | null> {
  return fromDecorationTables(services, "pricing tables", priceListOf);
}

/**
 * The decoration tables in the shape core/pricing prices from (DESIGN §3.3): the Standard
 * embroidery row, the position surcharges and the print bands. Null, logged, when the tables
 * cannot be read or do not make a whole price list (no Standard row, a gap in the print bands):
 * a basket must never be priced from a guess.
 */
export function getDecorationPricing(services: AppServices): Promise<DecorationPricing | null> {
  return fromDecorationTables(services, "decoration pricing", pricingOf);
}

function pricingOf(tables: DecorationTables): DecorationPricing {
  const standard = tables.embroidery.find((row) => row.sizeCategory === onlineEmbroiderySize);
  if (!standard) throw new Error("embroidery_pricing has no Standard row");
  // The schema drops the columns core does not price from (notes, sort order, ids).
  return DecorationPricingSchema.parse({
    embroidery: standard,
    positionSurcharges: tables.surcharges,
    print: tables.print,
    minimums: tables.minimums,
  });
}

/**
 * The tables as the product pages show them, kept in each process until a write to any of them
 * (migration 0010 NOTIFYs pricing_changed), as the pages rendered from them are (the page
 * cache). A basket and an order are always priced from a fresh read (getDecorationPricing).
 */
const keptTables = keptUntilNotified("pricing_changed", (database) =>
  listDecorationTables(database.db),
);

/**
 * Issue 18.1: the product page's two views of the tables from one read: the price list its
 * decoration tab shows, and the tables its price box prices the buyer's choice with (by
 * core/pricing, as the basket and the order are). Either is null, logged, when it cannot be made.
 */
export async function getProductPageDecoration(services: AppServices): Promise<{
  priceList: DecorationPriceList | null;
  pricing: DecorationPricing | null;
}> {
  const tables = await fromDecorationTables(
    services,
    "pricing tables",
    (read) => read,
    keptTables.read,
  );
  if (!tables) return { priceList: null, pricing: null };
  let pricing: DecorationPricing | null = null;
  try {
    pricing = pricingOf(tables);
  } catch (error) {
    services.logger.error({ err: error }, "decoration pricing could not be read");
  }
  return { priceList: priceListOf(tables), pricing };
}

/**
 * Issue 21.4: what pages describing the service say of the tables (the services page, the home
 * page's polo banner): each method's minimum and the charged position surcharges, from the same
 * kept read as the product pages. Null, logged, when the tables cannot be read: the page then
 * names no figure rather than a stale one.
 */
export function getDecorationFacts(services: AppServices): Promise<{
  minimums: DecorationMinimums;
  surcharges: { position: string; surchargePence: number }[];
} | null> {
  return fromDecorationTables(
    services,
    "decoration facts",
    (tables) => ({ minimums: tables.minimums, surcharges: chargedSurcharges(tables.surcharges) }),
    keptTables.read,
  );
}
