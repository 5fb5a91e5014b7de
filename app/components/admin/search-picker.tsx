import { SearchIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

// The admin dialogs' pickers (a customer, a product): type two or more characters, wait a moment
// for the server's matches, pick one; the picked one is shown with a Change button. What is
// searched and how a match reads is the caller's; the typing, waiting and list are here.

export function SearchPicker<Value, Row extends Value & { id: string | number }>({
  value,
  onChange,
  error,
  search,
  describeValue,
  renderMatch,
  isDisabled,
  inputId,
  placeholder,
  label,
  matchesLabel,
  noMatches,
}: {
  value: Value | null;
  onChange: (value: Value | null) => void;
  error?: string | undefined;
  /** The server's matches for the text. Module-level: a new function each render searches again. */
  search: (q: string) => Promise<Row[]>;
  /** The picked value's two lines. */
  describeValue: (value: Value) => { title: ReactNode; detail: ReactNode };
  renderMatch: (row: Row) => ReactNode;
  /** A match shown but not pickable. */
  isDisabled?: (row: Row) => boolean;
  inputId?: string;
  placeholder: string;
  /** The search box's accessible name. */
  label: string;
  matchesLabel: string;
  noMatches: string;
}) {
  const [q, setQ] = useState("");
  // The matches remember the text they answer, so a stale answer is never shown.
  const [found, setFound] = useState<{ q: string; rows: Row[] } | null>(null);
  const isSearching = !value && q.trim().length >= 2;
  const matches = isSearching && found?.q === q ? found.rows : null;

  useEffect(() => {
    if (!isSearching) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const rows = await search(q);
      if (isCurrent) setFound({ q, rows });
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [q, isSearching, search]);

  if (value) {
    const { title, detail } = describeValue(value);
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2">
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-slate-900">{title}</p>
          <p className="truncate text-slate-600">{detail}</p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );
  }

  return (
    <div>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          // The matches come as the text is typed: Enter must not submit the form around it.
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive"
        />
      </div>
      {matches && (
        <ul
          aria-label={matchesLabel}
          className="mt-1 max-h-56 overflow-y-auto rounded-md border border-border bg-white shadow-sm"
        >
          {matches.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">{noMatches}</li>
          )}
          {matches.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                disabled={isDisabled?.(row)}
                onClick={() => onChange(row)}
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {renderMatch(row)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
