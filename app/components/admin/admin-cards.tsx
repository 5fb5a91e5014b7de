import type { ReactNode } from "react";

// Issue 18.11: the back office at 390 px. Below `md` the main lists (customers, credit accounts,
// custom pricing, orders) are cards, one per row, instead of a table wider than the phone; from
// `md` up they stay tables. Both are rendered and one is hidden, so each works without scripts.

/** A phone's list: one card per row (the table shows from `md` up). */
export function CardList({
  label,
  empty,
  children,
}: {
  label: string;
  /** What shows when there are no rows (null: there are rows). */
  empty: string | null;
  children: ReactNode;
}) {
  if (empty !== null)
    return (
      <p className="rounded-lg border border-border bg-white px-3 py-10 text-center text-sm text-slate-600 md:hidden">
        {empty}
      </p>
    );
  return (
    <ul aria-label={label} className="space-y-2 md:hidden">
      {children}
    </ul>
  );
}

export const cardClass = "rounded-lg border border-border bg-white p-3 shadow-sm";

/** A label and its value in a card ("Limit £5,000.00"). */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
