import { useEffect } from "react";
import { useParams } from "react-router";
import { orderPlacedForCart } from "#app/hooks/use-basket.ts";

/**
 * Issue 18.2: on the checkout's confirmation, the basket that opened this cart's checkout is
 * emptied now that its order is placed, and the shop's other tabs are told (use-basket.ts). A
 * basket that changed since, or another browser's, is left alone. Renders nothing.
 */
export function OrderPlacedEmptiesBasket() {
  const { token } = useParams();
  useEffect(() => {
    if (token) orderPlacedForCart(`gid://shopify/Cart/${token}`);
  }, [token]);
  return null;
}
