import { PackageIcon, ShoppingBagIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SignInPrompt } from "#app/components/account/sign-in-prompt.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { OrderHistoryEntry, OrderHistoryPage } from "#server/orders/order-history.server.ts";
import { OrderCard } from "./order-card.tsx";

// spec/back-office.md §2 "Order history", shared by the account menu's dialog and the
// /account/orders page: signed out, loading (three placeholder cards), no orders, or the list.

export const signedOutMessage = "Please sign in to view your order history.";

/** 'Order History' with a badge holding the order count (no badge until the list is known). */
export function OrderHistoryTitle({ count }: { count: number | null }) {
  return (
    <span className="flex items-center gap-2">
      Order History
      {count !== null && (
        <span
          className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white"
          data-testid="order-count"
        >
          {count}
          <span className="sr-only">{count === 1 ? " order" : " orders"}</span>
        </span>
      )}
    </span>
  );
}

export function OrderHistoryView({
  page,
  orderActions,
  onLeave,
}: {
  /** null while the first answer is loading. */
  page: OrderHistoryPage | null;
  /** What an expanded card offers for its order (Reorder, a link to its page). */
  orderActions: (order: OrderHistoryEntry) => ReactNode;
  /** Called when a link here leaves the history (the dialog closes). */
  onLeave?: () => void;
}) {
  if (page === null) return <OrderHistorySkeleton />;
  if (!page.signedIn)
    return <SignInPrompt message={signedOutMessage} {...(onLeave ? { onLeave } : {})} />;
  if (page.orders.length === 0)
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
        <PackageIcon className="size-10 text-slate-500" aria-hidden />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">No orders yet</h3>
        <p className="mt-1 text-slate-600">Start shopping to see your order history here.</p>
        <Button asChild className="mt-5">
          <Link to="/" onClick={onLeave}>
            <ShoppingBagIcon aria-hidden />
            Start Shopping
          </Link>
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Your orders, newest first">
        {page.orders.map((order) => (
          <li key={order.orderNumber}>
            <OrderCard order={order} actions={orderActions(order)} />
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <p className="text-sm text-slate-600">
          These are your {page.orders.length} most recent orders. For an older one, please{" "}
          <Link to="/contact-us" onClick={onLeave} className="font-medium text-brand-700 underline">
            contact us
          </Link>{" "}
          with its order number.
        </p>
      )}
    </div>
  );
}

/** spec/back-office.md §9: three placeholder cards while the orders load. */
export function OrderHistorySkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your orders…</span>
      <ul className="space-y-3" aria-hidden>
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            className="flex animate-pulse items-center gap-3 rounded-lg border border-border bg-white px-4 py-4"
            data-testid="order-skeleton"
          >
            <div className="flex-1 space-y-2">
              <div className="h-4 w-32 rounded bg-slate-200" />
              <div className="h-3 w-20 rounded bg-slate-200" />
            </div>
            <div className="h-4 w-16 rounded bg-slate-200" />
            <div className="h-5 w-20 rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
