import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/** A pounds field: step 0.01 (spec/back-office.md §5), with the £ sign beside it. */
export function MoneyInput({
  className,
  error,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { error?: string | undefined }) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
      >
        £
      </span>
      <input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        aria-invalid={error ? true : undefined}
        aria-describedby={error && props.id ? `${props.id}-error` : undefined}
        className={cn(
          "h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-7 text-sm text-slate-900 tabular-nums focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function Checkbox({
  label,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-700"
        {...props}
      />
      {label}
    </label>
  );
}
