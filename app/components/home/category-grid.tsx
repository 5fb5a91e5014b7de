import { ArrowRightIcon, ImageOffIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import type { CollectionSummary } from "#commerce/client/catalogue-types.ts";

/**
 * Shop by Category: the first six collections (spec/storefront.md §2, §9). `null` is a failed load.
 * The Storefront API has no product counts, so the tiles show none.
 */
export function CategoryGrid({ collections }: { collections: CollectionSummary[] | null }) {
  useCategoriesFailureToast(collections === null);
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2
          id="shop-by-category"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Shop by Category
        </h2>
        <Link
          to="/collections"
          className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          All categories <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
      {collections === null ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-border bg-slate-50 p-6 text-slate-700"
        >
          {categoriesFailedMessage}
        </p>
      ) : collections.length === 0 ? (
        <p className="mt-6 rounded-lg border border-border bg-slate-50 p-6 text-slate-700">
          {noCategoriesMessage}
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6">
          {collections.map((collection) => (
            <li key={collection.handle}>
              <Link
                to={`/collections/${collection.handle}`}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-white transition-shadow hover:shadow-lg"
              >
                <div className="aspect-square bg-slate-100">
                  {collection.image ? (
                    <ResponsiveImage
                      image={collection.image}
                      sizes={categorySizes}
                      alt={collection.image.altText ?? ""}
                      className="size-full object-cover transition-transform group-hover:scale-105"
                    />
                  ) : (
                    <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-slate-600">
                      <ImageOffIcon className="size-6" aria-hidden />
                      No Image Available
                    </div>
                  )}
                </div>
                <div className="p-3">
                  <h3 className="text-sm font-semibold text-slate-900 group-hover:text-brand-700">
                    {collection.title}
                  </h3>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The category grid's columns: 2, then 3 from 768 px, 6 from 1024 px, inside the 1280-pixel page. */
const categorySizes =
  "(min-width: 1280px) 190px, (min-width: 1024px) calc(16vw - 20px), (min-width: 768px) calc(33vw - 30px), calc(50vw - 26px)";

// spec/storefront.md §8: collections load failure and no collections.
export const categoriesFailedMessage = "Failed to load categories. Please try again later.";
export const noCategoriesMessage =
  "No categories found. Please check your catalogue configuration.";

/** spec/storefront.md §8: toast 'Error' once, on the client, when the collections failed to load. */
export function useCategoriesFailureToast(isFailed: boolean) {
  useEffect(() => {
    // The id keeps it to one toast when React runs effects twice in development.
    if (isFailed)
      toast.error("Error", { id: "categories-failed", description: categoriesFailedMessage });
  }, [isFailed]);
}
