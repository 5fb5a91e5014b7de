import { PageHeader } from "#app/components/layout/page-header.tsx";
import {
  ProductGrid,
  ProductPagination,
  productCountLabel,
} from "#app/components/shop/product-grid.tsx";
import { SortControl } from "#app/components/shop/sort-control.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { productSortOptions, sortOptionOf } from "#core/catalogue/sort-options.ts";
import { getViewerSpecialFromPrices } from "#server/pricing/customer-prices.server.ts";
import type { Route } from "./+types/products";
import { refuseBadInput } from "#app/lib/refuse-bad-input.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

const pageSizeAllProducts = 20;

function metaOf() {
  return pageMeta(
    "All Products",
    "Every product we stock: workwear, hi-vis, safety footwear, PPE, leisurewear, uniforms and headwear, all ready for your logo.",
  );
}

export const meta = withShopName(metaOf);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const after = search.get("after") || undefined;
  const sort = sortOptionOf(productSortOptions, search.get("sort"));
  const result = await context.commerce.getAllProducts({
    first: pageSizeAllProducts,
    after,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
  });
  refuseBadInput(result, search);
  const products = result.ok ? result.data : null;
  return {
    sort: sort.value,
    isFirstPage: !after,
    products,
    // spec/storefront.md §6: the signed-in customer's own prices, over the shared catalogue answer.
    specialPrices: await getViewerSpecialFromPrices(
      context,
      products?.items.map((product) => product.id) ?? [],
    ),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { sort, isFirstPage, products, specialPrices } = loaderData;
  return (
    <>
      <PageHeader
        title="All Products"
        intro="Everything we stock, ready to wear or to carry your logo."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-lg font-semibold text-slate-900">
            {products && products.items.length > 0
              ? productCountLabel(products.items.length, isFirstPage, products.pageInfo.hasNextPage)
              : "Products"}
          </h2>
          <SortControl options={productSortOptions} value={sort} />
        </div>
        <ProductGrid products={products?.items ?? null} specialPrices={specialPrices} />
        {products && (
          <ProductPagination
            endCursor={products.pageInfo.endCursor}
            hasNextPage={products.pageInfo.hasNextPage}
            isFirstPage={isFirstPage}
          />
        )}
      </div>
    </>
  );
}
