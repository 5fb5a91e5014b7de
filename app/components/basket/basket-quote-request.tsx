import { FileQuestionIcon, Loader2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import type { BasketLine } from "#core/basket/basket.ts";
import { creditOrderItems } from "./use-credit-order.ts";

// Issue 14.6: the basket sent as a quote request (POST /api/functions/request-quote). Offered to a
// signed-in buyer under the summary, open from the start when the basket's decoration is priced on
// application (500+ items), where the shop cannot take the order as it is. A visitor with such a
// basket is asked to sign in. The server prices the lines; only what is in the basket is sent.

type Answer =
  { success: true; quoteNumber: string } | { success: false; error: string; field?: string };

const unreachable = "We could not reach the shop. Please check your connection and try again.";

export function BasketQuoteRequest({
  lines,
  isSignedIn,
  needsQuote,
}: {
  lines: readonly BasketLine[];
  isSignedIn: boolean;
  /** The server priced some decoration on application. */
  needsQuote: boolean;
}) {
  const [notes, setNotes] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  if (!isSignedIn)
    return needsQuote ? (
      <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        Decoration for 500 or more items is priced on application.{" "}
        <Link to="/auth" className="font-semibold underline underline-offset-2">
          Sign in to request a quote
        </Link>{" "}
        for this basket, or call us.
      </p>
    ) : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    try {
      const response = await fetch("/api/functions/request-quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ basketItems: creditOrderItems(lines), notes }),
      });
      const answer = (await response.json()) as Answer;
      if (answer.success) {
        setSent(answer.quoteNumber);
        setNotes("");
        toast.success(`Quote request ${answer.quoteNumber} sent`, {
          description: "We will e-mail you the quote.",
        });
      } else setError({ message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
    } catch {
      setError({ message: unreachable });
    } finally {
      setIsSending(false);
    }
  }

  const notesError = error?.field === "notes" ? error.message : undefined;
  return (
    <details
      className="group mt-4 rounded-xl border border-border bg-white p-4 shadow-sm open:pb-5"
      open={needsQuote || undefined}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold text-slate-900">
        <FileQuestionIcon className="size-5 text-brand-700" aria-hidden />
        Request a quote
        <span className="ml-auto text-sm font-normal text-brand-700 group-open:hidden">Show</span>
      </summary>
      <p className="mt-2 text-sm text-slate-600">
        {needsQuote
          ? "Decoration for 500 or more items is priced on application. Send this basket as a quote request: we price it and e-mail you a quote to accept."
          : "For a large run or a special price, send this basket as a quote request: we price it and e-mail you a quote to accept."}
      </p>
      {sent ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Quote request <strong>{sent}</strong> sent. We will e-mail you the quote; it will be in{" "}
          <Link to="/account/quotes" className="font-semibold underline underline-offset-2">
            your quotes
          </Link>
          .
        </p>
      ) : (
        <form className="mt-3 space-y-3" onSubmit={(event) => void send(event)} noValidate>
          <div className="space-y-1">
            <label htmlFor="quote-notes" className="block text-sm font-medium text-slate-800">
              Notes for the quote <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id="quote-notes"
              name="notes"
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? "quote-notes-error" : undefined}
              placeholder="Colours of your logo, when you need it, where it goes"
              className="border-input w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-invalid:border-red-600"
            />
            {notesError && (
              <p id="quote-notes-error" className="text-sm text-red-700">
                {notesError}
              </p>
            )}
          </div>
          {error && !notesError && (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
          <Button
            type="submit"
            variant={needsQuote ? "default" : "outline"}
            className="w-full"
            disabled={isSending || lines.length === 0}
          >
            {isSending && <Loader2Icon className="animate-spin" aria-hidden />}
            {isSending ? "Sending…" : "Request a Quote"}
          </Button>
        </form>
      )}
    </details>
  );
}
