import type { Context, Hono } from "hono";
import { shopifyCatalogueMessage } from "#core/catalogue/product-input.ts";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { failed, readJsonBody, withEtag } from "#server/admin/admin-http.ts";
import { maxRowId } from "#server/admin/admin-input.ts";
import type { AppServices } from "#server/context.ts";
import { getEditorProduct } from "./product-editor.ts";
import { saveProduct } from "./product-save.ts";

// Issue 11.2, on the admin router (/api/admin, its guard runs first): a product as the editor
// shows it, a new product, and a save against the version loaded (If-Match). With a Shopify store
// configured the catalogue is Shopify's, so nothing here writes.

type AdminContext = Context<{ Variables: AdminVariables }>;

const productIdOf = (c: AdminContext) => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id <= maxRowId ? id : null;
};

export function productEditorRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database" | "config">,
) {
  const { db } = services.database;
  const save = async (c: AdminContext, productId: number | null) => {
    if (services.config.shopify) return c.json({ error: shopifyCatalogueMessage }, 409);
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await saveProduct(
      db,
      c.get("admin"),
      productId,
      read.body,
      c.req.header("if-match"),
    );
    return result.ok
      ? withEtag(c, result.value, productId === null ? 201 : 200)
      : failed(c, result);
  };

  routes.get("/products/:id{[0-9]+}", async (c) => {
    const id = productIdOf(c);
    const product = id === null ? null : await getEditorProduct(db, id);
    if (!product) return c.json({ error: "This product no longer exists" }, 404);
    return withEtag(c, product);
  });
  routes.post("/products", (c) => save(c, null));
  routes.put("/products/:id{[0-9]+}", (c) => {
    const id = productIdOf(c);
    return id === null ? c.json({ error: "This product no longer exists" }, 404) : save(c, id);
  });
}
