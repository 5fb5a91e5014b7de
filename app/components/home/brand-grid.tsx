import { Link } from "react-router";
import type { VendorSummary } from "#server/catalogue/catalogue.server.ts";

/** Top Selling Brands: up to 15 brand tiles with how many products each has. */
export function BrandGrid({ brands }: { brands: VendorSummary[] | null }) {
  if (!brands || brands.length === 0) return null;
  return (
    <section aria-labelledby="top-brands" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="top-brands" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Top Selling Brands
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {brands.map((brand) => (
          <li key={brand.vendor}>
            <Link
              to={`/search?q=${encodeURIComponent(brand.vendor)}`}
              className="flex h-24 flex-col items-center justify-center rounded-xl border border-border bg-white px-3 text-center transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="text-base font-extrabold tracking-tight text-brand-900 uppercase">{brand.vendor}</span>
              <span className="mt-1 text-xs text-slate-600">
                {brand.productCount} {brand.productCount === 1 ? "product" : "products"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
