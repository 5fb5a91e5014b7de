import { ShieldAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The 403 page of the back office: a signed-in customer who opened an admin address. */
export function AdminForbidden({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlertIcon className="size-14 text-brand-700" aria-hidden />
      <p className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">Error 403</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Access denied
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        {message} You are signed in with an account that does not have staff access.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact-us">Contact us</Link>
        </Button>
      </div>
    </section>
  );
}

/** The admin routes' error boundary: the 403 page, a not-found page, or a plain apology. */
export function AdminErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const data: unknown = error.data;
    const message =
      typeof data === "object" &&
      data !== null &&
      "message" in data &&
      typeof data.message === "string"
        ? data.message
        : "This page is for the shop's staff only.";
    return <AdminForbidden message={message} />;
  }
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {isNotFound ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600">
        {isNotFound
          ? "This record does not exist, or it has been removed."
          : "The back office could not be shown just now. Please try again in a moment."}
      </p>
      <Link to="/admin" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Back to the back office
      </Link>
    </section>
  );
}
