import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A highlighted note in an information page: icon, short title, one or two sentences. */
export function Callout({
  icon: Icon,
  title,
  children,
  tone = "brand",
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: "brand" | "accent";
}) {
  return (
    <div
      className={cn(
        "flex gap-4 rounded-xl border p-5",
        tone === "brand" ? "border-brand-100 bg-brand-50" : "border-accent-300 bg-amber-50",
      )}
    >
      <Icon
        className={cn(
          "mt-0.5 size-6 shrink-0",
          tone === "brand" ? "text-brand-700" : "text-amber-700",
        )}
        aria-hidden
      />
      <div className="text-sm leading-6 text-slate-700">
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

/** A small icon + figure tile used in rows of key facts at the top of a page. */
export function FactTile({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm leading-5 text-slate-600">{text}</p>
      </div>
    </div>
  );
}
