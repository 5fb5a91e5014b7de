import type { AppServices } from "#server/context.ts";
import { chargedSurcharges, fromDecorationTables } from "./pricing.server.ts";
import { embroideryRowEtag, minimumEtag, printRowEtag } from "./pricing-versions.ts";

// spec/back-office.md §2 (/pricing) and §7: the whole embroidery and print price tables as the
// pricing page shows them, one embroidery row per size category and every print row, in pence ex
// VAT (DESIGN §3). Each row keeps its id, so an edit mode can name the row it changes.

/** spec/back-office.md §9: the embroidery quantity bands, in the table's column order. */
export const embroideryBands = ["1-5", "6-49", "50-99", "100-199", "200-499", "500+"] as const;

export type EmbroideryBand = (typeof embroideryBands)[number];

export type EmbroideryPriceRow = {
  id: number;
  sizeCategory: string;
  sizeDescription: string;
  setupCostLogoPence: number;
  setupCostTextPence: number;
  /** Per-item price by band; null = price on application. */
  prices: Record<EmbroideryBand, number | null>;
  /** Issue 10.9: the row's version, sent back as If-Match with an admin's edit. */
  etag: string;
};

export type PrintPriceRow = {
  id: number;
  quantityRange: string;
  /** Per-item price; null = see `priceNote`, or call. */
  pricePence: number | null;
  priceNote: string;
  /** Issue 10.9: the row's version, sent back as If-Match with an admin's edit. */
  etag: string;
};

export type PrintPriceTable = {
  setupCostPence: number;
  setupCostNote: string;
  rows: PrintPriceRow[];
};

export type PricingTables = {
  embroidery: EmbroideryPriceRow[];
  /** Null when the print table has no rows. */
  print: PrintPriceTable | null;
  /** Per-item embroidery surcharges by position, only those above nothing. */
  surcharges: { position: string; surchargePence: number }[];
  /** Issue 15.5: the fewest pieces per design, by method, each with its version. */
  minimums: Record<"embroidery" | "print", { minQuantity: number; etag: string }>;
};

/** The pricing tables, or null (logged) when they cannot be read: never stale or made-up prices. */
export function getPricingTables(
  services: Pick<AppServices, "database" | "logger">,
): Promise<PricingTables | null> {
  return fromDecorationTables(services, "pricing tables", (tables) => {
    const firstPrint = tables.print[0];
    return {
      embroidery: tables.embroidery.map((row) => ({
        id: row.id,
        sizeCategory: row.sizeCategory,
        sizeDescription: row.sizeDescription,
        setupCostLogoPence: row.setupCostLogoPence,
        setupCostTextPence: row.setupCostTextPence,
        prices: {
          "1-5": row.price1To5Pence,
          "6-49": row.price6To49Pence,
          "50-99": row.price50To99Pence,
          "100-199": row.price100To199Pence,
          "200-499": row.price200To499Pence,
          "500+": row.price500PlusPence,
        },
        etag: embroideryRowEtag(row),
      })),
      // spec/back-office.md §2: one set-up cost for printing; every row carries it, the first says.
      print: firstPrint
        ? {
            setupCostPence: firstPrint.setupCostPence,
            setupCostNote: firstPrint.setupCostNote,
            rows: tables.print.map((row) => ({
              id: row.id,
              quantityRange: row.quantityRange,
              pricePence: row.pricePence,
              priceNote: row.priceNote,
              etag: printRowEtag(row),
            })),
          }
        : null,
      surcharges: chargedSurcharges(tables.surcharges),
      minimums: {
        embroidery: {
          minQuantity: tables.minimums.embroidery,
          etag: minimumEtag("embroidery", tables.minimums.embroidery),
        },
        print: {
          minQuantity: tables.minimums.print,
          etag: minimumEtag("print", tables.minimums.print),
        },
      },
    };
  });
}
