import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { recordAudit } from "#server/admin/audit.ts";
import type { AppServices } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { uploadLogo } from "./logo.routes.ts";
import { listLogos } from "./logos.server.ts";

// Issue 15.1, on the admin router (its guard runs first): a customer's logo library, and a logo
// the shop uploads on their behalf (artwork that came by e-mail), which becomes theirs as if they
// had uploaded it.
//   GET  /customers/:id/logos   { customer: { id, name, email }, logos: LogoView[] }
//   POST /customers/:id/logos   multipart `file`, `name` (optional): 201 { id } (200 when the
//                               file is in their library already); audited

export function adminLogoRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database" | "config" | "logger">,
) {
  const { db } = services.database;
  const customerOf = async (id: string) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  };
  const missing = { error: "This customer no longer exists" };

  routes.get("/customers/:id/logos", async (c) => {
    const customer = await customerOf(c.req.param("id"));
    if (!customer) return c.json(missing, 404);
    return c.json({ customer, logos: await listLogos(db, customer.id) });
  });

  routes.post("/customers/:id/logos", async (c) => {
    const customer = await customerOf(c.req.param("id"));
    if (!customer) return c.json(missing, 404);
    const entry = await uploadLogo(c, services, customer.id);
    if (entry instanceof Response) return entry;
    await recordAudit(db, c.get("admin"), {
      action: "upload_logo",
      entityType: "logo",
      entityId: entry.id,
      before: null,
      after: { userId: customer.id, isNew: entry.isNew },
    });
    return c.json({ id: entry.id }, entry.isNew ? 201 : 200);
  });
}
