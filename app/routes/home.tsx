import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { BrandGrid } from "#app/components/home/brand-grid.tsx";
import { CategoryGrid } from "#app/components/home/category-grid.tsx";
import { DecorationPromo } from "#app/components/home/decoration-promo.tsx";
import { HeroBanners } from "#app/components/home/hero-banners.tsx";
import { ProductGrid } from "#app/components/shop/product-grid.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { HydrateLater } from "#app/lib/hydrate-later.tsx";
import { getViewerSpecialFromPrices } from "#server/pricing/customer-prices.server.ts";
import { getDecorationFacts } from "#server/pricing/pricing.server.ts";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// spec/storefront.md §9: six categories and eight featured products on the home page.
const homeCategoryCount = 6;
const featuredCount = 8;
const featuredCollectionHandle = "workwear";

function metaOf() {
  return pageMeta(
    "Workwear, Safety Wear, PPE & Uniforms",
    "Workwear, hi-vis, safety boots, PPE and corporate uniforms for UK trade and retail buyers, with in-house embroidery and printing. Free UK delivery over £75.",
  );
}

export const meta = withShopName(metaOf);

export async function loader({ context }: Route.LoaderArgs) {
  const [collections, featured, decoration] = await Promise.all([
    context.commerce.getCollections({ first: homeCategoryCount }),
    context.commerce.getProductsByCollectionHandle(featuredCollectionHandle, {
      first: featuredCount,
    }),
    getDecorationFacts(context.services),
  ]);
  let featuredProducts = featured.ok ? (featured.data?.products.items ?? null) : null;
  let featuredLink = `/collections/${featuredCollectionHandle}`;
  // A shop without a "workwear" collection features its first products instead.
  if (featured.ok && featured.data === null) {
    const all = await context.commerce.getAllProducts({ first: featuredCount });
    featuredProducts = all.ok ? all.data.items : null;
    featuredLink = "/products";
  }
  return {
    collections: collections.ok ? collections.data.items : null,
    featuredProducts,
    // spec/storefront.md §6: the signed-in customer's own prices, over the shared catalogue answer.
    specialPrices: await getViewerSpecialFromPrices(
      context,
      featuredProducts?.map((product) => product.id) ?? [],
    ),
    featuredLink,
    embroideryMinimum: decoration?.minimums.embroidery ?? null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HydrateLater>
        <HeroBanners embroideryMinimum={loaderData.embroideryMinimum} />
      </HydrateLater>
      <HydrateLater>
        <CategoryGrid collections={loaderData.collections} />
      </HydrateLater>
      <section aria-labelledby="featured-workwear" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2
            id="featured-workwear"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Featured Workwear
          </h2>
          <HydrateLater>
            <Link
              to={loaderData.featuredLink}
              className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {loaderData.featuredLink === "/products" ? "All products" : "All workwear"}{" "}
              <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          </HydrateLater>
        </div>
        <ProductGrid
          products={loaderData.featuredProducts}
          specialPrices={loaderData.specialPrices}
          eagerCount={0}
        />
      </section>
      <HydrateLater>
        <DecorationPromo />
      </HydrateLater>
      <HydrateLater>
        <BrandGrid />
      </HydrateLater>
    </>
  );
}
