import type { BasketLine, DecorationPosition, DecorationType } from "#core/basket/basket.ts";
import { formatPence } from "#core/money/money.ts";
import {
  type ConfiguredLine,
  type ConfiguredPrice,
  type ConfiguredRun,
  priceConfiguration,
  priceRun,
} from "#core/pricing/configured-price.ts";
import type { QuantityBreak } from "#core/pricing/quantity-breaks.ts";
import { shownPair } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import type { DecorationPricing } from "#core/pricing/decoration-pricing.ts";
import { setUpWaivedFromPence, type SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import type { LogosOnFile } from "#core/pricing/pricing-input.ts";
import type { PricingDecoration } from "#core/pricing/pricing-input.ts";
import type { PageProduct, PageVariant } from "#server/catalogue/product-page.server.ts";

// Issue 18.1: the price box follows the buyer's choice (variant, decoration, position, design and
// quantity) and what the basket already holds of the product, priced by core/pricing exactly as
// the basket and the order will price it.

/** The buyer's choice on the product page. */
export type Configuration = {
  variant: PageVariant;
  decoration: DecorationType;
  position: DecorationPosition | "";
  designId: string | null;
  quantity: number;
};

function decorationOf(
  type: DecorationType,
  position: DecorationPosition | "",
  designId: string | null,
): PricingDecoration | null {
  if (type === "plain") return { type: "plain" };
  return position === "" ? null : { type, position, designId };
}

/** The basket's lines of this product as the pricing needs them, at the page's variant prices. */
function basketLinesOf(product: PageProduct, lines: readonly BasketLine[]): ConfiguredLine[] {
  const prices = new Map(product.variants.map((variant) => [variant.id, variant.pricePence]));
  return lines.flatMap((line) => {
    const variantPricePence = prices.get(line.variantId);
    const decoration = decorationOf(
      line.customizationType,
      line.customizationPosition,
      line.designId ?? null,
    );
    if (line.productId !== product.id || variantPricePence === undefined || !decoration) return [];
    return [{ variantId: line.variantId, variantPricePence, quantity: line.quantity, decoration }];
  });
}

type PricingSources = {
  product: PageProduct;
  basketLines: readonly BasketLine[];
  specialPrices: Record<string, number>;
  decorationPricing: DecorationPricing;
  /** Issue 15.4: the chosen library logo when it is approved for a method (the server decides). */
  logosOnFile?: LogosOnFile | undefined;
};

/** The basket's lines of the product and the buyer's special prices, as the pricing takes them. */
function pricingInputOf({
  product,
  basketLines,
  specialPrices,
  decorationPricing,
  logosOnFile,
}: PricingSources) {
  return {
    ...(logosOnFile ? { logosOnFile } : {}),
    productId: product.id,
    basketLines: basketLinesOf(product, basketLines),
    customPrices: Object.entries(specialPrices).map(([variantId, customPricePence]) => ({
      productId: product.id,
      variantId,
      customPricePence,
    })),
    decorationPricing,
  };
}

/**
 * The chosen items priced with the basket, or null when they cannot be priced here (no pricing
 * tables, a quantity over the basket's limit): the box then shows the list price alone. A
 * decoration with no position yet is priced plain, and `needsPosition` says so.
 */
export function configuredPrice({
  configuration,
  decorationPricing,
  ...sources
}: Omit<PricingSources, "decorationPricing"> & {
  configuration: Configuration;
  decorationPricing: DecorationPricing | null;
}): (ConfiguredPrice & { needsPosition: boolean }) | null {
  if (!decorationPricing) return null;
  const { variant, decoration, position, designId, quantity } = configuration;
  const chosen = decorationOf(decoration, position, designId);
  const price = priceConfiguration({
    ...pricingInputOf({ ...sources, decorationPricing }),
    configured: {
      variantId: variant.id,
      variantPricePence: variant.pricePence,
      quantity,
      decoration: chosen ?? { type: "plain" },
    },
  });
  return price && { ...price, needsPosition: chosen === null };
}

/** Issue 14.1: the size grid's run priced with the basket, as configuredPrice prices one size. */
export function configuredRun({
  run,
  decoration,
  position,
  designId,
  decorationPricing,
  ...sources
}: Omit<PricingSources, "decorationPricing"> & {
  run: readonly { variant: PageVariant; quantity: number }[];
  decoration: DecorationType;
  position: DecorationPosition | "";
  designId: string | null;
  decorationPricing: DecorationPricing | null;
}): (ConfiguredRun & { needsPosition: boolean }) | null {
  if (!decorationPricing) return null;
  const chosen = decorationOf(decoration, position, designId);
  const price = priceRun({
    ...pricingInputOf({ ...sources, decorationPricing }),
    configured: run.map(({ variant, quantity }) => ({
      variantId: variant.id,
      variantPricePence: variant.pricePence,
      quantity,
      decoration: chosen ?? { type: "plain" },
    })),
  });
  return price && { ...price, needsPosition: chosen === null };
}

const decorationName: Record<DecorationType, string> = {
  plain: "",
  embroidery: "Embroidery",
  print: "Print",
};

/** The set-up row's text: waived, charged on the basket's line, or the fee once per design. */
function setUpText(
  waiver: SetUpWaiver | null,
  joinsBasketGroup: boolean,
  feePence: number,
): string {
  if (waiver === "logo_on_file") return "Free — logo on file";
  if (waiver) return `Free on orders over ${formatPence(setUpWaivedFromPence).replace(".00", "")}`;
  return joinsBasketGroup ? "In your basket already" : `${formatPence(feePence)}, once per design`;
}

/** What the basket adds to the break, or the next break to aim for; null when neither. */
function towardBreakText(inBasket: number, nextBreak: QuantityBreak | null): string | null {
  const hint = nextBreak && `${nextBreak.discountPercent}% off from ${nextBreak.minQuantity}`;
  if (inBasket > 0)
    return `${inBasket.toLocaleString("en-GB")} already in your basket${hint ? `: ${hint}` : " count toward this price"}.`;
  return hint && `${hint}, mixed sizes and colours.`;
}

/** Under a breakdown: a price on application, a position still to choose, the next break. */
function BreakdownNotes({
  needsQuote,
  needsPosition,
  decoration,
  towardBreak,
}: {
  needsQuote: boolean;
  needsPosition: boolean;
  decoration: DecorationType;
  towardBreak: string | null;
}) {
  return (
    <>
      {needsQuote && (
        <p className="mt-2 text-slate-700">
          Price on application — we will confirm the decoration price.
        </p>
      )}
      {needsPosition && (
        <p className="mt-2 text-slate-700">
          Choose a position to see the {decorationName[decoration].toLowerCase()} price.
        </p>
      )}
      {towardBreak && (
        <p className="mt-2 text-slate-700" data-testid="basket-toward-break">
          {towardBreak}
        </p>
      )}
    </>
  );
}

const figure = "text-right font-medium text-slate-900";
const totalRow = "mt-1 border-t border-border pt-1";

/** "Total for N items inc VAT" in bold, then the ex VAT total, or the other way round (14.3). */
function TotalRows({
  items,
  exVatPence,
  incVatPence,
}: {
  items: string;
  exVatPence: number;
  incVatPence: number;
}) {
  const [first, second] = shownPair(useVatShown(), exVatPence, incVatPence);
  return (
    <>
      <dt className={`${totalRow} font-semibold text-slate-900`}>
        Total for {items} {first.label}
      </dt>
      <dd className={`${totalRow} text-right font-bold text-slate-900`} aria-live="polite">
        {formatPence(first.pence)}
      </dd>
      <dt>Total {second.label}</dt>
      <dd className={figure}>{formatPence(second.pence)}</dd>
    </>
  );
}

/**
 * Issue 14.1: the size grid's run priced as one addition: its garments (each size at its own price
 * less the break the whole run earns), decoration, set-up and totals. `needsPosition`: a
 * decoration is chosen with no position yet, so the run is priced plain for now.
 */
export function RunPriceBreakdown({
  run,
  decoration,
  position,
  needsPosition,
}: {
  run: ConfiguredRun;
  decoration: DecorationType;
  position: DecorationPosition | "";
  needsPosition: boolean;
}) {
  const [first] = run.lines;
  if (!first) return null;
  const isDecorated = decoration !== "plain" && !needsPosition;
  const items = run.quantity === 1 ? "1 item" : `${run.quantity.toLocaleString("en-GB")} items`;
  const sameUnit = run.lines.every((line) => line.unitPence === first.unitPence);
  const isCustomPrice = run.lines.some((line) => line.isCustomPrice);
  const needsQuote = run.lines.some((line) => line.needsQuote);
  return (
    <div className="mt-3 border-t border-border pt-3 text-sm text-slate-700">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 [&>dd]:pl-4">
        <dt>
          Garments: {sameUnit ? `${items} × ${formatPence(first.unitPence)}` : items}
          {first.quantityBreakPercent > 0 && (
            <span className="text-slate-600"> ({first.quantityBreakPercent}% off)</span>
          )}
        </dt>
        <dd className={figure}>{formatPence(run.garmentsPence)}</dd>
        {isDecorated && (
          <>
            <dt>
              {decorationName[decoration]}, {position} (
              {first.groupQuantity.toLocaleString("en-GB")} with this design)
            </dt>
            <dd className={figure}>
              {needsQuote ? "On application" : formatPence(run.decorationPence)}
            </dd>
            <dt>Set-up</dt>
            <dd className={figure}>
              {setUpText(first.setUpWaiver, run.joinsBasketGroup, first.setUpFeePence)}
            </dd>
          </>
        )}
        <TotalRows
          items={items}
          exVatPence={run.lineExVatPence}
          incVatPence={run.lineIncVatPence}
        />
      </dl>
      <BreakdownNotes
        needsQuote={needsQuote}
        needsPosition={needsPosition}
        decoration={decoration}
        towardBreak={towardBreakText(run.inBasket, isCustomPrice ? null : run.nextBreak)}
      />
    </div>
  );
}

/**
 * The breakdown under the per-item price: garment after its break, decoration and surcharge, the
 * set-up fee, and the total ex and inc VAT, each figure labelled.
 */
export function ConfiguredPriceBreakdown({
  price,
  configuration,
}: {
  price: ConfiguredPrice & { needsPosition: boolean };
  configuration: Configuration;
}) {
  const { line, inBasket, joinsBasketGroup, nextBreak, needsPosition } = price;
  const { decoration, position, quantity } = configuration;
  const isDecorated = decoration !== "plain" && !needsPosition;
  const towardBreak = towardBreakText(inBasket, line.isCustomPrice ? null : nextBreak);
  const items = quantity === 1 ? "1 item" : `${quantity.toLocaleString("en-GB")} items`;
  return (
    <div className="mt-3 border-t border-border pt-3 text-sm text-slate-700">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 [&>dd]:pl-4">
        <dt>
          Garment
          {line.quantityBreakPercent > 0 && (
            <span className="text-slate-600">
              {" "}
              ({formatPence(line.baseUnitPence)} less {line.quantityBreakPercent}%)
            </span>
          )}
        </dt>
        <dd className="text-right font-medium text-slate-900">{formatPence(line.unitPence)}</dd>
        {isDecorated && (
          <>
            <dt>
              {decorationName[decoration]} ({line.groupQuantity.toLocaleString("en-GB")} with this
              design)
            </dt>
            <dd className="text-right font-medium text-slate-900">
              {line.needsQuote ? "On application" : formatPence(line.decorationPence)}
            </dd>
          </>
        )}
        {isDecorated && line.surchargePence > 0 && (
          <>
            <dt>{position} position</dt>
            <dd className="text-right font-medium text-slate-900">
              +{formatPence(line.surchargePence)}
            </dd>
          </>
        )}
        {isDecorated && (
          <>
            <dt>Set-up</dt>
            <dd className="text-right font-medium text-slate-900">
              {setUpText(line.setUpWaiver, joinsBasketGroup, line.setUpFeePence)}
            </dd>
          </>
        )}
        <TotalRows
          items={items}
          exVatPence={line.lineExVatPence}
          incVatPence={line.lineIncVatPence}
        />
      </dl>
      <BreakdownNotes
        needsQuote={line.needsQuote}
        needsPosition={needsPosition}
        decoration={decoration}
        towardBreak={towardBreak}
      />
    </div>
  );
}
