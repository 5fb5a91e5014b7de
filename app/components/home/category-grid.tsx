import { ArrowRightIcon, ImageOffIcon } from "lucide-react";
import { Link } from "react-router";
import type { CollectionCard } from "#server/catalogue/catalogue.server.ts";

/** Shop by Category: the first six collections (spec/storefront.md §2, §9). */
export function CategoryGrid({ collections }: { collections: CollectionCard[] | null }) {
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="shop-by-category" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Shop by Category
        </h2>
        <Link to="/collections" className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          All categories <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
      {collections === null ? (
        <p role="alert" className="mt-6 rounded-lg border border-border bg-slate-50 p-6 text-slate-700">
          Failed to load categories. Please try again later.
        </p>
      ) : collections.length === 0 ? (
        <p className="mt-6 rounded-lg border border-border bg-slate-50 p-6 text-slate-700">
          No categories found. Please check your catalogue configuration.
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6">
          {collections.map((collection) => (
            <li key={collection.handle}>
              <Link
                to={`/collections/${collection.handle}`}
                className="group block overflow-hidden rounded-xl border border-border bg-white transition-shadow hover:shadow-lg"
              >
                <div className="aspect-square bg-slate-100">
                  {collection.imageUrl ? (
                    <img
                      src={collection.imageUrl}
                      alt={collection.imageAlt ?? ""}
                      width={600}
                      height={600}
                      loading="lazy"
                      className="size-full object-cover transition-transform group-hover:scale-105"
                    />
                  ) : (
                    <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-slate-500">
                      <ImageOffIcon className="size-6" aria-hidden />
                      No Image Available
                    </div>
                  )}
                </div>
                <div className="p-3">
                  <h3 className="text-sm font-semibold text-slate-900 group-hover:text-brand-700">{collection.title}</h3>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {collection.productCount} {collection.productCount === 1 ? "product" : "products"}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
