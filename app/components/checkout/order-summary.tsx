import { Fragment } from "react";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { SpecialGarmentPrice } from "#app/components/shop/special-price.tsx";
import { formatPence } from "#core/money/money.ts";
import { shownPrices } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import { lineBreakdown } from "#core/pricing/line-breakdown.ts";
import type { CheckoutLineView, CheckoutTotals } from "#server/orders/checkout.server.ts";

const decorationLabel = (line: CheckoutLineView) =>
  line.decorationType === "plain"
    ? "Plain"
    : `${line.decorationType === "embroidery" ? "Embroidery" : "Print"}, ${line.decorationPosition ?? ""}`;

/**
 * Issue 21.2: quantity × garment price, the decoration and the set-up each with its own amount,
 * so what is written adds up to the line's total; a plain line is one "2 × £8.95 ex VAT".
 */
function LineBreakdown({ line }: { line: CheckoutLineView }) {
  const rows = lineBreakdown({
    quantity: line.quantity,
    unitPence: line.unitPence,
    decorationPence: line.decorationPence,
    setUpPence: line.setUpPence,
    setUpWaiver: line.setUpWaiver,
    decorationName:
      line.decorationType === "plain"
        ? null
        : line.decorationType === "embroidery"
          ? "Embroidery"
          : "Print",
  });
  if (rows.length === 1) return <p className="text-slate-600">{rows[0]!.label} ex VAT</p>;
  return (
    <dl className="mt-1 space-y-0.5 text-xs text-slate-600" aria-label="Price ex VAT">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-2">
          <dt>
            {/* "Embroidery: 11 × £3.50" wraps after the colon, never inside the sum. */}
            {row.label.split(": ").map((part, index, parts) => (
              <Fragment key={part}>
                <span className="whitespace-nowrap">
                  {part}
                  {index < parts.length - 1 ? ":" : ""}
                </span>
                {index < parts.length - 1 ? " " : ""}
              </Fragment>
            ))}
          </dt>
          <dd className="whitespace-nowrap tabular-nums">{formatPence(row.pence)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A line's total, inc or ex VAT first as the buyer chose (issue 14.3), the other under it. The
 * line's VAT is its own total's (DESIGN §3.4), as the order's VAT adds them.
 */
function LineTotal({ exVatPence }: { exVatPence: number }) {
  const [first, second] = shownPrices(useVatShown(), exVatPence);
  const testId = (figure: typeof first) =>
    figure.label === "ex VAT" ? "line-ex-vat" : "line-inc-vat";
  return (
    <p className="shrink-0 text-right text-sm" data-testid="line-total">
      <span className="block font-medium text-slate-900" data-testid={testId(first)}>
        {formatPence(first.pence)} <span className="text-xs text-slate-600">{first.label}</span>
      </span>
      <span className="block text-xs text-slate-600" data-testid={testId(second)}>
        {formatPence(second.pence)} {second.label}
      </span>
    </p>
  );
}

/** The order's lines and totals, every amount from the server; the discount line when there is one. */
export function OrderSummary({
  lines,
  totals,
}: {
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-lg border border-border p-4"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
        Your order
      </h2>
      <ul className="mt-3 divide-y divide-border">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-3" data-testid="order-line">
            {line.imageUrl ? (
              <ResponsiveImage
                image={{ url: line.imageUrl, width: null, height: null }}
                sizes="56px"
                alt=""
                fallbackSize={56}
                className="size-14 shrink-0 rounded border border-border object-cover"
              />
            ) : (
              <div className="size-14 shrink-0 rounded border border-border bg-slate-100" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">{line.title}</p>
              <p className="text-slate-600">{line.variantTitle}</p>
              <p className="text-slate-600">{decorationLabel(line)}</p>
              {line.specialPrice && (
                <SpecialGarmentPrice
                  unitPence={line.specialPrice.unitPence}
                  standardUnitPence={line.specialPrice.standardUnitPence}
                  className="my-1"
                />
              )}
              <LineBreakdown line={line} />
              {line.needsQuote && (
                <p className="font-medium text-amber-800" data-testid="price-on-application">
                  Decoration: price on application — we will send a quote
                </p>
              )}
            </div>
            <LineTotal exVatPence={line.lineExVatPence} />
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-border pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal (ex VAT)</dt>
          <dd>{formatPence(totals.subtotalPence)}</dd>
        </div>
        {totals.discountPence > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Discount{totals.discountCode ? ` (${totals.discountCode})` : ""}</dt>
            <dd data-testid="order-discount">−{formatPence(totals.discountPence)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-slate-600">Delivery (ex VAT)</dt>
          <dd>{totals.deliveryPence === 0 ? "Free" : formatPence(totals.deliveryPence)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">VAT (20%)</dt>
          <dd>{formatPence(totals.vatPence)}</dd>
        </div>
        <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPence(totals.totalPence)}</dd>
        </div>
      </dl>
    </section>
  );
}
