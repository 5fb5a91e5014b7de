import { shopDetails } from "./shop-details.ts";

/** Title and description tags for a page; every route's meta() goes through this. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${shopDetails.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: shopDetails.name },
  ];
}
