import { SlidersHorizontalIcon, XIcon } from "lucide-react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paramOfFilter, searchWithout, type FilterParam } from "#app/lib/filter-params.ts";
import type { CatalogueFilter } from "#commerce/client/catalogue-types.ts";

// Issue 12.7: the facets of a collection or search page. A GET form of checkboxes, so it works
// without JavaScript (Apply filters); with JavaScript a tick submits it at once. In a sidebar from
// 1024 px, in a panel over the page on a phone. Each chosen value is also a "remove" link.

type Facet = { id: string; label: string; values: FacetValue[] };
type FacetValue = { label: string; count: number; param: FilterParam; isChosen: boolean };

/** A US-named option ("Color") reads as a UK customer expects. */
const ukLabel = (label: string) => (label === "Color" ? "Colour" : label);

const filtersPanelId = "product-filters";

function facetsOf(filters: CatalogueFilter[], chosen: Set<string>): Facet[] {
  return filters
    .map((filter) => ({
      id: filter.id,
      label: ukLabel(filter.label),
      values: filter.values.flatMap((value) => {
        const param = paramOfFilter(value.input);
        if (!param) return [];
        const isChosen = chosen.has(`${param.key}=${param.value}`);
        return [{ label: value.label, count: value.count, param, isChosen }];
      }),
    }))
    .filter((facet) => facet.values.length > 0);
}

export function ProductFilters({
  filters,
  chosen,
  keep = [],
}: {
  filters: CatalogueFilter[];
  /** "key=value" of the filters the page applies. */
  chosen: string[];
  /** Parameters the form carries over (e.g. the search words). */
  keep?: FilterParam[];
}) {
  const facets = facetsOf(filters, new Set(chosen));
  if (facets.length === 0) return null;
  const chosenCount = chosen.length;
  // One form for both widths (issue 12: it was sent twice, ~21 KB of the page): a sidebar from
  // 1024 px; on a phone a panel over the page, opened by its button through the HTML popover
  // attribute, which needs no JavaScript and gives the button its expanded state.
  return (
    <div>
      <button
        type="button"
        popoverTarget={filtersPanelId}
        className="flex w-full items-center gap-2 rounded-lg border border-border bg-white px-4 py-3 text-sm font-semibold text-slate-900 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontalIcon className="size-4" aria-hidden />
          Filter products
          {chosenCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {chosenCount}
            </span>
          )}
        </span>
      </button>
      <aside
        id={filtersPanelId}
        popover="auto"
        aria-label="Filters"
        className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-950/40 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide text-slate-900 uppercase">
            <SlidersHorizontalIcon className="size-4" aria-hidden /> Filter by
          </h2>
          <button
            type="button"
            popoverTarget={filtersPanelId}
            popoverTargetAction="hide"
            className="-m-2 rounded-md p-2 text-slate-600 hover:text-slate-950 lg:hidden"
          >
            <XIcon className="size-5" aria-hidden />
            <span className="sr-only">Close filters</span>
          </button>
        </div>
        <FilterForm facets={facets} keep={keep} />
      </aside>
    </div>
  );
}

function FilterForm({ facets, keep }: { facets: Facet[]; keep: FilterParam[] }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {keep.map((param) => (
        <input key={param.key} type="hidden" name={param.key} value={param.value} />
      ))}
      {facets.map((facet, facetAt) => (
        <fieldset key={facet.id} className="border-b border-border py-4 last-of-type:border-b-0">
          <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">
            {facet.label}
          </legend>
          <ul className="clear-left max-h-64 space-y-1.5 overflow-y-auto pr-1">
            {facet.values.map((value, valueAt) => {
              const id = `filter-${facetAt}-${valueAt}`;
              const isEmpty = value.count === 0 && !value.isChosen;
              return (
                <li key={`${value.param.key}=${value.param.value}`}>
                  <label
                    htmlFor={id}
                    className={`flex cursor-pointer items-center gap-2.5 text-sm ${isEmpty ? "text-slate-400" : "text-slate-700 hover:text-slate-950"}`}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      name={value.param.key}
                      value={value.param.value}
                      defaultChecked={value.isChosen}
                      disabled={isEmpty}
                      className="size-4 rounded border-slate-300 accent-brand-700"
                    />
                    <span className="flex-1">{value.label}</span>
                    <span className="text-xs text-slate-500 tabular-nums">({value.count})</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <Button type="submit" variant="outline" className="mt-2 w-full">
        Apply filters
      </Button>
    </Form>
  );
}

/** The chosen filters as removable chips, with "Clear all". */
export function ActiveFilters({
  filters,
  chosen,
}: {
  filters: CatalogueFilter[];
  chosen: FilterParam[];
}) {
  const location = useLocation();
  if (chosen.length === 0) return null;
  const search = new URLSearchParams(location.search);
  const labelOf = (param: FilterParam) => {
    for (const filter of filters)
      for (const value of filter.values) {
        const own = paramOfFilter(value.input);
        if (own?.key === param.key && own.value === param.value)
          return `${ukLabel(filter.label)}: ${value.label}`;
      }
    return `${param.key}: ${param.value}`;
  };
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chosen.map((param) => (
        <Link
          key={`${param.key}=${param.value}`}
          to={`${location.pathname}${searchWithout(search, param)}`}
          preventScrollReset
          className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:border-brand-600"
        >
          {labelOf(param)}
          <XIcon className="size-3.5" aria-hidden />
          <span className="sr-only">(remove filter)</span>
        </Link>
      ))}
      <Link
        to={`${location.pathname}${searchWithout(search, null)}`}
        preventScrollReset
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Clear all
      </Link>
    </div>
  );
}
