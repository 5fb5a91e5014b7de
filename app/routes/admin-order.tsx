import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { AdminErrorPage } from "#app/components/admin/admin-forbidden.tsx";
import {
  Badge,
  formatDateTime,
  OrderStatusBadge,
  paymentMethodLabel,
} from "#app/components/admin/admin-ui.tsx";
import { AuditTrail } from "#app/components/admin/audit-trail.tsx";
import { OrderItems, OrderTotals } from "#app/components/admin/order-items.tsx";
import { OrderShipment } from "#app/components/admin/order-shipment.tsx";
import { OrderStatusActions } from "#app/components/admin/order-status-actions.tsx";
import { OrderProofs } from "#app/components/admin/order-proofs.tsx";
import { OrderMockups } from "#app/components/orders/order-mockups.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { formatPence } from "#core/money/money.ts";
import {
  loadAdminOrder,
  requireAdminPage,
  type PostalAddress,
} from "#server/admin/admin-pages.server.ts";

import { OrderDocumentLinks } from "#app/components/orders/order-documents.tsx";
import type { Route } from "./+types/admin-order";
import { addressLines } from "#core/address/address-lines.ts";

// /admin/orders/:id: one order for the shop owner — items with their decoration and design files,
// addresses, PO number, payment, totals with VAT and discount, the status change along the
// lifecycle, the shipment's carrier and tracking number (issue 18.10), the proofs of its logos
// (issue 15.3), and the change history. Admins only (DESIGN §4).

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdminPage(context.viewer);
  const found = await loadAdminOrder(context.services, params.id);
  if (!found) throw data({ message: "No such order" }, { status: 404 });
  return found;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(({ data: loaded }) => [
  ...pageMeta(
    loaded ? `Order ${loaded.order.orderNumber}` : "Order",
    "An order in the {shop} back office.",
  ),
  { name: "robots", content: "noindex, nofollow" },
]);

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Address({ address }: { address: PostalAddress | null }) {
  if (!address) return <p className="text-sm text-slate-500">Not given</p>;
  const lines = [...addressLines(address), ...(address.phone ? [address.phone] : [])];
  return (
    <address className="text-sm leading-6 text-slate-800 not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, nextStatuses, proofs, mockups } = loaderData;
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-border bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-5 sm:px-6">
          <Link
            to="/admin?tab=orders"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden /> All orders
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Order {order.orderNumber}
            </h1>
            <OrderStatusBadge status={order.status} />
            {order.needsQuote && <Badge variant="warning">Needs a decoration quote</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Placed {formatDateTime(order.createdAt)} · {paymentMethodLabel(order.paymentMethod)} ·{" "}
            {formatPence(order.totalPence)} {order.currency}
          </p>
          <div className="mt-4">
            <OrderStatusActions
              orderId={order.id}
              orderNumber={order.orderNumber}
              paymentMethod={order.paymentMethod}
              next={nextStatuses}
              etag={order.etag}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <OrderProofs
            orderId={order.id}
            groups={proofs.groups}
            canSend={proofs.canSend}
            mockups={mockups}
          />
          <OrderItems order={order} />
          <OrderMockups mockups={mockups} />
          <Card title="Totals">
            <OrderTotals order={order} />
          </Card>
          {order.notes && (
            <Card title="Customer notes">
              <p className="text-sm whitespace-pre-line text-slate-800">{order.notes}</p>
            </Card>
          )}
          <Card title="History">
            <AuditTrail entries={order.audit} />
          </Card>
        </div>
        <div className="min-w-0 space-y-5">
          <OrderShipment
            orderId={order.id}
            orderNumber={order.orderNumber}
            status={order.status}
            shipment={order.shipment}
            etag={order.etag}
          />
          <Card title="Customer">
            <p className="font-semibold text-slate-900">{order.customerName}</p>
            <a
              href={`mailto:${order.customerEmail}`}
              className="block text-sm text-brand-700 hover:underline"
            >
              {order.customerEmail}
            </a>
            {order.customerPhone && <p className="text-sm text-slate-700">{order.customerPhone}</p>}
          </Card>
          <Card title="Payment">
            <dl className="space-y-1.5 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Method</dt>
                <dd className="font-medium text-slate-900">
                  {paymentMethodLabel(order.paymentMethod)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">PO number</dt>
                <dd className="font-medium text-slate-900">{order.poNumber || "—"}</dd>
              </div>
            </dl>
            {order.creditTransactions.length > 0 && (
              <ul className="mt-3 space-y-1 border-t border-border pt-3 text-sm">
                {order.creditTransactions.map((t) => (
                  <li key={t.id} className="flex justify-between gap-3">
                    <span className="text-slate-600 capitalize">
                      {t.type} · {formatDateTime(t.createdAt)}
                    </span>
                    <span className="font-medium tabular-nums">{formatPence(t.amountPence)}</span>
                  </li>
                ))}
              </ul>
            )}
            {order.documents.length > 0 && (
              <div className="mt-3 flex flex-col items-start gap-1.5 border-t border-border pt-3">
                <OrderDocumentLinks
                  base={`/api/admin/orders/${order.id}`}
                  documents={order.documents}
                />
              </div>
            )}
          </Card>
          <Card title="Delivery address">
            <Address address={order.shippingAddress} />
          </Card>
          <Card title="Billing address">
            <Address address={order.billingAddress} />
          </Card>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
