import type { CollectionInput } from "#core/catalogue/collection-input.ts";
import type { ProductInput } from "#core/catalogue/product-input.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { csvOf, olderHeader, sampleRows } from "#server/catalogue/csv-import/csv-test-support.ts";
// Test support for admin-access.test.ts: one valid request per admin API endpoint and per admin
// page, made from the ids of the demo records the matrix sets up. A new endpoint or page needs its
// sample here (the matrix fails until it has one).

export type Sample = { path: string; init?: RequestInit; adminStatus: number };

const json = (method: string, body: unknown, ifMatch?: string): RequestInit => ({
  method,
  headers: {
    "content-type": "application/json",
    ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
  },
  body: JSON.stringify(body),
});

export type Ids = {
  embroideryId: number;
  printId: number;
  creditAccountId: string;
  retailId: string;
  tradePriceIds: [string, string];
  polo: number;
  pendingOrderId: string;
  /** Issue 18.10: a shipped order, whose carrier and tracking number may be changed. */
  shippedOrderId: string;
  /** Issue 11.5: a finished product CSV import. */
  importId: string;
  /** Issue 10.9: the ETags an edit sends back as If-Match, by record. */
  etags: {
    embroidery: string;
    print: string;
    credit: string;
    tradePrice: string;
    order: string;
    shippedOrder: string;
    product: string;
    collection: string;
    spareCollection: string;
    /** Issue 18.9: the shop settings. */
    settings: string;
    /** Issue 13.5: an information page. */
    page: string;
    /** Issue 15.5: the embroidery minimum. */
    minimum: string;
    /** Issue 15.2: the polo's mock-up. */
    mockup: string;
  };
  /** Issue 13.5: an information page. */
  page: number;
  /** Issue 14.6: a quote request with one line, and another to send (each with its ETag). */
  quote: { id: string; lineId: string; etag: string };
  quoteToSend: { id: string; etag: string };
  quoteToDecline: { id: string; etag: string };
  /** Issue 18.9: the shop settings as /admin/settings sends them back, with a changed phone. */
  settingsForm: ShopSettings;
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

/** Issue 15.3: a proof as the order page sends it (for a logo the order does not have). */
const proofForm = (bytes: Uint8Array<ArrayBuffer>): RequestInit => {
  const form = new FormData();
  form.set("file", new File([bytes], "proof.png", { type: "image/png" }));
  form.set("logoId", "not-a-logo");
  form.set("method", "embroidery");
  return { method: "POST", body: form, headers: { "if-match": '"proof"' } };
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
export function apiSamples(ids: Ids): Record<string, Sample> {
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
    "PATCH /pricing/minimums/:method": {
      path: "/pricing/minimums/embroidery",
      init: json("PATCH", { value: "10" }, ids.etags.minimum),
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
    "GET /customers/:id/logos": { path: `/customers/${ids.retailId}/logos`, adminStatus: 200 },
    "POST /customers/:id/logos": {
      path: `/customers/${ids.retailId}/logos`,
      init: pictureForm(ids.picture),
      adminStatus: 201,
    },
    "GET /products/:id{[0-9]+}/mockup": { path: `/products/${ids.polo}/mockup`, adminStatus: 200 },
    "PUT /products/:id{[0-9]+}/mockup": {
      path: `/products/${ids.polo}/mockup`,
      init: json("PUT", { areas: null, backs: [] }, ids.etags.mockup),
      adminStatus: 200,
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
    "GET /orders/:id/:file{(?:invoice|credit-note)\\.pdf}": {
      path: `/orders/${ids.shippedOrderId}/invoice.pdf`,
      adminStatus: 200,
    },
    "GET /quotes/:id": { path: `/quotes/${ids.quote.id}`, adminStatus: 200 },
    "PATCH /quotes/:id": {
      path: `/quotes/${ids.quote.id}`,
      init: json(
        "PATCH",
        {
          lines: [{ id: ids.quote.lineId, unitPrice: "8.50", decorationPrice: "0", setUp: "0" }],
          delivery: "0",
          message: "",
          expiresOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        },
        ids.quote.etag,
      ),
      adminStatus: 200,
    },
    "POST /quotes/:id/send": {
      path: `/quotes/${ids.quoteToSend.id}/send`,
      init: { method: "POST", headers: { "if-match": ids.quoteToSend.etag } },
      adminStatus: 200,
    },
    "POST /quotes/:id/decline": {
      path: `/quotes/${ids.quoteToDecline.id}/decline`,
      init: json("POST", { reason: "We do not print on this fabric." }, ids.quoteToDecline.etag),
      adminStatus: 200,
    },
    "PATCH /orders/:id/status": {
      path: `/orders/${ids.pendingOrderId}/status`,
      init: json("PATCH", { status: "processing" }, ids.etags.order),
      adminStatus: 200,
    },
    // Issue 15.3: the demo order has no logo to proof, so the admin's answer names the field.
    "POST /orders/:id/proofs": {
      path: `/orders/${ids.pendingOrderId}/proofs`,
      init: proofForm(ids.picture),
      adminStatus: 400,
    },
    "PATCH /orders/:id/shipment": {
      path: `/orders/${ids.shippedOrderId}/shipment`,
      init: json(
        "PATCH",
        { carrier: "royal_mail", trackingNumber: "AB123456789GB" },
        ids.etags.shippedOrder,
      ),
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
    "GET /settings": { path: "/settings", adminStatus: 200 },
    "GET /pages": { path: "/pages", adminStatus: 200 },
    "GET /pages/:id{[0-9]+}": { path: `/pages/${ids.page}`, adminStatus: 200 },
    "POST /pages": {
      path: "/pages",
      init: json("POST", { title: "Access Test Notes", bodyHtml: "<p>Notes</p>" }),
      adminStatus: 201,
    },
    "PUT /pages/:id{[0-9]+}": {
      path: `/pages/${ids.page}`,
      init: json(
        "PUT",
        { title: "Access Test Page", bodyHtml: "<p>Hello again</p>" },
        ids.etags.page,
      ),
      adminStatus: 200,
    },
    "PUT /settings": {
      path: "/settings",
      init: json("PUT", ids.settingsForm, ids.etags.settings),
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
export function pageSamples(ids: Ids): Record<string, string[]> {
  return {
    admin: ["/admin", "/admin?tab=orders&q=tw-", "/admin?tab=quotes&sort=total"],
    "admin/orders/:id": [`/admin/orders/${ids.pendingOrderId}`],
    "admin/quotes/:id": [`/admin/quotes/${ids.quote.id}`],
    "admin/proofs": ["/admin/proofs"],
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
    "admin/settings": ["/admin/settings"],
    "admin/pages": ["/admin/pages"],
    "admin/pages/new": ["/admin/pages/new"],
    "admin/pages/:id": [`/admin/pages/${ids.page}`],
  };
}
