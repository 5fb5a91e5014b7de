import { BrandGrid } from "#app/components/home/brand-grid.tsx";
import { CategoryGrid } from "#app/components/home/category-grid.tsx";
import { DecorationPromo } from "#app/components/home/decoration-promo.tsx";
import { HeroBanners } from "#app/components/home/hero-banners.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { listBrands, listCollectionsForDisplay } from "#server/catalogue/catalogue.server.ts";
import type { Route } from "./+types/home";

// spec/storefront.md §9: six categories on the home page; DESIGN: fifteen brand tiles.
const homeCategoryCount = 6;
const homeBrandCount = 15;

export function meta() {
  return pageMeta(
    "Workwear, Safety Wear, PPE & Uniforms",
    "Workwear, hi-vis, safety boots, PPE and corporate uniforms for UK trade and retail buyers, with in-house embroidery and printing. Free UK delivery over £75.",
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const [collections, brands] = await Promise.all([
    listCollectionsForDisplay(context.services, homeCategoryCount),
    listBrands(context.services, homeBrandCount),
  ]);
  return { collections, brands };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroBanners />
      <CategoryGrid collections={loaderData.collections} />
      <DecorationPromo />
      <BrandGrid brands={loaderData.brands} />
    </>
  );
}
