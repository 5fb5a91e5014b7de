import { formatPence } from "#core/money/money.ts";

/**
 * A per-item decoration price (pence ex VAT); a row without a price shows its note, or 'CALL'
 * (spec/back-office.md §2).
 */
export function DecorationPrice({ pence, note = "" }: { pence: number | null; note?: string }) {
  if (pence !== null) return <>{formatPence(pence)}</>;
  if (note.trim() !== "") return <span className="font-medium text-slate-700">{note}</span>;
  return (
    <abbr title="Price on application: call us for a quote" className="font-semibold no-underline">
      CALL
    </abbr>
  );
}
