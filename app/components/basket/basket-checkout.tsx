import { ExternalLinkIcon, LockIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  basketChannelName,
  type BasketMessage,
  forgetCheckout,
  type OpenCheckout,
  orderPlacedForCart,
  rememberCheckout,
  savedBasket,
} from "#app/hooks/use-basket.ts";
import type {
  BasketCheckoutResult,
  CheckoutStatusResult,
} from "#server/basket/basket-checkout.server.ts";

// spec/storefront.md §2, §4, §8 and DESIGN §4 "Checkout carries the decoration": the basket route's
// action makes a cart of the lines (decoration in line attributes) and answers its checkout URL,
// which opens in a new tab. Issue 18.2: the basket is kept, with its cart, until the order is
// placed; Checkout again on the same basket reopens the same cart.

export const redirectingMessage = "Taking you to our secure checkout…";

/** What the server needs to make the cart: ids, quantities and decoration, never prices. */
export type CheckoutRequestLine = {
  id: string;
  variantId: string;
  quantity: number;
  customizationType: string;
  customizationPosition: string;
  designId?: string;
  designToken?: string;
};

export function useBasketCheckout() {
  const fetcher = useFetcher<BasketCheckoutResult>({ key: "basket-checkout" });
  const { submit } = fetcher;
  const tab = useRef<Window | null>(null);
  const handled = useRef<unknown>(null);
  /** The saved basket when Checkout was pressed: the cart answered is that basket's. */
  const basketAtClick = useRef<string | null>(null);
  /** The checkout URL when the browser blocked the new tab: the page shows a link instead. */
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const isBusy = fetcher.state !== "idle";

  const checkout = useCallback(
    (lines: readonly CheckoutRequestLine[], open: OpenCheckout | null) => {
      setBlockedUrl(null);
      basketAtClick.current = savedBasket();
      // Pop-up blockers let a page open a tab only during the click itself, not once the server
      // has answered. So a blank tab is opened now, synchronously, and sent to the checkout URL
      // when it arrives (or closed if the checkout fails). It needs its opener to be navigated
      // from here, so instead of "noopener" the opener is cut by hand.
      const opened = window.open("", "_blank");
      if (opened) opened.opener = null;
      tab.current = opened;
      void submit(
        { intent: "checkout", lines: [...lines], ...(open?.cartId ? { cartId: open.cartId } : {}) },
        { method: "post", action: "/basket", encType: "application/json" },
      );
    },
    [submit],
  );

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const opened = tab.current;
    tab.current = null;
    if (!result.ok) {
      opened?.close();
      toast.error(`Failed to proceed to checkout: ${result.error}`);
      return;
    }
    if (opened && !opened.closed) {
      opened.location.href = result.webUrl;
    } else {
      // The pre-opened tab was blocked (or closed): one more try, else the page shows a link.
      // With "noopener" window.open answers null even when it worked, so the link is shown then.
      window.open(result.webUrl, "_blank", "noopener");
      setBlockedUrl(result.webUrl);
    }
    toast.success(redirectingMessage);
    rememberCheckout(result.cartId, basketAtClick.current);
  }, [result]);

  return { checkout, isBusy, blockedUrl };
}

export function CheckoutButton({
  isBusy,
  isDisabled = false,
  onClick,
}: {
  isBusy: boolean;
  /** Another checkout request (a credit order) is running. */
  isDisabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="lg"
      className="mt-5 w-full"
      disabled={isBusy || isDisabled}
      aria-busy={isBusy}
      onClick={onClick}
    >
      <LockIcon aria-hidden />
      {isBusy ? "Opening checkout…" : "Checkout"}
    </Button>
  );
}

/** Shown when the new tab could not be opened for the customer. */
export function CheckoutLinkNotice({ webUrl }: { webUrl: string }) {
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <span>{redirectingMessage} If no new tab opened:</span>
      <a
        href={webUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
      >
        Open secure checkout
        <ExternalLinkIcon className="size-4" aria-hidden />
      </a>
    </div>
  );
}

/**
 * Issue 18.2: empties the basket once its checkout became an order. The confirmation page does it
 * in its own tab (OrderPlacedEmptiesBasket), and tells the others; this page also asks the server
 * about its cart when it loads and whenever it regains focus (the order may have been placed in a
 * tab that this browser no longer has, or the broadcast missed). Only where this shop takes the
 * orders (`confirmsHere`): a Shopify-mode shop never hears of the store's. Answers whether this
 * page saw the basket's order placed.
 */
export function useCheckoutCompletion(
  open: OpenCheckout | null,
  confirmsHere: boolean,
  hasLines: boolean,
): boolean {
  const fetcher = useFetcher<CheckoutStatusResult>({ key: "basket-checkout-status" });
  const { submit } = fetcher;
  const [orderPlaced, setOrderPlaced] = useState(false);
  const askedFor = useRef<string | null>(null);
  const handled = useRef<unknown>(null);
  const cartId = confirmsHere ? (open?.cartId ?? null) : null;

  // A new basket after the order: the notice was about the last one (state adjusted while
  // rendering, as React advises for state that follows a prop).
  const [hadLines, setHadLines] = useState(hasLines);
  if (hasLines !== hadLines) {
    setHadLines(hasLines);
    if (hasLines) setOrderPlaced(false);
  }

  useEffect(() => {
    if (typeof BroadcastChannel !== "function") return;
    const channel = new BroadcastChannel(basketChannelName);
    channel.onmessage = (event: MessageEvent<BasketMessage>) => {
      if (event.data?.type === "order-placed") setOrderPlaced(true);
    };
    return () => channel.close();
  }, []);

  useEffect(() => {
    if (!cartId) return;
    const ask = () => {
      if (document.visibilityState !== "visible") return;
      askedFor.current = cartId;
      void submit(
        { intent: "checkout-status", cartId },
        { method: "post", action: "/basket", encType: "application/json" },
      );
    };
    ask();
    window.addEventListener("focus", ask);
    document.addEventListener("visibilitychange", ask);
    return () => {
      window.removeEventListener("focus", ask);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [cartId, submit]);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const asked = askedFor.current;
    // A failed check changes nothing: the basket stays, and the next focus asks again.
    if (!result.ok || !asked) return;
    if (result.status === "completed") {
      if (orderPlacedForCart(asked)) setOrderPlaced(true);
    } else if (result.status === "unknown") {
      // No such cart here any more: the next Checkout makes a new one.
      forgetCheckout();
    }
  }, [result]);

  return orderPlaced;
}

/** Shown once the basket's order was placed (in another tab) and the basket emptied. */
export function OrderPlacedNotice() {
  return (
    <div
      role="status"
      className="mx-auto mt-6 max-w-xl rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-center text-sm text-green-900"
    >
      <strong className="font-semibold">Your order has been placed</strong>, so your basket is now
      empty. The confirmation is in the checkout tab and on its way to your e-mail.
    </div>
  );
}

/**
 * The checkout opened for this basket. Where this shop takes the order, the basket empties itself
 * once it is placed; a Shopify-mode shop is never told, so the buyer empties it (issue 18.2).
 */
export function OpenCheckoutNotice({
  confirmsHere,
  onEmpty,
}: {
  confirmsHere: boolean;
  onEmpty: () => void;
}) {
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <LockIcon className="size-4 shrink-0" aria-hidden />
      {confirmsHere ? (
        <p className="min-w-0 flex-1">
          Your secure checkout is open in another tab. Your basket stays here until the order is
          placed; Checkout takes you back to the same checkout.
        </p>
      ) : (
        <>
          <p className="min-w-48 flex-1">
            Your checkout is open in another tab. Your basket stays here: once you have placed your
            order there, empty it, as the store does not tell us.
          </p>
          <Button size="sm" variant="outline" className="bg-white" onClick={onEmpty}>
            Empty basket
          </Button>
        </>
      )}
    </div>
  );
}
