import { ArrowLeftIcon, FileImageIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import {
  AdminTable,
  AdminTableHead,
  Badge,
  cellClass,
  formatDateTime,
  OrderStatusBadge,
  PlainHeader,
  rowClass,
  type BadgeVariant,
} from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import {
  isShopsTurn,
  proofGroupStateLabels,
  type ProofGroupState,
  type ProofMethod,
} from "#core/proofs/proof-rules.ts";
import { requireAdminPage } from "#server/admin/admin-pages.server.ts";
import { loadProofQueue, type ProofQueueRow } from "#server/proofs/proof-views.server.ts";
import type { Route } from "./+types/admin-proofs";

// /admin/proofs (issue 15.3): every logo still holding an order back until its customer approves
// a proof — the shop's turn first (a proof to send, or changes asked for), then those waiting for
// the customer, oldest first. Each opens its order, where the proof is sent. Admins only
// (DESIGN §4). A table on wide screens, a card each on a phone (issue 18.11).

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  return { rows: await loadProofQueue(context.services.database.db) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Proofs", "The proofs to send and awaiting approval in the {shop} back office."),
  { name: "robots", content: "noindex, nofollow" },
]);

const methodLabels: Record<ProofMethod, string> = { embroidery: "Embroidery", print: "Print" };

const stateVariants: Partial<Record<ProofGroupState, BadgeVariant>> = {
  changes_requested: "warning",
  to_send: "secondary",
  sent: "outline",
};

const rowKey = (row: ProofQueueRow) => `${row.orderId}:${row.logoId}:${row.method}`;

function StateBadge({ state }: { state: ProofGroupState }) {
  return (
    <Badge variant={stateVariants[state] ?? "secondary"}>{proofGroupStateLabels[state]}</Badge>
  );
}

/** The logo's preview, 48 px, or a file icon for a design that has none (a PDF, AI or EPS). */
function LogoPreview({ row }: { row: ProofQueueRow }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-white bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-size-[8px_8px]">
      {row.hasPreview ? (
        <img
          src={`/api/account/logos/${row.logoId}/preview`}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-0.5"
        />
      ) : (
        <FileImageIcon className="size-6 text-slate-400" aria-hidden />
      )}
    </span>
  );
}

function Logo({ row }: { row: ProofQueueRow }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <LogoPreview row={row} />
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">{row.logoName}</span>
        <span className="block text-xs text-slate-500">{methodLabels[row.method]}</span>
      </span>
    </span>
  );
}

/** The customer's last comment, when they asked for changes: two lines, the rest on hover. */
function Comment({ comment }: { comment: string | null }) {
  if (!comment) return null;
  return (
    <blockquote
      title={comment}
      className="mt-1.5 border-l-2 border-amber-300 pl-2 text-sm text-slate-700 italic"
    >
      <p className="line-clamp-2 break-words whitespace-pre-line">“{comment}”</p>
    </blockquote>
  );
}

function OpenOrder({ row }: { row: ProofQueueRow }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/orders/${row.orderId}`} aria-label={`Open order ${row.orderNumber}`}>
        Open order
      </Link>
    </Button>
  );
}

function OrderLink({ row }: { row: ProofQueueRow }) {
  return (
    <Link
      to={`/admin/orders/${row.orderId}`}
      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
    >
      {row.orderNumber}
    </Link>
  );
}

/** A phone's view: a card each, the logo and its state at the top, the order beneath. */
function ProofCards({ rows, label }: { rows: ProofQueueRow[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2 md:hidden">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-lg border border-border bg-white p-3 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Logo row={row} />
            <StateBadge state={row.state} />
          </div>
          <Comment comment={row.comment} />
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Order</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <OrderLink row={row} />
              <OrderStatusBadge status={row.orderStatus} />
            </dd>
            <dt className="text-slate-500">Customer</dt>
            <dd className="break-words text-slate-900">{row.customerName}</dd>
            <dt className="text-slate-500">Since</dt>
            <dd className="text-slate-700">{formatDateTime(row.since)}</dd>
          </dl>
          <div className="mt-3 border-t border-border pt-3">
            <OpenOrder row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ProofTable({ rows, label }: { rows: ProofQueueRow[]; label: string }) {
  return (
    <AdminTable label={label} className="hidden md:block">
      <AdminTableHead>
        <PlainHeader>Logo</PlainHeader>
        <PlainHeader>Proof</PlainHeader>
        <PlainHeader>Order</PlainHeader>
        <PlainHeader>Customer</PlainHeader>
        <PlainHeader>Since</PlainHeader>
        <PlainHeader className="text-right">
          <span className="sr-only">Action</span>
        </PlainHeader>
      </AdminTableHead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass}>
            <td className={`${cellClass} min-w-56`}>
              <Logo row={row} />
            </td>
            <td className={`${cellClass} max-w-xs`}>
              <StateBadge state={row.state} />
              <Comment comment={row.comment} />
            </td>
            <td className={cellClass}>
              <span className="flex flex-col items-start gap-1">
                <OrderLink row={row} />
                <OrderStatusBadge status={row.orderStatus} />
              </span>
            </td>
            <td className={`${cellClass} font-medium text-slate-900`}>{row.customerName}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(row.since)}</td>
            <td className={`${cellClass} text-right`}>
              <OpenOrder row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

function QueueSection({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: ProofQueueRow[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-200/80 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
          {rows.length}
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border bg-white px-3 py-10 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <>
          <ProofCards rows={rows} label={title} />
          <ProofTable rows={rows} label={title} />
        </>
      )}
    </section>
  );
}

export default function AdminProofs({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const yours = rows.filter((row) => isShopsTurn(row.state));
  const theirs = rows.filter((row) => !isShopsTurn(row.state));
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-5 sm:px-6">
          <Link
            to="/admin"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden /> Back office
          </Link>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Proofs
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Orders wait here until the customer approves a proof of each logo. Yours to do first,
            then those waiting for the customer.
          </p>
          <p className="mt-2 text-sm text-slate-600">
            <strong className="text-slate-900 tabular-nums">{yours.length}</strong> to send ·{" "}
            <strong className="text-slate-900 tabular-nums">{theirs.length}</strong> waiting for the
            customer
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6">
        <QueueSection id="proofs-yours" title="Your turn" rows={yours} empty="No proofs to send." />
        <QueueSection
          id="proofs-theirs"
          title="Waiting for the customer"
          rows={theirs}
          empty="No proofs waiting for the customer."
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
