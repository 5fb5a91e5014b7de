import { toGid } from "../global-id.ts";
import type { EngineContext } from "./catalogue-resolvers.ts";

// Issue 13.1: the shop itself as the Storefront API tells it — name, brand, payment settings,
// policies — and its one market (the United Kingdom, in pounds and English).

const english = { isoCode: "EN", name: "English", endonymName: "English" };
const unitedKingdom = {
  isoCode: "GB",
  name: "United Kingdom",
  currency: { isoCode: "GBP", name: "British Pound", symbol: "£" },
  unitSystem: "METRIC_SYSTEM",
  defaultLanguage: english,
  availableLanguages: [english],
};

function logoOf(publicUrl: string, shopName: string) {
  const image = {
    id: null,
    url: `${publicUrl}/favicon.svg`,
    altText: shopName,
    width: 40,
    height: 40,
  };
  return {
    id: toGid("MediaImage", 1),
    alt: shopName,
    mediaContentType: "IMAGE",
    image,
    previewImage: image,
  };
}

export const shopResolvers = {
  QueryRoot: {
    // Issue 13.1: one market, the United Kingdom in pounds and English. A query `@inContext` of
    // another country is answered the same, in GBP, as Shopify does where no market is set up.
    localization: () => ({
      country: unitedKingdom,
      language: english,
      availableCountries: [unitedKingdom],
      availableLanguages: [english],
    }),
    shop: async (_: unknown, __: unknown, { shop: source, publicUrl }: EngineContext) => {
      const shop = typeof source === "function" ? await source() : source;
      const url = new URL(publicUrl);
      return {
        id: toGid("Shop", 1),
        name: shop.name,
        description: shop.description,
        moneyFormat: "£{{amount}}",
        // Buyers pay by bank transfer or on account: the shop takes no cards.
        paymentSettings: {
          enabledPresentmentCurrencies: ["GBP"],
          currencyCode: "GBP",
          countryCode: "GB",
          acceptedCardBrands: [],
        },
        // Issue 13.1: the shop's mark (public/favicon.svg is the logo's square) and its line.
        brand: {
          logo: logoOf(publicUrl, shop.name),
          squareLogo: logoOf(publicUrl, shop.name),
          slogan: "Workwear · PPE · Uniforms",
          shortDescription: shop.description,
        },
        primaryDomain: { host: url.host, sslEnabled: url.protocol === "https:", url: url.origin },
        refundPolicy: {
          id: toGid("ShopPolicy", 1),
          title: "Refund policy",
          handle: "refund-policy",
          body: shop.refundPolicyBody,
          url: `${publicUrl}/returns-policy`,
        },
        // Issue 22.6: the shop's policy pages, each at its own address (app/routes).
        privacyPolicy: {
          id: toGid("ShopPolicy", 2),
          title: "Privacy policy",
          handle: "privacy-policy",
          body: shop.privacyPolicyBody,
          url: `${publicUrl}/privacy`,
        },
        termsOfService: {
          id: toGid("ShopPolicy", 3),
          title: "Terms of service",
          handle: "terms-of-service",
          body: shop.termsOfServiceBody,
          url: `${publicUrl}/terms`,
        },
      };
    },
  },
  // The shop's only media is its logo.
  Media: { __resolveType: () => "MediaImage" },
};
