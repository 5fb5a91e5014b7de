import fc from "fast-check";
import { csvOf, olderHeader, sampleRows } from "#server/catalogue/csv-import/csv-test-support.ts";
import { junk, urlPart } from "./fuzz-arbitraries.ts";
import { json, form, get, q, at, type FuzzIds, type Target } from "./fuzz-builders.ts";

/**
 * Issue 11.5: the product CSV dry run fed the test sample with some cells made junk, another
 * separator or byte-order mark, or random bytes. Dry runs only: a real import writes in the
 * background after its 202, which the fuzz's "a refused request wrote nothing" check cannot
 * tell from the request it is checking (the real import's refusals are the same code path).
 */
function csvImportTarget(): Target {
  const cell = junk.map((value) =>
    typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
  );
  const edits = fc.array(
    fc.tuple(fc.nat(6), fc.constantFrom(...olderHeader, "Handle", "Extra"), cell),
    { maxLength: 6 },
  );
  const file = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({ edits, delimiter: fc.constantFrom(",", ";"), bom: fc.boolean() })
        .map(({ edits: changes, delimiter, bom }) => {
          const rows = sampleRows();
          for (const [row, header, value] of changes)
            (rows[Math.min(row, rows.length)] ??= {})[header] = value;
          return new TextEncoder().encode(
            csvOf([...olderHeader, "Extra"], rows, { delimiter, bom }),
          );
        }),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }) },
  );
  return {
    name: "POST /api/admin/catalogue/imports",
    who: "admin",
    request: fc
      .record({ bytes: file, vat: fc.constantFrom("true", "false", "", "maybe") })
      .map(({ bytes, vat }) => {
        const body = new FormData();
        body.set("file", new Blob([bytes]), "products.csv");
        body.set("pricesIncludeVat", vat);
        return { method: "POST", path: "/api/admin/catalogue/imports?dryRun=1", body };
      }),
  };
}

// The back office (server/admin/admin.routes.ts).
export function adminTargets(ids: FuzzIds): Target[] {
  return [
    json(
      "PATCH /api/admin/pricing/embroidery/:id",
      "admin",
      "PATCH",
      at("/api/admin/pricing/embroidery/", String(ids.embroideryId)),
      { field: "6-49", value: "3.50" },
    ),
    json(
      "PATCH /api/admin/pricing/print/:id",
      "admin",
      "PATCH",
      at("/api/admin/pricing/print/", String(ids.printId)),
      { value: 5.95 },
    ),
    json(
      "PATCH /api/admin/pricing/minimums/:method",
      "admin",
      "PATCH",
      at("/api/admin/pricing/minimums/", "embroidery"),
      { value: "12" },
    ),
    get(
      "GET /api/admin/lists/:list",
      "admin",
      fc
        .tuple(
          fc.constantFrom("customers", "orders", "credit", "inbox", "x"),
          urlPart("clarke"),
          urlPart("2"),
          urlPart("status"),
        )
        .map(
          ([list, query, page, sort]) =>
            `/api/admin/lists/${list}?q=${query}&page=${page}&sort=${sort}&status=${query}`,
        ),
    ),
    get(
      "GET /api/admin/exports/:list",
      "admin",
      fc
        .tuple(fc.constantFrom("customers", "orders", "credit", "inbox"), urlPart("tw-"))
        .map(([list, query]) => `/api/admin/exports/${list}?q=${query}`),
    ),
    get(
      "GET /api/admin/credit-accounts/:id",
      "admin",
      at("/api/admin/credit-accounts/", ids.creditAccountId),
    ),
    json(
      "PATCH /api/admin/credit-accounts/:id",
      "admin",
      "PATCH",
      at("/api/admin/credit-accounts/", ids.creditAccountId),
      { creditLimit: 5000, currentBalance: 1250, isActive: true, reason: "review" },
    ),
    json(
      "POST /api/admin/credit-accounts",
      "admin",
      "POST",
      fc.constant("/api/admin/credit-accounts"),
      { userId: ids.retailId, creditLimit: 250 },
    ),
    json(
      "POST /api/admin/credit-accounts/:id/payments",
      "admin",
      "POST",
      at("/api/admin/credit-accounts/", ids.creditAccountId, "/payments"),
      { amount: "1.00", reference: "BACS" },
    ),
    get("GET /api/admin/catalogue", "admin", q("/api/admin/catalogue", "q", "polo")),
    get(
      "GET /api/admin/custom-pricing/:id",
      "admin",
      at("/api/admin/custom-pricing/", ids.priceId),
    ),
    json(
      "POST /api/admin/custom-pricing",
      "admin",
      "POST",
      fc.constant("/api/admin/custom-pricing"),
      {
        userId: ids.retailId,
        productId: ids.poloId,
        variantId: ids.variantId,
        customPrice: 8,
        notes: "agreed",
      },
    ),
    json(
      "PATCH /api/admin/custom-pricing/:id",
      "admin",
      "PATCH",
      at("/api/admin/custom-pricing/", ids.priceId),
      { isActive: true, customPrice: "7.50", notes: "n" },
    ),
    {
      name: "DELETE /api/admin/custom-pricing/:id",
      who: "admin",
      request: at("/api/admin/custom-pricing/", "00000000-0000-4000-8000-000000000000").map(
        (path) => ({ method: "DELETE", path }),
      ),
    },
    get("GET /api/admin/products/:id", "admin", at("/api/admin/products/", String(ids.poloId))),
    json("POST /api/admin/products", "admin", "POST", fc.constant("/api/admin/products"), {
      title: "Fuzz Polo",
      handle: "fuzz-polo",
      descriptionHtml: "<p>Pique</p>",
      tags: ["polo"],
      status: "draft",
      collectionIds: [1],
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [
        { optionValues: ["S"], sku: "FUZZ-S", price: "9.99", inventoryTracked: true },
        { optionValues: ["M"], sku: "FUZZ-M", price: 9.99, compareAtPrice: "12.00" },
      ],
    }),
    form(
      "POST /api/admin/catalogue/pictures",
      "admin",
      fc.constant("/api/admin/catalogue/pictures"),
      { alt: "collection" },
      "file",
    ),
    form(
      "POST /api/admin/products/:id/images",
      "admin",
      at("/api/admin/products/", String(ids.poloId), "/images"),
      { alt: "front" },
      "file",
    ),
    // Issue 15.1: a logo uploaded to a customer's library.
    form(
      "POST /api/admin/customers/:id/logos",
      "admin",
      at("/api/admin/customers/", ids.retailId, "/logos"),
      { name: "Site crest" },
      "file",
    ),
    // Without If-Match: the body is read (400 when bad) before the missing version (428).
    json(
      "PUT /api/admin/products/:id/mockup",
      "admin",
      "PUT",
      at("/api/admin/products/", String(ids.poloId), "/mockup"),
      {
        areas: [{ position: "Chest Left", view: "front", x: 0.5, y: 0.3, width: 0.1, height: 0.1 }],
        backs: [],
      },
    ),
    json(
      "PUT /api/admin/products/:id",
      "admin",
      "PUT",
      at("/api/admin/products/", String(ids.poloId)),
      { title: "Polo", variants: [{ id: ids.variantId, optionValues: [], price: "1.00" }] },
    ),
    // Issue 11.3: Collections. Without If-Match a change is read (400 when bad) before the
    // missing version (428); DELETE names no collection that exists, so nothing is deleted.
    get(
      "GET /api/admin/collections",
      "admin",
      fc
        .tuple(urlPart("hi-vis"), urlPart("products"), urlPart("2"))
        .map(
          ([query, sort, page]) => `/api/admin/collections?q=${query}&sort=${sort}&page=${page}`,
        ),
    ),
    get(
      "GET /api/admin/collections/product-search",
      "admin",
      q("/api/admin/collections/product-search", "q", "polo"),
    ),
    get("GET /api/admin/collections/:id", "admin", at("/api/admin/collections/", "1")),
    json("POST /api/admin/collections", "admin", "POST", fc.constant("/api/admin/collections"), {
      title: "Fuzz Tabards",
      handle: "fuzz-tabards",
      descriptionHtml: "<p>Class 2</p>",
      imageUrl: "/images/demo/hi-vis-vest/hi-vis-yellow.svg",
      imageAlt: "A vest",
      seoTitle: "Tabards",
      seoDescription: "Hi-vis tabards",
    }),
    json("PUT /api/admin/collections/:id", "admin", "PUT", at("/api/admin/collections/", "1"), {
      title: "Workwear",
      handle: "workwear",
    }),
    json(
      "PUT /api/admin/collections/:id/products",
      "admin",
      "PUT",
      at("/api/admin/collections/", "1", "/products"),
      { productIds: [ids.poloId] },
    ),
    {
      name: "DELETE /api/admin/collections/:id",
      who: "admin",
      request: at("/api/admin/collections/", "2000000000").map((path) => ({
        method: "DELETE",
        path,
      })),
    },
    csvImportTarget(),
    get("GET /api/admin/catalogue/imports", "admin", fc.constant("/api/admin/catalogue/imports")),
    get(
      "GET /api/admin/catalogue/imports/:id",
      "admin",
      at("/api/admin/catalogue/imports/", "00000000-0000-4000-8000-000000000000"),
    ),
    get("GET /api/admin/catalogue/export", "admin", fc.constant("/api/admin/catalogue/export")),
    get("GET /api/admin/orders/:id", "admin", at("/api/admin/orders/", ids.orderId)),
    json(
      "PATCH /api/admin/orders/:id/status",
      "admin",
      "PATCH",
      at("/api/admin/orders/", ids.orderId, "/status"),
      { status: "processing", note: "packed" },
    ),
    // Issue 15.3: a proof sent from the order page.
    form(
      "POST /api/admin/orders/:id/proofs",
      "admin",
      at("/api/admin/orders/", ids.orderId, "/proofs"),
      {
        logoId: "00000000-0000-4000-8000-000000000000",
        method: "embroidery",
        stitchCount: "12400",
        // Decision 037: pounds ex VAT, embroidery over 8,000 stitches only.
        extraSetup: "40",
      },
      "file",
    ),
    // Issue 18.10: a shipped order's carrier and tracking number.
    json(
      "PATCH /api/admin/orders/:id/shipment",
      "admin",
      "PATCH",
      at("/api/admin/orders/", ids.orderId, "/shipment"),
      { carrier: "other", carrierName: "Yodel", trackingNumber: "AB123456789GB" },
    ),
  ];
}
