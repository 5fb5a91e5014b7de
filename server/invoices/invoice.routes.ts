import { Hono, type Context } from "hono";
import type { AppServices } from "#server/context.ts";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { orders } from "#server/db/schema/index.ts";
import { getOrderOfUser } from "#server/orders/orders-queries.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { orderDocument, type DocumentWanted } from "./invoices.server.ts";

// Issue 14.5: an order's documents as PDF. The buyer downloads their own from
// /account/orders/{orderNumber}/invoice.pdf (the VAT invoice, or the pro-forma while a bank
// transfer is awaited) and /credit-note.pdf; a visitor is asked to sign in (401) and another
// account's order is not found (404), the same as one that does not exist. Admins download any
// order's from the back office (server/admin/admin.routes.ts, through `documentResponse`).

const files: Record<string, DocumentWanted> = {
  "invoice.pdf": "invoice",
  "credit-note.pdf": "credit_note",
};

type DocumentServices = Pick<AppServices, "config" | "database">;

/** The order's document as a PDF download, or 404 saying why there is none. */
export async function documentResponse(
  c: Context,
  services: DocumentServices,
  order: typeof orders.$inferSelect,
  file: string,
): Promise<Response> {
  const wanted = files[file];
  if (!wanted) return c.text("No such document", 404);
  const settings = await getShopSettings(services.database);
  const found = await orderDocument(
    services.database.db,
    order,
    wanted,
    settings,
    services.config.invoiceSeller,
  );
  if (!found.ok) return c.text(found.reason, 404, { "Cache-Control": "private, no-store" });
  const pdf = await renderInvoicePdf(found.document);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${found.document.fileName}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

export function invoiceRoutes(services: DocumentServices, resolveViewer: ViewerResolver) {
  const routes = new Hono();
  routes.get("/:orderNumber/:file{(?:invoice|credit-note)\\.pdf}", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer)
      return c.text("Please sign in to download your invoice.", 401, {
        "Cache-Control": "no-store",
      });
    const order = await getOrderOfUser(
      services.database.db,
      viewer.userId,
      c.req.param("orderNumber"),
    );
    if (!order) return c.text("We could not find that order on your account.", 404);
    return documentResponse(c, services, order, c.req.param("file"));
  });
  return routes;
}
