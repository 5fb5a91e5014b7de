import { Link } from "react-router";

// spec/storefront.md §2: Top Selling Brands is a grid of 15 static brand tiles.
const topBrands = [
  "Portwest",
  "Snickers",
  "Dickies",
  "Regatta Professional",
  "Blåkläder",
  "Scruffs",
  "DeWalt",
  "Result",
  "Fruit of the Loom",
  "Gildan",
  "Russell",
  "Beechfield",
  "Uvex",
  "JSP",
  "Premier",
] as const;

/** Top Selling Brands: each tile searches the catalogue for that vendor. */
export function BrandGrid() {
  return (
    <section aria-labelledby="top-brands" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="top-brands" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Top Selling Brands
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {topBrands.map((brand) => (
          <li key={brand}>
            <Link
              to={`/search?q=${encodeURIComponent(`vendor:"${brand}"`)}`}
              className="flex h-20 items-center justify-center rounded-lg border border-border bg-white px-3 text-center transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="text-sm font-extrabold tracking-tight text-brand-900 uppercase sm:text-base">
                {brand}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
