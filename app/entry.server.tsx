import { options, type VNode } from "preact";
import { renderToString, renderToStringAsync } from "preact-render-to-string";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { HeadPreloadsProvider, type ImagePreload, withHeadHints } from "./lib/head-preloads.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { type KeptHtml, KeptHtmlContext } from "./lib/hydrate-later.tsx";

// Pages are rendered by Preact (decision 039): the whole page as one string, once every lazy part
// and React Router's hydration data are in it. The parts a browser should learn of first are then
// put in the <head>: the scripts' module preloads, which React Router writes beside its scripts at
// the end of <body>, and the preload of the page's largest picture.

// React Router stops waiting for a loader's deferred data after this long (none of ours defers).
export const streamTimeout = 5_000;

// React's hydration hint means nothing to Preact, which would write it out as an attribute.
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | undefined;
  if (props && "suppressHydrationWarning" in props) delete props.suppressHydrationWarning;
  previousVnodeHook?.(vnode);
};

/** Parts' HTML kept at most (decision 044): a few versions each of the header's and footer's. */
const maxKeptParts = 64;
const keptParts = new Map<string, string>();

/**
 * Decision 044: a part drawn the same on many pages (the category menu, the footer) is drawn once
 * per key and its HTML reused, which spares a quarter of a product page's render. A part that
 * cannot be drawn at once (it waits for a lazy module) is drawn as usual.
 */
const keptHtml: KeptHtml = (key, part, context) => {
  let html = keptParts.get(key);
  if (html === undefined) {
    try {
      html = renderToString(part as VNode, context);
    } catch {
      return null;
    }
    keptParts.set(key, html);
    if (keptParts.size > maxKeptParts) keptParts.delete(keptParts.keys().next().value!);
  }
  return html;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const preloads: ImagePreload[] = [];
  const html = await renderToStringAsync(
    <KeptHtmlContext.Provider value={import.meta.env.DEV ? null : keptHtml}>
      <NonceProvider value={nonce}>
        <HeadPreloadsProvider value={preloads}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </HeadPreloadsProvider>
      </NonceProvider>
    </KeptHtmlContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = `<!DOCTYPE html>${withHeadHints(html, preloads, nonce)}`;
  if (loadContext.rendered) loadContext.rendered.html = page;
  return new Response(page, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Errors thrown while loading or rendering a page reach the server log (not aborted requests). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Error rendering ${new URL(request.url).pathname}:`, error);
}
