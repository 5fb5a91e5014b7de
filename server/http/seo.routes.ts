import { Hono } from "hono";
import type { CatalogueResult, CataloguePage } from "#commerce/client/catalogue-types.ts";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";

// robots.txt and sitemap.xml (issue 3 "SEO"): the sitemap lists the information pages, every
// collection and every product, read through the Storefront client like the pages themselves.

const staticPaths = ["/", "/products", "/collections", "/embroidery-and-printing", "/bulk-orders"];

/** The sitemap protocol's limit per file. */
const maxUrls = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function collectHandles(
  fetchPage: (
    after: string | undefined,
  ) => Promise<CatalogueResult<CataloguePage<{ handle: string }>>>,
  limit: number,
): Promise<string[] | null> {
  const handles: string[] = [];
  let after: string | undefined;
  while (handles.length < limit) {
    const page = await fetchPage(after);
    if (!page.ok) return null;
    handles.push(...page.data.items.map((item) => item.handle));
    if (!page.data.pageInfo.hasNextPage || !page.data.pageInfo.endCursor) break;
    after = page.data.pageInfo.endCursor;
  }
  return handles.slice(0, limit);
}

/**
 * `pagePaths` gives the addresses of the shop's information pages (issue 13.5: records the owner
 * adds and edits), listed with the rest.
 */
export function seoRoutes(
  commerce: CommerceClient,
  publicUrl: string,
  pagePaths: () => Promise<string[]>,
) {
  return new Hono()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        [
          "User-agent: *",
          "Disallow: /api/",
          "Disallow: /basket",
          "Disallow: /checkout/",
          "Disallow: /search",
          "",
          `Sitemap: ${publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    })
    .get("/sitemap.xml", async (c) => {
      const [collections, products, information] = await Promise.all([
        collectHandles((after) => commerce.getCollections({ first: 250, after }), maxUrls),
        collectHandles((after) => commerce.getAllProducts({ first: 250, after }), maxUrls),
        pagePaths(),
      ]);
      if (!collections || !products) return c.text("The sitemap is not available just now.", 503);
      const paths = [
        ...staticPaths,
        ...information,
        ...collections.map((handle) => `/collections/${handle}`),
        ...products.map((handle) => `/products/${handle}`),
      ].slice(0, maxUrls);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
        "</urlset>",
        "",
      ].join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(body);
    });
}
