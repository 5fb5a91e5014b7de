import { Form } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import {
  ProductGrid,
  ProductPagination,
  productCountLabel,
} from "#app/components/shop/product-grid.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { ProductSortKey } from "#commerce/client/catalogue.ts";
import { getViewerSpecialFromPrices } from "#server/pricing/customer-prices.server.ts";
import type { Route } from "./+types/products";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

const pageSizeAllProducts = 20;

/** The sort choices of the All Products page; the first is the default. */
const sortOptions = [
  { value: "featured", label: "Featured", sortKey: "ID", reverse: false },
  { value: "name", label: "Name A–Z", sortKey: "TITLE", reverse: false },
  { value: "price-asc", label: "Price low–high", sortKey: "PRICE", reverse: false },
  { value: "price-desc", label: "Price high–low", sortKey: "PRICE", reverse: true },
] as const satisfies readonly {
  value: string;
  label: string;
  sortKey: ProductSortKey;
  reverse: boolean;
}[];

type SortValue = (typeof sortOptions)[number]["value"];

function sortFor(value: string | null) {
  return sortOptions.find((option) => option.value === value) ?? sortOptions[0];
}

export function meta() {
  return pageMeta(
    "All Products",
    "Every product we stock: workwear, hi-vis, safety footwear, PPE, leisurewear, uniforms and headwear, all ready for your logo.",
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const after = search.get("after") || undefined;
  const sort = sortFor(search.get("sort"));
  const result = await context.commerce.getAllProducts({
    first: pageSizeAllProducts,
    after,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
  });
  const products = result.ok ? result.data : null;
  return {
    sort: sort.value as SortValue,
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
          <SortForm sort={sort} />
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

/** A GET form, so sorting works before JavaScript loads; with it, choosing an option submits. */
function SortForm({ sort }: { sort: SortValue }) {
  return (
    <Form method="get" className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600"
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline">
        Sort
      </Button>
    </Form>
  );
}
