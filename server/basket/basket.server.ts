import { minimumMessage, type DecorationMinimums } from "#core/pricing/decoration-minimums.ts";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { decorationPositions, decorationTypes } from "#core/basket/basket.ts";
import { type PricedBasket, type PricedLine, priceBasket } from "#core/pricing/price-basket.ts";
import type { PricingLine } from "#core/pricing/pricing-input.ts";
import { maxLineQuantity } from "#core/pricing/quantity-breaks.ts";
import type { BasketVariant } from "#commerce/client/basket-variants.ts";
import { logosOnFileOf, noLogosOnFile } from "../logos/logos.server.ts";
import { getViewerCustomPrices } from "../pricing/customer-prices.server.ts";
import { getDecorationPricing } from "../pricing/pricing.server.ts";

// DESIGN §4 "Never trust the browser's prices": the basket page sends its lines and the server
// prices them from the catalogue and the pricing tables. Only the variant, quantity and decoration
// are read; any price, name or SKU the browser sends is dropped by the schema below.

/** A basket holds at most this many lines; keeps one request's work bounded. */
export const maxBasketLines = 500;

const idText = z.string().trim().min(1).max(200);

export const BasketPricingLineSchema = z
  .object({
    /** The browser's line id, echoed back so the page can match its lines. */
    id: idText.optional(),
    variantId: idText,
    quantity: z
      .number({ error: "Quantity must be a number of items" })
      .int({ error: "Quantity must be a whole number of items" })
      .min(1, { error: "Quantity must be at least 1" })
      .max(maxLineQuantity, { error: `Quantity must be at most ${maxLineQuantity}` }),
    customizationType: z.enum(decorationTypes).default("plain"),
    customizationPosition: z.union([z.enum(decorationPositions), z.literal("")]).default(""),
    designId: idText.optional(),
    /** Issue 10.10: the upload's token, proof that this browser uploaded the design. */
    designToken: idText.optional(),
  })
  .superRefine((line, context) => {
    // spec §4: embroidery and print need a position; a plain garment has none.
    if ((line.customizationType === "plain") !== (line.customizationPosition === "")) {
      context.addIssue({
        code: "custom",
        path: ["customizationPosition"],
        message:
          line.customizationType === "plain"
            ? "A plain line has no position"
            : "A decorated line needs a position",
      });
    }
  });
export type BasketPricingLine = z.infer<typeof BasketPricingLineSchema>;

const BasketPricingLinesSchema = z
  .array(BasketPricingLineSchema, { error: "lines must be a list of basket lines" })
  .max(maxBasketLines, { error: `A basket holds at most ${maxBasketLines} lines` });

/** What the page shows of the item, from the catalogue (never from the browser). */
export type BasketItem = {
  name: string;
  /** The variant's description, e.g. "Navy / L". */
  variantTitle: string;
  sku: string;
  handle: string;
  image: { url: string; altText: string | null } | null;
};

export type PricedBasketLine = Omit<BasketPricingLine, "id" | "designId"> & {
  id: string | null;
  designId: string | null;
  /** null when the variant is no longer in the catalogue. */
  item: BasketItem | null;
  /** null when the line cannot be bought; such a line is left out of the totals. */
  price: PricedLine | null;
  /**
   * spec/storefront.md §6: where the line is at the customer's special price, the variant's list
   * price per garment it replaces (before any quantity break), pence ex VAT like the garment's
   * `price.unitPence`, for the struck-through standard price; null at list price or unpriced.
   */
  listUnitPence: number | null;
  /** Why the line cannot be bought, in the customer's words; null when it can. */
  problem: string | null;
};

export type BasketPricing = Omit<PricedBasket, "lines"> & { lines: PricedBasketLine[] };

export type BasketPricingResult =
  | { ok: true; basket: BasketPricing }
  /** Malformed input: the field (e.g. "lines.0.quantity") and what is wrong with it. */
  | { ok: false; status: 400; field: string; error: string }
  /** The catalogue or the pricing tables could not be read (already logged). */
  | { ok: false; status: 503; error: string };

export const unknownVariantProblem = "This item is no longer available";

/**
 * Issue 15.5: a decorated line whose group (across sizes) is below its method's minimum; the
 * orders refuse it too (credit-order.server.ts, orders.server.ts).
 */
function belowMinimumProblem(price: PricedLine, minimums: DecorationMinimums): string | null {
  const { type } = price.decoration;
  if (type === "plain" || price.groupQuantity >= minimums[type]) return null;
  const more = minimums[type] - price.groupQuantity;
  return `${minimumMessage(type, minimums[type])}: add ${more.toLocaleString("en-GB")} more with this design (sizes can be mixed), or remove the decoration`;
}
export const outOfStockProblem = "This variant is out of stock";
const unavailableMessage = "We could not price your basket just now. Please try again.";

/** The shop's own images as root-relative paths, as the product page does (CSP img-src 'self'). */
function shopRelativeImage(variant: BasketVariant, publicUrl: string): BasketItem["image"] {
  const { image } = variant;
  if (!image) return null;
  const origin = new URL(publicUrl).origin;
  const url =
    URL.canParse(image.url) && new URL(image.url).origin === origin
      ? `${new URL(image.url).pathname}${new URL(image.url).search}`
      : image.url;
  return { url, altText: image.altText };
}

function toPricingLine(line: BasketPricingLine, variant: BasketVariant): PricingLine {
  return {
    productId: variant.product.id,
    variantId: variant.id,
    quantity: line.quantity,
    variantPricePence: variant.pricePence,
    decoration:
      line.customizationType === "plain" || line.customizationPosition === ""
        ? { type: "plain" }
        : {
            type: line.customizationType,
            position: line.customizationPosition,
            designId: line.designId ?? null,
          },
  };
}

/**
 * Prices the browser's basket lines by DESIGN §3 from the catalogue and the pricing tables, all
 * amounts integer pence. Lines whose variant is gone or out of stock carry a problem and are left
 * out of the totals. `lines` is untrusted input: a malformed one gives a 400-style result.
 */
export async function priceBasketLines(
  context: Pick<AppLoadContext, "commerce" | "services" | "viewer">,
  lines: unknown,
): Promise<BasketPricingResult> {
  const parsed = BasketPricingLinesSchema.safeParse(lines);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      status: 400,
      field: ["lines", ...issue.path].join("."),
      error: issue.message,
    };
  }
  const basketLines = parsed.data;
  const { logger, config } = context.services;

  const [variants, decorationPricing] = await Promise.all([
    basketLines.length === 0
      ? Promise.resolve({ ok: true as const, data: [] })
      : context.commerce.getVariantsByIds(basketLines.map((line) => line.variantId)),
    getDecorationPricing(context.services),
  ]);
  // Both failures are logged where they happen.
  if (!variants.ok || !decorationPricing) {
    return { ok: false, status: 503, error: unavailableMessage };
  }
  const byId = new Map(variants.data.map((variant) => [variant.id, variant]));
  const buyable = basketLines.flatMap((line, index) => {
    const variant = byId.get(line.variantId);
    return variant?.available ? [{ index, pricing: toPricingLine(line, variant) }] : [];
  });
  // DESIGN §3.1: the signed-in customer's own prices; a visitor gets none (logged when unreadable).
  const customPrices = await getViewerCustomPrices(
    context,
    buyable.map((line) => line.pricing.productId),
  );
  if (!customPrices) return { ok: false, status: 503, error: unavailableMessage };

  // Issue 15.4: no set-up for the signed-in buyer's logos on file.
  const logosOnFile = context.viewer
    ? await logosOnFileOf(context.services.database.db, context.viewer.userId)
    : noLogosOnFile;
  let priced: PricedBasket;
  try {
    priced = priceBasket({
      lines: buyable.map((line) => line.pricing),
      customPrices,
      decorationPricing,
      logosOnFile,
    });
  } catch (error) {
    logger.error({ err: error }, "basket could not be priced");
    return { ok: false, status: 503, error: unavailableMessage };
  }
  const priceByIndex = new Map(buyable.map((line, at) => [line.index, priced.lines[at]!]));

  const { lines: _pricedLines, ...totals } = priced;
  return {
    ok: true,
    basket: {
      ...totals,
      lines: basketLines.map((line, index): PricedBasketLine => {
        const variant = byId.get(line.variantId);
        const price = priceByIndex.get(index) ?? null;
        return {
          ...line,
          id: line.id ?? null,
          designId: line.designId ?? null,
          item: variant
            ? {
                name: variant.product.title,
                variantTitle: variant.title,
                sku: variant.sku,
                handle: variant.product.handle,
                image: shopRelativeImage(variant, config.publicUrl),
              }
            : null,
          price,
          listUnitPence: price?.isCustomPrice && variant ? variant.pricePence : null,
          problem: !variant
            ? unknownVariantProblem
            : !variant.available
              ? outOfStockProblem
              : price && belowMinimumProblem(price, decorationPricing.minimums),
        };
      }),
    },
  };
}
