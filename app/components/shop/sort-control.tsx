import { ArrowUpDownIcon } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

// Issue 18.7: the sort order of a collection or search page, chosen in a GET form so it works
// without JavaScript (its Sort button); with JavaScript the choice applies at once and the button
// goes. The page's other parameters (filters, search words) are kept; the page goes back to its
// first page (a cursor belongs to one order), and the default order leaves `sort` out of the URL.

const noSubscription = () => () => {};

export function SortControl({
  options,
  value,
}: {
  options: readonly { value: string; label: string }[];
  /** The `sort` value the page shows. */
  value: string;
}) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const keptOf = (search: string) =>
    [...new URLSearchParams(search)].filter(
      ([key]) => key !== "sort" && key !== "after" && key !== "before",
    );
  const kept = keptOf(location.search);
  const choose = (chosen: string) => {
    // The address bar, not the last render: React Router renders a finished navigation (a filter
    // ticked a moment ago) in a transition, so the rendered location can still be the one before
    // it, and sorting from that would drop the filter the buyer sees applied.
    const search = new URLSearchParams(keptOf(window.location.search));
    if (chosen !== options[0]?.value) search.set("sort", chosen);
    const query = search.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ""}`, { preventScrollReset: true });
  };
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      {kept.map(([key, keptValue], at) => (
        <input key={`${key}-${at}`} type="hidden" name={key} value={keptValue} />
      ))}
      <label
        htmlFor={id}
        className="inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap text-slate-700"
      >
        <ArrowUpDownIcon className="size-4 text-slate-500" aria-hidden />
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        // A new value from the URL (back button, a link) resets the uncontrolled select.
        key={value}
        defaultValue={value}
        onChange={(event) => choose(event.currentTarget.value)}
        className="h-10 min-w-0 rounded-md border border-slate-300 bg-white py-0 pr-8 pl-3 text-sm font-medium text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {!isHydrated && (
        <Button type="submit" variant="outline">
          Sort
        </Button>
      )}
    </Form>
  );
}
