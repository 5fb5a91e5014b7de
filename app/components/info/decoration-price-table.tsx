import { SimpleTable } from "#app/components/info/simple-table.tsx";
import { formatPence } from "#core/money/money.ts";
import type { DecorationTier } from "#server/pricing/pricing.server.ts";

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
