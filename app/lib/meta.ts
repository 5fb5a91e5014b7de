import { defaultShopSettings } from "#core/settings/settings-values.ts";

// The name in titles and og:site_name. Meta functions run outside React (no hooks), and every
// route's goes through here with only its own title; the owner's trading name from the settings is
// shown on the pages themselves (docs/decisions/022).
const siteName = defaultShopSettings.tradingName;

/** Title and description tags for a page; every route's meta() goes through this. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
  ];
}
