import { ArrowRightIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useAccountEvents } from "#app/hooks/use-account-events.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { OrderHistoryTitle, OrderHistoryView } from "./order-history-view.tsx";
import { BuyAgainLink, orderPath, ReorderButton } from "./reorder-button.tsx";
import { useOrderHistory } from "./use-order-history.ts";

// spec/storefront.md §2, spec/back-office.md §2: the account menu's Order History opens a dialog
// listing the customer's orders. Its own chunk, loaded when first opened (DESIGN §8), and it reads
// the orders each time it opens, so they are never stale.

export default function OrderHistoryDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (the menu's trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { page, reload } = useOrderHistory();
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  // A new order or a status change while the dialog is open shows at once (/api/events).
  useAccountEvents((event) => {
    if (open && event.type !== "credit.changed") void reload();
  });
  const close = () => onOpenChange(false);
  const count = page?.signedIn ? page.orders.length : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[88vh] max-w-2xl flex-col p-0"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="border-b border-border px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>
            <OrderHistoryTitle count={count} />
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm">
            Your orders, newest first. Open one to see its items, or reorder it.{" "}
            <Link
              to="/account/orders"
              onClick={close}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            >
              Open as a page
              <ArrowRightIcon className="size-3.5" aria-hidden />
            </Link>
          </DialogDescription>
        </div>
        <div className="overflow-y-auto px-5 py-4 sm:px-6">
          <OrderHistoryView
            page={page}
            onLeave={close}
            orderActions={(order) => (
              <>
                {order.canReorder && (
                  <>
                    <ReorderButton orderNumber={order.orderNumber} onReordered={close} />
                    <BuyAgainLink orderNumber={order.orderNumber} onClick={close} />
                  </>
                )}
                <Link
                  to={orderPath(order.orderNumber)}
                  onClick={close}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  View order page
                </Link>
              </>
            )}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
