import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { FactTile } from "#app/components/info/callout.tsx";
import { PageHeader, type Crumb } from "#app/components/layout/page-header.tsx";
import { cn } from "#app/lib/utils.ts";

export type Fact = ComponentProps<typeof FactTile>;
export type JumpLink = { id: string; label: string; icon?: LucideIcon };
export type JumpNavProps = { label: string; title: string; links: JumpLink[] };

/** A box of in-page links ("Jump to …") shown above the columns of an information page. */
export function JumpNav({ label, title, links }: JumpNavProps) {
  return (
    <nav aria-label={label} className="rounded-xl border border-border bg-white p-4">
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className={cn(
                "inline-flex rounded-full border border-border px-3 py-1.5 text-sm font-medium text-brand-700 hover:border-brand-200 hover:bg-brand-50",
                link.icon && "items-center gap-1.5",
              )}
            >
              {link.icon && <link.icon className="size-4" aria-hidden />}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The skeleton shared by the information pages: heading band, then either a row of key facts or
 * a jump-to box, then the page's sections beside a sticky side column (help card and the like).
 */
export function InfoPage({
  title,
  intro,
  crumbs,
  facts,
  nav,
  aside,
  children,
}: {
  title: string;
  intro?: ReactNode;
  crumbs?: Crumb[];
  facts?: Fact[];
  nav?: JumpNavProps;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} crumbs={crumbs} />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        {facts && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <FactTile key={fact.title} {...fact} />
            ))}
          </div>
        )}
        {nav && <JumpNav {...nav} />}

        <div
          className={cn(
            "grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]",
            facts ? "mt-12" : nav && "mt-10",
          )}
        >
          <div className="space-y-10">{children}</div>
          {aside && <div className="space-y-6 lg:sticky lg:top-6 lg:self-start">{aside}</div>}
        </div>
      </section>
    </>
  );
}
