import { groupCollections } from "#core/catalogue/category-groups.ts";
import {
  categoriesFailedMessage,
  noCategoriesMessage,
  useCategoriesFailureToast,
} from "#app/components/home/category-grid.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { Link } from "react-router";
import type { Route } from "./+types/collections";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

function metaOf() {
  return pageMeta(
    "All Categories",
    "Browse every category: workwear, hi-vis, PPE, safety footwear, leisurewear, uniforms, headwear and brands.",
  );
}

export const meta = withShopName(metaOf);

export async function loader({ context }: Route.LoaderArgs) {
  // 250 is a Storefront connection's largest page; a shop with more collections needs paging here.
  const result = await context.commerce.getCollections({ first: 250 });
  return {
    collections: result.ok
      ? result.data.items.map(({ handle, title, image }) => ({ handle, title, image }))
      : null,
  };
}

/** "View All": every collection, by category group, with uncategorised ones last. */
export default function Collections({ loaderData }: Route.ComponentProps) {
  const { collections } = loaderData;
  useCategoriesFailureToast(collections === null);
  const grouping = groupCollections(collections ?? []);
  const sections = [
    ...grouping.groups.map((group) => ({
      key: group.key,
      label: group.label,
      items: group.collections,
    })),
    ...(grouping.uncategorised.length > 0
      ? [{ key: "more", label: "More", items: grouping.uncategorised }]
      : []),
  ];
  return (
    <>
      <PageHeader title="All Categories" intro="Everything we stock, by category." />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {collections === null && (
          <p role="alert" className="mt-8 rounded-lg border border-border bg-slate-50 p-6">
            {categoriesFailedMessage}
          </p>
        )}
        {collections?.length === 0 && (
          <p className="mt-8 rounded-lg border border-border bg-slate-50 p-6">
            {noCategoriesMessage}
          </p>
        )}
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`group-${section.key}`} className="mt-10">
            <h2
              id={`group-${section.key}`}
              className="text-xl font-bold tracking-tight text-slate-900"
            >
              {section.label}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {section.items.map((collection) => (
                <li key={collection.handle}>
                  <Link
                    to={`/collections/${collection.handle}`}
                    className="flex items-center gap-3 rounded-xl border border-border bg-white p-3 hover:border-brand-600 hover:bg-brand-50"
                  >
                    {collection.image && (
                      <ResponsiveImage
                        image={collection.image}
                        sizes="64px"
                        alt=""
                        className="size-16 rounded-lg"
                      />
                    )}
                    <span className="text-sm font-semibold text-slate-900">{collection.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
