import { decorationPositions, type DecorationPosition } from "#core/basket/basket.ts";
import {
  DecorationPricingSchema,
  type DecorationPricing,
} from "#core/pricing/decoration-pricing.ts";
import { priceBasket, type PricedBasket } from "#core/pricing/price-basket.ts";
import type { CustomPrice, LogosOnFile, PricingDecoration } from "#core/pricing/pricing-input.ts";
import type { Db } from "#server/db/client.ts";
import type { CartAttribute } from "#server/db/schema/index.ts";
import {
  listEmbroideryPricing,
  listPositionSurcharges,
  readDecorationMinimums,
  listPrintPricing,
} from "#server/pricing/pricing-queries.ts";
import type { CartLineRow, CartVariant } from "./cart-queries.ts";

// DESIGN §3, §5: a cart is priced as one basket by core's priceBasket, from the variant prices and
// the pricing tables in the database, and from the decoration each line carries in its attributes.

export const decorationAttributeKeys = {
  type: "_decoration_type",
  position: "_decoration_position",
  designId: "_design_id",
  /** Issue 10.10: the upload's token, proof that the caller uploaded `_design_id`. */
  designToken: "_design_token",
} as const;

const decorationTypes = ["plain", "embroidery", "print"] as const;

/**
 * The decoration a line's attributes describe, or an error message. No `_decoration_type` means a
 * plain garment; embroidery and print need one of the six positions, spelled as in the spec.
 */
export function decorationOf(
  attributes: CartAttribute[],
): { decoration: PricingDecoration } | { error: string } {
  const valueOf = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
  const type = valueOf(decorationAttributeKeys.type) ?? "plain";
  const position = valueOf(decorationAttributeKeys.position);
  const designId = valueOf(decorationAttributeKeys.designId);
  if (!(decorationTypes as readonly string[]).includes(type))
    return {
      error: `${decorationAttributeKeys.type} must be one of ${decorationTypes.join(", ")}`,
    };
  if (type === "plain") {
    if (position || designId)
      return { error: "a plain line takes no decoration position or design" };
    return { decoration: { type: "plain" } };
  }
  if (!position || !(decorationPositions as readonly string[]).includes(position))
    return {
      error: `${decorationAttributeKeys.position} must be one of ${decorationPositions.join(", ")}`,
    };
  return {
    decoration: {
      type: type as "embroidery" | "print",
      position: position as DecorationPosition,
      designId: designId || null,
    },
  };
}

/** The decoration tables in core's shape; throws when they do not make a whole price list. */
export async function loadDecorationPricing(db: Db): Promise<DecorationPricing> {
  // One query at a time: db may be a transaction, a single connection.
  const embroideryRows = await listEmbroideryPricing(db);
  const printRows = await listPrintPricing(db);
  const surcharges = await listPositionSurcharges(db);
  const minimums = await readDecorationMinimums(db);
  const standard = embroideryRows.find((row) => row.sizeCategory === "Standard");
  if (!standard) throw new Error("embroidery_pricing has no Standard row");
  // The schema drops the columns core does not price from (notes, sort order, ids).
  return DecorationPricingSchema.parse({
    embroidery: standard,
    positionSurcharges: surcharges,
    print: printRows,
    minimums,
  });
}

/**
 * Prices the lines (in cart order) whose variant still exists; the others are left out.
 * `customPrices` are the buyer's own (DESIGN §3.1, ids as the database's numbers in text): those
 * of the customer signed in on this site, for the hosted checkout (server/orders) and for the
 * Storefront API's carts alike (cart-view.ts); anyone else's carts cost list price. So do the
 * buyer's `logosOnFile` (issue 15.4: no set-up for a design approved for its method).
 */
export function priceCart(
  lines: CartLineRow[],
  variants: Map<number, CartVariant>,
  decorationPricing: DecorationPricing,
  customPrices: readonly CustomPrice[] = [],
  logosOnFile: LogosOnFile = { embroidery: [], print: [] },
): PricedBasket {
  return priceBasket({
    lines: lines.flatMap((line) => {
      const variant = variants.get(line.variantId);
      const decoration = decorationOf(line.attributes);
      if (!variant) return [];
      return [
        {
          productId: String(variant.productId),
          variantId: String(variant.id),
          quantity: line.quantity,
          variantPricePence: variant.pricePence,
          // Stored lines were checked when written; a line that no longer parses is priced plain.
          decoration: "decoration" in decoration ? decoration.decoration : { type: "plain" },
        },
      ];
    }),
    customPrices: [...customPrices],
    decorationPricing,
    logosOnFile,
  });
}
