import { ExternalLinkIcon, LockIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { clearBasket } from "#app/hooks/use-basket.ts";
import type { BasketCheckoutResult } from "#server/basket/basket-checkout.server.ts";

// spec/storefront.md §2, §4, §8 and DESIGN §4 "Checkout carries the decoration": the basket route's
// action makes a cart of the lines (decoration in line attributes) and answers its checkout URL,
// which opens in a new tab; the basket is then emptied.

export const redirectingMessage = "Taking you to Tradewear secure checkout…";

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
  /** The checkout URL when the browser blocked the new tab: the page shows a link instead. */
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const isBusy = fetcher.state !== "idle";

  const checkout = useCallback(
    (lines: readonly CheckoutRequestLine[]) => {
      setBlockedUrl(null);
      // Pop-up blockers let a page open a tab only during the click itself, not once the server
      // has answered. So a blank tab is opened now, synchronously, and sent to the checkout URL
      // when it arrives (or closed if the checkout fails). It needs its opener to be navigated
      // from here, so instead of "noopener" the opener is cut by hand.
      const opened = window.open("", "_blank");
      if (opened) opened.opener = null;
      tab.current = opened;
      void submit(
        { intent: "checkout", lines: [...lines] },
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
    clearBasket();
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
      className="mx-auto mt-6 flex max-w-xl flex-wrap items-center justify-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
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
