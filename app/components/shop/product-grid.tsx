import { ChevronLeftIcon, ChevronRightIcon, PackageSearchIcon } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HydrateLater } from "#app/lib/hydrate-later.tsx";
import type { ProductSummary } from "#commerce/client/catalogue-types.ts";
import type { SpecialFromPrice } from "#server/pricing/customer-prices.server.ts";
import { ProductCard } from "./product-card.tsx";

// spec/storefront.md §8: the product grid's failure and empty messages.
export const productsFailedMessage = "Failed to load products. Please try again later.";
export const noProductsMessage = "No products found.";

/**
 * "7 products" when one page holds them all, else "20 products on this page": cursor pages carry
 * no total, so a count is only claimed when it is the whole list.
 */
export function productCountLabel(
  count: number,
  isFirstPage: boolean,
  hasNextPage: boolean,
): string {
  const isWholeList = isFirstPage && !hasNextPage;
  return `${count} ${count === 1 ? "product" : "products"}${isWholeList ? "" : " on this page"}`;
}

const priorityCount = 2;
const gridClass = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4";

/**
 * The product grid with its states (spec/storefront.md §2, §4): `products === null` is a failed
 * load (message plus a toast), `[]` is empty, otherwise the list. While a client-side navigation
 * to this same page is loading (next page, new sort, new search) it shows the skeleton instead.
 */
export function ProductGrid({
  products,
  specialPrices = {},
  empty,
  eagerCount = 4,
}: {
  products: ProductSummary[] | null;
  /** The signed-in customer's "From" prices by product id, where special prices change them. */
  specialPrices?: Record<string, SpecialFromPrice>;
  /** Shown under 'No products found.', e.g. search suggestions. */
  empty?: ReactNode;
  /**
   * How many leading images load eagerly (the first row is above the fold); the first two of them
   * (the phone's first row, and so the first pictures painted on every screen) with priority.
   */
  eagerCount?: number;
}) {
  const isFailed = products === null;
  useFailureToast(isFailed);
  if (useIsReloadingThisPage()) return <ProductGridSkeleton count={products?.length || 8} />;

  if (isFailed) {
    return (
      <p role="alert" className="rounded-lg border border-border bg-slate-50 p-6 text-slate-700">
        {productsFailedMessage}
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <PackageSearchIcon className="size-10 text-slate-500" aria-hidden />
        <p className="mt-3 text-lg font-semibold text-slate-900">{noProductsMessage}</p>
        {empty}
      </div>
    );
  }
  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <li key={product.id}>
          <HydrateLater>
            <ProductCard
              product={product}
              imageLoading={
                index >= eagerCount ? "lazy" : index < priorityCount ? "priority" : "eager"
              }
              special={specialPrices[product.id]}
            />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}

/** Grey placeholder cards while products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products…</span>
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="animate-pulse overflow-hidden rounded-lg border border-border bg-white"
          >
            <div className="aspect-square bg-slate-200" />
            <div className="space-y-2 p-3 sm:p-4">
              <div className="h-3 w-1/3 rounded bg-slate-200" />
              <div className="h-4 w-5/6 rounded bg-slate-200" />
              <div className="h-5 w-1/2 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Forward-only pagination. Storefront connections page with cursors and the API subset has no
 * `before`, so we can offer "Next page" (`?after=<endCursor>`) and a way back to the first page,
 * but not "Previous page". Other query parameters (sort, search words) are kept.
 */
export function ProductPagination({
  endCursor,
  hasNextPage,
  isFirstPage,
}: {
  endCursor: string | null;
  hasNextPage: boolean;
  isFirstPage: boolean;
}) {
  const location = useLocation();
  const showNext = hasNextPage && endCursor !== null;
  if (!showNext && isFirstPage) return null;
  const params = new URLSearchParams(location.search);
  params.delete("after");
  const firstPage = params.size > 0 ? `?${params.toString()}` : location.pathname;
  if (endCursor) params.set("after", endCursor);
  return (
    <nav
      aria-label="Pagination"
      className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6"
    >
      {isFirstPage ? (
        <span />
      ) : (
        <Button asChild variant="outline">
          <Link to={firstPage}>
            <ChevronLeftIcon aria-hidden /> First page
          </Link>
        </Button>
      )}
      {showNext && (
        <Button asChild>
          <Link to={`?${params.toString()}`}>
            Next page <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      )}
    </nav>
  );
}

/** True while a client-side navigation to this page's own path (another page, sort or query) loads. */
function useIsReloadingThisPage() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search
  );
}

/** spec/storefront.md §8: toast 'Error' once per failed load, on the client only. */
function useFailureToast(isFailed: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    // The id stops a second toast for the same page (React's development double effects).
    if (isFailed)
      toast.error("Error", { id: `products-failed-${key}`, description: productsFailedMessage });
  }, [isFailed, key]);
}
