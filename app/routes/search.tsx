import { SearchIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import {
  ProductGrid,
  ProductPagination,
  productCountLabel,
} from "#app/components/shop/product-grid.tsx";
import { SortControl } from "#app/components/shop/sort-control.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { searchSortOptions, sortOptionOf } from "#core/catalogue/sort-options.ts";
import { getViewerSpecialFromPrices } from "#server/pricing/customer-prices.server.ts";
import type { Route } from "./+types/search";
import { refuseBadInput } from "#app/lib/refuse-bad-input.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

const searchPageSize = 20;
const suggestionCount = 6;

function metaOf({ data: loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? "";
  const title = query ? `Search results for "${query}"` : "Search";
  // Search result pages are thin duplicates of the catalogue: keep them out of search engines.
  return [
    ...pageMeta(
      title,
      "Search our workwear, safety wear, PPE and uniforms by name, brand or product code.",
    ),
    { name: "robots", content: "noindex" },
  ];
}

export const meta: Route.MetaFunction = withShopName(metaOf);

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = (search.get("q") ?? "").trim();
  const after = search.get("after") || undefined;
  // Issue 18.7: ?sort=price-asc and the like; anything else is the best match first.
  const sort = sortOptionOf(searchSortOptions, search.get("sort"));
  if (!query)
    return {
      query,
      isFirstPage: true,
      products: null,
      specialPrices: {},
      suggestions: [],
      sort: sort.value,
    };

  const result = await context.commerce.searchProducts(query, {
    first: searchPageSize,
    after,
    sortKey: sort.sortKey,
    reverse: sort.reverse,
  });
  refuseBadInput(result, search);
  const products = result.ok ? result.data : null;
  // Nothing matched: offer a few collections to browse instead.
  let suggestions: { handle: string; title: string }[] = [];
  if (products && products.items.length === 0) {
    const collections = await context.commerce.getCollections({ first: suggestionCount });
    if (collections.ok) {
      suggestions = collections.data.items.map(({ handle, title }) => ({ handle, title }));
    }
  }
  // spec/storefront.md §6: the signed-in customer's own prices, over the shared catalogue answer.
  const specialPrices = await getViewerSpecialFromPrices(
    context,
    products?.items.map((product) => product.id) ?? [],
  );
  return { query, isFirstPage: !after, products, specialPrices, suggestions, sort: sort.value };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, isFirstPage, products, specialPrices, suggestions, sort } = loaderData;
  if (!query) {
    return (
      <>
        <PageHeader title="Search" intro="Search by product name, brand or product code (SKU)." />
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <SearchAgain query="" />
        </div>
      </>
    );
  }
  const count = products?.items.length ?? 0;
  return (
    <>
      <PageHeader
        title={`Search results for "${query}"`}
        intro={
          products && count > 0
            ? productCountLabel(count, isFirstPage, products.pageInfo.hasNextPage)
            : undefined
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 className="sr-only">Results</h2>
        {count > 0 && (
          <div className="mb-5 flex justify-end">
            <SortControl options={searchSortOptions} value={sort} />
          </div>
        )}
        <ProductGrid
          products={products?.items ?? null}
          specialPrices={specialPrices}
          empty={<NoResults query={query} suggestions={suggestions} />}
        />
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

function NoResults({
  query,
  suggestions,
}: {
  query: string;
  suggestions: { handle: string; title: string }[];
}) {
  return (
    <div className="mt-2 w-full max-w-xl">
      <p className="text-slate-600">
        Check the spelling, try fewer words, or browse one of our ranges.
      </p>
      <div className="mt-6">
        <SearchAgain query={query} />
      </div>
      {suggestions.length > 0 && (
        <>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Popular categories
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((collection) => (
              <li key={collection.handle}>
                <Link
                  to={`/collections/${collection.handle}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function SearchAgain({ query }: { query: string }) {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Search again"
      className="flex gap-2"
    >
      <label htmlFor="search-page-query" className="sr-only">
        Search products
      </label>
      <input
        id="search-page-query"
        name="q"
        type="search"
        defaultValue={query}
        key={query}
        placeholder="Search workwear, boots, PPE, brands…"
        className="h-11 flex-1 rounded-md border border-slate-300 bg-white px-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
      />
      <Button type="submit" size="default" className="h-11">
        <SearchIcon aria-hidden /> Search
      </Button>
    </Form>
  );
}
