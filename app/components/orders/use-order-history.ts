import { useCallback } from "react";
import { useFetcher } from "react-router";
import type { OrderHistoryPage } from "#server/orders/order-history.server.ts";

/**
 * The signed-in customer's order history as the dialog reads it: the /account/orders loader
 * through a fetcher (the server filters by the session's user). `reload` reads it again — call it
 * when the orders may have changed, e.g. from a realtime account event.
 */
export function useOrderHistory() {
  const fetcher = useFetcher<OrderHistoryPage>({ key: "order-history" });
  const { load } = fetcher;
  const reload = useCallback(() => load("/account/orders"), [load]);
  return {
    /** null until the first answer arrives. */
    page: fetcher.data ?? null,
    isLoading: fetcher.state === "loading",
    reload,
  };
}
