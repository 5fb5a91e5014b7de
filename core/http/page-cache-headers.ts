// Issue 12.2, docs/decisions/013: the headers of a page that is the same for every visitor (home,
// collections, products, search, information pages). `public` with `s-maxage` lets a CDN keep it
// for a minute, and tells the shop's own page cache (server/http/page-cache.ts) it may keep it:
// a route that does not export these headers is never kept. A signed-in viewer's answer is made
// `private, no-store` whatever the route says (server/http/private-cache.ts).

/** How long a CDN sends a page again before it asks the shop for it anew. */
export const pageCacheSeconds = 60;

/**
 * How long the shop's own page cache sends a kept page before it renders it anew. Every change
 * that shows on a page drops it at once (the database's notifications, and a lost LISTEN
 * connection drops everything), so this is a safety net for what no notification announces, such
 * as the footer's year; each re-render holds its process for the length of a render, which at a
 * minute showed in the slowest hundredth of answers (docs/decisions/013).
 */
export const keptPageSeconds = 600;

export const sharedPageCacheControl = `public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=600`;

/** A route's `headers` export for a page every visitor sees alike. */
export function sharedPageHeaders(): Record<string, string> {
  return { "Cache-Control": sharedPageCacheControl, Vary: "Accept-Encoding, Cookie" };
}
