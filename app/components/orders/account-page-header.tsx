import { ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The heading band of the account's order pages: breadcrumb, then a heading that may hold a badge. */
export function AccountPageHeader({
  crumbs,
  heading,
  intro,
}: {
  crumbs: { to?: string; label: string }[];
  heading: ReactNode;
  intro?: ReactNode;
}) {
  const trail = [{ to: "/", label: "Home" }, ...crumbs];
  return (
    <div className="border-b border-border bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {trail.map((crumb, index) => (
              <li key={crumb.label} className="flex items-center gap-1">
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
