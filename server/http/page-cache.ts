import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliDecompress, brotliDecompressSync } from "node:zlib";
import type { Context } from "hono";
import { createChangeLog } from "#core/cache/change-log.ts";
import { productHandlesIn } from "#core/catalogue/handles.ts";
import { compressOnce, preferredEncoding, type ContentEncoding } from "./compression.ts";
import { inlineScripts, scriptHashSources } from "./inline-script-hashes.ts";
import { createRememberedKeys } from "./remembered-keys.ts";
import type { RenderedPage } from "#server/context.ts";

// Issue 12.2, docs/decisions/013: the rendered page of a visitor (nobody signed in) is kept per
// URL in each process, compressed, and sent again without running React, until the catalogue or
// the pricing tables change (a notification every instance hears) or a minute passes. A route
// opts in by its Cache-Control (`public` with `s-maxage`, app/lib/page-cache-headers.ts); a page
// for a signed-in viewer never comes from here, nor goes in.
//
// The content security policy of a fresh page allows its inline scripts by the response's nonce.
// A kept page is sent to many people, so its nonce would be public: a kept page is sent with a
// policy that allows exactly its own inline scripts by their SHA-256 hashes instead.

/**
 * Renders the page. The renderer may leave the page's HTML in `rendered` (React Router's entry
 * does); otherwise it is read from the Response.
 */
type Render = (rendered?: RenderedPage) => Promise<Response>;

export type PageCacheOptions = {
  /** Bytes of compressed pages kept per process; the least recently used go first. */
  maxBytes: number;
  /** How long a page is sent again before it is rendered anew (its s-maxage). */
  maxAgeMs: number;
  /** The Content-Security-Policy for pages whose inline scripts have these sources. */
  policyFor: (scriptSources: readonly string[]) => string;
  /**
   * What else than the URL makes a visitor's page differ (issue 14.3: the prices shown first, from
   * a cookie): pages are kept apart by it. Nothing by default.
   */
  variantOf?: (c: Context) => string;
  /** How many pages asked for once are remembered, waiting for a second request (10,000). */
  maxRemembered?: number;
  /** Keeps a page from its first request, as a cache of few pages may (off by default). */
  keepsFromFirstRequest?: boolean;
  now?: () => number;
};

type KeptPage = {
  key: string;
  storedAt: number;
  contentType: string;
  cacheControl: string;
  /**
   * Its ETag and Content-Security-Policy, made when the page is first sent from here: most pages
   * of a large catalogue are read once, and cost no hashing then.
   */
  sealed: { etag: string; policy: string } | null;
  /**
   * The page as rendered, until a second visitor asks for it: only then is it compressed for
   * keeps, so a page read once (most of a large catalogue's) costs no compression but the
   * visitor's own. Dropped once the brotli copy is made.
   */
  html: string | null;
  br: Promise<Buffer> | null;
  /** Made on the first request that takes gzip and not brotli (browsers all take brotli). */
  gzip: Promise<Buffer> | null;
  bytes: number;
  /** The products the page shows (its links to /products/{handle}): a stock change drops it. */
  products: ReadonlySet<string>;
};

const decompressBrotli = promisify(brotliDecompress);

/**
 * How long past its max age a kept page is still sent while it is rendered anew (the
 * stale-while-revalidate of core/http/page-cache-headers.ts), e.g. while renders fail.
 */
const staleForMs = 600_000;
/**
 * Pages asked for once are remembered by their key only; a page is kept from its second request
 * on (decision 013). Most pages of a large catalogue are read once: keeping each held its text
 * in memory until newer pages pushed it out (workers of ~900 MB on the scale catalogue, ~480 MB
 * with this) and read it for its product links.
 */
const defaultMaxRemembered = 10_000;
/** A page bigger than this (as rendered) is not kept: it would crowd out the rest. */
const maxPageBytes = 1024 * 1024;
/** Pages the route marked shareable: `public` and a shared-cache lifetime. */
const shareable = /(?:^|,)\s*public\s*(?:,|$)/i;
const sharedMaxAge = /(?:^|,)\s*s-maxage=\d+/i;

/**
 * Whether the route lets this answer be kept. `hasText`: its text was handed over, so its body
 * need not be looked at (reading `body` turns @hono/node-server's light Response into a full one).
 */
function isStorable(response: Response, hasText: boolean): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (hasText || response.body !== null) &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Content-Encoding") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    shareable.test(cacheControl) &&
    sharedMaxAge.test(cacheControl)
  );
}

/**
 * A route's headers do not know the status: a page that failed (503 while the catalogue is
 * down) must not be kept by a CDN for the minute the route allows its good answers.
 */
function unlessFailed(response: Response): Response {
  if (response.status < 500 || !shareable.test(response.headers.get("Cache-Control") ?? "")) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, headers });
}

function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  /** Insertion order is use order: a hit moves its page to the end. */
  const pages = new Map<string, KeptPage>();
  /** Renders under way, with how many other visitors wait for each. */
  const filling = new Map<string, { settled: Promise<KeptPage | null>; waiting: number }>();
  /** Keys of pages asked for once lately (and of pages no longer kept). */
  const askedOnce = createRememberedKeys(options.maxRemembered ?? defaultMaxRemembered);
  let keptBytes = 0;
  let enabled = false;
  /**
   * Every change heard, whole or narrow (a product's stock, the best sellers): a page whose
   * render began before one is kept only if that change would not drop it (decision 038).
   */
  const changes = createChangeLog<KeptPage>();

  /**
   * Drops a kept page. It was asked for twice, so it is remembered: kept again from its next
   * request (after a change, the page people ask for is kept at once).
   */
  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    keptBytes -= page.bytes;
    askedOnce.remember(key);
  }

  function keep(page: KeptPage) {
    forget(page.key);
    askedOnce.take(page.key);
    pages.set(page.key, page);
    keptBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (keptBytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  function pageFrom(key: string, response: Response, html: string, renderedAt: number): KeptPage {
    return {
      key,
      storedAt: renderedAt,
      sealed: null,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("Cache-Control") ?? "",
      html,
      br: null,
      gzip: null,
      bytes: Buffer.byteLength(html),
      products: productHandlesIn(`${key}\n${html}`),
    };
  }

  /** The page's ETag and policy, made from its HTML the first time they are needed. */
  function sealOf(page: KeptPage): { etag: string; policy: string } {
    if (page.sealed) return page.sealed;
    const html = page.html!;
    page.sealed = {
      etag: `W/"${createHash("sha1").update(html).digest("base64url")}"`,
      policy: options.policyFor(scriptHashSources(inlineScripts(html))),
    };
    return page.sealed;
  }

  /** Drops the kept pages `drops` picks, now and from the renders under way. */
  function dropWhere(drops: (page: KeptPage) => boolean) {
    changes.some(drops);
    for (const page of [...pages.values()]) if (drops(page)) forget(page.key);
  }

  /** Changes what a page holds, keeping the count of kept bytes true while it is kept. */
  function resize(page: KeptPage, change: () => void) {
    const isKept = pages.get(page.key) === page;
    if (isKept) forget(page.key);
    change();
    if (isKept) keep(page);
  }

  /** Compressed once and kept with the page; a page that cannot be compressed is dropped. */
  function encoded(page: KeptPage, made: Promise<Buffer>, onMade: (body: Buffer) => void) {
    return made.then(
      (body) => {
        resize(page, () => onMade(body));
        return body;
      },
      (error: unknown) => {
        if (pages.get(page.key) === page) forget(page.key);
        throw error;
      },
    );
  }

  function brotliOf(page: KeptPage): Promise<Buffer> {
    sealOf(page); // before the HTML is dropped
    page.br ??= encoded(page, compressOnce(Buffer.from(page.html!), "br"), (br) => {
      page.bytes += br.length - (page.html?.length ?? 0);
      page.html = null;
    });
    return page.br;
  }

  function gzipOf(page: KeptPage): Promise<Buffer> {
    const html = page.html;
    page.gzip ??= encoded(
      page,
      (html ? Promise.resolve(Buffer.from(html)) : brotliOf(page).then(decompressBrotli)).then(
        (raw) => compressOnce(raw, "gzip"),
      ),
      (gzip) => (page.bytes += gzip.length),
    );
    return page.gzip;
  }

  async function bodyOf(page: KeptPage, encoding: ContentEncoding | null): Promise<Buffer> {
    if (encoding === "br") return brotliOf(page);
    if (encoding === "gzip") return gzipOf(page);
    return page.html === null ? brotliDecompressSync(await brotliOf(page)) : Buffer.from(page.html);
  }

  /** Sends a kept page: 304 to a browser holding it, else the bytes in its best encoding. */
  async function send(c: Context, page: KeptPage): Promise<Response> {
    const { etag, policy } = sealOf(page);
    const headers = new Headers({
      "Cache-Control": page.cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding, Cookie",
      "Content-Security-Policy": policy,
      "X-Page-Cache": "hit",
    });
    if (matchesETag(c.req.header("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = preferredEncoding(c);
    const body = await bodyOf(page, encoding);
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Type", page.contentType);
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
      status: 200,
      headers,
    });
  }

  /**
   * Whether this request for a page that is not kept is its second lately (or the page was kept
   * until a change dropped it); the first is only remembered.
   */
  function isAskedAgain(key: string): boolean {
    if (options.keepsFromFirstRequest || askedOnce.take(key)) return true;
    askedOnce.remember(key);
    return false;
  }

  /**
   * Renders the page and, when its route allows, nothing changed meanwhile and `isWanted` says
   * so once it is rendered, keeps it. The visitor who caused the render gets the same text, read
   * once.
   */
  async function renderAndKeep(
    key: string,
    render: Render,
    isWanted: () => boolean,
  ): Promise<{ response: Response; kept: Promise<KeptPage | null> }> {
    const startedAt = changes.now();
    const renderedAt = now();
    const rendered: RenderedPage = { html: null };
    const response = await render(rendered);
    if (!isStorable(response, rendered.html !== null)) {
      return { response, kept: Promise.resolve(null) };
    }
    // The page is rendered whole (app/entry.server.tsx), which hands its text over: sent and
    // kept as that one string, not read back out of the Response.
    const html = rendered.html ?? (await response.text());
    const page = enabled && isWanted() ? pageFrom(key, response, html, renderedAt) : null;
    const isKept =
      page !== null && page.bytes <= maxPageBytes && changes.isCurrent(startedAt, page);
    if (isKept) keep(page);
    const headers = new Headers(response.headers);
    headers.set("X-Page-Cache", "miss");
    return {
      response: new Response(html, { status: 200, headers }),
      kept: Promise.resolve(isKept ? page : null),
    };
  }

  /**
   * Renders the page for `key` once; others wait for it. It is kept when it may be and is wanted:
   * `isAskedAgain`, or another visitor asked for it while it was being rendered.
   */
  async function fill(key: string, render: Render, isAskedAgain: boolean) {
    let settle!: (page: KeptPage | null) => void;
    const settled = new Promise<KeptPage | null>((resolve) => (settle = resolve));
    const entry = { settled, waiting: 0 };
    filling.set(key, entry);
    void settled.then(() => filling.delete(key));
    try {
      const rendered = await renderAndKeep(key, render, () => isAskedAgain || entry.waiting > 0);
      void rendered.kept.then(settle);
      return rendered;
    } catch (error) {
      settle(null);
      throw error;
    }
  }

  return {
    /**
     * Answers a visitor's GET or HEAD of a page from the cache, or renders it with `render`.
     * Anything else goes straight to `render`.
     */
    async handle(c: Context, signedIn: boolean, renderPage: Render) {
      const render: Render = (rendered) => renderPage(rendered).then(unlessFailed);
      const method = c.req.method;
      if (!enabled || signedIn || (method !== "GET" && method !== "HEAD")) return render();
      const url = new URL(c.req.url);
      const key = `${options.variantOf?.(c) ?? ""} ${url.pathname}${url.search}`;
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < options.maxAgeMs + staleForMs) {
        pages.delete(key); // to the back of the queue: recently used
        pages.set(key, page);
        // Past its minute, the page is still sent while one render makes the next copy
        // (stale-while-revalidate), so no visitor waits for it.
        if (age >= options.maxAgeMs && !filling.has(key)) {
          void fill(key, render, true)
            .then(({ response }) => response.body?.cancel())
            .catch(() => undefined);
        }
        return send(c, page);
      }
      // Many visitors asking for the same page at once cause one render, not one each.
      const pending = filling.get(key);
      if (pending) {
        pending.waiting++;
        const filled = await pending.settled;
        if (filled) return send(c, filled);
        return render();
      }
      return (await fill(key, render, isAskedAgain(key))).response;
    },
    /** Drops every kept page: the catalogue or the prices changed. */
    invalidate() {
      changes.everything();
      for (const key of [...pages.keys()]) forget(key);
    },
    /** Drops the pages that show any of these products (by handle): their stock changed. */
    invalidateProducts(handles: readonly string[]) {
      const changed = new Set(handles);
      dropWhere((page) => [...page.products].some((handle) => changed.has(handle)));
    },
    /** Drops the pages whose URL `test` picks: the best sellers changed. */
    invalidateUrls(test: (url: URL) => boolean) {
      dropWhere((page) => test(new URL(page.key.slice(page.key.indexOf(" ") + 1), "http://page")));
    },
    /** Caching runs only while change notifications arrive; without them pages go stale. */
    setEnabled(on: boolean) {
      enabled = on;
      if (!on) this.invalidate();
    },
    stats() {
      return { pages: pages.size, bytes: keptBytes };
    },
    /** Resolves once no page is being rendered into the cache. */
    async idle(): Promise<void> {
      while (filling.size > 0)
        await Promise.all([...filling.values()].map((entry) => entry.settled));
    },
  };
}
