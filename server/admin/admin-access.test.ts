import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
// The matrix drives the real admin page loaders, as React Router would; a server test reaching
// into app/ is the point here, so the boundary rule is lifted for this one import.
// eslint-disable-next-line no-restricted-imports
import routeConfig from "#app/routes.ts";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import { Browser } from "#server/accounts/accounts-test-support.ts";
import { createApp, type PageHandler } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import {
  collections,
  catalogueImports,
  customerPricing,
  embroideryPricing,
  orders,
  pages,
  printPricing,
  products,
  quoteLines,
  quotes,
} from "#server/db/schema/index.ts";
import { editorPageOf } from "#server/pages/pages.server.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { embroideryRowEtag, minimumEtag, printRowEtag } from "#server/pricing/pricing-versions.ts";
import { getMockupEditor } from "#server/mockups/mockup-admin.server.ts";
import { editorInputOf, getEditorProduct } from "#server/catalogue/product-editor.ts";
import { collectionInputOf, getEditorCollection } from "#server/catalogue/collection-editor.ts";
import { loadStoredSettings } from "#server/settings/shop-settings-cache.ts";
import { apiSamples, pageSamples, type Ids } from "./admin-access-samples.ts";
import { adminRoutes } from "./admin.routes.ts";
import { adminTestServices, userIdOf } from "./admin-test-support.ts";
import { creditAccountEtag } from "./credit-admin.ts";
import { customPriceEtag } from "./custom-pricing-admin.ts";
import { orderEtag } from "./orders-admin.ts";
import { quoteEtag } from "#server/quotes/quote-admin.server.ts";

// DESIGN §4: the authorisation matrix of the back office — every admin API endpoint and every
// admin page, asked by a visitor, a signed-in customer and the admin, through the whole HTTP app
// with real sessions. Neither list is written by hand: the endpoints are read from the admin
// router and the pages from app/routes.ts, and each must have a sample request in
// admin-access-samples.ts. So an endpoint or page added without a sample fails here, and one
// added outside the guard fails on its visitor row.

type Who = "visitor" | "customer" | "admin";
/** The admin pages of app/routes.ts: path and module file. */
const adminPages = (routeConfig as { path?: string; file: string }[]).filter(
  (route) => route.path === "admin" || route.path?.startsWith("admin/"),
);

/** Every route module, loaded only when its page is asked for. */
const routeModules = import.meta.glob("../../app/routes/*.tsx");

/** The admin router's endpoints as "METHOD /path", without its middleware. */
function adminEndpoints(database: Database): string[] {
  const noViewer: ViewerResolver = async () => null;
  const endpoints = adminRoutes(adminTestServices(database), noViewer)
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(endpoints)].sort();
}

/**
 * Pages as React Router serves them, for the admin paths: the route's own loader runs with the
 * request's viewer; a thrown redirect or `data(..., { status })` becomes the response it stands for.
 */
const pageHandler: PageHandler = async (request, context) => {
  const path = new URL(request.url).pathname.slice(1);
  for (const route of adminPages) {
    const pattern = new RegExp(`^${route.path!.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`);
    const match = pattern.exec(path);
    if (!match) continue;
    const load = routeModules[`../../app/${route.file}`];
    if (!load) throw new Error(`no module for ${route.file}`);
    const module = (await load()) as {
      loader: (args: { request: Request; params: object; context: AppLoadContext }) => unknown;
    };
    try {
      return Response.json(await module.loader({ request, params: { ...match.groups }, context }));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      const init = (thrown as { init?: ResponseInit }).init;
      if (init) return Response.json((thrown as { data: unknown }).data, init);
      throw thrown;
    }
  }
  return new Response("not an admin page", { status: 404 });
};

describeWithDatabase("admin access matrix", (use) => {
  const browsers = {} as Record<Who, Browser>;
  let ids: Ids;

  beforeAll(async () => {
    const database = use();
    const { db } = database;
    await applyDemoSeed(db);
    const app = createApp({ services: adminTestServices(database), pageHandler });
    browsers.visitor = new Browser(app);
    for (const [who, email] of [
      ["customer", "trade@tradewear.test"],
      ["admin", "admin@tradewear.test"],
    ] as const) {
      const browser = new Browser(app);
      const signIn = await browser.post("/api/auth/sign-in/email", {
        email,
        password: "demo-password-1",
      });
      expect(signIn.status).toBe(200);
      browsers[who] = browser;
    }
    const tradeId = await userIdOf(db, "trade@tradewear.test");
    const [embroidery] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    const [print] = await db.select().from(printPricing).where(eq(printPricing.minQuantity, 1));
    const credit = await db.query.customerCreditAccounts.findFirst({
      where: (account, { eq: equals }) => equals(account.userId, tradeId),
    });
    const prices = await db
      .select()
      .from(customerPricing)
      .where(eq(customerPricing.userId, tradeId));
    const [polo] = await db
      .select()
      .from(products)
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    const poloProduct = (await getEditorProduct(db, polo!.id))!;
    const [trousers] = await db
      .select()
      .from(collections)
      .where(eq(collections.handle, "work-trousers"));
    const trousersCollection = (await getEditorCollection(db, trousers!.id))!;
    const [spare] = await db
      .insert(collections)
      .values({ handle: "access-test-spare", title: "Access Test Spare" })
      .returning();
    const spareCollection = (await getEditorCollection(db, spare!.id))!;
    const [doneImport] = await db
      .insert(catalogueImports)
      .values({
        fileName: "products.csv",
        status: "done",
        createdBy: await userIdOf(db, "admin@tradewear.test"),
      })
      .returning();
    const [pending] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, "pending")))
      .limit(1);
    const [shipped] = await db.select().from(orders).where(eq(orders.status, "shipped")).limit(1);
    const stored = await loadStoredSettings(db);
    const [page] = await db
      .insert(pages)
      .values({ handle: "access-test-page", title: "Access Test Page", bodyHtml: "<p>Hello</p>" })
      .returning();
    // Issue 14.6: two quote requests of the trade customer, one line each.
    const quoteOf = async () => {
      const [quote] = await db
        .insert(quotes)
        .values({
          userId: tradeId,
          customerName: "Dan Hartley",
          customerEmail: "trade@tradewear.test",
        })
        .returning();
      const [line] = await db
        .insert(quoteLines)
        .values({
          quoteId: quote!.id,
          position: 0,
          productTitle: "Polo",
          quantity: 10,
          unitPricePence: 900,
        })
        .returning();
      return { id: quote!.id, lineId: line!.id, etag: quoteEtag(quote!) };
    };
    const quote = await quoteOf();
    const quoteToSend = await quoteOf();
    const quoteToDecline = await quoteOf();
    ids = {
      quote,
      quoteToSend,
      quoteToDecline,
      embroideryId: embroidery!.id,
      printId: print!.id,
      creditAccountId: credit!.id,
      retailId: await userIdOf(db, "retail@tradewear.test"),
      tradePriceIds: [prices[0]!.id, prices[1]!.id],
      polo: polo!.id,
      pendingOrderId: pending!.id,
      shippedOrderId: shipped!.id,
      importId: doneImport!.id,
      etags: {
        embroidery: embroideryRowEtag(embroidery!),
        print: printRowEtag(print!),
        credit: creditAccountEtag(credit!),
        tradePrice: customPriceEtag(prices[0]!),
        order: orderEtag(pending!),
        shippedOrder: orderEtag(shipped!),
        product: poloProduct.etag,
        collection: trousersCollection.etag,
        spareCollection: spareCollection.etag,
        settings: stored.etag,
        page: editorPageOf(page!).etag,
        minimum: minimumEtag("embroidery", 10),
        mockup: (await getMockupEditor(db, polo!.id))!.etag,
      },
      page: page!.id,
      settingsForm: { ...stored.settings, phone: "0113 496 0000" },
      poloForm: editorInputOf(poloProduct),
      picture: Uint8Array.from(
        await sharp({ create: { width: 40, height: 40, channels: 3, background: "#1d4ed8" } })
          .png()
          .toBuffer(),
      ),
      collection: trousers!.id,
      collectionForm: collectionInputOf(trousersCollection),
      collectionProductIds: [polo!.id],
      spareCollection: spare!.id,
    };
  });

  it("has a sample request for every admin endpoint and every admin page, and no stale ones", () => {
    const endpoints = adminEndpoints(use());
    expect(endpoints.length).toBeGreaterThan(10);
    expect(Object.keys(apiSamples(ids)).sort()).toEqual(endpoints);
    expect(adminPages.length).toBeGreaterThan(0);
    expect(Object.keys(pageSamples(ids)).sort()).toEqual(adminPages.map((r) => r.path).sort());
  });

  it("answers a visitor 401, a customer 403 and the admin as the endpoint does", async () => {
    for (const [endpoint, sample] of Object.entries(apiSamples(ids))) {
      const url = `/api/admin${sample.path}`;
      const statuses: number[] = [];
      for (const who of ["visitor", "customer", "admin"] as const) {
        statuses.push((await browsers[who].request(url, { ...sample.init })).status);
      }
      // The admin's change succeeding also shows the others changed nothing (a second
      // credit account or custom price for retail would have been refused with 409).
      expect(statuses, endpoint).toEqual([401, 403, sample.adminStatus]);
    }
  });

  it("sends a visitor to /auth, shows a customer the 403 page, and the admin the page", async () => {
    for (const [page, paths] of Object.entries(pageSamples(ids))) {
      for (const path of paths) {
        const visitor = await browsers.visitor.request(path);
        expect(visitor.status, `${page} visitor`).toBe(302);
        expect(visitor.headers.get("location")).toBe("/auth");
        const customer = await browsers.customer.request(path);
        expect(customer.status, `${page} customer`).toBe(403);
        expect(await customer.json()).toEqual({
          message: "This page is for the shop's staff only.",
        });
        const admin = await browsers.admin.request(path);
        expect(admin.status, `${page} admin`).toBe(200);
      }
    }
  });

  it("keeps admin answers out of shared caches", async () => {
    const response = await browsers.admin.request("/api/admin/lists/orders");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const csv = await browsers.admin.request("/api/admin/exports/customers");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tradewear-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });
});
