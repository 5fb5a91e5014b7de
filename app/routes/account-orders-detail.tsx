import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { AccountRecordError } from "#app/components/layout/page-not-found.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { OrderCard } from "#app/components/orders/order-card.tsx";
import { OrderHistoryView } from "#app/components/orders/order-history-view.tsx";
import { OrderDocumentLinks } from "#app/components/orders/order-documents.tsx";
import { BuyAgainLink, ReorderButton, orderPath } from "#app/components/orders/reorder-button.tsx";
import { OrderProofs } from "#app/components/proofs/order-proofs.tsx";
import { OrderMockups } from "#app/components/orders/order-mockups.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadOrderDetail, submitReorder } from "#server/orders/order-history.server.ts";
import type { Route } from "./+types/account-orders-detail";

// One of the signed-in customer's orders (/account/orders/{order number}), for a direct link; its
// action is Reorder, which the order history's cards post to as well. Another account's order
// number is a 404, the same as one that does not exist.

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderDetail(context, params.orderNumber);
}

export async function action({ params, context }: Route.ActionArgs) {
  return submitReorder(context, params.orderNumber);
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => [
  ...pageMeta(
    loaderData?.signedIn ? `Order ${loaderData.order.orderNumber}` : "Order",
    "One of your {shop} orders.",
  ),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const crumbs = [{ to: "/account/orders", label: "Order History" }];
  if (!loaderData.signedIn)
    return (
      <>
        <PageHeader title="Order" heading="Your order" crumbs={crumbs} isNarrow />
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <OrderHistoryView page={loaderData} orderActions={() => null} />
        </div>
      </>
    );
  const { order, proofs, mockups } = loaderData;
  return (
    <>
      <PageHeader title={`Order #${order.orderNumber}`} crumbs={crumbs} isNarrow />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        {proofs.length > 0 && <OrderProofs groups={proofs} />}
        <OrderMockups mockups={mockups} />
        <OrderCard
          order={order}
          defaultOpen
          actions={
            <>
              {order.canReorder && (
                <>
                  <ReorderButton orderNumber={order.orderNumber} />
                  <BuyAgainLink orderNumber={order.orderNumber} />
                </>
              )}
              <OrderDocumentLinks base={orderPath(order.orderNumber)} documents={order.documents} />
            </>
          }
        />
        <Link
          to="/account/orders"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden /> All your orders
        </Link>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AccountRecordError
      error={error}
      record="order"
      notFoundMessage="We couldn't find an order with that number on your account."
    />
  );
}
