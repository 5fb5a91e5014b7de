import { SearchXIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export function meta() {
  return pageMeta("Page not found", "The page you were looking for could not be found.");
}

// spec/back-office.md §2: any other path shows the 404 page and the bad path is logged.
export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.services.logger.warn(
    { path, referrer: request.headers.get("referer") },
    "404: no page at this path",
  );
  return data({ path }, { status: 404 });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <SearchXIcon className="size-14 text-brand-700" aria-hidden />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you were looking for has moved or no longer exists.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/collections">Browse Categories</Link>
        </Button>
      </div>
    </section>
  );
}
