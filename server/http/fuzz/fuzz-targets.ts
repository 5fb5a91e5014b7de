import fc from "fast-check";
import { engineEndpoint } from "#commerce/engine/storefront-engine.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { jsonBody, mutated, urlPart } from "./fuzz-arbitraries.ts";

// Issue 10.7: one generator per endpoint of the app, each built around a request the endpoint
// accepts (its sample), so the junk reaches past the first type check into the rules and queries.

export type Who = "visitor" | "customer" | "admin" | "account";
export type FuzzRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};
export type Target = { name: string; who: Who; request: fc.Arbitrary<FuzzRequest> };

/** The demo rows the samples name. */
export type FuzzIds = {
  embroideryId: number;
  printId: number;
  creditAccountId: string;
  retailId: string;
  priceId: string;
  poloId: number;
  variantGid: string;
  variantId: number;
  orderId: string;
  orderNumber: string;
  cartToken: string;
  cartId: string;
  designId: string;
};

const jsonHeaders = { "content-type": "application/json" };

function json(
  name: string,
  who: Who,
  method: string,
  path: fc.Arbitrary<string>,
  sample: unknown,
): Target {
  return {
    name,
    who,
    request: fc.record({
      method: fc.constant(method),
      path,
      headers: fc.uuid().map((key) => ({ ...jsonHeaders, "idempotency-key": key })),
      body: jsonBody(sample),
    }),
  };
}

function get(name: string, who: Who, path: fc.Arbitrary<string>): Target {
  return { name, who, request: path.map((p) => ({ method: "GET", path: p })) };
}

/** Text fields as a form: urlencoded, or multipart with an optional file. */
function form(
  name: string,
  who: Who,
  path: fc.Arbitrary<string>,
  sample: Record<string, string>,
  file?: string,
): Target {
  const fields = mutated(sample).map((value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(
          ([key, item]) =>
            [key, typeof item === "string" ? item : (JSON.stringify(item) ?? "")] as const,
        )
      : [["value", typeof value === "string" ? value : (JSON.stringify(value) ?? "")] as const],
  );
  return {
    name,
    who,
    request: fc
      .record({
        path,
        fields,
        multipart: fc.boolean(),
        bytes: fc.oneof(fc.constant(designFixtures.png), fc.uint8Array({ maxLength: 64 })),
      })
      .map(({ path: p, fields: entries, multipart, bytes }) => {
        if (!multipart && !file)
          return {
            method: "POST",
            path: p,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(entries.map(([k, v]) => [k, v])).toString(),
          };
        const body = new FormData();
        for (const [key, value] of entries) body.append(key, value);
        if (file) body.set(file, new Blob([bytes]), "design.png");
        return { method: "POST", path: p, body };
      }),
  };
}

const q = (path: string, key: string, valid: string) =>
  urlPart(valid).map((value) => `${path}?${key}=${value}`);
const at = (prefix: string, valid: string, suffix = "") =>
  urlPart(valid).map((value) => `${prefix}${value}${suffix}`);

function graphql(name: string, query: string, variables: Record<string, unknown>): Target {
  return {
    name,
    who: "visitor",
    request: mutated(variables).map((vars) => ({
      method: "POST",
      path: engineEndpoint,
      headers: jsonHeaders,
      body: JSON.stringify({ query, variables: vars }),
    })),
  };
}

/** Every endpoint family; names are "METHOD path" as the routers and app/routes.ts spell them. */
export function fuzzTargets(ids: FuzzIds): Target[] {
  const address = { name: "Sam", line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" };
  const line = {
    variantId: ids.variantGid,
    quantity: 2,
    customizationType: "embroidery",
    customizationPosition: "Chest Left",
    designId: ids.designId,
  };
  return [
    // The back office (server/admin/admin.routes.ts).
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
    get("GET /api/admin/orders/:id", "admin", at("/api/admin/orders/", ids.orderId)),
    json(
      "PATCH /api/admin/orders/:id/status",
      "admin",
      "PATCH",
      at("/api/admin/orders/", ids.orderId, "/status"),
      { status: "processing", note: "packed" },
    ),
    // Functions (server/credit, server/forms, server/files).
    json(
      "POST /api/functions/process-credit-order",
      "customer",
      "POST",
      fc.constant("/api/functions/process-credit-order"),
      {
        basketItems: [line],
        customerDetails: {
          name: "Sam",
          billingAddress: "",
          shippingAddress: "",
          notes: "",
          poNumber: "PO-1",
          deliveryAddress: address,
        },
      },
    ),
    get(
      "GET /api/functions/credit-account",
      "customer",
      fc.constant("/api/functions/credit-account"),
    ),
    form(
      "POST /api/functions/submit-contact",
      "visitor",
      fc.constant("/api/functions/submit-contact"),
      {
        firstName: "Sam",
        lastName: "Builder",
        email: "sam@example.co.uk",
        phone: "01632 960123",
        subject: "Order",
        message: "Hello",
      },
    ),
    json(
      "POST /api/functions/submit-contact (JSON)",
      "visitor",
      "POST",
      fc.constant("/api/functions/submit-contact"),
      {
        firstName: "Sam",
        lastName: "Builder",
        email: "sam@example.co.uk",
        subject: "Order",
        message: "Hello",
      },
    ),
    json(
      "POST /api/functions/subscribe-newsletter",
      "visitor",
      "POST",
      fc.constant("/api/functions/subscribe-newsletter"),
      { email: "sam@example.co.uk" },
    ),
    form(
      "POST /api/functions/submit-design",
      "visitor",
      fc.constant("/api/functions/submit-design"),
      {
        serviceType: "embroidery",
        quantity: "25",
        contactName: "Sam",
        contactEmail: "sam@example.co.uk",
        additionalNotes: "",
      },
      "designFile",
    ),
    form(
      "POST /api/functions/upload-design",
      "visitor",
      fc.constant("/api/functions/upload-design"),
      { note: "x" },
      "file",
    ),
    get("GET /files/:id", "customer", at("/files/", ids.designId)),
    // Accounts (Better Auth, server/accounts).
    json(
      "POST /api/auth/sign-in/email",
      "visitor",
      "POST",
      fc.constant("/api/auth/sign-in/email"),
      { email: "nobody@example.co.uk", password: "wrong-password-1", rememberMe: true },
    ),
    json(
      "POST /api/auth/sign-up/email",
      "visitor",
      "POST",
      fc.constant("/api/auth/sign-up/email"),
      {
        name: "Sam Builder",
        email: "fuzz@example.co.uk",
        password: "site-boots-42",
        companyName: "Acme",
        phone: "01632 960123",
      },
    ),
    json(
      "POST /api/auth/request-password-reset",
      "visitor",
      "POST",
      fc.constant("/api/auth/request-password-reset"),
      { email: "nobody@example.co.uk", redirectTo: "/auth/reset-password" },
    ),
    json(
      "POST /api/auth/reset-password",
      "visitor",
      "POST",
      fc.constant("/api/auth/reset-password"),
      { token: "not-a-token", newPassword: "a-new-password-42" },
    ),
    json("POST /api/auth/update-user", "account", "POST", fc.constant("/api/auth/update-user"), {
      name: "Amy Clarke",
      image: null,
    }),
    json(
      "POST /api/auth/change-password",
      "account",
      "POST",
      fc.constant("/api/auth/change-password"),
      {
        currentPassword: "not-the-password",
        newPassword: "a-new-password-42",
        revokeOtherSessions: false,
      },
    ),
    get(
      "GET /api/auth/verify-email",
      "visitor",
      q("/api/auth/verify-email", "token", "not-a-token"),
    ),
    get(
      "GET /api/auth/get-session",
      "account",
      q("/api/auth/get-session", "disableCookieCache", "true"),
    ),
    // The Storefront API (commerce/engine).
    graphql(
      "POST graphql products",
      "query P($first: Int, $q: String, $after: String, $sort: ProductSortKeys) { products(first: $first, query: $q, after: $after, sortKey: $sort) { edges { node { id handle } } } }",
      { first: 5, q: "polo", after: null, sort: "TITLE" },
    ),
    graphql(
      "POST graphql productByHandle",
      "query H($h: String!, $n: Int) { productByHandle(handle: $h) { id variants(first: $n) { edges { node { id } } } } }",
      { h: "portwest-b210-essential-polo", n: 3 },
    ),
    graphql(
      "POST graphql node",
      "query N($id: ID!, $ids: [ID!]!) { node(id: $id) { id } nodes(ids: $ids) { id } }",
      { id: ids.variantGid, ids: [ids.variantGid, ids.cartId] },
    ),
    graphql(
      "POST graphql cartCreate",
      "mutation C($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { field message } } }",
      {
        input: {
          lines: [
            {
              merchandiseId: ids.variantGid,
              quantity: 1,
              attributes: [{ key: "_design_id", value: ids.designId }],
            },
          ],
          buyerIdentity: { email: "sam@example.co.uk", countryCode: "GB" },
          note: "n",
          discountCodes: ["TRADE10"],
          attributes: [{ key: "k", value: "v" }],
        },
      },
    ),
    graphql(
      "POST graphql cartLinesAdd",
      "mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { field message } } }",
      { cartId: ids.cartId, lines: [{ merchandiseId: ids.variantGid, quantity: 1 }] },
    ),
    graphql(
      "POST graphql cartLinesUpdate",
      "mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!, $note: String!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { userErrors { message } } cartNoteUpdate(cartId: $cartId, note: $note) { userErrors { message } } }",
      { cartId: ids.cartId, lines: [{ id: "gid://shopify/CartLine/1", quantity: 2 }], note: "n" },
    ),
    graphql(
      "POST graphql cart",
      "query Q($id: ID!) { cart(id: $id) { id lines(first: 5) { edges { node { id } } } } }",
      { id: ids.cartId },
    ),
    // Cart permalinks, and the pages' loaders and actions (app/routes.ts).
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
    form("POST /checkout/:token", "visitor", at("/checkout/", ids.cartToken), {
      intent: "place-order",
      name: "Sam",
      email: "sam@example.co.uk",
      line1: "1 High St",
      city: "Leeds",
      postcode: "LS1 1AA",
      country: "GB",
      billingSame: "on",
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
      "GET /newsletter/unsubscribe",
      "visitor",
      q("/newsletter/unsubscribe", "token", "not-a-token"),
    ),
  ];
}
