import { describe, expect, it } from "vitest";
import { shopDetailsOf } from "#core/settings/shop-details.ts";
import { defaultShopSettings } from "#core/settings/settings-values.ts";
import { pageMeta, withShopName } from "./meta.ts";

// Issue 18.9: titles and descriptions name the shop as its owner set it, from the root loader's
// settings, whatever the page.

const rootWith = (tradingName: string) => ({
  id: "root",
  data: { shop: shopDetailsOf({ ...defaultShopSettings, tradingName }, new Date()) },
});

describe("a page's title and description", () => {
  it("name the shop's trading name from the settings", () => {
    const meta = withShopName(() => [
      ...pageMeta("Your Basket", "Your basket at {shop}."),
      { name: "robots", content: "noindex" },
    ]);
    expect(meta({ matches: [rootWith("Hartley Workwear")] })).toEqual([
      { title: "Your Basket | Hartley Workwear" },
      { name: "description", content: "Your basket at Hartley Workwear." },
      { property: "og:title", content: "Your Basket" },
      { property: "og:description", content: "Your basket at Hartley Workwear." },
      { property: "og:site_name", content: "Hartley Workwear" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("fall back to a fresh shop's name when the root loader has no settings (its error page)", () => {
    const meta = withShopName(() => pageMeta("Page not found", "Not here."));
    expect(meta({ matches: [{ id: "root", data: undefined }] })[0]).toEqual({
      title: `Page not found | ${defaultShopSettings.tradingName}`,
    });
  });

  it("leave structured values (JSON-LD objects) as they are", () => {
    const jsonLd = { "@type": "Product", name: "{shop}" };
    const meta = withShopName(() => [{ "script:ld+json": jsonLd }]);
    expect(meta({ matches: [rootWith("Hartley Workwear")] })).toEqual([
      { "script:ld+json": jsonLd },
    ]);
  });
});
