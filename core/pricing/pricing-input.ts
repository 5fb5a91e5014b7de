import { z } from "zod";
import { decorationPositions } from "../basket/basket.ts";
import { DecorationPricingSchema, PenceSchema } from "./decoration-pricing.ts";
import { maxLineQuantity } from "./quantity-breaks.ts";

// What priceBasket needs, validated where it crosses a boundary: the browser's basket, the
// server's order, the pricing tables. Amounts are integer pence ex VAT (DESIGN §3).

const IdSchema = z.string().min(1);

/** spec §4: a plain garment has no position; embroidery and print need one. */
export const PricingDecorationSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("plain") }),
  z.object({
    type: z.enum(["embroidery", "print"]),
    position: z.enum(decorationPositions),
    /** The uploaded design; lines without one share a group with each other (DESIGN §3.3). */
    designId: IdSchema.nullable().default(null),
  }),
]);
export type PricingDecoration = z.infer<typeof PricingDecorationSchema>;
/** A decoration as callers give it: designId may be left out. */
export type PricingDecorationInput = z.input<typeof PricingDecorationSchema>;

export const PricingLineSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema,
  /** Items, a whole number ≥ 1. */
  quantity: z.int().min(1).max(maxLineQuantity),
  /** The variant's own price, pence ex VAT, before any quantity break. */
  variantPricePence: PenceSchema,
  decoration: PricingDecorationSchema,
});
export type PricingLine = z.infer<typeof PricingLineSchema>;

/** One of the signed-in customer's active custom prices (spec §3 customer pricing). */
export const CustomPriceSchema = z.object({
  productId: IdSchema,
  /** null = every variant of the product. */
  variantId: IdSchema.nullable(),
  /** The customer's net unit price, pence ex VAT. */
  customPricePence: PenceSchema,
});
export type CustomPrice = z.infer<typeof CustomPriceSchema>;

/** Issue 15.4: design ids (as lines name them) approved per method. */
export const LogosOnFileSchema = z.object({
  embroidery: z.array(IdSchema).max(10_000),
  print: z.array(IdSchema).max(10_000),
});
export type LogosOnFile = z.infer<typeof LogosOnFileSchema>;

export const PricingInputSchema = z.object({
  /** In basket order; the priced lines come back in the same order. */
  lines: z.array(PricingLineSchema),
  /** Active custom prices of the signed-in customer; [] for a guest. */
  customPrices: z
    .array(CustomPriceSchema)
    .default([])
    .superRefine((prices, context) => {
      // The database allows one price per product and variant (or all variants); two would make
      // the price depend on their order.
      const seen = new Set<string>();
      prices.forEach((price, index) => {
        const key = JSON.stringify([price.productId, price.variantId]);
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: [index],
            message: `two custom prices for product ${price.productId}, variant ${price.variantId ?? "(all)"}`,
          });
        }
        seen.add(key);
      });
    }),
  decorationPricing: DecorationPricingSchema,
  /**
   * Issue 15.4: the designs of the customer's logos on file, approved for each method; a group
   * with one of them pays no set-up. Decided on the server from the customer's library; empty for
   * a guest.
   */
  logosOnFile: LogosOnFileSchema.default({ embroidery: [], print: [] }),
});
/** What priceBasket accepts (designId and customPrices may be left out). */
export type PricingInput = z.input<typeof PricingInputSchema>;
/** The input after validation and defaults. */
export type ParsedPricingInput = z.infer<typeof PricingInputSchema>;

/** Invalid pricing input: a domain error with a code, carrying zod's issues for the caller. */
export class PricingInputError extends Error {
  readonly code = "INVALID_PRICING_INPUT";
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(error: z.ZodError) {
    super(`Invalid pricing input:\n${z.prettifyError(error)}`);
    this.name = "PricingInputError";
    this.issues = error.issues;
  }
}

/** Validates pricing input from anywhere (browser storage, a request, the tables); throws PricingInputError. */
export function parsePricingInput(input: unknown): ParsedPricingInput {
  const result = PricingInputSchema.safeParse(input);
  if (!result.success) throw new PricingInputError(result.error);
  return result.data;
}
