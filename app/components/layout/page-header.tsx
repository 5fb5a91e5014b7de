import { ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";

export type Crumb = { to?: string; label: string };

/** Heading band of a page: breadcrumb (Home first, the title last), title, optional intro. */
export function PageHeader({
  title,
  heading = title,
  intro,
  crumbs = [],
  isNarrow = false,
}: {
  title: string;
  /** The h1 when it says more than the breadcrumb's title, e.g. with a count badge. */
  heading?: ReactNode;
  intro?: ReactNode;
  crumbs?: Crumb[];
  /** Lines up with a page whose content is narrow (the account's order pages). */
  isNarrow?: boolean;
}) {
  const trail: Crumb[] = [{ to: "/", label: "Home" }, ...crumbs, { label: title }];
  return (
    <div className="border-b border-border bg-slate-50">
      <div
        className={cn("mx-auto px-4 py-8 sm:px-6 sm:py-10", isNarrow ? "max-w-4xl" : "max-w-7xl")}
      >
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {index > 0 && <ChevronRightIcon className="size-3.5 text-slate-400" aria-hidden />}
                {crumb.to && index < trail.length - 1 ? (
                  <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={index === trail.length - 1 ? "page" : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h1>
        {intro && <div className="mt-3 max-w-3xl text-base leading-7 text-slate-600">{intro}</div>}
      </div>
    </div>
  );
}
