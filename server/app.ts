import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { catalogueImageRoutes } from "#server/catalogue/product-images.routes.ts";
import { Hono } from "hono";
import type { AppLoadContext } from "react-router";
import type { AppServices } from "./context.ts";
import { createAuth } from "./accounts/auth.server.ts";
import { createStorefrontCustomers } from "./accounts/storefront-customers.server.ts";
import { listPages } from "./pages/pages.server.ts";
import { pagePath } from "#core/pages/page-paths.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { clientIp } from "./accounts/client-ip.ts";
import { createViewerLookup, type Viewer } from "./accounts/viewer.server.ts";
import { sessionUnavailableResponse } from "./accounts/session-unavailable.ts";
import { createCommerceClient } from "#commerce/client/storefront-client.ts";
import { createStorefrontEngine, engineEndpoint } from "#commerce/engine/storefront-engine.ts";
import { readStockChange } from "#core/catalogue/stock-change.ts";
import { demoImageRoutes } from "./demo/demo-images.routes.ts";
import { serviceSampleRoutes } from "./mockups/service-samples.routes.ts";
import { designTokensFor } from "./files/design-token.ts";
import { fileDownloadRoutes, fileUploadRoutes } from "./files/files.routes.ts";
import { creditRoutes } from "./credit/credit.routes.ts";
import { createAccountEventHub } from "./events/account-event-hub.ts";
import { accountEventRoutes } from "./events/account-events.routes.ts";
import { formRoutes } from "./forms/forms.routes.ts";
import { bodyLimit } from "./http/body-limit.ts";
import { cartPermalinkRoutes } from "./http/cart-permalink.routes.ts";
import { healthRoutes } from "./http/health.routes.ts";
import { inputGuard } from "./http/input-guard.ts";
import { privateCache } from "./http/private-cache.ts";
import { compression } from "./http/compression.ts";
import { clientAddress } from "./http/rate-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { seoRoutes } from "./http/seo.routes.ts";
import { vatShownRoutes } from "./pricing/vat-shown.routes.ts";
import { invoiceRoutes } from "./invoices/invoice.routes.ts";
import { logoRoutes } from "#server/logos/logo.routes.ts";
import { proofRoutes } from "#server/proofs/proof.routes.ts";
import { mockupRoutes } from "#server/mockups/mockup.routes.ts";
import { quoteRoutes } from "./quotes/quote.routes.ts";
import { vatShownFromCookies } from "#core/pricing/vat-shown.ts";
import { storefrontCors } from "./http/storefront-cors.ts";
import { createPageCache } from "./http/page-cache.ts";
import {
  contentSecurityPolicy,
  securityHeaders,
  type SecurityVariables,
} from "./http/security-headers.ts";
import { keptPageSeconds } from "#core/http/page-cache-headers.ts";
import { shopInfoOf } from "./shop-info.ts";
import { getShopDetails, getShopSettings } from "./settings/shop-settings.server.ts";
import { settingsChannel } from "./settings/shop-settings-cache.ts";
import { sortsByBestSelling } from "#core/catalogue/sort-options.ts";

/** The URL paths of the files under `root` but for assets/ (nor their compressed twins). */
function filesIn(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => path.posix.join("/", path.relative(root, entry.parentPath), entry.name))
    .filter((file) => !file.startsWith("/assets/"));
}

/** Issue 17.3: how long a remote store's catalogue answers are kept in each process. */
export const remoteCatalogueCacheMs = 60_000;

export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppOptions = {
  services: AppServices;
  /** React Router's request handler: renders every path no API route claims. */
  pageHandler: PageHandler;
  /** The built client assets (build/client) in production; Vite serves them in development. */
  staticRoot?: string;
  /** Aborted when the server begins to shut down: long-lived responses (event streams) end. */
  shutdown?: AbortSignal;
};

/** Per-request values the middleware sets for the handlers after it. */
export type AppVariables = SecurityVariables & {
  /** Who is signed in (server/accounts), read once per request; null for a visitor. */
  viewer: Viewer | null;
};

/** Paths that never need to know who is asking: no session lookup for them. */
function skipsViewer(path: string): boolean {
  return (
    path.startsWith("/assets/") ||
    path.startsWith("/images/") ||
    path === "/healthz" ||
    path.startsWith("/healthz/")
  );
}

/** DESIGN §1: API routes are mounted first; everything else is server-rendered by React Router. */
export function createApp({ services, pageHandler, staticRoot, shutdown }: AppOptions) {
  const app = new Hono<{ Variables: AppVariables }>();
  // Issue 10.11: the client's address is read once, the same way for every limiter.
  app.use(clientIp(services.config.trustedProxies));
  app.use(requestLog(services.logger));
  // Issue 12.1: brotli or gzip by Accept-Encoding, after every other middleware has had its say.
  app.use(compression());
  // Issue 10.3, DESIGN §8a: every body is refused past its limit while it streams (413).
  app.use(bodyLimit());
  // Issue 10.12: answers for a signed-in viewer, or setting a cookie, are private, no-store.
  app.use(privateCache());
  const policyOptions = {
    isDevelopment: services.config.mode === "development",
    publicOrigin: new URL(services.config.publicUrl).origin,
    storeOrigin: services.config.shopify && new URL(services.config.shopify.storeUrl).origin,
  };
  app.use(securityHeaders(policyOptions));
  app.use(inputGuard()); // Issue 10.6: no NUL byte or lone surrogate enters (server/http).

  app.route("/healthz", healthRoutes(services));

  // Accounts (issue 5): Better Auth's endpoints, then the viewer of every other request, for the
  // API routes (c.get("viewer")) and the pages (context.viewer). Route modules that take a
  // ViewerResolver get `viewers.resolveViewer`: it answers from this request's lookup, with no
  // second query.
  const auth = createAuth(services);
  const viewers = createViewerLookup(auth, services.logger);
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  app.use(async (c, next) => {
    if (skipsViewer(c.req.path) || !(await viewers.carriesSession(c.req.header("cookie")))) {
      c.set("viewer", null);
      return next();
    }
    const { viewer, setCookies, unavailable } = await viewers.lookup(c.req.raw);
    // Issue 10.8: a session cookie that could not be read (database down) is a 503, never a visitor.
    if (unavailable) return sessionUnavailableResponse(c.req.path);
    c.set("viewer", viewer);
    await next();
    // A session used after a day is renewed: its cookie goes back with this response.
    for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
  });
  app.route("/api/functions", fileUploadRoutes(services, viewers.resolveViewer));
  app.route("/api/functions", formRoutes(services, viewers.resolveViewer));
  app.route(
    "/api/functions",
    creditRoutes(services, viewers.resolveViewer, () => (shopify ? commerce : null)),
  );
  app.route("/api/functions", quoteRoutes(services, viewers.resolveViewer));
  app.route("/files", fileDownloadRoutes(services, viewers.resolveViewer));
  app.route("/api/account/logos", logoRoutes(services, viewers.resolveViewer));
  app.route("/api/account/proofs", proofRoutes(services, viewers.resolveViewer));
  app.route("/api/account/order-items", mockupRoutes(services, viewers.resolveViewer));
  app.route("/account/orders", invoiceRoutes(services, viewers.resolveViewer));
  // DESIGN §1: the signed-in customer's realtime channel; one LISTEN per process (server/events).
  const events = { hub: createAccountEventHub(services.database, services.logger), shutdown };
  app.route("/api/events", accountEventRoutes({ ...events, ...viewers, logger: services.logger }));
  // The back office (issue 6): every route behind the admin guard (server/admin/admin-guard.ts).
  app.route(
    "/api/admin",
    adminRoutes(services, viewers.resolveViewer, {
      // Issue 17.3: "Refresh catalogue" in Shopify mode shows the store's changes at once: the
      // kept answers and the visitors' pages built from them are dropped.
      refreshCatalogue: () => {
        commerce.clearCatalogueCache();
        pages.invalidate();
      },
      store: () => (shopify ? commerce : null),
    }),
  );

  const storefront = createStorefrontEngine({
    db: services.database.db,
    publicUrl: services.config.publicUrl,
    // Issue 18.9: the `shop` query answers with the owner's settings as they are now.
    shop: async () => shopInfoOf(await getShopSettings(services.database)),
    storefrontToken: services.config.storefrontToken,
    privateToken: services.config.storefrontPrivateToken,
    logError: (error) => services.logger.error({ err: error }, "storefront engine error"),
    designTokens: designTokensFor(services.config),
    // Issue 13.5: the pages' {phone}, {email}, … as the settings give them now.
    shopDetails: () => getShopDetails(services.database),
    // Issue 13.6: headless storefronts sign customers in and read their orders.
    customers: createStorefrontCustomers({
      auth,
      db: services.database.db,
      publicUrl: services.config.publicUrl,
    }),
  });
  // Issue 12.2: visitors' pages, kept per URL (docs/decisions/013); off in development, where
  // the code under the pages changes, and with PAGE_CACHE_MB=0.
  const pages = createPageCache({
    maxBytes: services.config.pageCacheMegabytes * 1024 * 1024,
    maxAgeMs: keptPageSeconds * 1000,
    policyFor: (scriptSources) => contentSecurityPolicy(policyOptions, scriptSources),
    // Issue 14.3: a visitor's page shows inc VAT first unless their cookie says ex.
    variantOf: (c) => vatShownFromCookies(c.req.header("Cookie")) ?? "inc",
  });
  const cachesPages =
    services.config.mode !== "development" && services.config.pageCacheMegabytes > 0;
  // DESIGN §8: every instance drops its cached catalogue, and its kept pages, when the database
  // says the catalogue changed; pages also show the decoration prices of the pricing tables.
  // Issue 18.9: every page shows the shop's settings (phone, footer, announcement) and the
  // Storefront API's `shop` answers with them: a change drops both too (the settings themselves
  // are dropped by server/settings/shop-settings-cache.ts, listening on the same channel).
  Promise.all([
    services.database.listen("catalogue_changed", () => {
      storefront.invalidate();
      pages.invalidate();
    }),
    // Docs/decisions/038: an order's stock and units sold drop only what shows them.
    services.database.listen("stock_changed", (payload) => {
      const { productIds, handles } = readStockChange(payload);
      if (productIds) storefront.invalidateStock(productIds);
      else storefront.invalidate();
      pages.invalidateProducts(handles);
    }),
    services.database.listen("sales_changed", () => {
      storefront.invalidateBestSelling();
      pages.invalidateUrls((url) => sortsByBestSelling(url.searchParams));
    }),
    services.database.listen("pricing_changed", () => pages.invalidate()),
    services.database.listen(settingsChannel, () => {
      storefront.invalidate();
      pages.invalidate();
    }),
  ])
    .then(() => {
      void storefront.setCaching(true);
      pages.setEnabled(cachesPages);
    })
    .catch((error: unknown) =>
      services.logger.error(
        { err: error },
        "catalogue change notifications are off, so are the caches",
      ),
    );
  // Our path and the Storefront API's versioned path forms (/api/2025-01/graphql[.json]).
  const enginePaths = [engineEndpoint, "/api/:version{[0-9]{4}-[0-9]{2}}/:file{graphql(\\.json)?}"];
  // Issue 19.1: preflights and other sites' pages (server/http/storefront-cors.ts).
  const cors = storefrontCors({
    ownOrigin: new URL(services.config.publicUrl).origin,
    allowedOrigins: services.config.storefrontCorsOrigins,
  });
  for (const path of enginePaths) app.use(path, cors);
  app.on(
    ["GET", "POST"],
    enginePaths,
    // Issue 10.1: HTTP callers' query cost is throttled per address; the pages' own calls are not.
    // DESIGN §5: carts are priced for the customer whose session cookie came with the request.
    (c) =>
      storefront(c.req.raw, {
        clientKey: clientAddress(c),
        buyerId: c.get("viewer")?.userId ?? null,
      }),
  );
  app.route("/images/demo", demoImageRoutes);
  app.route("/images/catalogue", catalogueImageRoutes(services));
  app.route("/images/samples", serviceSampleRoutes());

  // DESIGN §1: pages read the catalogue only through the Storefront API client. By default it calls
  // our engine in-process (no network hop); with SHOPIFY_* settings it calls a Shopify store.
  // A signed-in customer's pages get a client that tells our engine who they are, so the carts
  // it makes are priced for them (DESIGN §5); a Shopify store knows nothing of our sessions.
  const { shopify, publicUrl, storefrontToken } = services.config;
  const commerceFor = (buyerId: string | null) =>
    createCommerceClient({
      storeDomain: shopify?.storeDomain ?? new URL(publicUrl).host,
      storeUrl: shopify?.storeUrl,
      publicAccessToken: shopify?.storefrontToken ?? storefrontToken,
      readsInventory: shopify ? shopify.readsInventory === true : true,
      // Decision 043: our own engine is asked in process, without HTTP or JSON.
      execute: shopify
        ? undefined
        : (document, variables) => storefront.execute(document, variables, { buyerId }),
      // Issue 17.3: a remote store tells us of no change, so its answers are kept a minute only.
      ...(shopify ? { cacheMs: remoteCatalogueCacheMs } : {}),
      logger: services.logger,
    });
  const commerce = commerceFor(null);
  const pageCommerce = (viewer: Viewer | null) =>
    viewer && !shopify ? commerceFor(viewer.userId) : commerce;

  app.route(
    "/",
    seoRoutes(commerce, publicUrl, async () =>
      (await listPages(services.database.db)).map((page) => pagePath(page.handle)),
    ),
  );
  app.route("/cart", cartPermalinkRoutes(commerce));
  app.route("/preferences", vatShownRoutes({ secure: publicUrl.startsWith("https:") }));

  if (staticRoot) {
    app.use(
      "/assets/*",
      serveStatic({
        root: staticRoot,
        // Issue 12.1: the build writes a .br and a .gz beside each asset (scripts/build-server.ts).
        precompressed: true,
        onFound: (_path, c) => {
          // Vite names built assets by content hash, so they never change.
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    // The files of public/ (favicon, robots.txt…), known at start: pages are not looked for on disk.
    const publicFiles = new Set(filesIn(staticRoot));
    const publicFile = serveStatic({ root: staticRoot, precompressed: true });
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? publicFile(c, next) : next()));
  }

  app.all("*", (c) =>
    pages.handle(c, c.get("viewer") !== null, (rendered) =>
      pageHandler(c.req.raw, {
        services,
        commerce: pageCommerce(c.get("viewer")),
        cspNonce: c.get("cspNonce"),
        viewer: c.get("viewer"),
        rendered,
      }),
    ),
  );

  app.onError((error, c) => {
    services.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
