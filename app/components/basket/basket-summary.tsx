import { TruckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatPence } from "#core/money/money.ts";
import type { BasketPricing } from "#server/basket/basket.server.ts";

const rowClass = "flex items-baseline justify-between gap-4 py-1.5";

/**
 * The order summary from the server's pricing (DESIGN §3.5-3.6). `pricing` is null while the
 * basket is being priced: placeholders then, never an old or browser-computed figure.
 */
export function BasketSummary({
  pricing,
  checkout,
}: {
  pricing: BasketPricing | null;
  /** The checkout button(s), below the figures. */
  checkout?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      aria-busy={pricing === null}
      className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-slate-900">
        Order summary
      </h2>
      {pricing ? <Figures pricing={pricing} /> : <Placeholders />}
      {checkout}
    </section>
  );
}

function Figures({ pricing }: { pricing: BasketPricing }) {
  return (
    <>
      {pricing.subtotalIncVatPence > 0 && pricing.amountForFreeDeliveryPence > 0 && (
        <p className="mt-4 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <TruckIcon className="size-4 shrink-0" aria-hidden />
          Spend {formatPence(pricing.amountForFreeDeliveryPence)} more for free delivery
        </p>
      )}
      <dl className="mt-4 divide-y divide-border text-sm" data-testid="order-summary">
        <div className={rowClass}>
          <dt className="text-slate-700">Subtotal (ex VAT)</dt>
          <dd className="font-medium text-slate-900">{formatPence(pricing.subtotalExVatPence)}</dd>
        </div>
        <div className={rowClass}>
          <dt className="text-slate-700">Delivery</dt>
          <dd className="font-medium text-slate-900">
            {pricing.isFreeDelivery ? (
              <span className="text-green-700">Free</span>
            ) : (
              `${formatPence(pricing.deliveryExVatPence)} + VAT`
            )}
          </dd>
        </div>
        <div className={rowClass}>
          <dt className="text-slate-700">VAT at 20%</dt>
          <dd className="font-medium text-slate-900">{formatPence(pricing.vatTotalPence)}</dd>
        </div>
        <div className={`${rowClass} pt-3`}>
          <dt className="text-base font-bold text-slate-900">Total</dt>
          <dd className="text-xl font-extrabold text-slate-900" data-testid="order-total">
            {formatPence(pricing.totalPence)}
          </dd>
        </div>
      </dl>
      {pricing.needsQuote && (
        <p className="mt-3 text-xs text-slate-600">
          Some decoration is priced on application: we will confirm it before your order is made.
        </p>
      )}
    </>
  );
}

function Placeholders() {
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="sr-only">
        Working out your prices…
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex justify-between" aria-hidden>
          <span className="h-4 w-28 animate-pulse rounded bg-slate-200" />
          <span className="h-4 w-16 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
