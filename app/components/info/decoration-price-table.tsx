import { SimpleTable } from "#app/components/info/simple-table.tsx";
import { formatPence } from "#core/money/money.ts";
import type { DecorationPriceList, DecorationTier } from "#server/pricing/pricing.server.ts";

/** Per-item decoration price by quantity; a null price reads "Price on application". */
export function DecorationPriceTable({
  caption,
  tiers,
}: {
  caption: string;
  tiers: DecorationTier[];
}) {
  return (
    <SimpleTable
      caption={caption}
      columns={[
        { title: "Quantity" },
        { title: "Per item (ex VAT)", wrapTitle: true, weight: "semibold" },
      ]}
      rowHeaders
      rows={tiers.map((tier) => ({
        key: tier.band,
        cells: [
          tier.band,
          tier.unitPence === null ? "Price on application" : formatPence(tier.unitPence),
        ],
      }))}
    />
  );
}

/**
 * The live embroidery and print tables side by side with their set-up fees and position
 * surcharges, or a notice when the pricing tables could not be read (never stale figures).
 */
export function DecorationPriceLists({ prices }: { prices: DecorationPriceList | null }) {
  if (!prices || (!prices.embroidery && !prices.print)) {
    return (
      <p role="alert" className="rounded-lg border border-border bg-slate-50 p-4 text-sm">
        Our decoration prices could not be loaded just now. Please try again later, or call us for a
        quote.
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {prices.embroidery && (
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">Embroidery, per item</h3>
          <DecorationPriceTable
            caption="Embroidery price per item by quantity"
            tiers={prices.embroidery.tiers}
          />
          <p className="mt-3 text-sm leading-6 text-slate-600">
            Set-up {formatPence(prices.embroidery.setUpPence)} per design, waived on orders of
            £1,000 or more.{" "}
            {prices.surcharges
              .map((row) => `${row.position} +${formatPence(row.surchargePence)}`)
              .join(", ")}
            {prices.surcharges.length > 0 && " per item."}
          </p>
        </div>
      )}
      {prices.print && (
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">Printing, per item</h3>
          <DecorationPriceTable
            caption="Print price per item by quantity"
            tiers={prices.print.tiers}
          />
          <p className="mt-3 text-sm leading-6 text-slate-600">
            Set-up {formatPence(prices.print.setUpPence)} per design.
          </p>
        </div>
      )}
    </div>
  );
}
