import { TagIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SpecialPriceBadge, StandardPrice } from "#app/components/shop/special-price.tsx";
import { formatPence } from "#core/money/money.ts";
import { quantityBreakPrices } from "#core/pricing/quantity-break-prices.ts";
import { firstShownPence, shownPrices } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";

/**
 * The price block: ex VAT large (trade customers think ex VAT), inc VAT below, the "was" price
 * struck through. With the signed-in customer's special price for the shown variant
 * (spec/storefront.md §6), that price with a 'Special Price' badge and the standard one struck
 * through instead. Issue 18.1: `perItemPence` is the per-item price of what the buyer has chosen
 * (after the quantity break, with decoration), and `children` its breakdown; the struck prices
 * show only while it is the plain price they compare with.
 */
export function ProductPrice({
  pricePence,
  compareAtPricePence,
  specialPricePence = null,
  perItemPence = specialPricePence ?? pricePence,
  children,
}: {
  /** Ex-VAT unit price in pence. */
  pricePence: number;
  compareAtPricePence: number | null;
  /** The customer's special price for this variant, pence ex VAT; null for none. */
  specialPricePence?: number | null;
  /** The chosen items' price each, pence ex VAT. */
  perItemPence?: number;
  children?: ReactNode;
}) {
  // Issue 14.3: inc or ex VAT first, as the buyer chose in the header.
  const shown = useVatShown();
  const [first, second] = shownPrices(shown, perItemPence);
  const headline = (
    <>
      <span className="text-3xl font-extrabold tracking-tight text-slate-900">
        {formatPence(first.pence)}
      </span>
      <span className="text-sm font-semibold text-slate-700">
        {first.label}
        {children ? " per item" : ""}
      </span>
    </>
  );
  const incVat = (
    <p className="mt-1 text-base text-slate-700">
      <span className="font-semibold">{formatPence(second.pence)}</span> {second.label}
    </p>
  );
  if (specialPricePence !== null)
    return (
      <section
        aria-label="Price"
        className="rounded-xl border border-accent-400 bg-amber-50 px-4 py-3"
      >
        <SpecialPriceBadge />
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-3">
          {headline}
          {pricePence > specialPricePence && perItemPence === specialPricePence && (
            <StandardPrice pence={firstShownPence(shown, pricePence)} className="text-base" />
          )}
        </p>
        {incVat}
        {children}
      </section>
    );
  const isOnSale =
    compareAtPricePence !== null && compareAtPricePence > pricePence && perItemPence === pricePence;
  return (
    <section aria-label="Price" className="rounded-xl border border-border bg-slate-50 px-4 py-3">
      <p className="flex flex-wrap items-baseline gap-x-3">
        {headline}
        {isOnSale && (
          <span className="text-base text-slate-600">
            <span className="sr-only">Was </span>
            <s>{formatPence(firstShownPence(shown, compareAtPricePence))}</s>
          </span>
        )}
      </p>
      {incVat}
      {children}
    </section>
  );
}

/**
 * spec §9 / DESIGN §3.2: the quantity discount table, per item for the shown variant. A special
 * price is the customer's net price (DESIGN §3.2: no quantity break on top), so for one the table
 * gives way to a note saying so.
 */
export function QuantityBreakTable({
  pricePence,
  specialPricePence = null,
}: {
  pricePence: number;
  specialPricePence?: number | null;
}) {
  const shown = useVatShown();
  if (specialPricePence !== null)
    return (
      <div className="flex gap-3 rounded-lg border border-border bg-slate-50 p-3 text-sm">
        <TagIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 className="font-semibold text-slate-900">Your special price at any quantity</h2>
          <p className="mt-1 text-slate-700">
            {formatPence(firstShownPence(shown, specialPricePence))}{" "}
            {shown === "ex" ? "ex VAT" : "inc VAT"} per item however many you order. It is your
            account&apos;s net price, so quantity discounts do not apply on top of it.
          </p>
        </div>
      </div>
    );
  const rows = quantityBreakPrices(pricePence);
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">Buy more, save more</h2>
      <table className="mt-2 w-full overflow-hidden rounded-lg border border-border text-sm">
        <caption className="sr-only">Quantity discounts, price per item</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Discount
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Per item {shown === "ex" ? "ex VAT" : "inc VAT"}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.band}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-900">
                {row.band}
              </th>
              <td className="px-3 py-1.5 text-slate-700">
                {row.discountPercent === 0 ? "None" : `${row.discountPercent}% off`}
              </td>
              <td className="px-3 py-1.5 text-right font-semibold text-slate-900">
                {formatPence(firstShownPence(shown, row.unitExVatPence))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1.5 text-xs text-slate-600">
        Mixed sizes and colours of this product count together in your basket.
      </p>
    </div>
  );
}
