import { formatPence } from "#core/money/money.ts";
import { cn } from "#app/lib/utils.ts";
import { creditUtilisation, formatPercent, type UtilisationLabel } from "./credit-utilisation.ts";

// spec/back-office.md §2 "Credit account page": the limit, available credit, current balance and a
// utilisation bar with its label. All figures come from the page's loader (the server).

export type CreditFiguresProps = {
  limitPence: number;
  balancePence: number;
  availablePence: number;
  isActive: boolean;
};

const labelStyles: Record<UtilisationLabel, { bar: string; badge: string }> = {
  Good: { bar: "bg-green-600", badge: "bg-green-50 text-green-800 ring-green-200" },
  Moderate: { bar: "bg-accent-500", badge: "bg-amber-50 text-amber-900 ring-amber-300" },
  High: { bar: "bg-red-600", badge: "bg-red-50 text-red-800 ring-red-200" },
};

export function CreditFigures({
  limitPence,
  balancePence,
  availablePence,
  isActive,
}: CreditFiguresProps) {
  const { percent, label } = creditUtilisation(limitPence, balancePence);
  const styles = labelStyles[label];
  return (
    <section
      aria-labelledby="credit-figures-heading"
      className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="credit-figures-heading" className="text-lg font-bold text-slate-900">
          Account summary
        </h2>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            isActive
              ? "bg-green-50 text-green-800 ring-green-200"
              : "bg-slate-100 text-slate-700 ring-slate-300",
          )}
        >
          {isActive ? "Active" : "Inactive"}
        </span>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3" data-testid="credit-figures">
        <Figure label="Credit limit" value={formatPence(limitPence)} />
        <Figure label="Available credit" value={formatPence(availablePence)} isHighlighted />
        <Figure label="Current balance" value={formatPence(balancePence)} />
      </dl>
      <div className="mt-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span id="credit-utilisation-label" className="font-medium text-slate-800">
            Credit used
          </span>
          <span className="flex items-center gap-2">
            <span className="font-semibold text-slate-900">{formatPercent(percent)}</span>
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
                styles.badge,
              )}
              data-testid="utilisation-label"
            >
              {label}
            </span>
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="credit-utilisation-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={`${formatPercent(percent)} of your limit used: ${label}`}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn("h-full rounded-full transition-[width] duration-500", styles.bar)}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Under 50% is good; from 80% we suggest paying down the balance or asking for a higher
          limit.
        </p>
      </div>
    </section>
  );
}

function Figure({
  label,
  value,
  isHighlighted = false,
}: {
  label: string;
  value: string;
  isHighlighted?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border px-4 py-3",
        isHighlighted ? "border-brand-200 bg-brand-50" : "border-border bg-slate-50",
      )}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          "mt-1 text-2xl font-extrabold tracking-tight",
          isHighlighted ? "text-brand-800" : "text-slate-900",
        )}
      >
        {value}
      </dd>
    </div>
  );
}
