import { FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { SignInPrompt } from "#app/components/account/sign-in-prompt.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { QuoteCard } from "#app/components/quotes/quote-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadBuyerQuotes } from "#server/quotes/quote-views.server.ts";
import type { Route } from "./+types/account-quotes";

// Issue 14.6: the signed-in buyer's quotes, newest first. A visitor is told to sign in, as on the
// order history: a link to this page should explain why there is nothing to see.

export async function loader({ context }: Route.LoaderArgs) {
  return loadBuyerQuotes(context);
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Your Quotes", "Your {shop} quotes: what you asked for and what we quoted."),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountQuotes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Your Quotes"
        isNarrow
        intro={
          loaderData.signedIn && loaderData.quotes.length > 0
            ? "Your quote requests and the quotes we sent, newest first."
            : undefined
        }
      />
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-8 sm:px-6">
        {!loaderData.signedIn ? (
          <SignInPrompt message="Please sign in to see your quotes." />
        ) : loaderData.quotes.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
            <FileTextIcon className="size-10 text-slate-500" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">No quotes yet</h2>
            <p className="mt-1 max-w-md text-sm text-slate-600">
              For a large run or decoration on 500 or more items, fill your basket and choose
              "Request a quote": we price it and e-mail you the quote.
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/basket">Go to your basket</Link>
            </Button>
          </div>
        ) : (
          loaderData.quotes.map((quote) => (
            <QuoteCard
              key={quote.quoteNumber}
              quote={quote}
              payment={loaderData.payment}
              delivery={loaderData.delivery}
            />
          ))
        )}
      </div>
    </>
  );
}
