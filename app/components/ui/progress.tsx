import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

/** A progress bar (Radix Progress: role="progressbar" with its value for assistive technology). */
export function Progress({
  value,
  max = 100,
  className,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { value: number | null; max?: number }) {
  const percent = value === null || max <= 0 ? 0 : Math.min(100, (value / max) * 100);
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-700 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
