import fc from "fast-check";
import { urlPart } from "./fuzz-arbitraries.ts";
import {
  json,
  get,
  form,
  q,
  at,
  type FuzzIds,
  type SampleParts,
  type Target,
} from "./fuzz-builders.ts";

// Cart permalinks, and the pages' loaders and actions (app/routes.ts).
export function pageTargets(ids: FuzzIds, context: SampleParts): Target[] {
  const { line } = context;
  return [
    get(
      "GET /cart/:items",
      "visitor",
      fc
        .tuple(urlPart(String(ids.variantId)), urlPart("2"))
        .map(([variant, quantity]) => `/cart/${variant}:${quantity}`),
    ),
    json("POST /basket", "customer", "POST", fc.constant("/basket"), {
      intent: "price",
      lines: [{ id: "l1", ...line }],
    }),
    json("POST /basket (checkout)", "visitor", "POST", fc.constant("/basket"), {
      intent: "checkout",
      lines: [{ id: "l1", variantId: ids.variantGid, quantity: 1 }],
    }),
    // Issue 18.2: Checkout again with the cart the basket kept, and the basket's status question.
    json("POST /basket (checkout again)", "visitor", "POST", fc.constant("/basket"), {
      intent: "checkout",
      lines: [{ id: "l1", variantId: ids.variantGid, quantity: 1 }],
      cartId: ids.cartId,
    }),
    json("POST /basket (checkout status)", "visitor", "POST", fc.constant("/basket"), {
      intent: "checkout-status",
      cartId: ids.cartId,
    }),
    form("POST /checkout/:token", "visitor", at("/checkout/", ids.cartToken), {
      intent: "place-order",
      name: "Sam",
      email: "sam@example.co.uk",
      line1: "1 High St",
      city: "Leeds",
      postcode: "LS1 1AA",
      country: "GB",
      billingSame: "on",
      poNumber: "PO-1",
      expectedTotal: "1000",
    }),
    form("POST /checkout/:token (discount)", "visitor", at("/checkout/", ids.cartToken), {
      intent: "apply-discount",
      code: "TRADE10",
    }),
    get("GET /checkout/:token", "visitor", at("/checkout/", ids.cartToken)),
    get(
      "GET /checkout/:token/confirmation",
      "visitor",
      at("/checkout/", ids.cartToken, "/confirmation"),
    ),
    get("GET /products/:handle", "visitor", at("/products/", "portwest-b210-essential-polo")),
    get(
      "GET /products",
      "visitor",
      fc
        .tuple(urlPart("polo"), urlPart("2"), urlPart("price-asc"))
        .map(
          ([query, page, sort]) =>
            `/products?q=${query}&page=${page}&sort=${sort}&category=${query}`,
        ),
    ),
    get(
      "GET /collections/:handle",
      "visitor",
      fc
        .tuple(urlPart("hi-vis"), urlPart("2"))
        .map(([handle, page]) => `/collections/${handle}?page=${page}&after=${page}`),
    ),
    get("GET /search", "visitor", q("/search", "q", "polo")),
    get("GET /account/orders/:orderNumber", "customer", at("/account/orders/", ids.orderNumber)),
    {
      name: "POST /account/orders/:orderNumber",
      who: "customer",
      request: at("/account/orders/", ids.orderNumber).map((path) => ({ method: "POST", path })),
    },
    get(
      "GET /admin",
      "admin",
      fc
        .tuple(urlPart("orders"), urlPart("tw-"), urlPart("2"))
        .map(([tab, query, page]) => `/admin?tab=${tab}&q=${query}&page=${page}`),
    ),
    get("GET /admin/orders/:id", "admin", at("/admin/orders/", ids.orderId)),
    get(
      "GET /admin/collections",
      "admin",
      fc
        .tuple(urlPart("boots"), urlPart("updated"), urlPart("2"))
        .map(([query, sort, page]) => `/admin/collections?q=${query}&sort=${sort}&page=${page}`),
    ),
    get("GET /admin/collections/:id", "admin", at("/admin/collections/", "1")),
    get(
      "GET /admin/products/import",
      "admin",
      q("/admin/products/import", "import", "00000000-0000-4000-8000-000000000000"),
    ),
    get(
      "GET /newsletter/unsubscribe",
      "visitor",
      q("/newsletter/unsubscribe", "token", "not-a-token"),
    ),
  ];
}
