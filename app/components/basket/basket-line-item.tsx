import { AlertTriangleIcon, ImageOffIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { SpecialGarmentPrice } from "#app/components/shop/special-price.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { BasketLine } from "#core/basket/basket.ts";
import { formatPence } from "#core/money/money.ts";
import { type ShownFigure, shownPair } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import type { PricedBasketLine } from "#server/basket/basket.server.ts";
import { BasketQuantityField } from "./basket-quantity-field.tsx";

const decorationNames = { plain: "Plain", embroidery: "Embroidery", print: "Print" } as const;

/**
 * One basket line. Name, picture and SKU come from the server's catalogue lookup once priced; until
 * then from the browser's saved line (display only). Every amount is the server's, never the
 * browser's: while pricing, the amounts are placeholders.
 */
export function BasketLineItem({
  line,
  priced,
  isPricing,
  onQuantityChange,
  onRemove,
}: {
  line: BasketLine;
  /** The server's pricing of this line; null while pricing. */
  priced: PricedBasketLine | null;
  isPricing: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const item = priced?.item;
  const name = item?.name ?? line.name;
  const variantTitle = item?.variantTitle ?? line.variant;
  const sku = item?.sku ?? line.sku;
  const imageUrl = item ? item.image?.url : line.image || undefined;
  const handle = item?.handle ?? line.handle;
  const price = isPricing ? null : (priced?.price ?? null);
  const headingId = `basket-line-${line.id}`;

  return (
    <li aria-labelledby={headingId} className="flex gap-4 py-5 sm:gap-5">
      <Link
        to={`/products/${handle}`}
        className="size-20 shrink-0 overflow-hidden rounded-lg border border-border bg-slate-50 sm:size-28"
        tabIndex={-1}
        aria-hidden
      >
        {imageUrl ? (
          <ResponsiveImage
            image={{ url: imageUrl, width: null, height: null }}
            sizes="112px"
            alt=""
            fallbackSize={112}
            className="size-full object-contain"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-slate-400">
            <ImageOffIcon className="size-6" />
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              <Link to={`/products/${handle}`} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm text-slate-700">{variantTitle}</p>
            {/* spec/storefront.md §6: the server priced this line at the customer's special price.
                Ex VAT, as the breakdown's garment price and the line total beside it. */}
            {price?.isCustomPrice && (
              <SpecialGarmentPrice
                unitPence={price.unitPence}
                standardUnitPence={priced?.listUnitPence ?? price.unitPence}
                unit="each ex VAT"
                className="my-1 text-sm"
              />
            )}
            {sku && <p className="text-xs text-slate-500">SKU: {sku}</p>}
            {line.customizationType !== "plain" && (
              <p className="mt-1 text-sm text-slate-700">
                {decorationNames[line.customizationType]}, {line.customizationPosition}
                {line.designName && (
                  <span className="block text-xs text-slate-600">Design: {line.designName}</span>
                )}
              </p>
            )}
          </div>
          <LineTotal isPricing={isPricing} priced={priced} />
        </div>

        {!isPricing && priced?.problem && (
          <p
            role="alert"
            className="mt-2 flex items-center gap-1.5 rounded-md bg-red-50 px-2.5 py-1.5 text-sm font-medium text-red-800"
          >
            <AlertTriangleIcon className="size-4 shrink-0" aria-hidden />
            {priced.problem}
          </p>
        )}
        {price?.needsQuote && (
          <p className="mt-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
            Price on application — we will confirm the decoration price
          </p>
        )}

        <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
          <BasketQuantityField
            name={name}
            quantity={line.quantity}
            onChange={onQuantityChange}
            onRemove={onRemove}
          />
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2Icon aria-hidden />
            Remove
          </Button>
        </div>

        {price && <PriceBreakdown price={price} line={line} />}
      </div>
    </li>
  );
}

/**
 * Issue 18.4: the line in both columns of the order summary, each figure labelled: inc or ex VAT
 * first as the buyer chose (issue 14.3), then the other and the per-item price inc VAT
 * (DESIGN §3.4). The lines' ex VAT figures add up to the summary's items ex VAT, and so on.
 */
function LineTotal({ isPricing, priced }: { isPricing: boolean; priced: PricedBasketLine | null }) {
  const shown = useVatShown();
  if (isPricing || !priced) {
    return <span className="h-6 w-20 animate-pulse rounded bg-slate-200" aria-hidden />;
  }
  if (!priced.price) return null;
  const { lineExVatPence, lineIncVatPence, perItemIncVatPence } = priced.price;
  // Issue 14.3: the figure the buyer reads first is large, the other under it.
  const [first, second] = shownPair(shown, lineExVatPence, lineIncVatPence);
  const testId = (figure: ShownFigure) =>
    figure.label === "ex VAT" ? "line-ex-vat" : "line-inc-vat";
  return (
    <p className="shrink-0 text-left sm:text-right" data-testid="line-total">
      <span className="block" data-testid={testId(first)}>
        <span className="text-lg font-bold text-slate-900">{formatPence(first.pence)}</span>{" "}
        <span className="text-xs font-semibold text-slate-700">{first.label}</span>
      </span>
      <span className="block text-sm text-slate-700" data-testid={testId(second)}>
        <span className="font-semibold text-slate-900">{formatPence(second.pence)}</span>{" "}
        {second.label}
      </span>
      <span className="block text-xs text-slate-600">
        {formatPence(perItemIncVatPence)} each inc VAT
      </span>
    </p>
  );
}

function PriceBreakdown({
  price,
  line,
}: {
  price: NonNullable<PricedBasketLine["price"]>;
  line: BasketLine;
}) {
  const rows: [string, string][] = [
    [
      price.quantityBreakPercent > 0
        ? `Garment, ${price.quantityBreakPercent}% off ${formatPence(price.baseUnitPence)}`
        : "Garment",
      `${formatPence(price.unitPence)} each`,
    ],
  ];
  if (line.customizationType !== "plain") {
    rows.push([
      decorationNames[line.customizationType],
      price.needsQuote ? "On application" : `${formatPence(price.decorationPence)} each`,
    ]);
    if (price.surchargePence > 0) {
      rows.push([
        `${line.customizationPosition} surcharge`,
        `${formatPence(price.surchargePence)} each`,
      ]);
    }
    rows.push([
      "Set-up fee",
      price.setUpWaiver === "logo_on_file"
        ? "Free — logo on file"
        : price.isSetUpWaived
          ? "Waived"
          : price.setUpSharePence > 0
            ? `${formatPence(price.setUpSharePence)} once`
            : "Included on another line",
    ]);
  }
  rows.push(["Line total ex VAT", formatPence(price.lineExVatPence)]);
  rows.push(["VAT at 20%", formatPence(price.lineVatPence)]);
  rows.push(["Line total inc VAT", formatPence(price.lineIncVatPence)]);

  return (
    <details className="group mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        Price breakdown
      </summary>
      <dl className="mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
