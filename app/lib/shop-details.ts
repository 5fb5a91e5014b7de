import { useRouteLoaderData } from "react-router";
import { shopDetailsOf, type ShopDetails } from "#core/settings/shop-details.ts";
import { defaultShopSettings } from "#core/settings/settings-values.ts";
import type { VatShown } from "#core/pricing/vat-shown.ts";

// Issue 18.9: the shop's own details as the owner set them on /admin/settings, read on the server
// by the root loader (root.tsx) for every page. Only when the root loader itself failed (its
// error page) do pages fall back to a fresh shop's details.

export type { ShopDetails };

const fallback = shopDetailsOf(defaultShopSettings, new Date());

/** The root loader's shop details, for any component of any page. */
export function useShopDetails(): ShopDetails {
  const data = useRouteLoaderData("root") as { shop?: ShopDetails } | undefined;
  return data?.shop ?? fallback;
}

/**
 * Issue 14.2: the quick order page. core/navigation/footer-links.ts links it under the same path
 * (a test holds the two together); the shop's chunk keeps its own copy so that every page does not
 * load the footer's links as one more file (decision 027).
 */
export const quickOrderPath = "/quick-order";

/** Issue 14.2: whether /quick-order is there (the shop's own catalogue; not in Shopify mode). */
export function useOffersQuickOrder(): boolean {
  const data = useRouteLoaderData("root") as { offersQuickOrder?: boolean } | undefined;
  return data?.offersQuickOrder ?? false;
}

/** Issue 14.3: the prices this buyer reads first, inc or ex VAT (the header's switch). */
export function useVatShown(): VatShown {
  const data = useRouteLoaderData("root") as { vatShown?: VatShown } | undefined;
  return data?.vatShown ?? "inc";
}

/** The shop details from a meta function's matches (meta functions cannot use hooks). */
export function shopDetailsOfMatches(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
): ShopDetails {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { shop?: ShopDetails } | undefined;
  return data?.shop ?? fallback;
}
