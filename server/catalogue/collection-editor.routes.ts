import type { Context, Hono } from "hono";
import { shopifyCollectionsMessage } from "#core/catalogue/collection-input.ts";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { failed, readJsonBody, withEtag, type Failure } from "#server/admin/admin-http.ts";
import { maxRowId } from "#server/admin/admin-input.ts";
import type { AppServices } from "#server/context.ts";
import { findCollectionCandidates, listCollections } from "./collection-editor.server.ts";
import { getEditorCollection } from "./collection-editor.ts";
import { deleteCollection, saveCollection, saveCollectionProducts } from "./collection-save.ts";

// Issue 11.3, on the admin router (/api/admin, its guard runs first): the Collections list, a
// collection as the editor shows it, a new collection, a save of its fields or of its products in
// order against the version loaded (If-Match), and a delete that leaves the products. With a
// Shopify store configured the catalogue is Shopify's, so nothing here writes (409).

type AdminContext = Context<{ Variables: AdminVariables }>;
type Result = { ok: true; value: object } | Failure;

const collectionIdOf = (c: AdminContext) => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id <= maxRowId ? id : null;
};

const notFound = (c: AdminContext) => c.json({ error: "This collection no longer exists" }, 404);

export function collectionEditorRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database" | "config">,
) {
  const { db } = services.database;
  const ifMatch = (c: AdminContext) => c.req.header("if-match");
  const answer = (c: AdminContext, result: Result, status: 200 | 201 = 200) =>
    result.ok ? withEtag(c, result.value, status) : failed(c, result);

  /** A write: refused when Shopify owns the catalogue, else run on the collection named (if any). */
  const write =
    (
      change: (c: AdminContext, id: number | null, body: unknown) => Promise<Response>,
      { withBody = true, needsId = true } = {},
    ) =>
    async (c: AdminContext) => {
      if (services.config.shopify) return c.json({ error: shopifyCollectionsMessage }, 409);
      const id = needsId ? collectionIdOf(c) : null;
      if (needsId && id === null) return notFound(c);
      if (!withBody) return change(c, id, undefined);
      const read = await readJsonBody(c);
      return read.ok ? change(c, id, read.body) : failed(c, read);
    };

  routes.get("/collections", async (c) => {
    const result = await listCollections(services, new URL(c.req.url).searchParams);
    return result.ok ? c.json(result.value) : failed(c, result);
  });
  routes.get("/collections/product-search", async (c) =>
    c.json(await findCollectionCandidates(services, c.req.query("q") ?? "")),
  );
  routes.get("/collections/:id{[0-9]+}", async (c) => {
    const id = collectionIdOf(c);
    const collection = id === null ? null : await getEditorCollection(db, id);
    return collection ? withEtag(c, collection) : notFound(c);
  });
  routes.post(
    "/collections",
    write(
      async (c, _id, body) => answer(c, await saveCollection(db, c.get("admin"), null, body), 201),
      { needsId: false },
    ),
  );
  routes.put(
    "/collections/:id{[0-9]+}",
    write(async (c, id, body) =>
      answer(c, await saveCollection(db, c.get("admin"), id, body, ifMatch(c))),
    ),
  );
  routes.put(
    "/collections/:id{[0-9]+}/products",
    write(async (c, id, body) =>
      answer(c, await saveCollectionProducts(db, c.get("admin"), id!, body, ifMatch(c))),
    ),
  );
  routes.delete(
    "/collections/:id{[0-9]+}",
    write(async (c, id) => answer(c, await deleteCollection(db, c.get("admin"), id!, ifMatch(c))), {
      withBody: false,
    }),
  );
}
