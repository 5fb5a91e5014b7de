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
import { csvOf, olderHeader, sampleRows } from "#server/catalogue/csv-import/csv-test-support.ts";
import {
  collections,
  catalogueImports,
  customerPricing,
  embroideryPricing,
  orders,
  printPricing,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { embroideryRowEtag, printRowEtag } from "#server/pricing/pricing-versions.ts";
import type { ProductInput } from "#core/catalogue/product-input.ts";
import { editorInputOf, getEditorProduct } from "#server/catalogue/product-editor.ts";
import { collectionInputOf, getEditorCollection } from "#server/catalogue/collection-editor.ts";
import type { CollectionInput } from "#core/catalogue/collection-input.ts";
import { adminRoutes } from "./admin.routes.ts";
import { adminTestServices, userIdOf } from "./admin-test-support.ts";
import { creditAccountEtag } from "./credit-admin.ts";
import { customPriceEtag } from "./custom-pricing-admin.ts";
import { orderEtag } from "./orders-admin.ts";

// DESIGN §4: the authorisation matrix of the back office — every admin API endpoint and every
// admin page, asked by a visitor, a signed-in customer and the admin, through the whole HTTP app
// with real sessions. Neither list is written by hand: the endpoints are read from the admin
// router and the pages from app/routes.ts, and each must have a sample request below. So an
// endpoint or page added without a sample fails here, and one added outside the guard fails on
// its visitor row.

type Who = "visitor" | "customer" | "admin";
type Sample = { path: string; init?: RequestInit; adminStatus: number };

const json = (method: string, body: unknown, ifMatch?: string): RequestInit => ({
  method,
  headers: {
    "content-type": "application/json",
    ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
  },
  body: JSON.stringify(body),
});

type Ids = {
  embroideryId: number;
  printId: number;
  creditAccountId: string;
  retailId: string;
  tradePriceIds: [string, string];
  polo: number;
  pendingOrderId: string;
  /** Issue 11.5: a finished product CSV import. */
  importId: string;
  /** Issue 10.9: the ETags an edit sends back as If-Match, by record. */
  etags: {
    embroidery: string;
    print: string;
    credit: string;
    tradePrice: string;
    order: string;
    product: string;
    collection: string;
    spareCollection: string;
  };
  /** The polo as the product editor would send it back. */
  poloForm: ProductInput;
  /** A small PNG, as the product editor uploads one. */
  picture: Uint8Array<ArrayBuffer>;
  /** Issue 11.3: a demo collection, its form as the editor sends it back, and one to delete. */
  collection: number;
  collectionForm: CollectionInput;
  collectionProductIds: number[];
  spareCollection: number;
};

const pictureForm = (bytes: Uint8Array<ArrayBuffer>): RequestInit => {
  const form = new FormData();
  form.set("file", new File([bytes], "polo.png", { type: "image/png" }));
  return { method: "POST", body: form };
};

/** Issue 11.5: a product CSV as the import page uploads it. */
function csvUpload(): RequestInit {
  const body = new FormData();
  const csv = csvOf(olderHeader, sampleRows().slice(4));
  body.set("file", new Blob([csv], { type: "text/csv" }), "products.csv");
  body.set("pricesIncludeVat", "true");
  return { method: "POST", body };
}

/** One valid request per API endpoint ("METHOD /path" as the router names it). */
function apiSamples(ids: Ids): Record<string, Sample> {
  return {
    "PATCH /pricing/embroidery/:id": {
      path: `/pricing/embroidery/${ids.embroideryId}`,
      init: json("PATCH", { field: "6-49", value: "3.50" }, ids.etags.embroidery),
      adminStatus: 200,
    },
    "PATCH /pricing/print/:id": {
      path: `/pricing/print/${ids.printId}`,
      init: json("PATCH", { value: 5.95 }, ids.etags.print),
      adminStatus: 200,
    },
    "GET /lists/:list": { path: "/lists/customers?q=clarke", adminStatus: 200 },
    "GET /exports/:list": { path: "/exports/orders", adminStatus: 200 },
    "GET /credit-accounts/:id": {
      path: `/credit-accounts/${ids.creditAccountId}`,
      adminStatus: 200,
    },
    "PATCH /credit-accounts/:id": {
      path: `/credit-accounts/${ids.creditAccountId}`,
      init: json(
        "PATCH",
        { creditLimit: 5000, currentBalance: 1250, isActive: true },
        ids.etags.credit,
      ),
      adminStatus: 200,
    },
    "POST /credit-accounts": {
      path: "/credit-accounts",
      init: json("POST", { userId: ids.retailId, creditLimit: 250 }),
      adminStatus: 201,
    },
    "POST /credit-accounts/:id/payments": {
      path: `/credit-accounts/${ids.creditAccountId}/payments`,
      init: json("POST", { amount: "1.00" }),
      adminStatus: 201,
    },
    "GET /catalogue": { path: "/catalogue?q=polo", adminStatus: 200 },
    "GET /custom-pricing/:id": {
      path: `/custom-pricing/${ids.tradePriceIds[0]}`,
      adminStatus: 200,
    },
    "POST /custom-pricing": {
      path: "/custom-pricing",
      init: json("POST", { userId: ids.retailId, productId: ids.polo, customPrice: 8 }),
      adminStatus: 201,
    },
    "PATCH /custom-pricing/:id": {
      path: `/custom-pricing/${ids.tradePriceIds[0]}`,
      init: json("PATCH", { isActive: true }, ids.etags.tradePrice),
      adminStatus: 200,
    },
    "DELETE /custom-pricing/:id": {
      path: `/custom-pricing/${ids.tradePriceIds[1]}`,
      init: { method: "DELETE" },
      adminStatus: 200,
    },
    "GET /products/:id{[0-9]+}": { path: `/products/${ids.polo}`, adminStatus: 200 },
    "POST /products": {
      path: "/products",
      init: json("POST", {
        title: "Access Test Beanie",
        variants: [{ optionValues: [], sku: "ACCESS-BEANIE", price: "4.50" }],
      }),
      adminStatus: 201,
    },
    "POST /catalogue/pictures": {
      path: "/catalogue/pictures",
      init: pictureForm(ids.picture),
      adminStatus: 201,
    },
    "POST /products/:id{[0-9]+}/images": {
      path: `/products/${ids.polo}/images`,
      init: pictureForm(ids.picture),
      adminStatus: 201,
    },
    "PUT /products/:id{[0-9]+}": {
      path: `/products/${ids.polo}`,
      init: json("PUT", ids.poloForm, ids.etags.product),
      adminStatus: 200,
    },
    // The dry run: the real import answers 202 and writes in the background after the answer.
    "POST /catalogue/imports": {
      path: "/catalogue/imports?dryRun=1",
      init: csvUpload(),
      adminStatus: 200,
    },
    "GET /catalogue/imports": { path: "/catalogue/imports", adminStatus: 200 },
    "GET /catalogue/imports/:id": { path: `/catalogue/imports/${ids.importId}`, adminStatus: 200 },
    "GET /catalogue/export": { path: "/catalogue/export", adminStatus: 200 },
    // This shop's catalogue is its own (no Shopify store): an admin is told there is nothing to do.
    "POST /catalogue/refresh": {
      path: "/catalogue/refresh",
      init: { method: "POST" },
      adminStatus: 409,
    },
    "GET /orders/:id": { path: `/orders/${ids.pendingOrderId}`, adminStatus: 200 },
    "PATCH /orders/:id/status": {
      path: `/orders/${ids.pendingOrderId}/status`,
      init: json("PATCH", { status: "processing" }, ids.etags.order),
      adminStatus: 200,
    },
    "GET /products": { path: "/products?q=polo&stock=out", adminStatus: 200 },
    "GET /products/export": { path: "/products/export?status=active", adminStatus: 200 },
    "POST /products/bulk": {
      path: "/products/bulk",
      init: json("POST", { action: "add-tag", productIds: [ids.polo], tag: "best-seller" }),
      adminStatus: 200,
    },
    "GET /collections": { path: "/collections?q=hi-vis&sort=products", adminStatus: 200 },
    "GET /collections/product-search": {
      path: "/collections/product-search?q=polo",
      adminStatus: 200,
    },
    "GET /collections/:id{[0-9]+}": { path: `/collections/${ids.collection}`, adminStatus: 200 },
    "POST /collections": {
      path: "/collections",
      init: json("POST", { title: "Access Test Tabards" }),
      adminStatus: 201,
    },
    "PUT /collections/:id{[0-9]+}": {
      path: `/collections/${ids.collection}`,
      init: json("PUT", ids.collectionForm, ids.etags.collection),
      adminStatus: 200,
    },
    // The spare collection: its products set here, then it is deleted below.
    "PUT /collections/:id{[0-9]+}/products": {
      path: `/collections/${ids.spareCollection}/products`,
      init: json("PUT", { productIds: ids.collectionProductIds }, ids.etags.spareCollection),
      adminStatus: 200,
    },
    "DELETE /collections/:id{[0-9]+}": {
      path: `/collections/${ids.spareCollection}`,
      init: { method: "DELETE" },
      adminStatus: 200,
    },
  };
}

/** One request per admin page, by its path in app/routes.ts. */
function pageSamples(ids: Ids): Record<string, string[]> {
  return {
    admin: ["/admin", "/admin?tab=orders&q=tw-"],
    "admin/orders/:id": [`/admin/orders/${ids.pendingOrderId}`],
    "admin/products": ["/admin/products", "/admin/products?stock=low&sort=price&dir=desc"],
    "admin/products/new": ["/admin/products/new"],
    "admin/products/import": [
      "/admin/products/import",
      `/admin/products/import?import=${ids.importId}`,
    ],
    "admin/products/:id": [`/admin/products/${ids.polo}`],
    "admin/collections": ["/admin/collections", "/admin/collections?q=boots&sort=updated"],
    "admin/collections/new": ["/admin/collections/new"],
    "admin/collections/:id": [`/admin/collections/${ids.collection}`],
  };
}

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
    ids = {
      embroideryId: embroidery!.id,
      printId: print!.id,
      creditAccountId: credit!.id,
      retailId: await userIdOf(db, "retail@tradewear.test"),
      tradePriceIds: [prices[0]!.id, prices[1]!.id],
      polo: polo!.id,
      pendingOrderId: pending!.id,
      importId: doneImport!.id,
      etags: {
        embroidery: embroideryRowEtag(embroidery!),
        print: printRowEtag(print!),
        credit: creditAccountEtag(credit!),
        tradePrice: customPriceEtag(prices[0]!),
        order: orderEtag(pending!),
        product: poloProduct.etag,
        collection: trousersCollection.etag,
        spareCollection: spareCollection.etag,
      },
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
          message: "This page is for Tradewear staff only.",
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
