import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accountsApp, publicUrl } from "#server/accounts/accounts-test-support.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import {
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerByEmail,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { customerCreditAccounts, invoices, orders } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { signInCookie } from "#server/events/events-test-support.ts";
import { changeTestSettings } from "#server/settings/settings-test-support.ts";

// Issue 14.5: GET /account/orders/{orderNumber}/invoice.pdf through the whole app with real
// sessions. The order's owner gets the PDF; another account's order is not found, as one that
// does not exist; a visitor is asked to sign in; an admin gets any order's from the back office.

describeWithDatabase("downloading an order's invoice", (use) => {
  let fixture: CreditFixture;
  let app: ReturnType<typeof accountsApp>;
  let trade: Viewer;
  let cookies: { trade: string; retail: string; admin: string };
  let orderNumber: string;
  let orderId: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    await changeTestSettings(use(), {
      legalName: "Hartley Workwear Ltd",
      vatNumber: "GB123456789",
    });
    trade = await viewerByEmail(fixture.db, "trade@tradewear.test");
    await fixture.db
      .update(customerCreditAccounts)
      .set({ creditLimitPence: 1_000_000, currentBalancePence: 0 })
      .where(eq(customerCreditAccounts.userId, trade.userId));
    app = accountsApp(use());
    cookies = {
      trade: await signInCookie(app, trade.email),
      retail: await signInCookie(app, "retail@tradewear.test"),
      admin: await signInCookie(app, "admin@tradewear.test"),
    };
    const placed = await app.request(`${publicUrl}/api/functions/process-credit-order`, {
      method: "POST",
      headers: {
        cookie: cookies.trade,
        "content-type": "application/json",
        "idempotency-key": newKey(),
      },
      body: JSON.stringify(
        orderBody([{ variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 5 }]),
      ),
    });
    expect(placed.status).toBe(201);
    orderNumber = ((await placed.json()) as { orderNumber: string }).orderNumber;
    const [order] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    orderId = order!.id;
  }, 60_000);

  const download = (path: string, cookie?: string) =>
    app.request(`${publicUrl}${path}`, { headers: cookie ? { cookie } : {} });

  it("gives the order's owner their VAT invoice as a PDF", async () => {
    const response = await download(`/account/orders/${orderNumber}/invoice.pdf`, cookies.trade);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const [invoice] = await fixture.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(response.headers.get("content-disposition")).toContain(`invoice-${invoice!.number}.pdf`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("asks a visitor to sign in, and tells another customer there is no such order", async () => {
    const visitor = await download(`/account/orders/${orderNumber}/invoice.pdf`);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toContain("Please sign in");
    const other = await download(`/account/orders/${orderNumber}/invoice.pdf`, cookies.retail);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(orderNumber);
    const missing = await download("/account/orders/TW-999999/invoice.pdf", cookies.trade);
    expect(missing.status).toBe(404);
  });

  it("says why an order has no credit note", async () => {
    const response = await download(
      `/account/orders/${orderNumber}/credit-note.pdf`,
      cookies.trade,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("This order has no credit note.");
  });

  it("lets an admin download any order's invoice from the back office, and no one else", async () => {
    const path = `/api/admin/orders/${orderId}/invoice.pdf`;
    const admin = await download(path, cookies.admin);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-type")).toBe("application/pdf");
    // The document's title (its properties, which a PDF reader shows) names the invoice.
    const [invoice] = await fixture.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(Buffer.from(await admin.arrayBuffer()).toString("latin1")).toContain(
      `(VAT invoice ${invoice!.number}, order ${orderNumber})`,
    );
    expect((await download(path, cookies.trade)).status).toBe(403);
    expect((await download(path)).status).toBe(401);
    expect((await download("/api/admin/orders/not-a-uuid/invoice.pdf", cookies.admin)).status).toBe(
      404,
    );
  });
});
