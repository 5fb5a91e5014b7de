import { eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import { createApp, type PageHandler } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema/index.ts";
import { getViewerSpecialPrices } from "#server/pricing/customer-prices.server.ts";
import { loadCheckout, submitCheckout } from "./checkout.server.ts";
import { loadOrderDetail, loadOrderHistory, submitReorder } from "./order-history.server.ts";

// Test-only: the whole HTTP app (sessions, cookies, the viewer) over a seeded database, with the
// pages that read the viewer answered by their server facades as JSON — the order history, an
// order, Reorder, the hosted checkout, a product page's special prices and a cart made by the
// page's Storefront client — so the tests sign in
// with real sessions and ask as the browser does. What a route module would throw (a 404, a
// redirect) is answered as the HTTP response it becomes.

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) return Response.json(value.data, value.init ?? undefined);
  return Response.json(value);
}

async function page(request: Request, context: AppLoadContext): Promise<unknown> {
  const { pathname } = new URL(request.url);
  const isPost = request.method === "POST";
  if (pathname === "/account/orders") return loadOrderHistory(context);
  const order = /^\/account\/orders\/([^/]+)$/.exec(pathname)?.[1];
  if (order) {
    const orderNumber = decodeURIComponent(order);
    return isPost ? submitReorder(context, orderNumber) : loadOrderDetail(context, orderNumber);
  }
  const token = /^\/checkout\/([^/]+)$/.exec(pathname)?.[1];
  if (token) return isPost ? submitCheckout(context, token, request) : loadCheckout(context, token);
  // The basket's checkout button (server/basket/basket-checkout.server.ts): a cart made through
  // the page's own Storefront client, answered with that client's totals.
  if (pathname === "/basket/cart" && isPost) {
    const lines = (await request.json()) as { variantId: string; quantity: number }[];
    const result = await context.commerce.createCart({ lines });
    if (!result.ok) return Response.json(result.errors, { status: 422 });
    const { webUrl, lineItemsSubtotalPricePence, totalPricePence } = result.data;
    const token = new URL(webUrl).pathname.split("/").at(-1);
    return { token, lineItemsSubtotalPricePence, totalPricePence };
  }
  // The product page's overlay (app/routes/product.tsx), by handle.
  const handle = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
  if (handle) {
    const [row] = await context.services.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, handle));
    if (!row) return new Response(null, { status: 404 });
    return getViewerSpecialPrices(context, [`gid://shopify/Product/${row.id}`]);
  }
  return new Response("no such page in this test", { status: 404 });
}

/** The shop's app over `database` (already seeded), with the pages above. */
export function orderPagesApp(database: Database) {
  const pageHandler: PageHandler = async (request, context) => {
    try {
      return toResponse(await page(request, context));
    } catch (thrown) {
      return toResponse(thrown);
    }
  };
  return createApp({
    services: { config: testConfig, database, logger: pino({ level: "silent" }) },
    pageHandler,
  });
}

/** A browser signed in as this demo account (password demo-password-1). */
export async function signedInBrowser(
  app: ReturnType<typeof orderPagesApp>,
  email: string,
): Promise<Browser> {
  const browser = new Browser(app);
  const response = await browser.post("/api/auth/sign-in/email", {
    email,
    password: "demo-password-1",
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  return browser;
}
