import { Hono } from "hono";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { openStoredFile } from "#server/files/files.server.ts";
import { viewerLineMockup } from "./order-mockups.server.ts";

// Issue 15.2: an order line's mock-up, for the order's buyer and the shop's admins.
//   GET /api/account/order-items/:id/mockup   the PNG (404 for anyone else's line, a line with
//                                             none, or an unknown id; 401 signed out)

export function mockupRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const routes = new Hono();
  routes.get("/:id/mockup", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer) return c.text("Please sign in to see your order", 401);
    const row = await viewerLineMockup(
      { db: services.database.db, dataDir: services.config.dataDir },
      viewer,
      c.req.param("id"),
    );
    const file = row && (await openStoredFile(services.config.dataDir, row));
    if (!file) return c.text("No mock-up for this line", 404);
    return c.body(file.body, 200, {
      "Content-Type": "image/png",
      "Content-Length": String(file.sizeBytes),
      // Kept as drawn: the same address always answers the same picture.
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  return routes;
}
