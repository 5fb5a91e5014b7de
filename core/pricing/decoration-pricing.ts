import { z } from "zod";
import { decorationPositions } from "../basket/basket.ts";
import { maxDecorationMinimum, startingDecorationMinimums } from "./decoration-minimums.ts";

// DESIGN §3.3: the decoration price tables as the database holds them (server/db/schema/pricing.ts),
// in a plain shape core can price from. Every amount is pence ex VAT; a null tier price means
// "price on application". Field names follow the table columns so the server can pass rows as
// they are (extra columns are dropped by the schema).

/** Upper bound for any stored price: £100,000 in pence keeps every product a safe integer. */
export const maxPricePence = 10_000_000;

export const PenceSchema = z.int().min(0).max(maxPricePence);
const PoaPenceSchema = PenceSchema.nullable();

/** The `embroidery_pricing` Standard row (DESIGN §3.3). */
export const EmbroideryPricingSchema = z.object({
  setupCostLogoPence: PenceSchema,
  price1To5Pence: PoaPenceSchema,
  price6To49Pence: PoaPenceSchema,
  price50To99Pence: PoaPenceSchema,
  price100To199Pence: PoaPenceSchema,
  price200To499Pence: PoaPenceSchema,
  price500PlusPence: PoaPenceSchema,
});
export type EmbroideryPricing = z.infer<typeof EmbroideryPricingSchema>;

/** One `embroidery_position_surcharges` row; positions not listed carry no surcharge. */
export const PositionSurchargeSchema = z.object({
  position: z.enum(decorationPositions),
  surchargePence: PenceSchema,
});
export type PositionSurcharge = z.infer<typeof PositionSurchargeSchema>;

/** One `print_pricing` row: a band of quantities (maxQuantity null = and above). */
export const PrintPricingRowSchema = z
  .object({
    minQuantity: z.int().min(1),
    maxQuantity: z.int().min(1).nullable(),
    pricePence: PoaPenceSchema,
    setupCostPence: PenceSchema,
  })
  .refine((row) => row.maxQuantity === null || row.maxQuantity >= row.minQuantity, {
    message: "maxQuantity is below minQuantity",
  });
export type PrintPricingRow = z.infer<typeof PrintPricingRowSchema>;

/**
 * The print rows must cover every quantity exactly once — from 1, without gaps or overlaps, the
 * last open-ended — so any group quantity has a price (or "on application"), never a guess.
 */
export const PrintPricingSchema = z
  .array(PrintPricingRowSchema)
  .min(1)
  .superRefine((rows, context) => {
    const sorted = [...rows].sort((a, b) => a.minQuantity - b.minQuantity);
    let next = 1;
    for (const row of sorted) {
      if (row.minQuantity !== next) {
        context.addIssue({
          code: "custom",
          message: `print rows must cover every quantity: expected a row from ${next}, found one from ${row.minQuantity}`,
        });
        return;
      }
      if (row.maxQuantity === null) {
        if (row !== sorted.at(-1)) {
          context.addIssue({ code: "custom", message: "only the last print row is open-ended" });
        }
        return;
      }
      next = row.maxQuantity + 1;
    }
    context.addIssue({ code: "custom", message: "the last print row must be open-ended" });
  });

/** Issue 15.5: the fewest pieces per decoration group, by method. */
export const DecorationMinimumsSchema = z.object({
  embroidery: z.int().min(1).max(maxDecorationMinimum),
  print: z.int().min(1).max(maxDecorationMinimum),
});

export const DecorationPricingSchema = z.object({
  embroidery: EmbroideryPricingSchema,
  positionSurcharges: z.array(PositionSurchargeSchema),
  print: PrintPricingSchema,
  /** Issue 15.5: the fewest pieces per decoration group (the starting ones when not given). */
  minimums: DecorationMinimumsSchema.default(startingDecorationMinimums),
});
/** Every decoration price the basket needs, read from the pricing tables. */
export type DecorationPricing = z.infer<typeof DecorationPricingSchema>;
