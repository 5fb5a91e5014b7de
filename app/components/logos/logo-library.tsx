import { ChevronRightIcon, ImageIcon } from "lucide-react";
import { useState } from "react";
import type { LogoView } from "#server/logos/logos.server.ts";
import { LogoCard } from "./logo-card.tsx";

// Issue 15.1: the buyer's logos on /account/logos, newest first: those in use in a grid, the
// archived ones (hidden from the product page's choice) apart in a section that starts closed.
// What went wrong with a logo's last change is kept here, by logo, so the card still says it after
// the reload has moved it from one section to the other.

const gridClass = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function LogoLibrary({ logos }: { logos: LogoView[] }) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const active = logos.filter((logo) => !logo.isArchived);
  const archived = logos.filter((logo) => logo.isArchived);

  const card = (logo: LogoView) => (
    <li key={logo.id} className="flex">
      <LogoCard
        logo={logo}
        problem={problems[logo.id] ?? null}
        onProblem={(message) =>
          setProblems(({ [logo.id]: _dropped, ...others }) =>
            message === null ? others : { ...others, [logo.id]: message },
          )
        }
      />
    </li>
  );

  if (logos.length === 0) return <NoLogos />;
  return (
    <>
      <section aria-labelledby="logos-in-use">
        {/* Focused after an archive or restore: the card itself moves to the other list. */}
        <h2 id="logos-in-use" tabIndex={-1} className="sr-only">
          Your logos in use
        </h2>
        {active.length > 0 ? (
          <ul className={gridClass}>{active.map(card)}</ul>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
            Every logo of yours is archived. Restore one below to choose it on a product page.
          </p>
        )}
      </section>
      {archived.length > 0 && (
        <details className="group rounded-lg border border-border bg-slate-50">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon
              className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-90"
              aria-hidden
            />
            Archived logos ({archived.length})
          </summary>
          <div className="border-t border-border px-4 pt-3 pb-4">
            <p className="mb-3 text-sm text-slate-700">
              Archived logos are kept but not offered on product pages. Restore one to use it again.
            </p>
            <ul className={gridClass}>{archived.map(card)}</ul>
          </div>
        </details>
      )}
    </>
  );
}

function NoLogos() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <ImageIcon className="size-10 text-slate-500" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No logos yet</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Logos you upload here or with an order are kept for next time, and you can choose them on
        any product page.
      </p>
    </div>
  );
}
