import { Hono } from "hono";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { updateEmbroideryPrice, updatePrintPrice } from "#server/pricing/pricing-edits.server.ts";
import { requireAdminApi, type AdminVariables } from "./admin-guard.ts";
import { failed, readJsonBody } from "./admin-http.ts";

// The back office's API, mounted at /api/admin (server/app.ts). DESIGN §4: the admin guard is the
// router's first middleware, so every endpoint here — today's and any added later — answers 401
// to a visitor and 403 to a customer before its handler runs (admin-access.test.ts walks
// `routes` to prove it). Handlers stay thin: parse, call one function, answer.

export function adminRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const { db } = services.database;
  const routes = new Hono<{ Variables: AdminVariables }>();
  routes.use("*", requireAdminApi(resolveViewer));

  // spec/back-office.md §2 /pricing edit mode, §7 UPDATE embroidery_pricing / print_pricing.
  routes.patch("/pricing/embroidery/:id", async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await updateEmbroideryPrice(db, c.get("admin"), c.req.param("id"), read.body);
    return result.ok ? c.json(result) : failed(c, result);
  });
  routes.patch("/pricing/print/:id", async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await updatePrintPrice(db, c.get("admin"), c.req.param("id"), read.body);
    return result.ok ? c.json(result) : failed(c, result);
  });

  routes.onError((error, c) => {
    services.logger.error({ err: error, path: c.req.path }, "admin route failed");
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return routes;
}
