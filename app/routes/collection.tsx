import { lazy, Suspense } from "react";
import { ArrowLeftIcon, ChevronRightIcon } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import {
  ProductGrid,
  ProductPagination,
  productCountLabel,
} from "#app/components/shop/product-grid.tsx";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { ActiveFilters, ProductFilters } from "#app/components/shop/product-filters.tsx";
import { SortControl } from "#app/components/shop/sort-control.tsx";
import { filtersOfUrl, unknownOptionParams } from "#app/lib/filter-params.ts";
import { HydrateLater } from "#app/lib/hydrate-later.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { CollectionSummary } from "#commerce/client/catalogue-types.ts";
import { collectionSortOptions, sortOptionOf } from "#core/catalogue/sort-options.ts";
import { getViewerSpecialFromPrices } from "#server/pricing/customer-prices.server.ts";
import type { Route } from "./+types/collection";
import { badLinkMessage, badListingField, refuseBadInput } from "#app/lib/refuse-bad-input.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// The 404 look is loaded only by a collection that is not found (or a link that is not valid).
const PageNotFound = lazy(() =>
  import("#app/components/layout/page-not-found.tsx").then((module) => ({
    default: module.PageNotFound,
  })),
);

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// spec/storefront.md §9: a collection page shows up to 20 products.
const collectionPageSize = 20;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const handle = params.handle;
  const search = new URL(request.url).searchParams;
  const after = search.get("after") || undefined;
  // Issue 12.7: the filters are the URL's plain parameters (?size=M&colour=Black&brand=…).
  let chosen = filtersOfUrl(search);
  // Issue 18.7: ?sort=price-asc and the like; anything else is the owner's order.
  const sort = sortOptionOf(collectionSortOptions, search.get("sort"));
  const load = () =>
    context.commerce.getProductsByCollectionHandle(handle, {
      first: collectionPageSize,
      after,
      filters: chosen.map(({ filter }) => filter),
      withFacets: true,
      sortKey: sort.sortKey,
      reverse: sort.reverse,
    });
  let result = await load();
  refuseBadInput(result, search);
  // A parameter naming no option of this collection (?flavour=mint) is not a filter: asked again
  // without it, rather than showing nothing.
  if (result.ok && result.data) {
    const unknown = unknownOptionParams(chosen, result.data.facets);
    if (unknown.size > 0) {
      chosen = chosen.filter(({ param }) => !unknown.has(param.key));
      result = await load();
      refuseBadInput(result, search);
    }
  }
  const chosenParams = chosen.map(({ param }) => param);
  if (result.ok && result.data === null) {
    throw data({ handle }, { status: 404 });
  }
  // A sorted first page lists what the collection's own page lists: that page is its canonical.
  const canonicalUrl =
    after || chosen.length > 0
      ? null
      : `${context.services.config.publicUrl}/collections/${encodeURIComponent(handle)}`;
  // A failure (already logged by the client) renders the page's failure state, not an error page.
  if (!result.ok || result.data === null) {
    return {
      handle,
      collection: null,
      products: null,
      specialPrices: {},
      canonicalUrl,
      isFirstPage: !after,
      facets: [],
      chosen: chosenParams,
      sort: sort.value,
    };
  }
  const { collection, products, facets } = result.data;
  // spec/storefront.md §6: the signed-in customer's own prices, over the shared catalogue answer.
  const specialPrices = await getViewerSpecialFromPrices(
    context,
    products.items.map((product) => product.id),
  );
  return {
    handle,
    collection,
    products,
    specialPrices,
    canonicalUrl,
    isFirstPage: !after,
    facets,
    chosen: chosenParams,
    sort: sort.value,
  };
}

function metaOf({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta("Page not found", "The page you were looking for could not be found.");
  const { title, description } = describe(loaderData.handle, loaderData.collection);
  // The owner's search listing (back office) when written.
  const seo = loaderData.collection?.seo;
  const tags = pageMeta(seo?.title || title, seo?.description || description);
  return loaderData.canonicalUrl
    ? [...tags, { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }]
    : tags;
}

export const meta: Route.MetaFunction = withShopName(metaOf);

// spec/storefront.md §2: the title falls back to the handle, the description to a generic line.
function describe(handle: string, collection: CollectionSummary | null) {
  const title = collection?.title.trim() || handle;
  const description =
    collection?.description.trim() ||
    `Browse our ${title} range: quality workwear and safety gear for the trade, with embroidery and printing available.`;
  return { title, description };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { handle, collection, products, specialPrices, isFirstPage, facets, chosen, sort } =
    loaderData;
  const hasFacets = facets.length > 0;
  // The filter form carries the chosen order over (the sort form carries the filters).
  const keepSort = sort === collectionSortOptions[0]?.value ? [] : [{ key: "sort", value: sort }];
  const { title, description } = describe(handle, collection);
  return (
    <>
      <HydrateLater>
        <CollectionBanner
          title={title}
          description={description}
          image={collection?.image ?? null}
        />
      </HydrateLater>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {products && products.items.length > 0
              ? productCountLabel(products.items.length, isFirstPage, products.pageInfo.hasNextPage)
              : "Products"}
          </h2>
          <HydrateLater>
            <Link
              to="/collections"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeftIcon className="size-4" aria-hidden /> Back to Collections
            </Link>
          </HydrateLater>
        </div>
        <div className={hasFacets ? "grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10" : ""}>
          {hasFacets && (
            <HydrateLater>
              <ProductFilters
                filters={facets}
                chosen={chosen.map((param) => `${param.key}=${param.value}`)}
                keep={keepSort}
              />
            </HydrateLater>
          )}
          <div>
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3 empty:hidden">
              <ActiveFilters filters={facets} chosen={chosen} />
              {products && (products.items.length > 0 || chosen.length > 0) && (
                <div className="ml-auto">
                  <HydrateLater>
                    <SortControl options={collectionSortOptions} value={sort} />
                  </HydrateLater>
                </div>
              )}
            </div>
            {products && products.items.length === 0 && chosen.length > 0 ? (
              <p className="rounded-lg border border-dashed border-border p-8 text-center text-slate-600">
                No products match these filters. Remove a filter to see more.
              </p>
            ) : (
              <ProductGrid products={products?.items ?? null} specialPrices={specialPrices} />
            )}
            {products && (
              <HydrateLater>
                <ProductPagination
                  endCursor={products.pageInfo.endCursor}
                  hasNextPage={products.pageInfo.hasNextPage}
                  isFirstPage={isFirstPage}
                />
              </HydrateLater>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** The collection's picture as a banner when it has one, otherwise a plain heading band. */
function CollectionBanner({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  image: CollectionSummary["image"];
}) {
  return (
    <div className="border-b border-border bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 sm:px-6 sm:py-10 md:grid-cols-[1fr_auto]">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
              <li>
                <Link to="/" className="hover:text-white hover:underline">
                  Home
                </Link>
              </li>
              <li className="flex items-center gap-1">
                <ChevronRightIcon className="size-3.5" aria-hidden />
                <Link to="/collections" className="hover:text-white hover:underline">
                  Collections
                </Link>
              </li>
              <li className="flex items-center gap-1">
                <ChevronRightIcon className="size-3.5" aria-hidden />
                <span aria-current="page" className="text-white">
                  {title}
                </span>
              </li>
            </ol>
          </nav>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-brand-100">{description}</p>
        </div>
        {image && (
          // Shown from 768 px only: lazy, so a phone never fetches it.
          <ResponsiveImage
            image={image}
            sizes="192px"
            alt={image.altText || title}
            className="hidden size-40 rounded-xl bg-white object-contain shadow-lg ring-1 ring-white/10 md:block lg:size-48"
          />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const badField = badListingField(error);
  return (
    <Suspense fallback={null}>
      {badField ? (
        <PageNotFound
          heading="This link is not valid"
          message={badLinkMessage(badField)}
          browse={{
            to: `/collections/${encodeURIComponent(params.handle ?? "")}`,
            label: "First page",
          }}
        />
      ) : isNotFound ? (
        <PageNotFound message="We couldn't find that collection. It may have moved or no longer exists." />
      ) : (
        <PageNotFound
          heading="Something went wrong"
          message="Sorry, we could not show this collection. Please try again in a moment."
        />
      )}
    </Suspense>
  );
}
