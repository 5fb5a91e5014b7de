import { formatPence } from "#core/money/money.ts";
import { Link } from "react-router";
import type { DeliveryChoices } from "#server/credit/credit-views.server.ts";
import type {
  BuyerQuote,
  BuyerQuoteLine,
  QuotePayment,
} from "#server/quotes/quote-views.server.ts";
import { QuoteAcceptForm } from "./quote-accept-form.tsx";

// Issue 14.6: one of the buyer's quotes. While the shop prices the request, what was asked for;
// once sent, each line's prices, the totals, the shop's message and until when the quote stands.

const statusLabels: Record<BuyerQuote["status"], { label: string; className: string }> = {
  requested: { label: "Being priced", className: "bg-amber-100 text-amber-900" },
  sent: { label: "Quoted", className: "bg-brand-100 text-brand-900" },
  accepted: { label: "Accepted", className: "bg-emerald-100 text-emerald-900" },
  expired: { label: "Expired", className: "bg-slate-200 text-slate-800" },
  declined: { label: "Declined", className: "bg-slate-200 text-slate-800" },
};

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

function LineRow({ line, isPriced }: { line: BuyerQuoteLine; isPriced: boolean }) {
  const name = line.variantTitle
    ? `${line.productTitle} (${line.variantTitle})`
    : line.productTitle;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">
          {line.quantity} × {name}
        </span>
        <span className="block text-sm text-slate-600">
          {[line.decoration || "Plain", line.sku && `SKU ${line.sku}`].filter(Boolean).join(" · ")}
        </span>
        {isPriced && (
          <span className="block text-sm text-slate-600">
            {formatPence(line.unitPricePence)} each
            {line.decoration && ` + ${formatPence(line.customizationPricePence)} decoration`}
            {line.setupFeePence > 0 && ` + ${formatPence(line.setupFeePence)} set-up`}
          </span>
        )}
      </span>
      {isPriced ? (
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatPence(line.lineExVatPence)}{" "}
          <span className="text-xs font-normal text-slate-500">ex VAT</span>
        </span>
      ) : (
        line.needsPrice && <span className="text-sm text-amber-800">Decoration to be priced</span>
      )}
    </li>
  );
}

export function QuoteCard({
  quote,
  payment,
  delivery,
}: {
  quote: BuyerQuote;
  payment: QuotePayment;
  delivery: DeliveryChoices;
}) {
  const status = statusLabels[quote.status];
  const { totals } = quote;
  return (
    <article
      aria-labelledby={`quote-${quote.quoteNumber}`}
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
      data-testid="quote-card"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={`quote-${quote.quoteNumber}`} className="text-lg font-semibold text-slate-900">
          Quote {quote.quoteNumber}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>
          {status.label}
        </span>
        <span className="ml-auto text-sm text-slate-600">
          Asked for on {day.format(new Date(quote.createdAt))}
        </span>
      </header>
      {quote.status === "requested" && (
        <p className="mt-2 text-sm text-slate-700">
          We are pricing your request and will e-mail you the quote, usually within one working day.
        </p>
      )}
      {quote.message && (
        <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
          {quote.message}
        </p>
      )}
      <ul className="mt-2 divide-y divide-border">
        {quote.lines.map((line) => (
          <LineRow key={line.id} line={line} isPriced={totals !== null} />
        ))}
      </ul>
      {totals && (
        <dl className="mt-2 space-y-1 border-t border-border pt-3 text-sm">
          {(
            [
              ["Goods (ex VAT)", formatPence(totals.goodsExVatPence)],
              [
                "Delivery (ex VAT)",
                totals.deliveryExVatPence === 0 ? "Free" : formatPence(totals.deliveryExVatPence),
              ],
              ["VAT", formatPence(totals.vatPence)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPence(totals.totalPence)}</dd>
          </div>
        </dl>
      )}
      {quote.expiresAt && quote.status === "sent" && (
        <p className="mt-3 text-sm text-slate-700">
          This quote stands until {day.format(new Date(quote.expiresAt))}.
        </p>
      )}
      {quote.status === "sent" && totals && (
        <div className="mt-4">
          <QuoteAcceptForm
            quoteNumber={quote.quoteNumber}
            totalPence={totals.totalPence}
            payment={payment}
            delivery={delivery}
          />
        </div>
      )}
      {quote.orderNumber && (
        <p className="mt-3 text-sm text-slate-700">
          You accepted this quote: it is order{" "}
          <Link
            to={`/account/orders/${quote.orderNumber}`}
            className="font-semibold text-brand-700 underline"
          >
            {quote.orderNumber}
          </Link>
          .
        </p>
      )}
      {quote.status === "expired" && (
        <p className="mt-3 text-sm text-slate-700">
          This quote has expired. To order, send your basket as a quote request again and we will
          price it afresh.
        </p>
      )}
      {quote.buyerNotes && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Your notes:</span> {quote.buyerNotes}
        </p>
      )}
    </article>
  );
}
