import { Link, useRevalidator } from "react-router";
import { useAccountEvents } from "#app/hooks/use-account-events.ts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { OrderHistoryTitle, OrderHistoryView } from "#app/components/orders/order-history-view.tsx";
import { OrderDocumentLinks } from "#app/components/orders/order-documents.tsx";
import { BuyAgainLink, ReorderButton, orderPath } from "#app/components/orders/reorder-button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadOrderHistory, type OrderHistoryPage } from "#server/orders/order-history.server.ts";
import type { Route } from "./+types/account-orders";

// spec/back-office.md §2 "Order history" as a page (the account menu also opens it as a dialog,
// which reads this loader). A signed-out visitor sees 'Please sign in to view your order
// history.' with a Sign In link rather than a redirect: the footer's 'Track Your Order' leads
// here, and a shopper following it should learn why there is nothing to see.

export async function loader({ context }: Route.LoaderArgs) {
  return loadOrderHistory(context);
}

/**
 * spec/back-office.md §8 "Order fetch failure: logged only; list stays empty": the server's loader
 * does so for its own failures; this does it for an answer that never comes (offline, a 5xx), here
 * and in the account menu's dialog, which loads this route through a fetcher — never the error
 * page in place of the page the customer is on. A redirect still goes through.
 */
export async function clientLoader({
  serverLoader,
}: Route.ClientLoaderArgs): Promise<OrderHistoryPage> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    console.error("The order history could not be loaded", error);
    return { signedIn: true, orders: [], hasMore: false };
  }
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Order History", "Your {shop} orders: their status, items and totals."),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  // A new order or a status change shows without a reload (/api/events).
  const revalidator = useRevalidator();
  useAccountEvents((event) => {
    if (event.type !== "credit.changed") void revalidator.revalidate();
  });
  const count = loaderData.signedIn ? loaderData.orders.length : null;
  return (
    <>
      <PageHeader
        title="Order History"
        heading={<OrderHistoryTitle count={count} />}
        isNarrow
        intro={
          loaderData.signedIn && loaderData.orders.length > 0
            ? "Your orders, newest first. Open one to see its items, or reorder it."
            : undefined
        }
      />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <OrderHistoryView
          page={loaderData}
          orderActions={(order) => (
            <>
              {order.canReorder && (
                <>
                  <ReorderButton orderNumber={order.orderNumber} />
                  <BuyAgainLink orderNumber={order.orderNumber} />
                </>
              )}
              <OrderDocumentLinks base={orderPath(order.orderNumber)} documents={order.documents} />
              <Link
                to={orderPath(order.orderNumber)}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                View order page
              </Link>
            </>
          )}
        />
      </div>
    </>
  );
}
