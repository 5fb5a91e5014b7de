// Issue 12.2, docs/decisions/013: the headers of a page that is the same for every visitor (home,
// collections, products, search, information pages). `public` with `s-maxage` lets a CDN keep it
// for a minute, and tells the shop's own page cache (server/http/page-cache.ts) it may keep it:
// a route that does not export these headers is never kept. A signed-in viewer's answer is made
// `private, no-store` whatever the route says (server/http/private-cache.ts).

/** How long a kept page is sent again before it is rendered anew, by the shop and by a CDN. */
export const pageCacheSeconds = 60;

export const sharedPageCacheControl = `public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=600`;

/** A route's `headers` export for a page every visitor sees alike. */
export function sharedPageHeaders(): Record<string, string> {
  return { "Cache-Control": sharedPageCacheControl, Vary: "Accept-Encoding, Cookie" };
}
