import { shopDetailsOfMatches } from "./shop-details.ts";

// Issue 18.9: titles and descriptions name the shop as its owner set it on /admin/settings. Meta
// functions run outside React (no hooks): a page's meta writes `{shop}`, and withShopName, around
// every route's meta, puts in the trading name from the root loader's settings (its `matches`).

/** Stands for the shop's trading name in a page's title and description. */
export const shopName = "{shop}";

/** Title and description tags for a page; every route's meta() goes through this. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${shopName}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: shopName },
  ];
}

type MetaMatches = Parameters<typeof shopDetailsOfMatches>[0];

/** A route's meta with `{shop}` in its text replaced by the shop's trading name. */
export function withShopName<Args extends { matches: MetaMatches }, Descriptor extends object>(
  meta: (args: Args) => Descriptor[] | undefined,
): (args: Args) => Descriptor[] {
  return (args) => {
    const name = shopDetailsOfMatches(args.matches).name;
    return (meta(args) ?? []).map(
      (descriptor) =>
        Object.fromEntries(
          Object.entries(descriptor).map(([key, value]) => [
            key,
            typeof value === "string" ? value.replaceAll(shopName, name) : value,
          ]),
        ) as Descriptor,
    );
  };
}
