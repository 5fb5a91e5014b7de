import { TruckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatPence } from "#core/money/money.ts";
import { inShownOrder } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import { basketTotals } from "#core/pricing/basket-totals.ts";
import type { BasketPricing } from "#server/basket/basket.server.ts";

const labelCell = "py-2 pr-3 text-left font-normal text-slate-700";
const numberCell = "py-2 pl-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums";

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

/**
 * Issue 18.4: the figures in two labelled columns, ex VAT and inc VAT (issue 14.3: in the order
 * the buyer chose), so that the lines (each
 * shown in both) add up to the items row, and either column to the total; the VAT is its own
 * line. All from core/pricing (basketTotals over the server's priced basket), never added here.
 */
function Figures({ pricing }: { pricing: BasketPricing }) {
  const { items, delivery, vatTotalPence, totalPence } = basketTotals(pricing);
  // Issue 14.3: the column the buyer reads first comes first.
  const columns = inShownOrder(useVatShown(), { ex: "ex VAT", inc: "inc VAT" } as const);
  // The items the totals count: a line that cannot be bought is left out of them.
  const itemCount = pricing.lines.reduce(
    (count, line) => count + (line.price ? line.quantity : 0),
    0,
  );
  return (
    <>
      {pricing.subtotalIncVatPence > 0 && pricing.amountForFreeDeliveryPence > 0 && (
        <p className="mt-4 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          <TruckIcon className="size-4 shrink-0" aria-hidden />
          Spend {formatPence(pricing.amountForFreeDeliveryPence)} more (inc VAT) for free delivery
        </p>
      )}
      <table className="mt-4 w-full text-sm" data-testid="order-summary">
        <caption className="sr-only">Order summary, {columns.join(" and ")}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-slate-600">
            <td />
            {columns.map((column) => (
              <th key={column} scope="col" className={`${numberCell} pb-2 font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          <tr>
            <th scope="row" className={labelCell}>
              Items ({itemCount})
            </th>
            {columns.map((column) => (
              <td key={column} className={numberCell}>
                {formatPence(column === "ex VAT" ? items.exVatPence : items.incVatPence)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={labelCell}>
              Delivery
            </th>
            {delivery.isFree ? (
              <td colSpan={2} className={`${numberCell} text-green-700`}>
                Free
              </td>
            ) : (
              columns.map((column) => (
                <td key={column} className={numberCell}>
                  {formatPence(column === "ex VAT" ? delivery.exVatPence : delivery.incVatPence)}
                </td>
              ))
            )}
          </tr>
          <tr>
            <th scope="row" className={labelCell}>
              VAT at 20%
            </th>
            {columns.map((column) =>
              column === "ex VAT" ? (
                <td key={column} className={numberCell} />
              ) : (
                <td key={column} className={numberCell} data-testid="order-vat">
                  {formatPence(vatTotalPence)}
                </td>
              ),
            )}
          </tr>
          <tr>
            <th scope="row" className={`${labelCell} pt-3 text-base font-bold text-slate-900`}>
              Total to pay <span className="text-xs font-semibold text-slate-600">inc VAT</span>
            </th>
            <td
              colSpan={2}
              className="pt-3 text-right text-xl font-extrabold whitespace-nowrap text-slate-900"
              data-testid="order-total"
            >
              {formatPence(totalPence)}
            </td>
          </tr>
        </tbody>
      </table>
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
