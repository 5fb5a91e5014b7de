import { SearchIcon } from "lucide-react";
import { Form } from "react-router";
import { cn } from "#app/lib/utils.ts";

/** The header search: a GET form to /search, so it works before JavaScript loads. */
export function SearchBox({ className, id }: { className?: string; id: string }) {
  return (
    <Form method="get" action="/search" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search workwear, boots, PPE, brands…"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        aria-label="Search"
      >
        <SearchIcon className="size-4" aria-hidden />
      </button>
    </Form>
  );
}
