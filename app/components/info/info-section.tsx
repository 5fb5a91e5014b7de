import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * One titled part of an information page. The id sits on the h2 itself so links such as
 * /bulk-orders#quantity-breaks land on the heading.
 */
export function InfoSection({
  id,
  title,
  icon: Icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("border-t border-border pt-8 first:border-0 first:pt-0", className)}
    >
      <h2
        id={id}
        className="flex scroll-mt-32 items-center gap-3 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
      >
        {Icon && (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden />
          </span>
        )}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
