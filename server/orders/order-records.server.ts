import type { DiscountedLine } from "#core/pricing/order-discount.ts";
import type { PricedLine } from "#core/pricing/price-basket.ts";
import type { Db } from "#server/db/client.ts";
import {
  existingDesignIds,
  type NewOrderItem,
  type OrderVariant,
} from "./order-records-queries.ts";

// What every way of making an order shares once its basket is priced (DESIGN §3): the hosted
// checkout (orders.server.ts), credit orders (server/credit) and the demo seed (server/demo) all
// record their priced lines as order items here, so an item means the same whichever wrote it.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored design files among the lines' designs. A design id that is not one (mistyped, or
 * another kind of file) is simply not linked to the order: the line is still made as priced.
 */
export function storedDesignIds(
  db: Db,
  lines: readonly Pick<PricedLine, "decoration">[],
): Promise<Set<string>> {
  return existingDesignIds(
    db,
    lines.flatMap(({ decoration }) =>
      decoration.type !== "plain" && decoration.designId && uuidPattern.test(decoration.designId)
        ? [decoration.designId]
        : [],
    ),
  );
}

/**
 * The order's items, one per priced line in line order; `variants[i]` is line i's variant. A
 * discounted line (hosted checkout with a code) records its amount before its share of the
 * discount, like the order's subtotal, and the VAT actually charged on it after that share, so
 * the items' VAT adds up to the order's lines VAT.
 */
export function orderItemsOf(
  orderId: string,
  lines: readonly (PricedLine | DiscountedLine)[],
  variants: readonly OrderVariant[],
  designIds: ReadonlySet<string> = new Set(),
): NewOrderItem[] {
  return lines.map((line, position) => {
    const variant = variants[position];
    if (!variant) throw new Error(`no variant for order line ${position}`);
    return {
      orderId,
      position,
      ...pricedLineRecord(line, variant, designIds),
      remoteProductId: variant.remoteProductId ?? null,
      remoteVariantId: variant.remoteVariantId ?? null,
      lineExVatPence: line.lineExVatPence,
      lineVatPence: "discountedVatPence" in line ? line.discountedVatPence : line.lineVatPence,
      needsQuote: line.needsQuote,
    };
  });
}

/** What an order item and a quote line keep of their variant, as it was then. */
export function variantRecord(variant: OrderVariant) {
  return {
    productId: variant.productId,
    variantId: variant.variantId,
    productTitle: variant.productTitle,
    variantTitle: variant.variantTitle,
    sku: variant.sku || null,
    imageUrl: variant.imageUrl,
  };
}

/**
 * What an order item and a quote line (issue 14.6) both keep of a priced line: the variant as it
 * was, the quantity, the garment's price, the decoration and its price per item, the set-up, and
 * the design when it is a stored file.
 */
export function pricedLineRecord(
  line: PricedLine,
  variant: OrderVariant,
  designIds: ReadonlySet<string>,
) {
  const { decoration } = line;
  const designId = decoration.type === "plain" ? null : decoration.designId;
  return {
    ...variantRecord(variant),
    quantity: line.quantity,
    unitPricePence: line.unitPence,
    customizationType: decoration.type,
    customizationPosition: decoration.type === "plain" ? null : decoration.position,
    customizationPricePence: line.decorationPence + line.surchargePence,
    setupFeePence: line.setUpSharePence,
    setupWaiver: line.setUpWaiver,
    designFileId: designId && designIds.has(designId) ? designId : null,
  };
}
