import { SearchXIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
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

/**
 * The error boundary of a buyer's page about one record of theirs (an order, a proof): not found
 * on their account (404), or a failure, with the way back to their order history.
 */
export function AccountRecordError({
  error,
  record,
  notFoundMessage,
}: {
  error: unknown;
  /** "order", "proof". */
  record: string;
  notFoundMessage: string;
}) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageNotFound
      heading={
        isNotFound
          ? `${record[0]!.toUpperCase()}${record.slice(1)} not found`
          : "Something went wrong"
      }
      message={
        isNotFound
          ? notFoundMessage
          : `Sorry, we could not show this ${record}. Please try again in a moment.`
      }
      browse={{ to: "/account/orders", label: "Your Order History" }}
    />
  );
}
