import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { PageNotFound } from "#app/components/layout/page-not-found.tsx";
import { Button } from "#app/components/ui/button.tsx";

// A product page that is not found or could not be read; routes/product.tsx loads this file only
// then, not with every product page.

/** A product handle that does not exist: the site's 404 look. */
export function ProductNotFound() {
  return (
    <PageNotFound
      message="We couldn't find that product. It may have been renamed or is no longer sold."
      browse={{ to: "/products", label: "Browse all products" }}
    />
  );
}

/** The catalogue could not be read: say so and offer to try again (a full reload of this address). */
export function ProductLoadError({ retryHref }: { retryHref: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlertIcon className="size-14 text-accent-600" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        We couldn&apos;t load this product
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Something went wrong on our side. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href={retryHref}>
            <RefreshCwIcon aria-hidden />
            Try again
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
