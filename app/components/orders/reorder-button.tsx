import { RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addToBasket } from "#app/hooks/use-basket.ts";
import { quickOrderPath, useOffersQuickOrder } from "#app/lib/shop-details.ts";
import type { ReorderActionData } from "#server/orders/order-history.server.ts";

// Issue 5 Reorder: the server answers with the order's lines as they can be bought today (its own
// order only, variants still on sale); they go into the basket, which prices them again on the
// server at today's prices, and the shopper lands on /basket. Lines that cannot be bought are
// named in a toast.

/** The order's own page, whose action is Reorder. */
export function orderPath(orderNumber: string): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}`;
}

export function ReorderButton({
  orderNumber,
  onReordered,
}: {
  orderNumber: string;
  /** Called once the lines are in the basket, before going to /basket (a dialog closes). */
  onReordered?: () => void;
}) {
  const fetcher = useFetcher<ReorderActionData>();
  const navigate = useNavigate();
  const handled = useRef<ReorderActionData | undefined>(undefined);
  const isBusy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    for (const line of result.lines) addToBasket(line);
    const skipped = result.skipped.length
      ? `No longer available, so not added: ${result.skipped.join("; ")}.`
      : undefined;
    if (result.lines.length === 0) {
      toast.error(`Nothing from order ${orderNumber} can be ordered now`, {
        description: skipped,
      });
      return;
    }
    const count = result.lines.length;
    const added = `${count} ${count === 1 ? "line" : "lines"} from order ${orderNumber} added to your basket at today's prices`;
    if (skipped) toast.warning(added, { description: skipped, duration: 10_000 });
    else toast.success(added);
    onReordered?.();
    navigate("/basket");
  }, [fetcher.state, fetcher.data, navigate, onReordered, orderNumber]);

  return (
    <Button
      type="button"
      variant="accent"
      disabled={isBusy}
      onClick={() =>
        fetcher.submit({ intent: "reorder" }, { method: "post", action: orderPath(orderNumber) })
      }
    >
      <RotateCcwIcon aria-hidden />
      {isBusy ? "Adding to basket…" : "Reorder"}
    </Button>
  );
}

/**
 * Issue 14.2: the order's SKUs and quantities on /quick-order, to change before they go in the
 * basket (where the shop's own catalogue has them).
 */
export function BuyAgainLink({
  orderNumber,
  onClick,
}: {
  orderNumber: string;
  onClick?: () => void;
}) {
  if (!useOffersQuickOrder()) return null;
  return (
    <Link
      to={`${quickOrderPath}?order=${encodeURIComponent(orderNumber)}`}
      onClick={onClick}
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      Buy again
    </Link>
  );
}
