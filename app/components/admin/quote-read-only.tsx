import { CircleCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#app/components/admin/catalogue/editor-parts.tsx";
import { formatPence } from "#core/money/money.ts";
import type { AdminQuote } from "#server/admin/admin-pages.server.ts";
import { formatDate, formatDateTime } from "./admin-ui.tsx";
import { QuoteLines } from "./quote-lines.tsx";
import { QuoteTotalsList } from "./quote-totals-list.tsx";

// Issue 14.6: a quote the buyer accepted or declined is final (the server refuses a change), so
// its page shows what was quoted without fields: the lines, the terms, the totals, and for an
// accepted quote the order it became.

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function QuoteReadOnly({ quote }: { quote: AdminQuote }) {
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2 rounded-md border border-border bg-white px-3 py-2.5 text-sm text-slate-800 shadow-sm">
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        {quote.status === "accepted" ? (
          <span>
            The customer accepted this quote
            {quote.orderNumber && (
              <>
                {" "}
                as order <strong className="font-semibold">{quote.orderNumber}</strong>
              </>
            )}
            . It can no longer be changed.
          </span>
        ) : (
          <span>The customer declined this quote. It can no longer be changed.</span>
        )}
      </p>
      <section aria-labelledby="quote-lines-heading" className="space-y-3">
        <h2 id="quote-lines-heading" className="text-base font-bold text-slate-900">
          Lines
        </h2>
        <QuoteLines
          quoteNumber={quote.quoteNumber}
          lines={quote.lines}
          form={null}
          errors={{}}
          onChange={() => undefined}
        />
      </section>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card title="Terms">
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Term label="Delivery (ex VAT)">
              {quote.deliveryPence === 0 ? "Free" : formatPence(quote.deliveryPence)}
            </Term>
            <Term label="Valid until">{quote.expiresOn ? formatDate(quote.expiresOn) : "—"}</Term>
            <Term label="Sent">{quote.sentAt ? formatDateTime(quote.sentAt) : "Not sent"}</Term>
            <div className="space-y-0.5 sm:col-span-2">
              <dt className="text-slate-600">Message to the customer</dt>
              <dd className="whitespace-pre-line text-slate-900">{quote.message || "None"}</dd>
            </div>
          </dl>
        </Card>
        <Card title="Totals">
          <QuoteTotalsList totals={quote.totals} />
        </Card>
      </div>
    </div>
  );
}
