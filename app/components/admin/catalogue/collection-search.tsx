import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import {
  maxCollectionSearchLength,
  type CollectionListQuery,
} from "#core/catalogue/collection-list-query.ts";

// Issue 11.3: the Collections list's search, by title or handle. A GET form, so the view lives in
// the URL and works before scripts load; with them, it searches as the admin types.

/** The list's URL for a search, keeping the sort, back on page 1. */
function listUrl(query: CollectionListQuery, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (query.sort !== "title" || query.dir !== "asc") {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  const text = params.toString();
  return text ? `/admin/collections?${text}` : "/admin/collections";
}

export function CollectionSearch({ query }: { query: CollectionListQuery }) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState(query.q);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (q: string) =>
    navigate(listUrl(query, q.trim()), { replace: true, preventScrollReset: true });

  function searchSoon(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void go(value), 300);
  }

  return (
    <Form
      method="get"
      role="search"
      aria-label="Search collections"
      className="relative mb-4 sm:max-w-md"
      preventScrollReset
      replace
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        void go(text);
      }}
    >
      {(query.sort !== "title" || query.dir !== "asc") && (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      )}
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => searchSoon(event.target.value)}
        placeholder="Search by title or handle"
        aria-label="Search by title or handle"
        maxLength={maxCollectionSearchLength}
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
  );
}
