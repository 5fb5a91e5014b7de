import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The site's 404 look (spec/back-office.md §2: 'Oops! Page not found', 'Return to Home'), shared
 * by the catch-all route and the pages whose handle matches nothing.
 */
export function PageNotFound({
  heading = "Oops! Page not found",
  message = "The page you were looking for has moved or no longer exists.",
  browse = { to: "/collections", label: "Browse Categories" },
}: {
  heading?: string;
  message?: string;
  browse?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <SearchXIcon className="size-14 text-brand-700" aria-hidden />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={browse.to}>{browse.label}</Link>
        </Button>
      </div>
    </section>
  );
}
