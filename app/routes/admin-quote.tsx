import { ArrowLeftIcon } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import { formatDateTime } from "#app/components/admin/admin-ui.tsx";
import { AuditTrail } from "#app/components/admin/audit-trail.tsx";
import { Card } from "#app/components/admin/catalogue/editor-parts.tsx";
import { QuoteEditor } from "#app/components/admin/quote-editor.tsx";
import { isQuoteFinal } from "#app/components/admin/quote-form.ts";
import { QuoteReadOnly } from "#app/components/admin/quote-read-only.tsx";
import { QuoteStatusBadge } from "#app/components/admin/quotes-panel.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadAdminQuote, requireAdminPage } from "#server/admin/admin-pages.server.ts";
import type { Route } from "./+types/admin-quote";

// /admin/quotes/:id (issue 14.6): a buyer's quote request, which the admin prices — each line's
// garment, decoration and set-up, the delivery, a message and the last day it stands — and sends;
// the buyer is e-mailed it. Accepted or declined, it is shown as it was quoted. Admins only
// (DESIGN §4); the server checks every change again.

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  const found = await loadAdminQuote(context.services, params.id);
  if (!found) throw data({ message: "No such quote" }, { status: 404 });
  return found;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(({ data: loaded }) => [
  ...pageMeta(
    loaded ? `Quote ${loaded.quote.quoteNumber}` : "Quote",
    "A quote in the {shop} back office.",
  ),
  { name: "robots", content: "noindex, nofollow" },
]);

export default function AdminQuote({ loaderData }: Route.ComponentProps) {
  const { quote, days } = loaderData;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-5 sm:px-6">
          <Link
            to="/admin?tab=quotes"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden /> All quotes
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Quote {quote.quoteNumber}
            </h1>
            <QuoteStatusBadge status={quote.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{quote.customerName}</span> ·{" "}
            <a
              href={`mailto:${quote.customerEmail}`}
              className="break-all text-brand-700 hover:underline"
            >
              {quote.customerEmail}
            </a>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            Requested {formatDateTime(quote.createdAt)}
            {quote.sentAt && <> · Sent {formatDateTime(quote.sentAt)}</>}
            {quote.orderNumber && <> · Order {quote.orderNumber}</>}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
        <Card title="The customer's notes">
          <p className="text-sm whitespace-pre-line text-slate-800">
            {quote.buyerNotes || "No notes with the request."}
          </p>
        </Card>
        {isQuoteFinal(quote.status) ? (
          <QuoteReadOnly quote={quote} />
        ) : (
          <QuoteEditor key={quote.id} quote={quote} days={days} />
        )}
        <Card title="History">
          <AuditTrail entries={quote.audit} />
        </Card>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
