import { Hono, type Context } from "hono";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import {
  exportProducts,
  listProducts,
  runProductBulkAction,
} from "#server/catalogue/catalogue-admin.server.ts";
import type { AppServices } from "#server/context.ts";
import {
  updateDecorationMinimum,
  updateEmbroideryPrice,
  updatePrintPrice,
} from "#server/pricing/pricing-edits.server.ts";
import { csvFileName, toCsv } from "./admin-csv.ts";
import { requireAdminApi, type AdminVariables } from "./admin-guard.ts";
import { failed, readJsonBody, withEtag, type Failure } from "./admin-http.ts";
import { maxExportRows } from "./admin-list.ts";
import { documentResponse } from "#server/invoices/invoice.routes.ts";
import { getAdminQuote, updateQuote } from "#server/quotes/quote-admin.server.ts";
import { sendQuote } from "#server/quotes/quote-send.server.ts";
import { declineQuote } from "#server/quotes/quote-decline.server.ts";
import { exportAdminList, isAdminList, listQueryOf, loadAdminList } from "./admin-lists.ts";
import { getCreditAccountDetail } from "./credit-admin.ts";
import { createCreditAccount, recordCreditPayment } from "./credit-admin-changes.ts";
import { updateCreditAccount } from "./credit-account-edit.ts";
import type { RemoteCatalogue } from "#server/pricing/customer-prices.server.ts";
import {
  getCustomPriceDetail,
  searchCatalogue,
  searchStoreCatalogue,
} from "./custom-pricing-admin.ts";
import {
  createCustomPrice,
  deleteCustomPrice,
  updateCustomPrice,
} from "./custom-pricing-changes.ts";
import { updateOrderShipment } from "./order-shipment.ts";
import { changeOrderStatus } from "./order-status.ts";
import { getAdminOrder, getOrderRow } from "./orders-admin.ts";
import { productEditorRoutes } from "#server/catalogue/product-editor.routes.ts";
import { collectionEditorRoutes } from "#server/catalogue/collection-editor.routes.ts";
import { pageRoutes } from "#server/pages/pages.routes.ts";
import { readShopSettings } from "#server/settings/shop-settings-cache.ts";
import { saveShopSettings } from "#server/settings/shop-settings-edit.ts";
import { adminProofRoutes } from "#server/proofs/proof.routes.ts";
import { adminLogoRoutes } from "#server/logos/logo-admin.routes.ts";
import { catalogueCsvRoutes } from "#server/catalogue/csv-import/csv-import.routes.ts";

// The back office's API, mounted at /api/admin (server/app.ts). DESIGN §4: the admin guard is the
// router's first middleware, so every endpoint here — today's and any added later — answers 401
// to a visitor and 403 to a customer before its handler runs (admin-access.test.ts walks
// `routes` to prove it). Handlers stay thin: parse, call one function, answer. Issue 10.9: a
// record that others change is read with its ETag and edited only with it sent back as If-Match
// (428 without, 412 with the record as it is now when it changed since).

type Result<T> = { ok: true; value: T } | Failure;
type AdminContext = Context<{ Variables: AdminVariables }>;

function answer<T>(c: AdminContext, result: Result<T>, status: 200 | 201 = 200) {
  return result.ok ? withEtag(c, result.value as object, status) : failed(c, result);
}

const ifMatch = (c: AdminContext) => c.req.header("if-match");

/** What the admin API asks of the rest of the app. */
export type AdminHooks = {
  /** Drops what is kept of a remote store's catalogue (Shopify mode). */
  refreshCatalogue: () => void;
  /** Issue 17: in Shopify mode, the store whose products custom prices name; null otherwise. */
  store: () => RemoteCatalogue | null;
};

export function adminRoutes(
  services: AppServices,
  resolveViewer: ViewerResolver,
  hooks: AdminHooks = { refreshCatalogue: () => {}, store: () => null },
) {
  const { db } = services.database;
  const routes = new Hono<{ Variables: AdminVariables }>();
  routes.use("*", requireAdminApi(resolveViewer));

  // Issue 17.3: in Shopify mode, the store's catalogue now rather than within the minute.
  routes.post("/catalogue/refresh", (c) => {
    const { shopify } = services.config;
    if (!shopify)
      return c.json(
        { error: "The catalogue is this shop's own: there is nothing to refresh" },
        409,
      );
    hooks.refreshCatalogue();
    services.logger.info({ adminId: c.get("admin").userId }, "catalogue refreshed from the store");
    return c.json({ ok: true, storeDomain: shopify.storeDomain });
  });

  /** Runs a change with the JSON body, or answers why the body could not be read. */
  const withBody =
    (change: (c: AdminContext, body: unknown) => Promise<Response>) => async (c: AdminContext) => {
      const read = await readJsonBody(c);
      return read.ok ? change(c, read.body) : failed(c, read);
    };

  // spec/back-office.md §2 /pricing edit mode, §7 UPDATE embroidery_pricing / print_pricing.
  routes.patch(
    "/pricing/embroidery/:id",
    withBody(async (c, body) => {
      const id = c.req.param("id")!;
      const result = await updateEmbroideryPrice(db, c.get("admin"), id, body, ifMatch(c));
      return result.ok ? withEtag(c, result) : failed(c, result);
    }),
  );
  routes.patch(
    "/pricing/print/:id",
    withBody(async (c, body) => {
      const id = c.req.param("id")!;
      const result = await updatePrintPrice(db, c.get("admin"), id, body, ifMatch(c));
      return result.ok ? withEtag(c, result) : failed(c, result);
    }),
  );
  // Issue 15.5: the fewest pieces per design, by method ("embroidery" or "print").
  routes.patch(
    "/pricing/minimums/:method",
    withBody(async (c, body) => {
      const method = c.req.param("method")!;
      const result = await updateDecorationMinimum(db, c.get("admin"), method, body, ifMatch(c));
      return result.ok ? withEtag(c, result) : failed(c, result);
    }),
  );

  // The four lists as JSON (the pickers read customers) and as CSV downloads.
  routes.get("/lists/:list", async (c) => {
    const list = c.req.param("list");
    if (!isAdminList(list)) return c.json({ error: "No such list" }, 404);
    const query = listQueryOf(list, new URL(c.req.url).searchParams);
    return c.json(await loadAdminList(db, list, query, hooks.store()));
  });
  routes.get("/exports/:list", async (c) => {
    const list = c.req.param("list");
    if (!isAdminList(list)) return c.json({ error: "No such list" }, 404);
    const query = listQueryOf(list, new URL(c.req.url).searchParams);
    const { headers, rows } = await exportAdminList(db, list, query, maxExportRows, hooks.store());
    // A byte-order mark, so Excel reads the UTF-8 (names with accents, the £ sign) correctly.
    return c.body(`\uFEFF${toCsv(headers, rows)}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(list)}"`,
    });
  });

  // Credit accounts (spec §2, §7): the dialog's detail, edit, a new account, a payment.
  routes.get("/credit-accounts/:id", async (c) => {
    const detail = await getCreditAccountDetail(db, c.req.param("id"));
    if (!detail) return c.json({ error: "This credit account no longer exists" }, 404);
    c.header("ETag", detail.account.etag);
    return c.json(detail);
  });
  routes.patch(
    "/credit-accounts/:id",
    withBody(async (c, body) =>
      answer(
        c,
        await updateCreditAccount(db, c.get("admin"), c.req.param("id")!, body, ifMatch(c)),
      ),
    ),
  );
  routes.post(
    "/credit-accounts",
    withBody(async (c, body) =>
      answer(c, await createCreditAccount(db, c.get("admin"), body), 201),
    ),
  );
  routes.post(
    "/credit-accounts/:id/payments",
    withBody(async (c, body) =>
      answer(c, await recordCreditPayment(db, c.get("admin"), c.req.param("id")!, body), 201),
    ),
  );

  // Custom pricing (spec §2, §4, §7): detail, create, edit or toggle, delete, and the picker.
  routes.get("/catalogue", async (c) => {
    const q = c.req.query("q") ?? "";
    const store = hooks.store();
    if (!store) return c.json(await searchCatalogue(db, q));
    try {
      return c.json(await searchStoreCatalogue(store, q));
    } catch (error) {
      services.logger.error({ err: error }, "the store's catalogue could not be searched");
      return c.json({ error: "The Shopify store could not be reached just now." }, 503);
    }
  });
  routes.get("/custom-pricing/:id", async (c) => {
    const detail = await getCustomPriceDetail(db, c.req.param("id"), hooks.store());
    if (!detail) return c.json({ error: "This custom price no longer exists" }, 404);
    c.header("ETag", detail.price.etag);
    return c.json(detail);
  });
  routes.post(
    "/custom-pricing",
    withBody(async (c, body) =>
      answer(c, await createCustomPrice(db, c.get("admin"), body, hooks.store()), 201),
    ),
  );
  routes.patch(
    "/custom-pricing/:id",
    withBody(async (c, body) =>
      answer(c, await updateCustomPrice(db, c.get("admin"), c.req.param("id")!, body, ifMatch(c))),
    ),
  );
  routes.delete("/custom-pricing/:id", async (c) =>
    answer(c, await deleteCustomPrice(db, c.get("admin"), c.req.param("id"))),
  );

  // Orders: the order page's data, the status change and the shipment's details.
  routes.get("/orders/:id", async (c) => {
    const order = await getAdminOrder(db, c.req.param("id"));
    if (!order) return c.json({ error: "This order no longer exists" }, 404);
    c.header("ETag", order.etag);
    return c.json(order);
  });
  routes.patch(
    "/orders/:id/status",
    withBody(async (c, body) =>
      answer(
        c,
        await changeOrderStatus(services, c.get("admin"), c.req.param("id")!, body, ifMatch(c)),
      ),
    ),
  );
  // Issue 14.5: the order's pro-forma, VAT invoice or credit note as PDF.
  routes.get("/orders/:id/:file{(?:invoice|credit-note)\\.pdf}", async (c) => {
    const order = await getOrderRow(db, c.req.param("id"));
    if (!order) return c.json({ error: "This order no longer exists" }, 404);
    return documentResponse(c, services, order, c.req.param("file"));
  });
  // Issue 15.3: a proof sent to the buyer from the order page.
  adminProofRoutes(routes, services);
  adminLogoRoutes(routes, services);
  // Issue 14.6: the quote page's data, the admin's prices and terms, and sending the quote.
  routes.get("/quotes/:id", async (c) => {
    const quote = await getAdminQuote(db, c.req.param("id"));
    if (!quote) return c.json({ error: "This quote no longer exists" }, 404);
    c.header("ETag", quote.etag);
    return c.json(quote);
  });
  routes.patch(
    "/quotes/:id",
    withBody(async (c, body) =>
      answer(c, await updateQuote(db, c.get("admin"), c.req.param("id")!, body, ifMatch(c))),
    ),
  );
  routes.post("/quotes/:id/send", async (c) =>
    answer(c, await sendQuote(services, c.get("admin"), c.req.param("id"), ifMatch(c))),
  );
  routes.post(
    "/quotes/:id/decline",
    withBody(async (c, body) =>
      answer(c, await declineQuote(services, c.get("admin"), c.req.param("id")!, body, ifMatch(c))),
    ),
  );
  // Issue 18.10: a shipped order's carrier and tracking number, added or corrected.
  routes.patch(
    "/orders/:id/shipment",
    withBody(async (c, body) =>
      answer(
        c,
        await updateOrderShipment(services, c.get("admin"), c.req.param("id")!, body, ifMatch(c)),
      ),
    ),
  );

  // Issue 18.9: the shop's own settings (/admin/settings), read with their ETag and saved whole.
  routes.get("/settings", async (c) => {
    const { settings, etag } = await readShopSettings(services.database);
    c.header("ETag", etag);
    return c.json({ settings, etag });
  });
  routes.put(
    "/settings",
    withBody(async (c, body) => {
      const result = await saveShopSettings(services.database, c.get("admin"), body, ifMatch(c));
      return result.ok ? withEtag(c, result.value) : failed(c, result);
    }),
  );

  // Issue 11.1, the Catalogue area's Products list: the page as JSON, its CSV, and bulk actions.
  routes.get("/products", async (c) => {
    const result = await listProducts(services, new URL(c.req.url).searchParams);
    return result.ok ? c.json(result.value) : failed(c, result);
  });
  routes.get("/products/export", async (c) => {
    const result = await exportProducts(services, new URL(c.req.url).searchParams);
    if (!result.ok) return failed(c, result);
    const { headers, rows } = result.value;
    return c.body(`\uFEFF${toCsv(headers, rows)}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("products")}"`,
    });
  });
  routes.post(
    "/products/bulk",
    withBody(async (c, body) =>
      answer(c, await runProductBulkAction(services, c.get("admin"), body)),
    ),
  );

  // The catalogue (issue 11): the product editor's reads and saves; the product CSV import/export.
  productEditorRoutes(routes, services);
  // Issue 11.3: the Collections list and editor.
  collectionEditorRoutes(routes, services);
  catalogueCsvRoutes(routes, services);
  // Issue 13.5: the information pages.
  pageRoutes(routes, services);

  routes.onError((error, c) => {
    services.logger.error({ err: error, path: c.req.path }, "admin route failed");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return routes;
}
