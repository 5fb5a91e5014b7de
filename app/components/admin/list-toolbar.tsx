import { DownloadIcon, RefreshCwIcon, SearchIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

// Each tab's toolbar (spec/back-office.md §2): a search box, a Refresh button, and a CSV export of
// the list as searched and sorted. The search is a GET form, so it is in the URL (shareable,
// back-button friendly) and works before scripts load; with them, it searches as the admin types.

export function ListToolbar({
  tab,
  q,
  sort,
  dir,
  placeholder,
  exportName,
  hidden = {},
  children,
}: {
  tab: string;
  q: string;
  sort: string;
  dir: string;
  /** Says which fields are searched. */
  placeholder: string;
  exportName: string;
  /** More parameters the search keeps (the Inbox's box). */
  hidden?: Record<string, string>;
  /** The tab's own actions (e.g. "New credit account"). */
  children?: ReactNode;
}) {
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each tab's panel has its own toolbar, so a new tab starts from its own search text.
  const [text, setText] = useState(q);
  useEffect(() => () => clearTimeout(timer.current), []);

  function searchSoon(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, 300);
  }

  const exportParams = new URLSearchParams({ q, sort, dir });
  const isRefreshing = revalidator.state === "loading";
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Form
        ref={form}
        method="get"
        role="search"
        aria-label={`Search ${exportName.replace("-", " ")}`}
        className="relative flex-1 sm:max-w-md"
        preventScrollReset
        replace
      >
        <input type="hidden" name="tab" value={tab} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => searchSoon(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={100}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => searchSoon("")}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-muted hover:text-slate-900"
          >
            <XIcon className="size-4" aria-hidden />
          </button>
        )}
      </Form>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void revalidator.revalidate()}
          disabled={isRefreshing}
        >
          <RefreshCwIcon className={cn(isRefreshing && "animate-spin")} aria-hidden />
          Refresh
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/exports/${exportName}?${exportParams}`} download>
            <DownloadIcon aria-hidden />
            Export CSV
          </a>
        </Button>
        {children}
      </div>
    </div>
  );
}
